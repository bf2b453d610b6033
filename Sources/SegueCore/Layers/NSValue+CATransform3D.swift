import Foundation

extension NSValue {
    /// The type encoding of a value made by `init(caTransform3D:)`: the transform's 16 numbers
    /// (Foundation on Linux keeps no struct in an `NSValue`, so not Apple's
    /// `{CATransform3D=dddddddddddddddd}`).
    static let transformObjCType = "[16d]"

    /// A 3D transform in a value, as Core Animation's `NSValue(caTransform3D:)`: what a
    /// `CAKeyframeAnimation` on `transform` takes as `values`, or a `CABasicAnimation` as
    /// `fromValue` and `toValue`.
    public convenience init(caTransform3D transform: CATransform3D) {
        let numbers: [Double] = [
            transform.m11, transform.m12, transform.m13, transform.m14,
            transform.m21, transform.m22, transform.m23, transform.m24,
            transform.m31, transform.m32, transform.m33, transform.m34,
            transform.m41, transform.m42, transform.m43, transform.m44,
        ].map { Double($0) }
        self.init(bytes: numbers, objCType: NSValue.transformObjCType)
    }

    /// The transform in the value, as Core Animation's `caTransform3DValue` (the identity when the
    /// value holds no transform).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.transformObjCType else { return .identity }
        var n = [Double](repeating: 0, count: 16)
        n.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(
            m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
            m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
    }
}
