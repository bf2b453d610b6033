import Foundation
import SegueCore
import SegueUI

/// Motion is continuous where a finger hands an element over: checked around every press and
/// release, on every element that follows the finger point for point along an axis when it lets
/// go (a screen, a sheet, a zoomed screen, a stand-in), and on the progress of a transition that a
/// drag drives, in the finger's units (`fingerTravel`: the seeds whose screens move in their own
/// ways follow it).
///
/// - Release: the element's speed at the release instant, estimated from its first two steps
///   after it as `(3·s1 − s2) / 2` (exact under constant acceleration), is the finger's last step
///   `f` within 3 points + 15%.
/// - No room: when the end the finger heads for is `D < 3·|f|` away (`noRoomSteps`: the
///   finger's speed would pass it within three frames), the element must stop there, and the
///   spring that does so leaves at the finger's speed yet slows hard at once; so its first step
///   is held, within the same tolerance, to that spring's, `D·(1 − e^(−|f|/D))` (`stoppingStep`).
///   `D` is the progress's distance to 1 (or 0) in the finger's points, for the progress and for
///   an element that moves with it; any other element is followed while it slows on the finger's
///   way, and `D` is how far it went once at rest (`checkRelease`).
/// - Touch-down: from the press to the release no frame moves it more than 4 points beyond the
///   finger's own step (the pan's slop is caught up a few points a frame, never in one).
///
/// Not checked: for a percent-driven transition that completes with UIKit's curve (the default
/// for UIKit code: the hand-off spring is opted into), in slow motion or while paused (the finger moves in real time, the completion in
/// media time), when a new press or a resize comes within two frames of the release (it grabs
/// the element, or lays it out anew) or before a followed element came to rest, when the
/// transition ends within those two frames, and for `exceptions`.
@preconcurrency @MainActor public final class HandOffInvariant: SceneInvariant {
    /// Hand-offs where a seed's own code jumps, by style name and operation, named once: none
    /// today (seed 000's pop shows the screen underneath at half size from its first frame, a
    /// new element rather than a step of one that follows the finger, so it needs no exception).
    public static let exceptions: [(style: String, operation: TransitionOperation)] = []

    /// Checked after every frame.
    public let schedule = InvariantSchedule.everyFrame
    /// Releases checked so far.
    public internal(set) var releasesChecked = 0
    /// Of those, the releases with no room (held to the stopping spring's first step).
    public internal(set) var noRoomReleasesChecked = 0

    private let trace = MotionTrace(capacity: 160)
    /// A release waiting for the frames after it: what followed the finger, and how.
    var pending: [Follower] = []
    /// The window's size at the release (a resize lays the screens out anew: not a hand-off).
    private var pendingSize = Size(width: 0, height: 0)
    /// The release's frame among every frame recorded.
    private var pendingFrame = 0
    /// Frames recorded so far (the trace keeps only the latest).
    private var recorded = 0
    /// The engine's frame count at the last check.
    private var lastFrame = -1
    private var framesSincePress = 0

    /// Something that followed the finger along an axis at the release.
    struct Follower {
        var name: String
        /// 0 for x, 1 for y.
        var axis: Int
        var fingerStep: Double
        var transition: ObjectIdentifier?
        /// The distance to its end along the axis, the finger's way, when it moves with a dragged
        /// transition's progress (its end is the progress's: 1 or 0); nil otherwise.
        var room: Double?
    }

    /// Whether releases completed with UIKit's curve (`completionMotion == .curve`) are held to the
    /// hand-off too: false by default, as they move as on the device; true shows where such a
    /// release lurches or starts from rest.
    public var checksUIKitCompletions: Bool

    /// Creates the invariant; it reads the finger from the scene's event router
    /// (`lastPointerLocation`, `isPointerDown`).
    public init(checksUIKitCompletions: Bool = false) {
        self.checksUIKitCompletions = checksUIKitCompletions
    }

    /// Records the frame and checks the hand-offs it completes. Only the frames from a press to
    /// two frames after its release are recorded (the rest cost nothing).
    public func violation(in scene: AppScene) -> String? {
        do {
            try check(scene)
            return nil
        } catch let failure as HandOffFailure {
            return failure.message
        } catch {
            return "\(error)"
        }
    }

    struct HandOffFailure: Error {
        var message: String
    }

    private func check(_ scene: AppScene) throws {
        let window = scene.window
        // Checked again without a new frame (after an action): nothing new to record.
        guard window.engine.frameCount != lastFrame else { return }
        lastFrame = window.engine.frameCount
        let isDown = scene.router.isPointerDown
        let fingerLocation = scene.router.lastPointerLocation
        let previousWasDown = trace.samples.last?.isPointerDown ?? false
        guard isDown || previousWasDown || !pending.isEmpty else {
            if !trace.samples.isEmpty { trace.removeAll() }
            return
        }
        if isDown, !previousWasDown, pending.isEmpty {
            // A new press: its stretch starts here.
            trace.removeAll()
            framesSincePress = 0
        }
        trace.record(window, time: window.engine.time, pointer: fingerLocation, isPointerDown: isDown)
        recorded += 1
        let samples = trace.samples
        let last = samples.count - 1
        if samples[last].isPointerDown { framesSincePress += 1 }
        guard last >= 2 else { return }
        let steady = window.engine.timeScale == 1 && !window.engine.isPaused
        if !pending.isEmpty, samples[last].isPointerDown || !steady || window.bounds.size != pendingSize {
            pending = []
        }
        let releaseIndex = pendingFrame - (recorded - samples.count)
        if !pending.isEmpty, releaseIndex <= last - 2 {
            // Checked from two frames after the release until each follower is judged.
            if releaseIndex >= 1 { try checkRelease(samples, at: releaseIndex, window: window) } else { pending = [] }
        }
        if !samples[last].isPointerDown, samples[last - 1].isPointerDown {
            pending = steady ? followers(samples, release: last, scene: scene) : []
            pendingSize = window.bounds.size
            pendingFrame = recorded - 1
            try checkTouchDown(samples, release: last, pressFrames: framesSincePress, scene: scene)
            framesSincePress = 0
        }
    }

