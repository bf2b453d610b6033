import SegueCore

/// Recognizes a drag, as UIPanGestureRecognizer: it begins once the pointer has moved more than
/// `hysteresis` points from where it went down, reports `changed` on every move and `ended` on
/// release. The translation counts from the press point (so at `began` it already holds the
/// hysteresis distance); the velocity is a least-squares fit over the samples of the last
/// `velocitySampleWindow` seconds, using the touches' own timestamps.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far, in window points, the pointer must move before the pan begins.
    public var hysteresis: Double = 10
    /// How many seconds of recent samples the velocity is fitted over.
    public var velocitySampleWindow: Double = 0.1

    private var origin = Point.zero
    private var tracker = VelocityTracker()

    /// Creates a pan recognizer.
    public override init() {
        super.init()
    }

    /// The pointer's current location in window points (the origin of the translation before any
    /// touch).
    private var currentLocation: Point { touches.first?.location ?? origin }

    /// The distance moved since the press (or since the last `setTranslation`), in `view`'s
    /// coordinates (window points when nil).
    public func translation(in view: View?) -> Point {
        let current = currentLocation
        guard let view else { return current - origin }
        return view.convert(current, from: nil) - view.convert(origin, from: nil)
    }

    /// Makes the translation in `view`'s coordinates (window points when nil) read `translation`
    /// from now on, as UIKit's setTranslation(_:in:) (commonly `.zero` after applying it).
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = currentLocation
        guard let view else {
            origin = current - translation
            return
        }
        let local = view.convert(current, from: nil) - translation
        origin = view.convert(local, to: nil)
    }

    /// The velocity of the pointer in points per second, in `view`'s coordinates (window points
    /// when nil).
    public func velocity(in view: View?) -> Point {
        let velocity = tracker.velocity(window: velocitySampleWindow)
        guard let view else { return velocity }
        let current = currentLocation
        return view.convert(current + velocity, from: nil) - view.convert(current, from: nil)
    }

    /// Whether the pan may begin now that `touch` has crossed the hysteresis; returning false
    /// makes it fail. Subclasses (the edge pan) refine it.
    func canBegin(with touch: Touch) -> Bool { true }

    /// Starts tracking a touch.
    open override func touchesBegan(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        origin = touch.location
        tracker.reset()
        tracker.add(touch.location, time: touch.timestamp)
    }

    /// Follows a tracked touch.
    open override func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        tracker.add(touch.location, time: touch.timestamp)
        switch state {
        case .possible:
            guard touch.location.distance(to: touch.initialLocation) > hysteresis else { return }
            state = canBegin(with: touch) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends tracking a touch.
    open override func touchesEnded(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        tracker.add(touch.location, time: touch.timestamp)
        state = state.isActive ? .ended : .failed
    }

    /// Forgets the touch and the velocity samples, ready for the next gesture.
    open override func reset() {
        super.reset()
        tracker.reset()
        origin = .zero
    }
}
