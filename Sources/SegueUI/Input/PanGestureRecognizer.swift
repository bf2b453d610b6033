import SegueCore

/// Recognizes a drag, as UIPanGestureRecognizer: it begins once the pointer has moved more than
/// `hysteresis` points from where it went down, reports `changed` on every move and `ended` on
/// release. The translation counts from the press point (so at `began` it already holds the
/// hysteresis distance); the velocity is a least-squares fit over the samples of the last
/// `velocitySampleWindow` seconds, using the touches' own timestamps.
///
/// An element that follows `translation` jumps by the hysteresis when the pan begins.
/// `followingTranslation(in:)` is the translation without that jump: when the pan begins it
/// trails the translation by the distance moved before the last step, and closes that gap at
/// `slopCatchUpSpeed`, so the element moves with the finger from its first step and reaches the
/// finger a few frames later, no frame moving it more than a few points beyond the finger's own.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far, in window points, the pointer must move before the pan begins.
    public var hysteresis: Double = 10
    /// How many seconds of recent samples the velocity is fitted over.
    public var velocitySampleWindow: Double = 0.1
    /// How fast, in points per second, `followingTranslation` closes the gap left by the
    /// hysteresis (180: 3 points a frame at 60 frames a second), and never more than a 60th of
    /// it in one move (3 points), however far apart the moves come.
    public var slopCatchUpSpeed: Double = 180

    private var origin = Point.zero
    private var tracker = VelocityTracker()
    /// How far `followingTranslation` trails `translation`, in window points.
    private var lag = Point.zero
    /// The previous sample: where and when the pointer was.
    private var previousLocation = Point.zero
    private var previousTime = 0.0

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

    /// The translation an element should follow, in `view`'s coordinates (window points when
    /// nil): `translation(in:)` less the part of the hysteresis not yet caught up. It is the
    /// finger's last step when the pan begins and equals the translation once caught up.
    public func followingTranslation(in view: View?) -> Point {
        let current = currentLocation - lag
        guard let view else { return current - origin }
        return view.convert(current, from: nil) - view.convert(origin, from: nil)
    }

    /// Makes the translation in `view`'s coordinates (window points when nil) read `translation`
    /// from now on, as UIKit's setTranslation(_:in:) (commonly `.zero` after applying it).
    public func setTranslation(_ translation: Point, in view: View?) {
        let current = currentLocation
        lag = .zero
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
        lag = .zero
        tracker.reset()
        tracker.add(touch.location, time: touch.timestamp)
        previousLocation = touch.location
        previousTime = touch.timestamp
    }

    /// Follows a tracked touch.
    open override func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        tracker.add(touch.location, time: touch.timestamp)
        let step = touch.location - previousLocation
        let elapsed = min(max(touch.timestamp - previousTime, 0), 0.1)
        previousLocation = touch.location
        previousTime = touch.timestamp
        switch state {
        case .possible:
            guard touch.location.distance(to: touch.initialLocation) > hysteresis else { return }
            // What the finger moved before this step is the gap to close.
            lag = touch.location - origin - step
            catchUp(over: elapsed)
            state = canBegin(with: touch) ? .began : .failed
        case .began, .changed:
            catchUp(over: elapsed)
            state = .changed
        default:
            break
        }
    }

    /// Shrinks the gap behind the translation by what `slopCatchUpSpeed` closes in `elapsed`
    /// seconds.
    private func catchUp(over elapsed: Double) {
        let length = lag.distance(to: .zero)
        guard length > 0 else { return }
        let speed = max(slopCatchUpSpeed, 0)
        let remaining = max(length - min(speed * elapsed, speed / 60), 0)
        lag =
            remaining > 0 && length.isFinite
            ? Point(x: lag.x * remaining / length, y: lag.y * remaining / length) : .zero
    }

    /// Ends tracking a touch.
    open override func touchesEnded(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        tracker.add(touch.location, time: touch.timestamp)
        if state.isActive {
            catchUp(over: min(max(touch.timestamp - previousTime, 0), 0.1))
        }
        previousLocation = touch.location
        previousTime = touch.timestamp
        state = state.isActive ? .ended : .failed
    }

    /// Forgets the touch and the velocity samples, ready for the next gesture.
    open override func reset() {
        super.reset()
        tracker.reset()
        origin = .zero
        lag = .zero
    }
}
