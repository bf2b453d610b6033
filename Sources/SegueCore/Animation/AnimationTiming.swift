import Foundation

/// How an animation's progress follows its time: a cubic Bézier curve or a spring.
nonisolated public enum AnimationTiming: Sendable {
    /// A cubic Bézier timing curve over the duration.
    case curve(TimingCurve)
    /// A damped spring; progress may overshoot 1.
    case spring(Spring)

    /// Progress (0 at the start, 1 at the end, possibly beyond for springs) for elapsed time
    /// `elapsed` of an animation lasting `duration`.
    @inline(__always)
    public func progress(elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .curve(let curve): return curve.value(at: elapsed / duration)
        case .spring(let spring): return spring.value(at: elapsed)
        }
    }
}
