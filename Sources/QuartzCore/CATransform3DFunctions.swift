// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (The names are Core Animation's C functions, spelled as UIKit code calls them.)
import CoreGraphics
import SegueCore

// Core Animation's transform functions over Segue's `Transform3D`. Points are row vectors
// (`[x y z 1] · M`), so a product applies its left factor first: `CATransform3DConcat(a, b)` is
// a then b, and `CATransform3DTranslate(t, …)` is the translation then t, as Apple documents
// ("t' = translate(tx, ty, tz) * t").

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity: CATransform3D = .identity

/// True when `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// True when the two transforms have equal entries.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz): `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by (sx, sy, sz): `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the vector (x, y, z); the identity when the vector has
/// length zero. About (0, 0, 1) it turns +x towards +y, as `CGAffineTransform(rotationAngle:)`:
/// clockwise on UIKit's y-down screen for a positive angle.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` translated by (tx, ty, tz): the translation first, then `t` (`translate(tx, ty, tz) * t`).
public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// `t` scaled by (sx, sy, sz): the scale first, then `t` (`scale(sx, sy, sz) * t`).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// `t` rotated by `angle` radians about (x, y, z): the rotation first, then `t`
/// (`rotation(angle, x, y, z) * t`); `t` unchanged when the vector has length zero.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a` then `b`: the matrix product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// The inverse of `t`, or `t` itself when it has no inverse, as Apple documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() ?? t }

/// The 3D transform that acts on the plane z = 0 as an affine transform does:
/// `[a b 0 0; c d 0 0; 0 0 1 0; tx ty 0 1]`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// True when `t` is exactly an affine transform of the plane (`CATransform3DMakeAffineTransform`
/// of one): no perspective, no depth.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine transform in `t`'s entries `m11 m12 m21 m22 m41 m42`. Apple leaves the result
/// undefined when `t` is not affine (`CATransform3DIsAffine`); Segue returns those entries all the
/// same.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
