/// The clock of a property animator, shared by every animation it made: it maps the views' local
/// time to the animator's own time (`MediaTiming`'s `(t − beginTime) · speed + timeOffset`), so
/// pausing is speed 0 at a time offset, scrubbing moves the offset and reversing runs it
/// backwards, without touching the animations themselves. `isLinear` sets the animations' curves
/// aside while the animator scrubs linearly.
final class AnimationDriver {
    /// The mapping from the views' time to the animator's.
    private(set) var timing = MediaTiming()

    /// True while the animations progress linearly with the animator's time.
    var isLinear: Bool { timing.scrubsLinearly }

    /// The speed of the animator's time (0 paused, -1 reversed).
    var speed: Double { timing.speed }

    /// The animator's time at the views' time `parent`.
    @inline(__always)
    func time(at parent: Double) -> Double { timing.localTime(parent) }

    /// From the views' time `parent` on, the animator's time starts at `time` and runs at `speed`.
    func rebase(at parent: Double, time: Double, speed: Double, linear: Bool) {
        timing = MediaTiming(beginTime: parent, speed: speed, timeOffset: time, scrubsLinearly: linear)
        AnimationRecords.invalidate()
    }
}
