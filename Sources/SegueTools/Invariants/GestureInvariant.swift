import SegueCore
import SegueUI

/// What touchscreen and trackpad gestures must never leave behind, and the pinch's hand-off.
///
/// - Every frame: a trackpad swipe ends within `TrackpadSwipeInput.endTimeout` (and the frame
///   that notices it) of its last delta: a swipe whose end went unrecognised would hold its
///   transition open for good.
/// - Every frame: when the fingers of a pinch that drove a zoom lift, the zoomed screen's scale
///   leaves at the pinch's speed: its speed at the release, estimated from its first two steps
///   after it as `(3·s1 − s2) / 2`, is its last step under the fingers within 3 points of the
///   window's width + 15% (as `HandOffInvariant` holds positions to the finger). Not checked: in slow motion or paused,
///   when a new press or the zoom's end comes within two frames, when the release is within
///   three steps of full size or of the source's scale, or when the scale takes one more step
///   its way and is at rest by the second frame (the spring stopped it at its end).
/// - At rest: no touch is left in the router, no recognizer takes part in a sequence, and no
///   recognizer in the tree is still running (`began` or `changed`) or still waits for another
///   to fail (`require(toFail:)`) with no finger down.
@preconcurrency @MainActor public final class GestureInvariant: SceneInvariant {
    /// Checked after every frame (the rest part only when nothing is down or moving).
    public let schedule = InvariantSchedule.everyFrame
    /// Pinch releases checked so far.
    public private(set) var pinchReleasesChecked = 0

    private struct Sample {
        var scale: Double?
        var zoom: ObjectIdentifier?
        var isDown: Bool
        var touches: Int
    }

    private var samples: [Sample] = []
    /// A finger was down since the last rest check.
    private var touchedSinceRest = false
    private var lastFrame = -1
    /// The most fingers down at once since the last press.
    private var mostTouches = 0
    /// The release being watched: the index of its sample, the last step under the fingers.
    private var pending: (index: Int, step: Double, zoom: ObjectIdentifier, size: Size)?
    /// The tolerance's fixed part, in scale units: 3 points of the window's width.
    private var tolerance = 0.01

    /// Creates the invariant.
    public init() {
        samples.reserveCapacity(8)
    }

    /// What is wrong now, or nil.
    public func violation(in scene: AppScene) -> String? {
        let window = scene.window
        guard window.engine.frameCount != lastFrame else { return nil }
        lastFrame = window.engine.frameCount
        let trackpad = scene.trackpad
        let now = window.engine.clock.now
        if trackpad.isSwiping, now - trackpad.lastDeltaTime > TrackpadSwipeInput.endTimeout + 1.5 / 60 {
            return "a trackpad swipe is still open \(Int(((now - trackpad.lastDeltaTime) * 1000).rounded())) ms "
                + "after its last delta (it ends \(Int(TrackpadSwipeInput.endTimeout * 1000)) ms after)"
        }
        if let problem = pinchHandOff(scene) { return problem }
        if scene.router.isPointerDown {
            touchedSinceRest = true
        } else if touchedSinceRest, !scene.isBusy {
            touchedSinceRest = false
            return leftBehind(scene)
        }
        return nil
    }

    private func pinchHandOff(_ scene: AppScene) -> String? {
        let router = scene.router
        let zoom = scene.window.activeTransition?.interactionController as? ZoomInteractiveTransition
        let sample = Sample(
            scale: zoom?.drivenScale, zoom: zoom.map { ObjectIdentifier($0) }, isDown: router.isPointerDown,
            touches: router.activeTouchCount)
        let wasDown = samples.last?.isDown ?? false
        if sample.isDown, !wasDown { mostTouches = 0 }
        mostTouches = max(mostTouches, sample.touches)
        guard sample.isDown || wasDown || pending != nil else {
            samples.removeAll(keepingCapacity: true)
            return nil
        }
        if samples.count == 6 {
            samples.removeFirst()
            pending?.index -= 1
        }
        samples.append(sample)
        let last = samples.count - 1
        let engine = scene.window.engine
        let steady = engine.timeScale == 1 && !engine.isPaused
        if let watched = pending {
            if sample.isDown || !steady || scene.window.bounds.size != watched.size || sample.zoom != watched.zoom {
                pending = nil
            } else if last - watched.index >= 2 {
                pending = nil
                return checkRelease(at: watched.index, step: watched.step)
            }
        }
        // A release of two fingers or more that drove a zoom.
        if !sample.isDown, wasDown, mostTouches >= 2, steady, last >= 2, let zoom, zoom.phase != .ended,
            let s0 = samples[last].scale, let s1 = samples[last - 1].scale, let s2 = samples[last - 2].scale,
            samples[last].zoom == samples[last - 2].zoom
        {
            let step = s0 - s1
            tolerance = 3 / max(scene.window.bounds.width, 1)
            // Followed steadily (its last two steps alike), and far enough from both ends to keep
            // its speed for three steps.
            let steady = abs(step - (s1 - s2)) <= 0.25 * abs(step) + 0.001
            let room = min(abs(s0 - (zoom.expandedScale ?? 1)), abs(s0 - (zoom.collapsedScale ?? 0)))
            if steady, abs(step) >= 0.002, room >= 3 * abs(step) {
                pending = (last, step, ObjectIdentifier(zoom), scene.window.bounds.size)
            }
        }
        return nil
    }

    private func checkRelease(at r: Int, step finger: Double) -> String? {
        guard r + 2 < samples.count, let s0 = samples[r].scale, let s1 = samples[r + 1].scale,
            let s2 = samples[r + 2].scale
        else { return nil }
        let a = s1 - s0
        let b = s2 - s1
        // One more step its way, then at rest: the spring stopped it at its end.
        if a * finger > 0, abs(b) <= 0.1 * abs(finger) + 0.0005 { return nil }
        pinchReleasesChecked += 1
        let speed = (3 * a - b) / 2
        guard abs(speed - finger) > tolerance + 0.15 * abs(finger) else { return nil }
        return "the pinched screen's scale leaves the fingers at \(Self.text(speed)) a frame where they "
            + "moved it \(Self.text(finger)) (steps \(Self.text(a)), \(Self.text(b)) after the release)"
    }

    private func leftBehind(_ scene: AppScene) -> String? {
        let router = scene.router
        if let touch = router.activeTouches.first {
            return "touch \(touch.identifier) (\(touch.type)) is left in the event router with no finger down"
        }
        if let recognizer = router.participatingRecognizers.first {
            return "\(type(of: recognizer)) still takes part in a touch sequence with no finger down"
        }
        return runningRecognizer(in: scene.window).map { "\($0) with no finger down" }
    }

    private func runningRecognizer(in view: View) -> String? {
        for recognizer in view.attachedGestureRecognizers {
            if recognizer.state.isActive {
                return "\(type(of: recognizer)) on \(type(of: view)) is still running"
            }
            if recognizer.pendingState != nil {
                return "\(type(of: recognizer)) on \(type(of: view)) still waits for another to fail"
            }
        }
        for subview in view.subviews {
            if let found = runningRecognizer(in: subview) { return found }
        }
        return nil
    }

    private static func text(_ value: Double) -> String { String(Double(Int((value * 10000).rounded())) / 10000) }
}
