/// What happens to an animation once its time is over, as CAMediaTimingFillMode together with
/// `isRemovedOnCompletion`.
public enum AnimationFill: Sendable {
    /// Removed at its end; the presentation shows the model value again (Core Animation's default).
    case removed
    /// Kept after its end, holding its final value until it is removed explicitly.
    case forwards
}

/// An explicit animation of one property of a view, as CABasicAnimation (and the animations that
/// animate blocks create). `from` nil means the current presentation value when it is added;
/// `to` nil means the model value.
public final class PropertyAnimation {
    /// The animated property.
    public let property: AnimatableProperty
    /// The start value, or nil for the presentation value at the time it is added.
    public var from: AnimationValue?
    /// The end value, or nil for the model value.
    public var to: AnimationValue?
    /// The duration in seconds (of the view's local time).
    public var duration: Double
    /// A delay before it starts, in seconds of local time.
    public var delay: Double
    /// Its timing curve or spring.
    public var timing: AnimationTiming
    /// What remains after its end.
    public var fill: AnimationFill
    /// Called once when it stops: true when it ran to its end (forwards or backwards), false
    /// when it was removed or replaced first.
    public var completion: ((Bool) -> Void)?

    /// The local time at which it starts, fixed when it is added to a view.
    public internal(set) var beginTime: Double = 0
    /// True once added to a view.
    public internal(set) var isAttached = false
    /// True after its end when it fills forwards.
    var isHolding = false
    /// The block group it belongs to (animations of one animate call complete together).
    var group: AnimationGroup?
    /// A cached decomposition for transform animations.
    var decomposedFrom: DecomposedTransform?
    var decomposedTo: DecomposedTransform?

    /// Creates an animation.
    public init(
        property: AnimatableProperty, from: AnimationValue? = nil, to: AnimationValue? = nil, duration: Double,
        delay: Double = 0, timing: AnimationTiming = .curve(.default), fill: AnimationFill = .removed,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.property = property
        self.from = from
        self.to = to
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.timing = timing
        self.fill = fill
        self.completion = completion
    }

    /// The value at local time `time`, given the model value for a missing `to`.
    func value(at time: Double, model: AnimationValue) -> AnimationValue {
        let start = from ?? model
        let end = to ?? model
        let progress = timing.progress(elapsed: time - beginTime, duration: duration)
        if let a = decomposedFrom, let b = decomposedTo {
            return .transform(DecomposedTransform.interpolate(a, b, progress).recomposed)
        }
        return AnimationValue.interpolate(start, end, progress)
    }

    /// The local time at which it ends.
    var endTime: Double { beginTime + duration }
}

/// The animations created by one animate block, whose completion runs once after all of them end.
final class AnimationGroup {
    var pending = 0
    var allFinished = true
    var completion: ((Bool) -> Void)?
    var isSealed = false

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// Records that one member stopped; runs the completion when the last one has.
    func memberStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    func fireIfDone() {
        guard isSealed, pending <= 0, let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}
