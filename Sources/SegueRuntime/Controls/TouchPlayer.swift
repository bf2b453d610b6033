import SegueCore
import SegueUI

/// Plays a scene's touchscreen fingers and trackpad swipes frame by frame, as `PointerPlayer`
/// plays the mouse: the single way scripts and the fuzzer put fingers down, so a fuzzed gesture
/// and the script lines that replay it play the same events on the same frames.
///
/// - `down(_:at:)`: a finger down, at the current time; no frame.
/// - `move(_:to:milliseconds:)`: one step a frame in a straight line, at least one: each step
///   runs a frame, then moves the finger.
/// - `up(_:)`: the finger lifts where it is, then one frame.
/// - `pinch(centre:from:to:milliseconds:)`: two fingers down side by side `from` points apart,
///   moved apart or together to `to` points one step a frame, lifted together, then one frame.
/// - `swipe(by:milliseconds:at:)`: a trackpad's swipe with the pointer at a point: one delta a
///   frame (each step runs a frame, then scrolls), then frames until the swipe's end is
///   recognised (`TrackpadSwipeInput.endTimeout`).
@MainActor package final class TouchPlayer {
    /// The fingers a script may name: `touch down 1 ...` to `touch down 10 ...`.
    public static let fingers = 1...10
    /// The router's finger numbers of a pinch's two fingers (beyond any script finger).
    public static let pinchFingers = (1_001, 1_002)
    /// The most frames a swipe waits for its end after its last delta.
    static let swipeEndFrames = 10

    /// Where each finger down is.
    public private(set) var locations: [Int: Point] = [:]
    private let scene: AppScene
    private let now: () -> Double
    private let frame: () throws -> Void

    /// Drives `scene`'s router and trackpad, stamping events with `now()` and running a frame
    /// with `frame()`.
    public init(scene: AppScene, now: @escaping () -> Double, frame: @escaping () throws -> Void) {
        self.scene = scene
        self.now = now
        self.frame = frame
    }

    /// True when `finger` is down.
    public func isDown(_ finger: Int) -> Bool { locations[finger] != nil }

    /// Puts `finger` down at `point` (no frame).
    public func down(_ finger: Int, at point: Point) {
        locations[finger] = point
        scene.router.handle(.began(finger: finger, location: point, time: now(), type: .direct))
    }

    /// Moves fingers in straight lines to their targets together, one step a frame over
    /// `milliseconds` (at least one step): each step runs a frame, then moves the fingers.
    public func move(_ targets: [(finger: Int, to: Point)], milliseconds: Double) throws {
        let starts = targets.map { locations[$0.finger] ?? $0.to }
        let steps = max(1, PointerPlayer.frames(in: milliseconds))
        for step in 1...steps {
            try frame()
            let t = Double(step) / Double(steps)
            let time = now()
            for (index, target) in targets.enumerated() {
                let start = starts[index]
                let location = Point(
                    x: PointerPlayer.between(start.x, target.to.x, t), y: PointerPlayer.between(start.y, target.to.y, t)
                )
                locations[target.finger] = location
                scene.router.handle(.moved(finger: target.finger, location: location, time: time))
            }
        }
    }

    /// Moves one finger to `target` over `milliseconds`.
    public func move(_ finger: Int, to target: Point, milliseconds: Double) throws {
        try move([(finger, target)], milliseconds: milliseconds)
    }

    /// Lifts fingers where they are, at the same time, then runs one frame.
    public func up(_ fingers: [Int]) throws {
        let time = now()
        for finger in fingers {
            guard let location = locations.removeValue(forKey: finger) else { continue }
            scene.router.handle(.ended(finger: finger, location: location, time: time))
        }
        try frame()
    }

    /// Two fingers centred on `centre`, `from` points apart side by side, moved to `to` points
    /// apart over `milliseconds`, lifted together.
    public func pinch(centre: Point, from: Double, to: Double, milliseconds: Double) throws {
        let (a, b) = Self.pinchFingers
        down(a, at: Point(x: centre.x - from / 2, y: centre.y))
        down(b, at: Point(x: centre.x + from / 2, y: centre.y))
        try move(
            [(a, Point(x: centre.x - to / 2, y: centre.y)), (b, Point(x: centre.x + to / 2, y: centre.y))],
            milliseconds: milliseconds)
        try up([a, b])
    }

    /// A trackpad's swipe of the fingers' travel `travel` (points) over `milliseconds`, with the
    /// pointer at `point`: one delta a frame, then frames until its end is recognised.
    public func swipe(by travel: Point, milliseconds: Double, at point: Point) throws {
        let steps = max(1, PointerPlayer.frames(in: milliseconds))
        var done = Point.zero
        for step in 1...steps {
            try frame()
            let t = Double(step) / Double(steps)
            let target = Point(x: PointerPlayer.between(0, travel.x, t), y: PointerPlayer.between(0, travel.y, t))
            scene.trackpad.swipe(by: target - done, at: point, time: now())
            done = target
        }
        for _ in 0..<Self.swipeEndFrames where scene.trackpad.isSwiping {
            try frame()
        }
    }
}
