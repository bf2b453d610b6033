import Foundation

/// A transform taken apart into scale, skew, rotation, translation and perspective, so that
/// interpolating the parts animates a rotation as a rotation (the unmatrix method of the CSS
/// Transforms specification, in Core Animation's row-vector convention).
///
/// The parts recompose as `M = S · K · R · T · P` (applied left to right: scale first, then
/// skew, rotation, translation, and perspective last), where
/// - `S = scale(sx, sy, sz)`;
/// - `K` is the lower-triangular skew with `m21 = skewXY`, `m31 = skewXZ`, `m32 = skewYZ`;
/// - `R` is the rotation of the unit quaternion `(qx, qy, qz, qw)`: the quaternion of
///   `Transform3D(rotationAngle: a, x:, y:, z:)` is `(axis · sin(a/2), cos(a/2))`;
/// - `T` translates by `(tx, ty, tz)`;
/// - `P` is the identity with its last column set to `(px, py, pz, pw)`.
///
/// Any transform whose upper 3x3 block and whole matrix are invertible decomposes, and
/// recomposing gives it back (no normalisation by m44 is applied).
nonisolated public struct DecomposedTransform: Hashable, Sendable {
    /// Translation along x, y, z.
    public var translation: (Double, Double, Double) {
        get { (tx, ty, tz) }
        set { (tx, ty, tz) = newValue }
    }
    /// Scale along x, y, z (negative for a flip).
    public var scale: (Double, Double, Double) {
        get { (sx, sy, sz) }
        set { (sx, sy, sz) = newValue }
    }
    /// The rotation as a unit quaternion (x, y, z, w).
    public var rotation: (Double, Double, Double, Double) {
        get { (qx, qy, qz, qw) }
        set { (qx, qy, qz, qw) = newValue }
    }
    var tx = 0.0, ty = 0.0, tz = 0.0
    var sx = 1.0, sy = 1.0, sz = 1.0
    var skewXY = 0.0, skewXZ = 0.0, skewYZ = 0.0
    var px = 0.0, py = 0.0, pz = 0.0, pw = 1.0
    var qx = 0.0, qy = 0.0, qz = 0.0, qw = 1.0

    /// The identity's parts.
    public init() {}

    /// Interpolates each part linearly and the rotation spherically along the shorter arc
    /// (t = 0 gives a, t = 1 gives b).
    public static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double)
        -> DecomposedTransform
    {
        Interpolation(a, b).value(at: t)
    }

    /// An interpolation between two decompositions with what does not depend on t (the arc
    /// between the rotations) worked out once, for animations that evaluate it every frame.
    ///
    /// When both ends are planar (rotation about z only, no skew out of the plane, no
    /// perspective), the slerp of their quaternions is the linear interpolation of their angles
    /// along the shorter arc, and the recomposed matrix has only the 2D entries: `planar` holds
    /// that case, and `transform(at:)` then takes one sine and one cosine.
    struct Interpolation {
        let a: DecomposedTransform
        let b: DecomposedTransform
        /// The end rotation, negated when that is the shorter arc.
        let bq: (Double, Double, Double, Double)
        /// The angle between the rotations and its sine, when they are far enough apart to slerp.
        let theta: Double
        let sinTheta: Double
        let slerps: Bool
        /// Both ends planar: the interpolation of their planar parts; nil otherwise.
        let planar: PlanarInterpolation?

        init(_ a: DecomposedTransform, _ b: DecomposedTransform) {
            self.a = a
            self.b = b
            // Spherical interpolation of the quaternions, along the shorter arc.
            var product = a.qx * b.qx + a.qy * b.qy + a.qz * b.qz + a.qw * b.qw
            var (bx, by, bz, bw) = (b.qx, b.qy, b.qz, b.qw)
            if product < 0 {
                product = -product
                (bx, by, bz, bw) = (-bx, -by, -bz, -bw)
            }
            product = min(product, 1)
            bq = (bx, by, bz, bw)
            slerps = product < 0.9999
            if slerps {
                theta = acos(product)
                sinTheta = sin(theta)
            } else {
                theta = 0
                sinTheta = 0
            }
            if a.isPlanar && b.isPlanar {
                // Half angles of the z rotations (q = (0, 0, sin h, cos h)); the shorter arc
                // between them is under a quarter turn of half angle, the full turn's half.
                let start = atan2(a.qz, a.qw)
                var change = atan2(bz, bw) - start
                if change > .pi { change -= 2 * .pi } else if change < -.pi { change += 2 * .pi }
                planar = PlanarInterpolation(a, b, startAngle: 2 * start, angleChange: 2 * change)
            } else {
                planar = nil
            }
        }

        /// The recomposed transform at t: `value(at: t).recomposed`, directly for planar ends.
        @inline(__always)
        func transform(at t: Double) -> Transform3D {
            if let planar { return planar.transform(at: t) }
            return value(at: t).recomposed
        }

        /// The parts at t (0 gives a, 1 gives b).
        @inline(__always)
        func value(at t: Double) -> DecomposedTransform {
            @inline(__always)
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            var r = DecomposedTransform()
            r.tx = mix(a.tx, b.tx)
            r.ty = mix(a.ty, b.ty)
            r.tz = mix(a.tz, b.tz)
            r.sx = mix(a.sx, b.sx)
            r.sy = mix(a.sy, b.sy)
            r.sz = mix(a.sz, b.sz)
            r.skewXY = mix(a.skewXY, b.skewXY)
            r.skewXZ = mix(a.skewXZ, b.skewXZ)
            r.skewYZ = mix(a.skewYZ, b.skewYZ)
            r.px = mix(a.px, b.px)
            r.py = mix(a.py, b.py)
            r.pz = mix(a.pz, b.pz)
            r.pw = mix(a.pw, b.pw)
            let (bx, by, bz, bw) = bq
            var wa = 1 - t
            var wb = t
            if slerps {
                wa = sin((1 - t) * theta) / sinTheta
                wb = sin(t * theta) / sinTheta
            }
            r.qx = a.qx * wa + bx * wb
            r.qy = a.qy * wa + by * wb
            r.qz = a.qz * wa + bz * wb
            r.qw = a.qw * wa + bw * wb
            let n = (r.qx * r.qx + r.qy * r.qy + r.qz * r.qz + r.qw * r.qw).squareRoot()
            if n > 0 {
                r.qx /= n
                r.qy /= n
                r.qz /= n
                r.qw /= n
            }
            return r
        }
    }

    /// The interpolation between two planar decompositions: the angle about z linearly (the
    /// slerp of two z rotations), the other planar parts linearly, recomposed directly. Only the
    /// numbers a frame reads, so an animation keeps it in a few cache lines.
    struct PlanarInterpolation {
        /// The rotation is `startAngle + angleChange · t` about z.
        let startAngle: Double
        let angleChange: Double
        /// The parts at both ends: scale, skew in the plane, translation.
        let sx: (Double, Double), sy: (Double, Double), sz: (Double, Double)
        let skew: (Double, Double)
        let tx: (Double, Double), ty: (Double, Double), tz: (Double, Double)

        init(_ a: DecomposedTransform, _ b: DecomposedTransform, startAngle: Double, angleChange: Double) {
            self.startAngle = startAngle
            self.angleChange = angleChange
            sx = (a.sx, b.sx)
            sy = (a.sy, b.sy)
            sz = (a.sz, b.sz)
            skew = (a.skewXY, b.skewXY)
            tx = (a.tx, b.tx)
            ty = (a.ty, b.ty)
            tz = (a.tz, b.tz)
        }

        /// `S · K · R · T` at t, with R the z rotation (rows (c, s, 0), (−s, c, 0), (0, 0, 1)).
        @inline(__always)
        func transform(at t: Double) -> Transform3D {
            @inline(__always)
            func mix(_ ends: (Double, Double)) -> Double { ends.0 + (ends.1 - ends.0) * t }
            let angle = startAngle + angleChange * t
            let c = cos(angle)
            let s = sin(angle)
            let sx = mix(self.sx)
            let sy = mix(self.sy)
            let skew = mix(self.skew)
            return Transform3D(
                m11: sx * c, m12: sx * s, m13: 0, m14: 0,
                m21: sy * (skew * c - s), m22: sy * (skew * s + c), m23: 0, m24: 0,
                m31: 0, m32: 0, m33: mix(sz), m34: 0,
                m41: mix(tx), m42: mix(ty), m43: mix(tz), m44: 1)
        }
    }

    /// True for a rotation about z only, with no skew out of the plane and no perspective: the
    /// parts of an affine 2D transform (with any translation and scale along z).
    var isPlanar: Bool {
        qx == 0 && qy == 0 && skewXZ == 0 && skewYZ == 0 && px == 0 && py == 0 && pz == 0 && pw == 1
    }

    /// Builds the transform back from its parts: `S · K · R · T · P`.
    public var recomposed: Transform3D {
        // Rows of the rotation (row-vector convention, the transpose of the column-vector matrix).
        let (x, y, z, w) = (qx, qy, qz, qw)
        let r0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let r1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let r2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        // S · K · R, row by row.
        let a0 = sx * r0
        let a1 = sy * (skewXY * r0 + r1)
        let a2 = sz * (skewXZ * r0 + skewYZ * r1 + r2)
        // · T · P: rows 1-3 become [a | a·p], row 4 becomes [t | t·p + pw].
        let p = SIMD3(px, py, pz)
        let t = SIMD3(tx, ty, tz)
        return Transform3D(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: dot(a0, p),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: dot(a1, p),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: dot(a2, p),
            m41: tx, m42: ty, m43: tz, m44: dot(t, p) + pw)
    }
}

