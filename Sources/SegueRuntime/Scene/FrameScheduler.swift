import Foundation
import SegueCore

/// Work that waits for a time on a scene's clock: what `DispatchQueue.main.asyncAfter(deadline:)`
/// and `Timer.scheduledTimer(withTimeInterval:repeats:block:)` schedule under `import UIKit`
/// while a scene exists. Each frame, `AppScene.update()` first drains Dispatch's main queue, then
/// runs the work whose time has come on its own clock (`runDue(on:)`), oldest deadline first,
/// before the animations advance. Headless the clock is the manual one, so a deadline lands in
/// the same frame on every run: the first frame whose time is at or past it.
@MainActor package final class FrameScheduler {
    /// The scheduler of the process (the main queue is one per process too).
    package static let shared = FrameScheduler()

    /// One piece of waiting work.
    private struct Entry {
        let order: Int
        weak var clock: MediaClock?
        var due: Double
        /// The repeat interval of a timer; nil for work that runs once.
        let interval: Double?
        let work: () -> Bool
    }

    private var entries: [Entry] = []
    private var nextOrder = 0

    /// The clock of the scene made or updated last: new work is scheduled on it.
    package weak var currentClock: MediaClock?

    /// How far before its deadline work may run: the clock's frames are exact sixtieths, a
    /// deadline is a sum, and a nanosecond keeps `t + 0.3` in the frame at `t + 18/60`.
    static let tolerance = 1e-9

    /// Schedules `work` to run `delay` seconds from now on the current scene's clock, and again
    /// every `interval` seconds while it returns true (a timer); false when no scene exists (the
    /// caller then hands the work to Dispatch or the run loop).
    @discardableResult
    package func schedule(after delay: Double, repeating interval: Double? = nil, _ work: @escaping () -> Bool)
        -> Bool
    {
        guard let clock = currentClock else { return false }
        let due = clock.now + max(delay, 0)
        entries.append(Entry(order: nextOrder, clock: clock, due: due, interval: interval, work: work))
        nextOrder += 1
        return true
    }

    /// The number of pieces of work waiting (on any clock).
    package var pendingCount: Int { entries.count }

    /// True when work waits on `clock`.
    package func hasWork(on clock: MediaClock) -> Bool {
        entries.contains { $0.clock === clock }
    }

    /// Runs the work due on `clock` (its time at or past the deadline), oldest deadline first,
    /// then the order it was scheduled in. A repeating timer fires once a frame at most and is
    /// rescheduled after now; work scheduled while this runs waits for a later frame. Work whose
    /// clock is gone is dropped.
    package func runDue(on clock: MediaClock) {
        // Nothing is allocated on a frame where nothing is due.
        guard !entries.isEmpty else { return }
        if entries.contains(where: { $0.clock == nil }) { entries.removeAll { $0.clock == nil } }
        let now = clock.now
        guard entries.contains(where: { $0.clock === clock && $0.due <= now + Self.tolerance }) else { return }
        let due =
            entries
            .filter { $0.clock === clock && $0.due <= now + Self.tolerance }
            .sorted { ($0.due, $0.order) < ($1.due, $1.order) }
        guard !due.isEmpty else { return }
        let ran = Set(due.map(\.order))
        entries.removeAll { ran.contains($0.order) }
        for var entry in due {
            let goesOn = entry.work()
            guard let interval = entry.interval, goesOn else { continue }
            while entry.due <= now + Self.tolerance { entry.due += interval }
            entries.append(entry)
        }
    }

    /// Whether each frame also gives Foundation's main run loop one pass (`RunLoop.main.run(mode:
    /// before:)` with a past date), so that Foundation's own timers due on the wall clock fire in
    /// it: on for UIKit apps, off otherwise (a pass costs some microseconds).
    package var runsMainRunLoop = false

    /// Drains Dispatch's main queue: the blocks of `DispatchQueue.main.async` (and main-actor
    /// tasks) waiting since the last frame run now, on the main thread. Dispatch's own run-loop
    /// hook is what Foundation's `RunLoop` calls to do the same. Then, when `runsMainRunLoop`,
    /// one pass of the main run loop.
    package func drainMainQueue() {
        guard Thread.isMainThread else { return }
        #if os(Linux)
            dispatchMainQueueCallback(nil)
        #endif
        if runsMainRunLoop { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    }
}

#if os(Linux)
    /// libdispatch's hook for CoreFoundation's run loop: runs what the main queue holds.
    @_silgen_name("_dispatch_main_queue_callback_4CF")
    private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)
#endif
