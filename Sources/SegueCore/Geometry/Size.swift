import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A width and a height, in points: Core Graphics' `CGSize` itself, under the name Segue's own
/// code has always used.
public typealias Size = CGSize

nonisolated extension CGSize {
    /// Creates a size from its extents, without labels.
    @inlinable
    package init(_ width: CGFloat, _ height: CGFloat) { self.init(width: width, height: height) }

    /// Scales both extents.
    @inlinable
    package static func * (a: CGSize, s: CGFloat) -> CGSize { CGSize(width: a.width * s, height: a.height * s) }

    /// A short readable form, `WxH`, for messages, logs and test failures.
    package var shortDescription: String { "\(Double(width))x\(Double(height))" }
}
