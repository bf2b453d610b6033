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
///
/// With several fingers it follows their centroid; a finger landing or lifting shifts the pan's
/// anchor by the centroid's jump, so nothing that follows it jumps. `minimumNumberOfTouches = 2`
/// makes a two-finger pan (UIKit's names).
@preconcurrency @MainActor open class PanGestureRecognizer: GestureRecognizer {
    /// How far, in window points, the pointer must move before the pan begins.
    public var hysteresis: Double = 10
    /// How many seconds of recent samples the velocity is fitted over.
    public var velocitySampleWindow: Double = 0.1
    /// How fast, in points per second, `followingTranslation` closes the gap left by the
    /// hysteresis (180: 3 points a frame at 60 frames a second), and never more than a 60th of
    /// it in one move (3 points), however far apart the moves come.
    public var slopCatchUpSpeed: Double = 180

    /// The fewest touches down for the pan to begin (2: a two-finger pan); below it a running
    /// pan ends.
    public var minimumNumberOfTouches = 1
    /// The most touches the pan follows; touches beyond them are not counted.
    public var maximumNumberOfTouches = Int.max
    /// The scrolls the pan takes as drags (a trackpad's two-finger swipe is `.continuous`);
    /// none by default, as UIKit's.
    public var allowedScrollTypesMask: ScrollTypeMask = []

    private var origin = Point.zero
    private var tracker = VelocityTracker()
    /// How far `followingTranslation` trails `translation`, in window points.
    private var lag = Point.zero
    /// The previous sample: where and when the pointer was.
    private var previousLocation = Point.zero
    private var previousTime = 0.0
    /// Where the pan is: the centroid of its touches less `anchorShift`, so a finger landing or
    /// lifting moves nothing.
    private var position = Point.zero
    /// The jumps of the centroid when fingers landed or lifted, taken out of `position`.
    private var anchorShift = Point.zero
    /// The centroid and the number of touches followed after the last event.
    private var lastCentroid = Point.zero
    private var lastCount = 0

    /// Creates a pan recognizer.
    public required init() {
        super.init()
    }

    /// The pan's current location in window points (the origin of the translation before any
    /// touch).
    private var currentLocation: Point { position }

    /// The centroid of the touches followed (down, at most `maximumNumberOfTouches`) with
    /// `lifting` (touches ending now) counted as still down; their number. With none, the last
    /// centroid and 0.
    private func centroid(lifting: [Touch] = []) -> (point: Point, count: Int) {
        var sum = Point.zero
        var count = 0
        for touch in touches where count < maximumNumberOfTouches {
            guard !touch.phase.isFinal || lifting.contains(where: { $0 === touch }) else { continue }
            sum = sum + touch.location
            count += 1
        }
        return count == 0 ? (lastCentroid, 0) : (sum * (1 / Double(count)), count)
    }

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

    /// Starts tracking a touch; a finger landing on a running pan moves nothing.
    open override func touchesBegan(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        let (centre, count) = centroid()
        if lastCount > 0 {
            anchorShift = anchorShift + (centre - lastCentroid)
            lastCentroid = centre
            lastCount = count
            return
        }
        lastCentroid = centre
        lastCount = count
        anchorShift = .zero
        position = touch.location
        origin = touch.location
        lag = .zero
        tracker.reset()
        tracker.add(touch.location, time: touch.timestamp)
        previousLocation = touch.location
        previousTime = touch.timestamp
    }

    /// Follows the tracked touches.
    open override func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        let (centre, count) = centroid()
        lastCentroid = centre
        lastCount = count
        position = centre - anchorShift
        tracker.add(position, time: touch.timestamp)
        let step = position - previousLocation
        let elapsed = min(max(touch.timestamp - previousTime, 0), 0.1)
        previousLocation = position
        previousTime = touch.timestamp
        switch state {
        case .possible:
            guard count >= minimumNumberOfTouches, position.distance(to: origin) > hysteresis else { return }
            // What the finger moved before this step is the gap to close.
            lag = position - origin - step
            catchUp(over: elapsed)
            state = canBegin(with: self.touches.first ?? touch) ? .began : .failed
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

    /// Ends tracking a touch: a finger lifting while enough others stay moves nothing; the last
    /// one (or one leaving fewer than `minimumNumberOfTouches`) ends the pan.
    open override func touchesEnded(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        let (remaining, count) = centroid()
        if count > 0, count >= minimumNumberOfTouches || (state == .possible && count > 0) {
            anchorShift = anchorShift + (remaining - centroid(lifting: touches).point)
            lastCentroid = remaining
            lastCount = count
            return
        }
        position = centroid(lifting: touches).point - anchorShift
        lastCount = count
        tracker.add(position, time: touch.timestamp)
        if state.isActive {
            catchUp(over: min(max(touch.timestamp - previousTime, 0), 0.1))
        }
        previousLocation = position
        previousTime = touch.timestamp
        state = state.isActive ? .ended : .failed
    }

    /// Forgets the touch and the velocity samples, ready for the next gesture.
    open override func reset() {
        super.reset()
        tracker.reset()
        origin = .zero
        lag = .zero
        position = .zero
        anchorShift = .zero
        lastCentroid = .zero
        lastCount = 0
    }
}
