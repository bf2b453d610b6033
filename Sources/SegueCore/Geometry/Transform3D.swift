import Foundation

/// A 4x4 homogeneous transform with CATransform3D's layout and vocabulary.
///
/// Points are row vectors: `[x y z 1] · M`; `m41 m42 m43` hold the translation and `m34` the
/// perspective (`-1/eyeDistance`). `t1.concatenating(t2)` applies `t1` first, then `t2`,
/// as `CATransform3DConcat(t1, t2)`.
nonisolated public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    // swift-format-ignore
    /// Matrix entries, named as in CATransform3D (row, column).
    public var m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44: CGFloat

    // swift-format-ignore
    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 3D form of an affine transform, as CATransform3DMakeAffineTransform.
    public init(affine t: AffineTransform2D) {
        self = .identity
        m11 = t.a
        m12 = t.b
        m21 = t.c
        m22 = t.d
        m41 = t.tx
        m42 = t.ty
    }

    /// A translation, as CATransform3DMakeTranslation.
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        m41 = x
        m42 = y
        m43 = z
    }

    /// A scale, as CATransform3DMakeScale.
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        m11 = sx
        m22 = sy
        m33 = sz
    }

    /// A rotation by `angle` radians about the axis (x, y, z), as CATransform3DMakeRotation.
    /// The axis is normalised; a zero axis gives the identity.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let cs = cos(angle)
        let sn = sin(angle)
        let k = 1 - cs
        self.init(
            m11: cs + ux * ux * k, m12: ux * uy * k + uz * sn, m13: ux * uz * k - uy * sn, m14: 0,
            m21: uy * ux * k - uz * sn, m22: cs + uy * uy * k, m23: uy * uz * k + ux * sn, m24: 0,
            m31: uz * ux * k + uy * sn, m32: uz * uy * k - ux * sn, m33: cs + uz * uz * k, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective transform that sees the plane z = 0 from `eyeDistance` points away (m34 = -1/d).
    public static func perspective(eyeDistance: CGFloat) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / eyeDistance
        return t
    }

    /// True for the identity.
    public var isIdentity: Bool { self == .identity }

    /// True when the transform maps the plane z = 0 affinely (no perspective and no z mixing into x, y).
    @inline(__always)
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m43 == 0
            && m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1
    }

    /// `self` then `t`, as CATransform3DConcat(self, t): the matrix product self · t.
    public func concatenating(_ t: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * t.m11 + a.m12 * t.m21 + a.m13 * t.m31 + a.m14 * t.m41,
            m12: a.m11 * t.m12 + a.m12 * t.m22 + a.m13 * t.m32 + a.m14 * t.m42,
            m13: a.m11 * t.m13 + a.m12 * t.m23 + a.m13 * t.m33 + a.m14 * t.m43,
            m14: a.m11 * t.m14 + a.m12 * t.m24 + a.m13 * t.m34 + a.m14 * t.m44,
            m21: a.m21 * t.m11 + a.m22 * t.m21 + a.m23 * t.m31 + a.m24 * t.m41,
            m22: a.m21 * t.m12 + a.m22 * t.m22 + a.m23 * t.m32 + a.m24 * t.m42,
            m23: a.m21 * t.m13 + a.m22 * t.m23 + a.m23 * t.m33 + a.m24 * t.m43,
            m24: a.m21 * t.m14 + a.m22 * t.m24 + a.m23 * t.m34 + a.m24 * t.m44,
            m31: a.m31 * t.m11 + a.m32 * t.m21 + a.m33 * t.m31 + a.m34 * t.m41,
            m32: a.m31 * t.m12 + a.m32 * t.m22 + a.m33 * t.m32 + a.m34 * t.m42,
            m33: a.m31 * t.m13 + a.m32 * t.m23 + a.m33 * t.m33 + a.m34 * t.m43,
            m34: a.m31 * t.m14 + a.m32 * t.m24 + a.m33 * t.m34 + a.m34 * t.m44,
            m41: a.m41 * t.m11 + a.m42 * t.m21 + a.m43 * t.m31 + a.m44 * t.m41,
            m42: a.m41 * t.m12 + a.m42 * t.m22 + a.m43 * t.m32 + a.m44 * t.m42,
            m43: a.m41 * t.m13 + a.m42 * t.m23 + a.m43 * t.m33 + a.m44 * t.m43,
            m44: a.m41 * t.m14 + a.m42 * t.m24 + a.m43 * t.m34 + a.m44 * t.m44)
    }

    /// A translation applied before this transform, as CATransform3DTranslate.
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before this transform, as CATransform3DScale.
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before this transform, as CATransform3DRotate.
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The affine part (m11, m12, m21, m22, m41, m42), as CATransform3DGetAffineTransform.
    public var affineTransform: AffineTransform2D {
        AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// Maps a point of the plane z = 0 to homogeneous coordinates (x, y, z, w), before the divide.
    @inline(__always)
    public func applyHomogeneous(x: CGFloat, y: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42, x * m13 + y * m23 + m43, x * m14 + y * m24 + m44)
    }

    /// Maps a point of the plane z = 0 and projects it (divides by w). Points behind the eye give
    /// meaningless values: renderers clip in homogeneous space first.
    public func apply(_ p: Point) -> Point {
        let h = applyHomogeneous(x: p.x, y: p.y)
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The inverse, or nil when the matrix is singular. Computed from the 2x2 minors of the top
    /// two rows and of the bottom two rows (Laplace expansion), without allocating.
    public func inverted() -> Transform3D? {
        let s0 = m11 * m22 - m21 * m12
        let s1 = m11 * m23 - m21 * m13
        let s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13
        let s4 = m12 * m24 - m22 * m14
        let s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34
        let c4 = m32 * m44 - m42 * m34
        let c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34
        let c1 = m31 * m43 - m41 * m33
        let c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
    }

    /// Maps a window point back onto the plane z = 0 of this transform (the inverse of `apply` for
    /// that plane), or nil when the ray misses the plane or the plane is seen edge-on.
    /// Used for hit testing through perspective.
    public func unproject(_ p: Point) -> Point? {
        // Solve [u v 0 1]·M = w·[p.x p.y z 1] for u, v (z free): two linear equations in u, v.
        let a11 = m11 - p.x * m14
        let a12 = m21 - p.x * m24
        let b1 = p.x * m44 - m41
        let a21 = m12 - p.y * m14
        let a22 = m22 - p.y * m24
        let b2 = p.y * m44 - m42
        let det = a11 * a22 - a12 * a21
        guard abs(det) > 1e-12 else { return nil }
        let u = (b1 * a22 - a12 * b2) / det
        let v = (a11 * b2 - b1 * a21) / det
        let w = u * m14 + v * m24 + m44
        guard w > 0 else { return nil }
        return Point(x: u, y: v)
    }

    /// A readable form of the matrix, for logs and test failures.
    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }
}
