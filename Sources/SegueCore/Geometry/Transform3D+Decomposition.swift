import Foundation

/// A transform taken apart into translation, scale, skew, perspective and a rotation quaternion,
/// so that interpolating the parts animates a rotation as a rotation (the CSS Transforms unmatrix
/// method). Recomposing the parts gives the original transform back.
public struct DecomposedTransform: Hashable, Sendable {
    /// Translation along x, y, z.
    public var translation: (Double, Double, Double) {
        get { (tx, ty, tz) }
        set { (tx, ty, tz) = newValue }
    }
    var tx = 0.0, ty = 0.0, tz = 0.0
    var sx = 1.0, sy = 1.0, sz = 1.0
    var skewXY = 0.0, skewXZ = 0.0, skewYZ = 0.0
    var px = 0.0, py = 0.0, pz = 0.0, pw = 1.0
    var qx = 0.0, qy = 0.0, qz = 0.0, qw = 1.0

    /// The identity's parts.
    public init() {}

    /// Interpolates each part linearly and the rotation spherically (t = 0 gives a, t = 1 gives b).
    public static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double)
        -> DecomposedTransform
    {
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
        // Spherical interpolation of the quaternions, along the shorter arc.
        var product = a.qx * b.qx + a.qy * b.qy + a.qz * b.qz + a.qw * b.qw
        var (bx, by, bz, bw) = (b.qx, b.qy, b.qz, b.qw)
        if product < 0 {
            product = -product
            (bx, by, bz, bw) = (-bx, -by, -bz, -bw)
        }
        product = min(product, 1)
        var wa = 1 - t
        var wb = t
        if product < 0.9999 {
            let theta = acos(product)
            let sinTheta = sin(theta)
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

    /// Builds the transform back from its parts.
    public var recomposed: Transform3D {
        var m = Transform3D.identity
        // Perspective.
        m.m14 = px
        m.m24 = py
        m.m34 = pz
        m.m44 = pw
        // Translation.
        m.m41 = tx * m.m11 + ty * m.m21 + tz * m.m31 + m.m41 * 0 + m.m41
        m.m42 = tx * m.m12 + ty * m.m22 + tz * m.m32 + m.m42
        m.m43 = tx * m.m13 + ty * m.m23 + tz * m.m33 + m.m43
        m.m44 = tx * m.m14 + ty * m.m24 + tz * m.m34 + m.m44
        // Rotation.
        let (x, y, z, w) = (qx, qy, qz, qw)
        let rotation = Transform3D(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y - z * w), m13: 2 * (x * z + y * w), m14: 0,
            m21: 2 * (x * y + z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z - x * w), m24: 0,
            m31: 2 * (x * z - y * w), m32: 2 * (y * z + x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        m = rotation.concatenating(m)
        // Skew.
        if skewYZ != 0 {
            var s = Transform3D.identity
            s.m32 = skewYZ
            m = s.concatenating(m)
        }
        if skewXZ != 0 {
            var s = Transform3D.identity
            s.m31 = skewXZ
            m = s.concatenating(m)
        }
        if skewXY != 0 {
            var s = Transform3D.identity
            s.m21 = skewXY
            m = s.concatenating(m)
        }
        // Scale.
        return Transform3D(scaleX: sx, y: sy, z: sz).concatenating(m)
    }
}

extension Transform3D {
    /// The transform's parts, or nil for a singular transform (which cannot be interpolated by
    /// parts; interpolation then falls back to entry-wise blending).
    public var decomposed: DecomposedTransform? {
        guard m44 != 0 else { return nil }
        var r = DecomposedTransform()
        let n = 1 / m44
        var rows = [
            [m11 * n, m12 * n, m13 * n, m14 * n],
            [m21 * n, m22 * n, m23 * n, m24 * n],
            [m31 * n, m32 * n, m33 * n, m34 * n],
            [m41 * n, m42 * n, m43 * n, 1],
        ]
        // Perspective: solve for it using the matrix with the perspective column cleared.
        if rows[0][3] != 0 || rows[1][3] != 0 || rows[2][3] != 0 {
            var pm = Transform3D(
                m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: 0,
                m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: 0,
                m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: 0,
                m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: 1)
            guard let inv = pm.inverted() else { return nil }
            pm = inv
            // Right-hand side is the perspective column; multiply by the transposed inverse.
            let (r0, r1, r2, r3) = (rows[0][3], rows[1][3], rows[2][3], 1.0)
            r.px = r0 * pm.m11 + r1 * pm.m12 + r2 * pm.m13 + r3 * pm.m14
            r.py = r0 * pm.m21 + r1 * pm.m22 + r2 * pm.m23 + r3 * pm.m24
            r.pz = r0 * pm.m31 + r1 * pm.m32 + r2 * pm.m33 + r3 * pm.m34
            r.pw = r0 * pm.m41 + r1 * pm.m42 + r2 * pm.m43 + r3 * pm.m44
            rows[0][3] = 0
            rows[1][3] = 0
            rows[2][3] = 0
        } else {
            r.px = 0
            r.py = 0
            r.pz = 0
            r.pw = 1
        }
        r.tx = rows[3][0]
        r.ty = rows[3][1]
        r.tz = rows[3][2]

        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [Double], _ b: [Double], _ sa: Double, _ sb: Double) -> [Double] {
            [a[0] * sa + b[0] * sb, a[1] * sa + b[1] * sb, a[2] * sa + b[2] * sb]
        }
        var row0 = Array(rows[0][0..<3])
        var row1 = Array(rows[1][0..<3])
        var row2 = Array(rows[2][0..<3])
        r.sx = length(row0)
        guard r.sx != 0 else { return nil }
        row0 = row0.map { $0 / r.sx }
        r.skewXY = dot(row0, row1)
        row1 = combine(row1, row0, 1, -r.skewXY)
        r.sy = length(row1)
        guard r.sy != 0 else { return nil }
        row1 = row1.map { $0 / r.sy }
        r.skewXY /= r.sy
        r.skewXZ = dot(row0, row2)
        row2 = combine(row2, row0, 1, -r.skewXZ)
        r.skewYZ = dot(row1, row2)
        row2 = combine(row2, row1, 1, -r.skewYZ)
        r.sz = length(row2)
        guard r.sz != 0 else { return nil }
        row2 = row2.map { $0 / r.sz }
        r.skewXZ /= r.sz
        r.skewYZ /= r.sz
        // A negative determinant means a flip: negate the scales and rows.
        let cross = [
            row1[1] * row2[2] - row1[2] * row2[1],
            row1[2] * row2[0] - row1[0] * row2[2],
            row1[0] * row2[1] - row1[1] * row2[0],
        ]
        if dot(row0, cross) < 0 {
            r.sx = -r.sx
            r.sy = -r.sy
            r.sz = -r.sz
            row0 = row0.map { -$0 }
            row1 = row1.map { -$0 }
            row2 = row2.map { -$0 }
        }
        // Quaternion from the orthonormal rows.
        r.qx = 0.5 * max(1 + row0[0] - row1[1] - row2[2], 0).squareRoot()
        r.qy = 0.5 * max(1 - row0[0] + row1[1] - row2[2], 0).squareRoot()
        r.qz = 0.5 * max(1 - row0[0] - row1[1] + row2[2], 0).squareRoot()
        r.qw = 0.5 * max(1 + row0[0] + row1[1] + row2[2], 0).squareRoot()
        if row2[1] > row1[2] { r.qx = -r.qx }
        if row0[2] > row2[0] { r.qy = -r.qy }
        if row1[0] > row0[1] { r.qz = -r.qz }
        return r
    }

    /// Interpolates two transforms by decomposition (a rotation animates as a rotation); falls back
    /// to entry-wise blending when either cannot be decomposed.
    public static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
        if let da = a.decomposed, let db = b.decomposed {
            return DecomposedTransform.interpolate(da, db, t).recomposed
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
