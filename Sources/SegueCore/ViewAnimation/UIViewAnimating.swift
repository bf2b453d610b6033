import Foundation

/// The states of an animator, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    /// Its animations have not started, or have ended: nothing runs.
    case inactive = 0
    /// Its animations exist, running or paused.
    case active = 1
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's animations ended, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At their end values.
    case end = 0
    /// At their start values (reversed to the start, or finished there).
    case start = 1
    /// Where they were when stopped.
    case current = 2
}

/// The kinds of timing a timing-curve provider describes, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// One of the standard curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve from two control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A combination of cubic and spring timing.
    case composed = 3
}

/// An object that runs animations that can be started, paused, scrubbed, reversed, stopped and
/// finished, as UIKit's `UIViewAnimating` protocol.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    /// Whether the animations are inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// True while active and not paused.
    var isRunning: Bool { get }
    /// True when the animations run towards their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0 at the start and 1 at the end; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes, the animations.
    func startAnimation()
    /// Starts, or resumes, the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: the views keep their current values. With
    /// `withoutFinishing` the animator goes inactive at once (no completion); otherwise it is
    /// stopped until `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends stopped animations at `finalPosition` and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations are made by blocks of property changes, as UIKit's
/// `UIViewImplicitlyAnimating` protocol.
@preconcurrency @MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds the changes made in `animation`, run over the animator's duration (the remaining
    /// part when it is running).
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds the changes made in `animation`, started after `delayFactor` (0...1) of the
    /// remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animations end, with the position they ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing for what remains, over the remaining duration
    /// times `durationFactor` (0 keeps it).
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// An object that describes the timing of animations, as UIKit's `UITimingCurveProvider`.
@preconcurrency @MainActor public protocol UITimingCurveProvider: AnyObject {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic timing, for the builtin and cubic kinds.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring timing, for the spring kind.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The timing of an animation lasting `duration` seconds: the provider's curve, or its
    /// spring (a damping-ratio spring settling within the duration, a physical one as it is).
    func animationTiming(forDuration duration: Double) -> AnimationTiming {
        if timingCurveType == .spring || timingCurveType == .composed, let spring = springTimingParameters {
            return spring.timing(forDuration: duration)
        }
        if let cubic = cubicTimingParameters { return .curve(cubic.timingCurve) }
        return .curve(.easeInEaseOut)
    }

    /// The time the animations take whatever the animator's duration says (a physical spring's
    /// settling time), or nil.
    var ownDuration: Double? {
        guard timingCurveType == .spring || timingCurveType == .composed else { return nil }
        return springTimingParameters?.ownDuration
    }
}
