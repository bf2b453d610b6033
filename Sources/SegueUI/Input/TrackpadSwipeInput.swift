import SegueCore

/// Turns a trackpad's two-finger swipe (precise scroll deltas) into a touch of type `.scroll`
/// that the event router gives to the pans that take continuous scrolls: the navigation
/// controller's edge pan (a swipe right pops from anywhere), a sheet's card (a swipe down drags
/// it). The touch moves 1:1 with the fingers: each delta moves it `pointsPerUnit` points per
/// unit (SDL's precise unit, a tenth of a line).
///
/// - Start: an event with a fractional delta. A notched wheel scrolls in whole steps, so an
///   event whose deltas are both whole numbers never starts a swipe (once a swipe runs, whole
///   deltas continue it: a trackpad gives them too).
/// - End: nothing marks it, the deltas just stop (the fingers lifted or rest). When a frame
///   passes without a delta the touch goes on at the swipe's velocity (fitted over its last 0.1
///   s), and when none came for `endTimeout` seconds the touch ends there, at that velocity, so
///   the release decision and the hand-off spring see the swipe's speed and position as they
///   would a finger's. A delta of zero ends it at once. Deltas that come after a frame went on
///   without them first pay back what it went on by, so the touch's travel stays the fingers'.
///
/// Call `scroll(dx:dy:at:time:)` for every wheel event and `advance(to:)` once a frame, before
/// the frame's update (`AppScene.update()` does).
@preconcurrency @MainActor public final class TrackpadSwipeInput {
    /// The finger number of the swipe's touch in `TouchEvent`s.
    public static let finger = -2
    /// Points of travel per unit of precise delta (SDL's macOS, Wayland and Windows precision
    /// touchpad drivers scale their deltas so that 1 unit is about 10 points of finger travel).
    public static let pointsPerUnit = 10.0
    /// How long after the last delta the swipe ends: 3 frames at 60 Hz. Touchpads report every 8
    /// to 16 ms while the fingers move, so two frames without a delta mean the fingers stopped or
    /// lifted; a longer wait would hold the screen still (or coasting) after the fingers left.
    public static let endTimeout = 0.05

    /// The router the touch goes to.
    public let router: EventRouter
    /// True from the first fractional delta until the swipe ends.
    public private(set) var isSwiping = false
    /// The time of the last delta of the swipe in progress.
    public private(set) var lastDeltaTime = 0.0
    /// Where the swipe's touch is, in window points.
    public private(set) var location = Point.zero
    /// Swipes started so far.
    public private(set) var swipeCount = 0

    private var tracker = VelocityTracker()
    /// Whether a delta came since the last frame.
    private var deltaSinceFrame = false
    /// The time of the latest move of the touch (a delta or a frame going on without one).
    private var lastMoveTime = 0.0
    /// How far the touch went on ahead of the fingers while no delta came.
    private var credit = Point.zero
    /// How long after its delta the last delta was first shown (a delta comes between frames and
    /// shows on the next): the frames that go on without deltas keep that lag, so they go on
    /// from where the last delta showed, one frame's travel a frame.
    private var showLag = 0.0

    /// Creates the input for `router`.
    public init(router: EventRouter) {
        self.router = router
    }

    /// True when both deltas are whole numbers: a notched wheel's step, not a trackpad's.
    public static func isNotched(dx: Double, dy: Double) -> Bool {
        dx.rounded() == dx && dy.rounded() == dy
    }

    /// The fingers' travel, in window points, for deltas in SDL's units (x positive to the right,
    /// y positive away from the user, so up on the screen).
    public static func travel(dx: Double, dy: Double) -> Point {
        Point(x: dx * pointsPerUnit, y: -dy * pointsPerUnit)
    }

    /// Handles one wheel event: deltas in SDL's precise units, with the pointer at `location`
    /// (where a new swipe's touch lands), at `time`. Returns true when the event belonged to a
    /// swipe (started, moved or ended it), false for a notched wheel or nothing at all.
    @discardableResult
    public func scroll(dx: Double, dy: Double, at location: Point, time: Double) -> Bool {
        guard dx.isFinite, dy.isFinite else { return false }
        if dx == 0, dy == 0 {
            guard isSwiping else { return false }
            end(at: time - showLag)
            return true
        }
        if !isSwiping {
            guard !Self.isNotched(dx: dx, dy: dy) else { return false }
            begin(at: location, time: time)
        }
        move(by: Self.travel(dx: dx, dy: dy), time: time)
        return true
    }

    /// Moves the touch by the fingers' travel in points (`travel(dx:dy:)`), starting a swipe at
    /// `location` when none runs: what `scroll` does with a delta, for scripts and tests that
    /// speak in points.
    public func swipe(by travel: Point, at location: Point, time: Double) {
        if !isSwiping { begin(at: location, time: time) }
        move(by: travel, time: time)
    }

    /// Once a frame, before the frame's update: a frame without a delta goes on at the swipe's
    /// velocity, and ends the swipe once `endTimeout` passed since the last delta.
    public func advance(to time: Double) {
        guard isSwiping else { return }
        if deltaSinceFrame {
            deltaSinceFrame = false
            showLag = max(time - lastDeltaTime, 0)
            return
        }
        if time - lastDeltaTime >= Self.endTimeout - 1e-9 {
            end(at: time - showLag)
        } else {
            coast(to: time - showLag)
        }
    }

    /// Ends a swipe in progress where it is now (the window lost focus); nothing otherwise.
    public func cancel(time: Double) {
        guard isSwiping else { return }
        isSwiping = false
        router.handle(.cancelled(finger: Self.finger, time: time))
    }

    /// The fingers had been moving for about a frame when their first delta came: the swipe's
    /// touch lands that long before it, so the first delta is a frame's travel (not an
    /// instant's) to the velocity fits.
    static let firstDeltaSpan = 1.0 / 60

    private func begin(at point: Point, time: Double) {
        isSwiping = true
        showLag = 0
        swipeCount += 1
        location = point
        credit = .zero
        tracker.reset()
        let landed = time - Self.firstDeltaSpan
        tracker.add(point, time: landed)
        lastMoveTime = landed
        router.handle(.began(finger: Self.finger, location: point, time: landed, type: .scroll))
    }

    private func move(by travel: Point, time: Double) {
        var step = travel
        // What the touch went on by without deltas is paid back first.
        func payBack(_ step: inout CGFloat, _ credit: inout CGFloat) {
            guard step * credit > 0 else { return }
            let paid = abs(step) < abs(credit) ? step : credit
            step -= paid
            credit -= paid
        }
        payBack(&step.x, &credit.x)
        payBack(&step.y, &credit.y)
        lastDeltaTime = time
        deltaSinceFrame = true
        location = location + step
        tracker.add(location, time: time)
        lastMoveTime = time
        router.handle(.moved(finger: Self.finger, location: location, time: time))
    }

    /// Goes on at the swipe's velocity from the last move to `time`.
    private func coast(to time: Double) {
        let velocity = tracker.velocity(window: 0.1)
        let elapsed = max(time - lastMoveTime, 0)
        let step = velocity * elapsed
        credit = credit + step
        location = location + step
        tracker.add(location, time: time)
        lastMoveTime = time
        router.handle(.moved(finger: Self.finger, location: location, time: time))
    }

    private func end(at time: Double) {
        let time = max(time, lastMoveTime)
        if time > lastMoveTime { coast(to: time) }
        isSwiping = false
        deltaSinceFrame = false
        router.handle(.ended(finger: Self.finger, location: location, time: time))
    }
}
