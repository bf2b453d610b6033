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
    public var from: AnimationValue? { didSet { refreshEndpoints() } }
    /// The end value, or nil for the model value.
    public var to: AnimationValue? { didSet { refreshEndpoints() } }
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
    /// A cached decomposition for transform animations.
    var decomposedFrom: DecomposedTransform? { didSet { refreshEndpoints() } }
    var decomposedTo: DecomposedTransform? { didSet { refreshEndpoints() } }

    /// Everything the engine reads each frame, in one stored value: each read of a class's stored
    /// property is checked for exclusivity at run time, so one read replaces a dozen.
    private(set) var frame: Frame

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
        refreshEndpoints()
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

    /// Keeps `frame.endpoints` in step with `from`, `to` and the decompositions.
    private func refreshEndpoints() {
        frame.endpoints = Endpoints(property: property, from: from, to: to, a: decomposedFrom, b: decomposedTo)
    }

    /// The per-frame state of an animation.
    struct Frame {
        var beginTime = 0.0
        var duration: Double
        var timing: AnimationTiming
        var fill: AnimationFill
        var isHolding = false
        var endpoints = Endpoints.general

        init(duration: Double, timing: AnimationTiming, fill: AnimationFill) {
            self.duration = duration
            self.timing = timing
            self.fill = fill
        }

        /// The local time at which it ends.
        @inline(__always)
        var endTime: Double { beginTime + duration }

        /// Writes the animation's value at local time `time` into `state`, as
        /// `state.set(property, to: value(at: time, model:))` would; false (nothing written) when the
        /// values need the general path (a missing end, a shape, a transform that does not decompose).
        @inline(__always)
        func apply(_ property: AnimatableProperty, at time: Double, to state: inout LayerState) -> Bool {
            if case .general = endpoints { return false }
            let t = timing.progress(elapsed: time - beginTime, duration: duration)
            switch endpoints {
            case .general:
                return false
            case .transform(let interpolation):
                state.transform = interpolation.transform(at: t)
            case .scalar(let x, let y):
                let value = x + (y - x) * t
                if property == .alpha { state.alpha = value } else { state.cornerRadius = value }
            case .point(let x, let y):
                let value = Point(x: x.x + (y.x - x.x) * t, y: x.y + (y.y - x.y) * t)
                if property == .position { state.position = value } else { state.anchorPoint = value }
            case .rect(let x, let y):
                state.bounds = Rect(
                    x: x.origin.x + (y.origin.x - x.origin.x) * t, y: x.origin.y + (y.origin.y - x.origin.y) * t,
                    width: x.width + (y.width - x.width) * t, height: x.height + (y.height - x.height) * t)
            case .color(let x, let y):
                state.backgroundColor = Color.interpolate(x, y, min(max(t, 0), 1))
            }
            return true
        }
    }

    /// Both ends of an animation, unboxed, for the kinds the engine interpolates directly.
    enum Endpoints {
        /// Through `value(at:model:)` and `LayerState.set`.
        case general
        case transform(DecomposedTransform.Interpolation)
        case scalar(Double, Double)
        case point(Point, Point)
        case rect(Rect, Rect)
        case color(Color, Color)

        init(
            property: AnimatableProperty, from: AnimationValue?, to: AnimationValue?, a: DecomposedTransform?,
            b: DecomposedTransform?
        ) {
            if let a, let b {
                self = property == .transform ? .transform(DecomposedTransform.Interpolation(a, b)) : .general
                return
            }
            switch (property, from, to) {
            case (.alpha, .scalar(let x)?, .scalar(let y)?), (.cornerRadius, .scalar(let x)?, .scalar(let y)?):
                self = .scalar(x, y)
            case (.position, .point(let x)?, .point(let y)?), (.anchorPoint, .point(let x)?, .point(let y)?):
                self = .point(x, y)
            case (.bounds, .rect(let x)?, .rect(let y)?):
                self = .rect(x, y)
            case (.backgroundColor, .color(let x)?, .color(let y)?):
                self = .color(x, y)
            default:
                self = .general
            }
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
