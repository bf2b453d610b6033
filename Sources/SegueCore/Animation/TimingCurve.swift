import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1), as CAMediaTimingFunction.
///
/// The horizontal axis is the fraction of the animation's duration, the vertical axis the
/// fraction of the change (the progress). `value(at:)` inverts `x(s) = t` for the curve
/// parameter `s` (Newton–Raphson, with a bisection fallback) and returns `y(s)`. Evaluating a
/// curve allocates nothing; it is meant to be called for every animated value on every frame.
nonisolated public struct TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// The first control point (x in 0...1).
    public let controlPoint1: Point
    /// The second control point (x in 0...1).
    public let controlPoint2: Point

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    // True when both control points lie on the diagonal, so that y == x exactly.
    @usableFromInline
    let isLinear: Bool

    /// The largest error in x accepted when solving `x(s) = t`.
    static let tolerance = 1e-7

    /// Creates a curve from its two control points; their x coordinates are clamped to 0...1 so
    /// that the curve stays a function of time.
    public init(controlPoint1: Point, controlPoint2: Point) {
        let p1 = Point(x: min(max(controlPoint1.x, 0), 1), y: controlPoint1.y)
        let p2 = Point(x: min(max(controlPoint2.x, 0), 1), y: controlPoint2.y)
        self.controlPoint1 = p1
        self.controlPoint2 = p2
        cx = 3 * p1.x
        bx = 3 * (p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1.y
        by = 3 * (p2.y - p1.y) - cy
        ay = 1 - cy - by
        isLinear = p1.x == p1.y && p2.x == p2.y
    }

    /// Creates a curve from the coordinates of its control points, as
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(controlPoint1: Point(x: x1, y: y1), controlPoint2: Point(x: x2, y: y2))
    }

    /// Constant speed (`kCAMediaTimingFunctionLinear`).
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly, then speeds up (`kCAMediaTimingFunctionEaseIn`, 0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Starts quickly, then slows down (`kCAMediaTimingFunctionEaseOut`, 0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Slow at both ends (`kCAMediaTimingFunctionEaseInEaseOut`, 0.42, 0, 0.58, 1); UIKit's
    /// `.curveEaseInOut`.
    public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
    /// Core Animation's default curve (`kCAMediaTimingFunctionDefault`, 0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

    /// The progress (y) at a fraction of the duration `t` (clamped to 0...1). The endpoints are
    /// exact: `value(at: 0) == 0` and `value(at: 1) == 1`.
    @inlinable
    public func value(at t: Double) -> Double {
        if !(t > 0) { return 0 }
        if t >= 1 { return 1 }
        if isLinear { return t }
        return sampleY(parameter(forX: t))
    }

    /// The slope dy/dt of the curve at a fraction of the duration `t` (clamped to 0...1): how
    /// fast the progress changes relative to linear time. Where the curve's tangent has a zero
    /// x component (at an endpoint whose control point lies on it), the slope is taken just
    /// inside the curve.
    public func slope(at t: Double) -> Double {
        if isLinear { return 1 }
        let clamped = min(max(t, 0), 1)
        var s = parameter(forX: clamped)
        var dx = derivativeX(s)
        if abs(dx) < 1e-9 {
            s = min(max(s, 1e-6), 1 - 1e-6)
            dx = derivativeX(s)
            if abs(dx) < 1e-12 { return derivativeY(s) == 0 ? 0 : .infinity }
        }
        return derivativeY(s) / dx
    }

    /// The curve parameter `s` for which `x(s) == x` (within `tolerance`); `x` is in 0...1.
    @usableFromInline
    func parameter(forX x: Double) -> Double {
        // Newton–Raphson from s = x, which is exact for the linear curve.
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < TimingCurve.tolerance { return s }
            let d = derivativeX(s)
            if abs(d) < 1e-6 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        // Bisection: x(s) is non-decreasing on 0...1 because both control x are in 0...1.
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<64 {
            let value = sampleX(s)
            if abs(value - x) < TimingCurve.tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    @usableFromInline
    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    @usableFromInline
    func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }

    func derivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    func derivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// A readable form of the curve, for logs and test failures.
    public var description: String {
        "TimingCurve(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