@inline(__always)
nonisolated private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

@inline(__always)
nonisolated private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

@inline(__always)
nonisolated private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

nonisolated extension Transform3D {
    /// The transform's parts, or nil for a transform that cannot be taken apart (its upper 3x3
    /// block or the whole matrix is singular); interpolation then blends entries instead.
    public var decomposed: DecomposedTransform? {
        var r = DecomposedTransform()
        var row0 = SIMD3<Double>(m11, m12, m13)
        var row1 = SIMD3<Double>(m21, m22, m23)
        var row2 = SIMD3<Double>(m31, m32, m33)
        // M = A · T · P has rows [a_i | a_i·p] and [t | t·p + pw], with A the upper 3x3 block.
        let c0 = cross(row1, row2)
        let c1 = cross(row2, row0)
        let c2 = cross(row0, row1)
        let determinant = dot(row0, c0)
        guard determinant != 0, determinant.isFinite else { return nil }
        // p = A⁻¹ · (m14, m24, m34); the columns of A⁻¹ are c0, c1, c2 over the determinant.
        let p = (c0 * Double(m14) + c1 * Double(m24) + c2 * Double(m34)) / determinant
        let t = SIMD3<Double>(m41, m42, m43)
        (r.px, r.py, r.pz) = (p.x, p.y, p.z)
        r.pw = m44 - dot(t, p)
        guard r.pw != 0, r.pw.isFinite else { return nil }
        (r.tx, r.ty, r.tz) = (t.x, t.y, t.z)

        // Gram–Schmidt on the rows of A = S · K · R: row0 = sx·R0, row1 = sy·(skewXY·R0 + R1),
        // row2 = sz·(skewXZ·R0 + skewYZ·R1 + R2).
        r.sx = length(row0)
        row0 /= r.sx
        r.skewXY = dot(row0, row1)
        row1 -= r.skewXY * row0
        r.sy = length(row1)
        guard r.sy > 0 else { return nil }
        row1 /= r.sy
        r.skewXY /= r.sy
        r.skewXZ = dot(row0, row2)
        row2 -= r.skewXZ * row0
        r.skewYZ = dot(row1, row2)
        row2 -= r.skewYZ * row1
        r.sz = length(row2)
        guard r.sz > 0 else { return nil }
        row2 /= r.sz
        r.skewXZ /= r.sz
        r.skewYZ /= r.sz
        // A negative determinant is a flip: negate the scales and the rows, leaving a rotation.
        if determinant < 0 {
            r.sx = -r.sx
            r.sy = -r.sy
            r.sz = -r.sz
            row0 = -row0
            row1 = -row1
            row2 = -row2
        }
        (r.qx, r.qy, r.qz, r.qw) = quaternion(row0, row1, row2)
        return r
    }

    /// Interpolates two transforms by decomposition (a rotation animates as a rotation); falls back
    /// to entry-wise blending when either cannot be decomposed.
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        if let da = a.decomposed, let db = b.decomposed {
            return DecomposedTransform.Interpolation(da, db).transform(at: t)
        }
        return blend(a, b, t)
    }

    static func blend(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return Transform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
    }
}

