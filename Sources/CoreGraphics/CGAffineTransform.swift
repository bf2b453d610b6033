/// An affine transform of the plane, as Core Graphics' `CGAffineTransform`.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (a row vector times the matrix
/// `[a b 0; c d 0; tx ty 1]`). `t1.concatenating(t2)` applies `t1` first, then `t2`, as
/// `CGAffineTransformConcat`.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The entry in the first row and first column.
    public var a: CGFloat
    /// The entry in the first row and second column.
    public var b: CGFloat
    /// The entry in the second row and first column.
    public var c: CGFloat
    /// The entry in the second row and second column.
    public var d: CGFloat
    /// The entry in the third row and first column (the horizontal translation).
    public var tx: CGFloat
    /// The entry in the third row and second column (the vertical translation).
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a transform from its six entries, without labels.
    @inlinable
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    @inlinable
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform, as `CGAffineTransformIdentity`.
    public static let identity = CGAffineTransform()

    /// A translation, as `CGAffineTransformMakeTranslation`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale, as `CGAffineTransformMakeScale`.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by an angle in radians, as `CGAffineTransformMakeRotation`: in UIKit's flipped
    /// coordinates (y down) a positive angle turns clockwise on screen.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let cs = CGFloat(Foundation.cos(Double(angle)))
        let sn = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// True for the identity, as `CGAffineTransformIsIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t`, as `CGAffineTransformConcat(self, t)`.
    @inlinable
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// A translation applied before this transform, as `CGAffineTransformTranslate`.
    @inlinable
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform, as `CGAffineTransformScale`.
    @inlinable
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform, as `CGAffineTransformRotate`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or the transform unchanged when it cannot be inverted, as
    /// `CGAffineTransformInvert`.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// A readable form of the matrix, for logs and test failures.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped by a transform, as `CGPointApplyAffineTransform`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by a transform's linear part, as `CGSizeApplyAffineTransform` (the result
    /// may have negative extents).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the rectangle's four corners mapped by a transform, as
    /// `CGRectApplyAffineTransform`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t), CGPoint(x: minX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min()!
        let y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