    static func axis(_ p: Point, _ axis: Int) -> Double { axis == 0 ? p.x : p.y }

    private static func position(_ sample: MotionTrace.Sample, _ name: String) -> Point? {
        if name == "progress" {
            guard let progress = sample.progress, let travel = sample.fingerTravel else { return nil }
            return Point(x: progress * travel.x, y: progress * travel.y)
        }
        guard let frame = sample.frames[name] else { return nil }
        return Point(x: frame.midX, y: frame.midY)
    }

    static func step(_ samples: [MotionTrace.Sample], _ name: String, at i: Int) -> Point? {
        guard i > 0, i < samples.count, let now = position(samples[i], name),
            let before = position(samples[i - 1], name)
        else { return nil }
        // A transition's progress steps only within one transition, in one measure of the finger
        // (a resize changes the drag's length).
        if name == "progress",
            samples[i].transitionIdentity != samples[i - 1].transitionIdentity
                || samples[i].fingerTravel != samples[i - 1].fingerTravel
        {
            return nil
        }
        return now - before
    }

    /// What followed the finger in the last two frames before the release (`release` shows the last step).
    private func followers(_ samples: [MotionTrace.Sample], release r: Int, scene: AppScene) -> [Follower] {
        guard r >= 2 else { return [] }
        if let active = scene.window.activeTransition,
            Self.exceptions.contains(where: {
                $0.style == scene.transitionStyleName && $0.operation == active.context.operation
            })
        {
            return []
        }
        // A percent-driven completion that plays UIKit's curve (the default for UIKit code) lets
        // go as the device does; only the hand-off spring, opted into, keeps the finger's speed.
        if !checksUIKitCompletions,
            let interaction = scene.window.activeTransition?.interactionController
                as? PercentDrivenInteractiveTransition,
            interaction.completionMotion == .curve
        {
            return []
        }
        let finger = [samples[r].pointer - samples[r - 1].pointer, samples[r - 1].pointer - samples[r - 2].pointer]
        let transition = scene.window.activeTransition.map { ObjectIdentifier($0) }
        var result: [Follower] = []
        for name in Set(samples[r].frames.keys).union(["progress"]) {
            guard let s0 = Self.step(samples, name, at: r), let s1 = Self.step(samples, name, at: r - 1) else {
                continue
            }
            for axis in 0..<2 {
                let f0 = Self.axis(finger[0], axis)
                let f1 = Self.axis(finger[1], axis)
                let e0 = Self.axis(s0, axis)
                let e1 = Self.axis(s1, axis)
                guard abs(f0) >= 1, abs(f1) >= 1 else { continue }
                if abs(e0 - f0) <= 0.25, abs(e1 - f1) <= 0.25 {
                    let room = Self.progressRoom(samples, release: r, name: name, axis: axis, step: (e0, e1))
                    result.append(
                        Follower(name: name, axis: axis, fingerStep: f0, transition: transition, room: room))
                }
            }
        }
        return result
    }

    /// From the press to the release, nothing that followed the finger moved more than 4 points
    /// beyond the finger's own step in a frame.
    private func checkTouchDown(
        _ samples: [MotionTrace.Sample], release r: Int, pressFrames: Int, scene: AppScene
    ) throws {
        let first = max(1, r - pressFrames + 1)
        guard first <= r else { return }
        for follower in followers(samples, release: r, scene: scene) {
            for i in first...r {
                // A transition playing on its own (a completion not yet grabbed: the pan begins
                // past its slop) moves by itself, not with the finger.
                let playsOnItsOwn = samples[i].transition != nil && !samples[i].isInteractive && i < r
                guard samples[i].isPointerDown || i == r, !playsOnItsOwn,
                    let step = Self.step(samples, follower.name, at: i)
                else { continue }
                let element = abs(Self.axis(step, follower.axis))
                let finger = abs(Self.axis(samples[i].pointer - samples[i - 1].pointer, follower.axis))
                if element > finger + 4 {
                    throw HandOffFailure(
                        message: "\(follower.name) jumps \(Self.text(element)) pt along "
                            + "\(follower.axis == 0 ? "x" : "y") in a frame where the finger moved "
                            + "\(Self.text(finger)) (\(r - i) frames before the release)")
                }
            }
        }
    }

    static func text(_ value: Double) -> String { String(Double(Int((value * 10).rounded())) / 10) }
}
