import SegueCore
import SegueUI

/// Presses, moves and releases a scene's one pointer, frame by frame: the single way scripts
/// and the fuzzer move a finger, so a fuzzed action and the script line that replays it play
/// exactly the same events on exactly the same frames.
///
/// - `press(at:)`: the press, at the current time; no frame.
/// - `move(to:milliseconds:)`: one step a frame in a straight line, at least one: each step runs a
///   frame, then moves the pointer.
/// - `release()`: the release where the pointer is, then one frame.
/// - `click(at:)`: press, one frame, release (two frames in all).
/// - `drag(from:to:milliseconds:)`: press, move, release (steps + 1 frames).
@MainActor package final class PointerPlayer {
    /// Where the pointer is.
    public private(set) var location = Point(x: 0, y: 0)
    /// Whether the pointer is pressed.
    public private(set) var isDown = false
    private let router: EventRouter
    private let now: () -> Double
    private let frame: () throws -> Void

    /// Drives `router`, stamping events with `now()` and running a frame with `frame()`.
    public init(router: EventRouter, now: @escaping () -> Double, frame: @escaping () throws -> Void) {
        self.router = router
        self.now = now
        self.frame = frame
    }

    /// The whole frames in `milliseconds` at 60 frames a second, rounded to the nearest (0 for
    /// anything not a finite positive number of frames; at most `maximumFrames`).
    public static func frames(in milliseconds: Double) -> Int {
        let frames = (milliseconds * Double(ManualClock.framesPerSecond) / 1000).rounded()
        guard frames.isFinite, frames > 0 else { return 0 }
        return frames >= Double(maximumFrames) ? maximumFrames : Int(frames)
    }

    /// The most frames one wait or move may take: a day at 60 frames a second.
    public static let maximumFrames = 60 * 60 * 60 * 24

    /// Presses at `point` (no frame).
    public func press(at point: Point) {
        location = point
        isDown = true
        router.handle(.down(location: point, time: now()))
    }

    /// Moves in a straight line to `target`, one step a frame over `milliseconds` (at least one
    /// step): each step runs a frame, then moves the pointer.
    public func move(to target: Point, milliseconds: Double) throws {
        let start = location
        let steps = max(1, Self.frames(in: milliseconds))
        for step in 1...steps {
            try frame()
            let t = Double(step) / Double(steps)
            location = Point(x: Self.between(start.x, target.x, t), y: Self.between(start.y, target.y, t))
            router.handle(.moved(location: location, time: now()))
        }
    }

    /// Releases where the pointer is, then runs one frame.
    public func release() throws {
        isDown = false
        router.handle(.up(location: location, time: now()))
        try frame()
    }

    /// Press, one frame, release (and its frame).
    public func click(at point: Point) throws {
        press(at: point)
        try frame()
        try release()
    }

    /// Press at `from`, move to `to` over `milliseconds`, release.
    public func drag(from: Point, to: Point, milliseconds: Double) throws {
        press(at: from)
        try move(to: to, milliseconds: milliseconds)
        try release()
    }

    /// `a + (b − a) · t` without overflowing when `a` and `b` are near Double's limits (the
    /// difference of two huge numbers of opposite signs is infinite): the last step is `b`.
    static func between(_ a: Double, _ b: Double, _ t: Double) -> Double {
        if t >= 1 { return b }
        let d = b - a
        return d.isFinite ? a + d * t : a * (1 - t) + b * t
    }
}
