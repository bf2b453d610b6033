import Segue
import SegueCore
import SegueUI

@testable import SegueViewer

/// A finger dragged over a scene frame by frame, as a script's `down`, `move` and `up` do, with a
/// `MotionTrace` of every frame; and what the trace says about an element's motion against the
/// finger's at the hand-offs (touch-down and release).
struct HandOffDrag {
    /// A part of a drag: `frames` steps of `step` points each, one a frame.
    struct Segment {
        var step: Point
        var frames: Int
    }

    /// Drives `window` through `router`, advancing `frame` once a frame, and records a trace.
    static func run(
        window: SceneWindow, router: EventRouter, frame: () throws -> Void, from start: Point,
        segments: [Segment], framesAfter: Int = 60
    ) throws -> MotionTrace {
        let trace = MotionTrace()
        var pointer = start
        var isDown = false
        let clock = window.engine.clock
        func record() { trace.record(window, time: window.engine.time, pointer: pointer, isPointerDown: isDown) }
        func step() throws {
            try frame()
            record()
        }
        record()
        isDown = true
        router.handle(.down(location: pointer, time: clock.now))
        try step()
        for segment in segments {
            for _ in 0..<segment.frames {
                try step()
                pointer = pointer + segment.step
                router.handle(.moved(location: pointer, time: clock.now))
            }
        }
        isDown = false
        router.handle(.up(location: pointer, time: clock.now))
        try step()
        for _ in 0..<framesAfter { try step() }
        return trace
    }
}

/// The numbers of one hand-off, along the drag's direction (positive in the finger's direction).
struct HandOffMeasurement {
    /// The finger's step, per frame, along the drag.
    var fingerSteps: [Double]
    /// The element's step per frame (nil where it is not in the window in that frame or the one before).
    var elementSteps: [Double?]
    /// The index of the first frame drawn after the release.
    var releaseIndex: Int
    /// The index of the press.
    var pressIndex: Int

    /// Measures `trace` with `position` giving the element's position along the drag in a sample
    /// (nil where it is gone), and `direction` the drag's unit vector.
    init(_ trace: MotionTrace, direction: Point, position: (MotionTrace.Sample) -> Double?) {
        let samples = trace.samples
        func along(_ p: Point) -> Double { p.x * direction.x + p.y * direction.y }
        fingerSteps = [0]
        elementSteps = [nil]
        for i in 1..<samples.count {
            fingerSteps.append(along(samples[i].pointer - samples[i - 1].pointer))
            if let now = position(samples[i]), let before = position(samples[i - 1]) {
                elementSteps.append(now - before)
            } else {
                elementSteps.append(nil)
            }
        }
        let press = samples.firstIndex(where: \.isPointerDown) ?? 0
        pressIndex = press
        releaseIndex = samples.indices.first(where: { $0 > press && !samples[$0].isPointerDown }) ?? samples.count
    }

    /// The finger's last step before it lifted.
    var fingerLastStep: Double { fingerSteps[releaseIndex] }

    /// The element's speed at the release instant from its first two steps after it,
    /// `(3·s1 − s2) / 2` (exact under constant acceleration); nil when it is gone by then.
    var releaseStep: Double? {
        guard releaseIndex + 2 < elementSteps.count, let s1 = elementSteps[releaseIndex + 1],
            let s2 = elementSteps[releaseIndex + 2]
        else { return nil }
        return (3 * s1 - s2) / 2
    }

    /// The largest change between consecutive steps over the `frames` frames after the release
    /// (while the element is in the window).
    func largestStepChangeAfterRelease(frames: Int = 8) -> Double {
        var largest = 0.0
        for i in (releaseIndex + 1)...(releaseIndex + frames) where i < elementSteps.count {
            guard let now = elementSteps[i], let before = elementSteps[i - 1] else { break }
            largest = max(largest, abs(now - before))
        }
        return largest
    }

    /// The most the element moved beyond the finger's own step in a frame while the finger was down.
    var largestExcessWhileDown: Double {
        var largest = 0.0
        for i in (pressIndex + 1)...releaseIndex where i < elementSteps.count {
            guard let step = elementSteps[i] else { continue }
            largest = max(largest, abs(step) - abs(fingerSteps[i]))
        }
        return largest
    }

    /// A one-line summary for failure messages.
    var summary: String {
        let from = max(pressIndex, releaseIndex - 4)
        let to = min(elementSteps.count - 1, releaseIndex + 8)
        func text(_ v: Double?) -> String { v.map { String(format: "%.1f", $0) } ?? "-" }
        let finger = (from...to).map { text(fingerSteps[$0]) }.joined(separator: " ")
        let element = (from...to).map { text(elementSteps[$0]) }.joined(separator: " ")
        return "finger \(finger) | element \(element) (release at \(releaseIndex - from))"
    }
}
