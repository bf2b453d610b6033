import SegueCore

/// Recognizes two fingers moving apart or together, as UIPinchGestureRecognizer: it begins once
/// the distance between the first two touches has changed by more than `hysteresis` points since
/// the second one landed, reports `changed` on every move and `ended` when either lifts.
///
/// `scale` is the distance between the fingers over what it was when the second landed (so at
/// `began` it already holds the hysteresis); `velocity` is the scale's rate in scale units per
/// second, a least-squares fit over the samples of the last `velocitySampleWindow` seconds, using
/// the touches' own timestamps. Touches beyond the first two are not counted; one finger alone
/// never begins it.
@preconcurrency @MainActor open class PinchGestureRecognizer: GestureRecognizer {
    /// How far, in window points, the distance between the fingers must change before the pinch
    /// begins (8: a pinch is told from two fingers landing at once and drifting).
    public var hysteresis: Double = 8
    /// How many seconds of recent samples the velocity is fitted over.
    public var velocitySampleWindow: Double = 0.1

    /// The distance the scale counts from (the fingers' distance when the second landed, or as
    /// `scale` was last set), 0 before two fingers are down.
    private var referenceSpan = 0.0
    /// The fingers' distance when the second landed: the hysteresis counts from it.
    private var startSpan = 0.0
    /// The latest distance between the two fingers.
    private var span = 0.0
    private var tracker = VelocityTracker()

    /// Creates a pinch recognizer.
    public required init() {
        super.init()
    }

    /// The distance between the fingers over what it was when the second landed (1 before two
    /// fingers are down). Setting it (commonly to 1 after applying it) makes the current distance
    /// read as that scale from now on, as UIKit's.
    public var scale: Double {
        get { referenceSpan > 0 ? span / referenceSpan : 1 }
        set {
            guard newValue.isFinite, newValue > 0, span > 0 else { return }
            referenceSpan = span / newValue
        }
    }

    /// How fast the scale changes, in scale units per second (negative while pinching in).
    public var velocity: Double {
        guard referenceSpan > 0 else { return 0 }
        return tracker.velocity(window: velocitySampleWindow).x / referenceSpan
    }

    /// The first two touches still down, if there are two.
    private func pair() -> (Touch, Touch)? {
        var first: Touch?
        for touch in touches where !touch.phase.isFinal {
            guard let a = first else {
                first = touch
                continue
            }
            return (a, touch)
        }
        return nil
    }

    private static func distance(_ pair: (Touch, Touch)) -> Double {
        pair.0.location.distance(to: pair.1.location)
    }

    /// Starts tracking a touch: the second sets the distance the scale counts from.
    open override func touchesBegan(_ touches: [Touch]) {
        guard referenceSpan == 0, let pair = pair() else { return }
        span = max(Self.distance(pair), 1)
        referenceSpan = span
        startSpan = span
        tracker.reset()
        tracker.add(Point(x: span, y: 0), time: touches.first?.timestamp ?? 0)
    }

    /// Follows the two fingers.
    open override func touchesMoved(_ touches: [Touch]) {
        guard referenceSpan > 0, let pair = pair(), let touch = touches.first else { return }
        span = max(Self.distance(pair), 1)
        tracker.add(Point(x: span, y: 0), time: touch.timestamp)
        switch state {
        case .possible:
            if abs(span - startSpan) > hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifting ends a running pinch; one that never began fails.
    open override func touchesEnded(_ touches: [Touch]) {
        if state.isActive {
            if let touch = touches.first { tracker.add(Point(x: span, y: 0), time: touch.timestamp) }
            state = .ended
        } else if state == .possible, referenceSpan > 0 {
            state = .failed
        }
    }

    /// Forgets the fingers and the velocity samples, ready for the next gesture.
    open override func reset() {
        super.reset()
        referenceSpan = 0
        startSpan = 0
        span = 0
        tracker.reset()
    }
}
