import Foundation

/// A 2D affine transform with CGAffineTransform's layout and vocabulary.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row vector times matrix).
/// `t1.concatenating(t2)` applies `t1` first, then `t2`, as `CGAffineTransformConcat`.
public struct AffineTransform2D: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entries, named as in CGAffineTransform.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation, as CGAffineTransformMakeTranslation.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    /// A scale, as CGAffineTransformMakeScale.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by an angle in radians (positive turns x towards y, clockwise on screen).
    public init(rotationAngle angle: Double) {
        let cs = cos(angle)
        let sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True for the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `other`, as CGAffineTransformConcat(self, other).
    public func concatenating(_ t: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before this transform, as CGAffineTransformTranslate.
    public func translatedBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform, as CGAffineTransformScale.
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D {
        AffineTransform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform, as CGAffineTransformRotate.
    public func rotated(by angle: Double) -> AffineTransform2D {
        AffineTransform2D(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part.
    public var determinant: Double { a * d - b * c }

    /// The inverse, or the transform unchanged when it is not invertible (as CGAffineTransformInvert).
    public func inverted() -> AffineTransform2D {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        return AffineTransform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The 3D transform with the same effect in the plane.
    public var transform3D: Transform3D { Transform3D(affine: self) }

    /// A readable form of the matrix, for logs and test failures.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
