import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Cubic Bézier timing for a property animator, as UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor public final class UICubicTimingParameters: UITimingCurveProvider {
    /// The standard curve it was made from (ease-in ease-out for control points).
    public let animationCurve: View.AnimationCurve
    /// The curve's first control point.
    public let controlPoint1: CGPoint
    /// The curve's second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a standard curve, `.cubic` for control points.
    public let timingCurveType: UITimingCurveType

    /// The default curve, ease-in ease-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the standard curves.
    public init(animationCurve curve: View.AnimationCurve) {
        animationCurve = curve
        let timing = curve.timingCurve
        controlPoint1 = CGPoint(x: timing.controlPoint1.x, y: timing.controlPoint1.y)
        controlPoint2 = CGPoint(x: timing.controlPoint2.x, y: timing.controlPoint2.y)
        timingCurveType = .builtin
    }

    /// A curve from (0, 0) to (1, 1) through two control points (their x kept within 0...1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingCurveType = .cubic
    }

    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: cubic timing has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as SegueCore's timing curve (non-finite coordinates read as the linear curve's).
    var timingCurve: TimingCurve {
        let values = [controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y].map(Double.init)
        guard values.allSatisfy(\.isFinite) else { return .linear }
        return TimingCurve(values[0], values[1], values[2], values[3])
    }
}

/// Spring timing for a property animator, as UIKit's `UISpringTimingParameters`.
///
/// From a damping ratio, the spring settles within the animator's duration (as
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:...)`). From mass, stiffness and
/// damping, or from iOS 17's duration and bounce, the spring is fixed and the animation lasts
/// until it settles: the animator's duration is ignored, as UIKit documents.
@preconcurrency @MainActor public final class UISpringTimingParameters: UITimingCurveProvider {
    /// The starting velocity, relative to the distance (1 covers the whole distance in a
    /// second): for a position, `dx` along x and `dy` along y; for any other value, `dx`.
    public let initialVelocity: CGVector
    private let kind: Kind

    private enum Kind {
        case dampingRatio(Double)
        case fixed(Spring)
    }

    /// UIKit's default: damping ratio 4.56 (heavily damped), no initial velocity.
    public convenience init() { self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring of damping ratio `ratio` (1 settles without overshoot, nearer 0 oscillates
    /// more), starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of damping ratio `ratio` starting at `velocity` (relative to the distance).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        kind = .dampingRatio(ratio.isFinite ? max(Double(ratio), 0.001) : 1)
    }

    /// A spring from its physical parameters, starting at `velocity` (relative to the
    /// distance). Mass and stiffness must be positive and damping not negative; other values
    /// are raised to the smallest allowed. The animation lasts until the spring settles.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        func finite(_ x: CGFloat, _ fallback: Double) -> Double { x.isFinite ? Double(x) : fallback }
        kind = .fixed(
            Spring(
                mass: max(finite(mass, 1), 1e-6), stiffness: max(finite(stiffness, 100), 1e-6),
                damping: max(finite(damping, 10), 0), initialVelocity: finite(velocity.dx, 0)))
    }

    /// iOS 17's spring of perceptual `duration` (its undamped period) and `bounce` (0 no
    /// overshoot, towards 1 bouncier, below 0 overdamped), at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// iOS 17's spring of perceptual `duration` and `bounce`, starting at `velocity`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let dx = velocity.dx.isFinite ? Double(velocity.dx) : 0
        kind = .fixed(
            Spring(
                duration: duration.isFinite ? duration : 0.5, bounce: bounce.isFinite ? Double(bounce) : 0,
                initialVelocity: dx))
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: spring timing has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring's settling time when it is fixed (the animator's duration is then ignored).
    var ownDuration: Double? {
        if case .fixed(let spring) = kind, spring.settlingDuration.isFinite { return spring.settlingDuration }
        return nil
    }

    /// The springs of a position's x and y when the initial velocity's components differ (UIKit
    /// applies `dy` to the y of positions), nil when they are the same.
    func axisSprings(forDuration duration: Double) -> (x: Spring, y: Spring)? {
        let dx = initialVelocity.dx.isFinite ? Double(initialVelocity.dx) : 0
        let dy = initialVelocity.dy.isFinite ? Double(initialVelocity.dy) : 0
        guard dx != dy else { return nil }
        switch kind {
        case .fixed(let s):
            return (
                Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: dx),
                Spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: dy)
            )
        case .dampingRatio(let ratio):
            guard duration > 0, duration.isFinite else { return nil }
            return (
                Spring(duration: duration, dampingRatio: ratio, initialVelocity: dx),
                Spring(duration: duration, dampingRatio: ratio, initialVelocity: dy)
            )
        }
    }

    /// The timing of an animation lasting `duration`.
    func timing(forDuration duration: Double) -> AnimationTiming {
        switch kind {
        case .fixed(let spring):
            return .spring(spring)
        case .dampingRatio(let ratio):
            guard duration > 0, duration.isFinite else { return .curve(.linear) }
            let dx = initialVelocity.dx.isFinite ? Double(initialVelocity.dx) : 0
            return .spring(Spring(duration: duration, dampingRatio: ratio, initialVelocity: dx))
        }
    }
}
