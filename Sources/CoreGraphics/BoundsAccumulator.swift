/// Grows a rectangle point by point, and by the extreme points of Bézier curves.
struct BoundsAccumulator {
    private var minX = CGFloat.infinity
    private var minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity
    private var maxY = -CGFloat.infinity

    /// The rectangle so far, `CGRect.null` before the first point.
    var rect: CGRect {
        minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    /// Adds the points where a quadratic curve turns in x or in y.
    mutating func addQuadExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) {
        for axis in 0..<2 {
            let (a, b, c) = axis == 0 ? (p0.x, p1.x, p2.x) : (p0.y, p1.y, p2.y)
            let denominator = a - 2 * b + c
            guard denominator != 0 else { continue }
            let t = (a - b) / denominator
            if t > 0, t < 1 { add(Bezier.quadPoint(p0, p1, p2, t)) }
        }
    }

    /// Adds the points where a cubic curve turns in x or in y (roots of its derivative).
    mutating func addCubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        for axis in 0..<2 {
            let (a, b, c, d) = axis == 0 ? (p0.x, p1.x, p2.x, p3.x) : (p0.y, p1.y, p2.y, p3.y)
            // The derivative over 3 is qa·t² + qb·t + qc.
            let qa = -a + 3 * b - 3 * c + d
            let qb = 2 * (a - 2 * b + c)
            let qc = b - a
            var roots: [CGFloat] = []
            if abs(qa) < 1e-12 {
                if qb != 0 { roots.append(-qc / qb) }
            } else {
                let discriminant = qb * qb - 4 * qa * qc
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    roots.append((-qb + s) / (2 * qa))
                    roots.append((-qb - s) / (2 * qa))
                }
            }
            for t in roots where t > 0 && t < 1 { add(Bezier.cubicPoint(p0, p1, p2, p3, t)) }
        }
    }
}

/// Points on Bézier curves.
enum Bezier {
    /// The point at `t` on a quadratic curve.
    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x, y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at `t` on a cubic curve.
    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
