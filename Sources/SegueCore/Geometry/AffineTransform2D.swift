import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A 2D affine transform: Core Graphics' `CGAffineTransform` itself, under the name Segue's own
/// code has always used.
public typealias AffineTransform2D = CGAffineTransform

nonisolated extension CGAffineTransform {
    /// The determinant of the linear part.
    @inlinable
    package var determinant: CGFloat { a * d - b * c }

    /// Maps a point (`point.applying(self)`).
    @inlinable
    package func apply(_ p: CGPoint) -> CGPoint {
        CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The 3D transform with the same effect in the plane, as `CATransform3DMakeAffineTransform`.
    @inlinable
    package var transform3D: Transform3D { Transform3D(affine: self) }
}
