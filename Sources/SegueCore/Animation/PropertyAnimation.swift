import Foundation

/// What happens to an animation once its time is over, as CAMediaTimingFillMode together with
/// `isRemovedOnCompletion`.
nonisolated public enum AnimationFill: Sendable {
    /// Removed at its end; the presentation shows the model value again (Core Animation's default).
    case removed
    /// Kept after its end, holding its final value until it is removed explicitly.
    case forwards
}

/// An explicit animation of one property of a view, as CABasicAnimation (and the animations that
/// animate blocks create). `from` nil means the current presentation value when it is added;
/// `to` nil means the model value.
///
/// `value(at:model:)` is the one answer to "what does this animation show at local time t": the
/// engine, `View.currentPresentationValue` and any caller go through it, and it interpolates
/// through `AnimationInterpolation`, the one interpolation of animation values.
@preconcurrency @MainActor public final class PropertyAnimation {
    // Stored in the order of use: the fields the engine reads every frame come first, so that
    // they share the object's first cache lines (with its reference count) and a frame touches
    // as little of each animation as it can.

    /// Everything the engine reads each frame, in one stored value that holds only plain numbers,
    /// so copying it is a plain copy. Unchecked for exclusivity (as the other per-frame state, see
    /// ARCHITECTURE.md, "Per-frame state"): it is read once per frame, never across a call that
    /// writes it.
    @exclusivity(unchecked) private(set) var frame: Frame {
        didSet { AnimationRecords.invalidate() }
    }
    /// The interpolation between both ends when both are known; nil when an end follows the model.
    @exclusivity(unchecked) private(set) var interpolation: (any AnimationInterpolation)?
    /// The animated property.
    public let property: AnimatableProperty
    /// The start value, or nil for the presentation value at the time it is added.
    public var from: AnimationValue? { didSet { refreshInterpolation() } }
    /// The end value, or nil for the model value.
    public var to: AnimationValue? { didSet { refreshInterpolation() } }
    /// The duration in seconds (of the view's local time).
    public var duration: Double {
        get { frame.duration }
        set { frame.duration = newValue }
    }
    /// A delay before it starts, in seconds of local time.
    public var delay: Double
    /// Its timing curve or spring.
    public var timing: AnimationTiming {
        get { frame.timing }
        set { frame.timing = newValue }
    }
    /// What remains after its end.
    public var fill: AnimationFill {
        get { frame.fill }
        set { frame.fill = newValue }
    }
    /// Called once when it stops: true when it ran to its end (forwards or backwards), false
    /// when it was removed or replaced first.
    public var completion: ((Bool) -> Void)?

    /// The local time at which it starts, fixed when it is added to a view.
    public internal(set) var beginTime: Double {
        get { frame.beginTime }
        set { frame.beginTime = newValue }
    }
    /// True once added to a view.
    public internal(set) var isAttached = false
    /// True after its end when it fills forwards.
    var isHolding: Bool {
        get { frame.isHolding }
        set { frame.isHolding = newValue }
    }
    /// The block group it belongs to (animations of one animate call complete together).
    var group: AnimationGroup?
    /// True when the view takes no touches while it runs (a UIKit block without
    /// `.allowUserInteraction`, an animator whose `isUserInteractionEnabled` is false).
    var blocksInteraction = false
    /// The clock of the property animator that owns it, or nil: its time is then the driver's
    /// mapping of the view's local time, and its end is the animator's to decide, not the engine's.
    var driver: AnimationDriver? {
        didSet { AnimationRecords.invalidate() }
    }
    /// The in-flight animation of the same property this one was added over (UIKit's additive
    /// animations): the value is the base's plus this one's change times its progress.
    var additiveBase: PropertyAnimation? {
        didSet { refreshInterpolation() }
    }
    /// This one's change for an additive animation: its end minus the base's end.
    var additiveDelta: AnimationValue?
    /// True once its own end was reported while it ran as the base of an additive animation.
    var endReported = false
    /// An interpolation that does not follow from the two ends (keyframes, flips), or nil.
    var fixedInterpolation: (any AnimationInterpolation)? {
        didSet { refreshInterpolation() }
    }
    /// How many times it plays (UIKit's `.repeat` is infinity); each cycle lasts `duration`.
    public var repeatCount: Double {
        get { frame.repeatCount }
        set { frame.repeatCount = max(newValue, 0) }
    }
    /// When true each cycle plays forwards then backwards (UIKit's `.autoreverse`).
    public var autoreverses: Bool {
        get { frame.autoreverses }
        set { frame.autoreverses = newValue }
    }

    /// Creates an animation.
    public init(
        property: AnimatableProperty, from: AnimationValue? = nil, to: AnimationValue? = nil, duration: Double,
        delay: Double = 0, timing: AnimationTiming = .curve(.default), fill: AnimationFill = .removed,
        completion: ((Bool) -> Void)? = nil
    ) {
        self.property = property
        self.from = from
        self.to = to
        frame = Frame(duration: max(0, duration), timing: timing, fill: fill)
        self.delay = max(0, delay)
        self.completion = completion
        refreshInterpolation()
    }

