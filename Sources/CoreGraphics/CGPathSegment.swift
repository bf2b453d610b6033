/// One element of a path as Segue keeps it: what `CGPath` stores and what Segue's renderer walks.
package enum CGPathSegment: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(CGPoint)
    /// A straight line from the current point.
    case line(CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(control: CGPoint, end: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(control1: CGPoint, control2: CGPoint, end: CGPoint)
    /// Closes the current subpath with a line back to its first point.
    case close

    /// The point the segment ends at, or nil for a close (which ends at its subpath's start).
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(_, let p), .curve(_, _, let p): return p
        case .close: return nil
        }
    }

    /// The segment with every point mapped by a transform.
    package func applying(_ t: CGAffineTransform) -> CGPathSegment {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quadCurve(let c, let p): return .quadCurve(control: c.applying(t), end: p.applying(t))
        case .curve(let c1, let c2, let p):
            return .curve(control1: c1.applying(t), control2: c2.applying(t), end: p.applying(t))
        case .close: return .close
        }
    }

    /// True when both segments are of the same kind (their points may differ).
    package func hasSameKind(as other: CGPathSegment) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close): return true
        default: return false
        }
    }
}

/// A path that is exactly one simple shape, which Segue's renderer can keep drawing as that
/// primitive rather than as a general outline.
package enum CGPathPrimitive: Hashable, Sendable {
    /// An axis-aligned rectangle (standardized: non-negative width and height).
    case rect(CGRect)
    /// The ellipse inscribed in an axis-aligned rectangle (standardized).
    case ellipse(CGRect)
    /// An axis-aligned rectangle whose corners are quarter ellipses of the given width and height
    /// (already limited to half the rectangle's width and height).
    case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)

    /// The primitive mapped by a transform, or nil when the transform does not keep it axis-aligned
    /// in the same orientation (only positive scales and translations do).
    func applying(_ t: CGAffineTransform) -> CGPathPrimitive? {
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return nil }
        switch self {
        case .rect(let r): return .rect(r.applying(t))
        case .ellipse(let r): return .ellipse(r.applying(t))
        case .roundedRect(let r, let w, let h):
            return .roundedRect(r.applying(t), cornerWidth: w * t.a, cornerHeight: h * t.d)
        }
    }

    /// Blends two primitives of the same kind (nil for different kinds).
    static func interpolate(_ a: CGPathPrimitive, _ b: CGPathPrimitive, _ t: CGFloat) -> CGPathPrimitive? {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        func mix(_ x: CGRect, _ y: CGRect) -> CGRect {
            CGRect(
                x: mix(x.minX, y.minX), y: mix(x.minY, y.minY), width: mix(x.width, y.width),
                height: mix(x.height, y.height))
        }
        switch (a, b) {
        case (.rect(let x), .rect(let y)): return .rect(mix(x, y))
        case (.ellipse(let x), .ellipse(let y)): return .ellipse(mix(x, y))
        case (.roundedRect(let x, let xw, let xh), .roundedRect(let y, let yw, let yh)):
            return .roundedRect(mix(x, y), cornerWidth: mix(xw, yw), cornerHeight: mix(xh, yh))
        default: return nil
        }
    }
}
