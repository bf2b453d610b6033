import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A point in a two-dimensional coordinate space, in points (not pixels): Core Graphics'
/// `CGPoint` itself, under the name Segue's own code has always used.
public typealias Point = CGPoint

nonisolated extension CGPoint {
    /// Creates a point from its coordinates, without labels.
    @inlinable
    package init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }

    /// The distance from this point to another.
    @inlinable
    package func distance(to other: CGPoint) -> CGFloat {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// Component-wise sum.
    @inlinable
    package static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    @inlinable
    package static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both coordinates.
    @inlinable
    package static func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }

    /// A short readable form, `(x, y)`, for messages, logs and test failures.
    package var shortDescription: String { "(\(Double(x)), \(Double(y)))" }
}