    /// The value the animation shows at local time `time`: its start value while it waits out
    /// its delay, its end value once over (or holding), and in between its ends interpolated at
    /// the timing's progress. `model` supplies a missing end (the model value of the property).
    /// `linear` sets the timing aside: the progress is the elapsed fraction of the duration (a
    /// subtree that scrubs linearly, `MediaTiming.scrubsLinearly`).
    public func value(at time: Double, model: LayerState, linear: Bool = false) -> AnimationValue {
        value(
            at: driver?.time(at: time) ?? time, frame: frame, model: model, linear: linear || driver?.isLinear == true)
    }

    /// `value(at:model:)` with the frame already read (the engine reads it once per animation).
    @inline(__always)
    func value(at time: Double, frame: Frame, model: LayerState, linear: Bool) -> AnimationValue {
        if let additiveBase, let additiveDelta {
            let base = additiveBase.value(at: time, frame: additiveBase.frame, model: model, linear: linear)
            let t = time < frame.beginTime ? 0 : time >= frame.endTime ? 1 : frame.progress(at: time, linear: linear)
            return base.adding(additiveDelta, scaledBy: t)
        }
        if frame.isHolding || time >= frame.endTime { return to ?? model.value(of: property) }
        if time < frame.beginTime { return from ?? model.value(of: property) }
        let t = frame.progress(at: time, linear: linear)
        if let interpolation { return interpolation.value(at: t) }
        let start = from ?? model.value(of: property)
        let end = to ?? model.value(of: property)
        return AnimationValue.interpolation(from: start, to: end).value(at: t)
    }

    /// Writes the value at local time `time` into the property's field of `state`: the same
    /// value as `value(at:model:)`, without an `AnimationValue` on the way when both ends are
    /// known numbers and the animation is under way (the engine's per-frame path). It reads its
    /// stored state field by field, in place, so nothing larger than a number is copied; `model`
    /// is read only when an end follows it.
    @inline(__always)
    func write(at time: Double, into state: inout LayerState, model: () -> LayerState, linear: Bool) {
        var time = time
        var linear = linear
        if let driver {
            time = driver.time(at: time)
            linear = linear || driver.isLinear
        }
        let beginTime = frame.beginTime
        if !frame.isHolding, time < frame.endTime, time >= beginTime {
            let t = frame.progress(at: time, linear: linear)
            if let interpolation {
                interpolation.write(at: t, to: property, of: &state)
                return
            }
        }
        state.set(property, to: value(at: time, frame: frame, model: model(), linear: linear))
    }

    /// The local time at which it ends: after its repeats, and not before the additive base it
    /// was added over.
    var endTime: Double {
        guard let additiveBase else { return frame.endTime }
        return max(frame.endTime, additiveBase.endTime)
    }

    /// Keeps the interpolations in step with `from` and `to`: worked out once when both ends are
    /// known (for a transform, the decomposition and the arc between the rotations).
    private func refreshInterpolation() {
        AnimationRecords.invalidate()
        if additiveBase != nil {
            interpolation = nil
        } else if let fixedInterpolation {
            interpolation = fixedInterpolation
        } else if let from, let to {
            interpolation = AnimationValue.interpolation(from: from, to: to)
        } else {
            interpolation = nil
        }
    }

    /// The per-frame state of an animation.
    struct Frame {
        var beginTime = 0.0
        var duration: Double
        var timing: AnimationTiming
        var fill: AnimationFill
        var isHolding = false
        var repeatCount = 1.0
        var autoreverses = false

        init(duration: Double, timing: AnimationTiming, fill: AnimationFill) {
            self.duration = duration
            self.timing = timing
            self.fill = fill
        }

        /// True when it plays more than one cycle or backwards.
        @inline(__always)
        var cycles: Bool { repeatCount != 1 || autoreverses }

        /// The local time at which it ends, after every cycle.
        @inline(__always)
        var endTime: Double {
            guard cycles else { return beginTime + duration }
            let active = duration * (autoreverses ? 2 : 1) * repeatCount
            return beginTime + (active.isNaN ? 0 : active)
        }

        /// The progress at local time `time` (within the animation): the timing's, or the
        /// elapsed fraction of the duration when `linear`. A repeating animation starts each
        /// cycle again; an autoreversing one plays every other half backwards.
        @inline(__always)
        func progress(at time: Double, linear: Bool) -> Double {
            var elapsed = time - beginTime
            if cycles && duration > 0 && elapsed > 0 {
                let period = autoreverses ? 2 * duration : duration
                let phase = elapsed.truncatingRemainder(dividingBy: period)
                elapsed = phase > duration ? period - phase : phase
            }
            guard linear else { return timing.progress(elapsed: elapsed, duration: duration) }
            guard duration > 0 else { return 1 }
            return min(max(elapsed / duration, 0), 1)
        }
    }
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
