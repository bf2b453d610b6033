import Foundation

/// When an animation's values apply outside its active time, as Core Animation's
/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string.
    public let rawValue: String
    /// Creates a mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active time (the default): the model shows again at the end.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value holds after the end (with `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value holds before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The messages an animation sends its delegate, as `CAAnimationDelegate`.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's explicit animations, as `CAAnimation`: timing (duration,
/// beginTime, speed, repeat, autoreverse, fill) and the delegate. Adding one to a layer copies
/// it, as Core Animation does, so changing it afterwards changes nothing running.
@preconcurrency @MainActor open class CAAnimation {
    /// The duration in seconds; 0 (the default) takes the transaction's, 0.25 s.
    open var duration: CFTimeInterval = 0
    /// The start in the layer's time: 0 starts when added; `CACurrentMediaTime() + d` starts d
    /// seconds later.
    open var beginTime: CFTimeInterval = 0
    /// How fast the animation runs against the layer's time.
    open var speed: Float = 1
    /// An offset into the animation's own time.
    open var timeOffset: CFTimeInterval = 0
    /// How many times it repeats (fractions allowed; `.infinity` for ever).
    open var repeatCount: Float = 0
    /// How long it repeats for, in seconds (instead of a count).
    open var repeatDuration: CFTimeInterval = 0
    /// Plays backwards after each forward run.
    open var autoreverses = false
    /// What shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Removes the animation at its end (true by default): the model value shows again.
    open var isRemovedOnCompletion = true
    /// The pacing curve (linear when nil).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; retained, as Core Animation retains it.
    open var delegate: CAAnimationDelegate?

    /// Creates an animation.
    public required init() {}

    /// Creates an animation, as `CAAnimation.animation()` does in Objective-C.
    open class func animation() -> Self { self.init() }

    /// Makes the animation from the same class (for `animation()`).
    public required init(copying other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
        timingFunction = other.timingFunction
        delegate = other.delegate
    }

    /// A copy, as `copy()`.
    open func copy() -> Any { type(of: self).init(copying: self) }

    /// The animation's timing in Segue's terms.
    var segueTiming: AnimationTiming { .curve(timingFunction?.curve ?? .linear) }

    /// The fill after the end in Segue's terms.
    var segueFill: AnimationFill {
        !isRemovedOnCompletion && (fillMode == .forwards || fillMode == .both) ? .forwards : .removed
    }

    /// The animations this one makes on a node (one per property), or nil when it animates
    /// nothing Segue knows.
    func propertyAnimations(for layer: CALayer) -> [PropertyAnimation]? { nil }

    /// The duration in layer time: the transaction's when 0, divided by the speed.
    var effectiveDuration: Double {
        let base = duration > 0 ? duration : CATransaction.animationDuration()
        return speed > 0 ? base / Double(speed) : base
    }

    /// Applies the repeat settings to the animations made: `repeatCount` cycles (0 means one;
    /// `repeatDuration` in seconds instead, when set), each played backwards as well with
    /// `autoreverses`.
    func applyRepeats(to animation: PropertyAnimation) {
        var cycles = Double(repeatCount)
        if repeatDuration > 0, effectiveDuration > 0 {
            cycles = repeatDuration / (effectiveDuration * (autoreverses ? 2 : 1))
        }
        animation.repeatCount = cycles > 0 ? cycles : 1
        animation.autoreverses = autoreverses
    }
}