/// The unit quaternion (x, y, z, w), w >= 0, of a rotation given by the orthonormal rows of its
/// row-vector matrix. Shepperd's method: divide by the largest of 4w², 4x², 4y², 4z² so that the
/// result stays accurate near half turns, where w vanishes.
nonisolated private func quaternion(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>)
    -> (Double, Double, Double, Double)
{
    let trace = r0.x + r1.y + r2.z
    var q: SIMD4<Double>
    if trace > 0 {
        let s = 2 * (1 + trace).squareRoot()  // 4w
        q = SIMD4((r1.z - r2.y) / s, (r2.x - r0.z) / s, (r0.y - r1.x) / s, s / 4)
    } else if r0.x >= r1.y && r0.x >= r2.z {
        let s = 2 * max(1 + r0.x - r1.y - r2.z, 0).squareRoot()  // 4x
        q = SIMD4(s / 4, (r1.x + r0.y) / s, (r2.x + r0.z) / s, (r1.z - r2.y) / s)
    } else if r1.y >= r2.z {
        let s = 2 * max(1 + r1.y - r0.x - r2.z, 0).squareRoot()  // 4y
        q = SIMD4((r1.x + r0.y) / s, s / 4, (r2.y + r1.z) / s, (r2.x - r0.z) / s)
    } else {
        let s = 2 * max(1 + r2.z - r0.x - r1.y, 0).squareRoot()  // 4z
        q = SIMD4((r2.x + r0.z) / s, (r2.y + r1.z) / s, s / 4, (r0.y - r1.x) / s)
    }
    q /= (q * q).sum().squareRoot()
    if q.w < 0 { q = -q }
    return (q.x, q.y, q.z, q.w)
}
