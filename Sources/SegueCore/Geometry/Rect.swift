import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// An axis-aligned rectangle, an origin (top-left corner) and a size, in points: Core Graphics'
/// `CGRect` itself, under the name Segue's own code has always used.
public typealias Rect = CGRect

nonisolated extension CGRect {
    /// Creates a rectangle from its coordinates and extents, without labels.
    @inlinable
    package init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The centre point.
    @inlinable
    package var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// The rectangle shrunk by edge insets, as UIKit's `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`):
    /// the extents may come out negative when the insets are larger than the rectangle.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: abs(size.width) - insets.left - insets.right,
            height: abs(size.height) - insets.top - insets.bottom)
    }

    /// The overlap of two rectangles, or nil when they do not overlap (`intersection` gives
    /// `CGRect.null` instead).
    package func overlap(_ other: CGRect) -> CGRect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing all the points (zero for none).
    package static func bounding(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .zero }
        var x0 = first.x
        var y0 = first.y
        var x1 = first.x
        var y1 = first.y
        for p in points.dropFirst() {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A short readable form, `(x, y, width, height)`, for messages, logs and test failures.
    package var shortDescription: String {
        "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))"
    }
}
