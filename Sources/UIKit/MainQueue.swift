import Dispatch
import Foundation
import Segue

// The main queue's deadlines and timers on the scene's clock. Dispatch and Foundation measure
// time on the wall clock, which a headless run does not follow; these members, declared by the
// module that UIKit code imports, are the ones a call such as
// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)` resolves to (Swift prefers a member of
// the importing module over the same member of a module it imports). On the main queue, on the
// main thread, while a scene exists, the work waits on the scene's clock and runs in the frame
// loop; anything else goes to Dispatch or Foundation as written. See docs/uikit/APP.md.

extension DispatchQueue {
    /// Runs `work` on the main queue at `deadline`: on the main queue while a scene exists, in the
    /// first frame whose clock time is at or past now plus the delay the deadline gives (read
    /// against `DispatchTime.now()`, to the nearest microsecond); otherwise Dispatch's own.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if MainQueueDeadline.schedule(on: self, deadline: deadline, work) { return }
        FrameScheduler.dispatchAfter(self, deadline: deadline, qos: qos, flags: flags, work)
    }

    /// Runs `item` on the main queue at `deadline`, as `asyncAfter(deadline:qos:flags:execute:)`
    /// does; a cancelled item does not run.
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        if MainQueueDeadline.schedule(on: self, deadline: deadline, { if !item.isCancelled { item.perform() } }) {
            return
        }
        FrameScheduler.dispatchAfter(self, deadline: deadline, item: item)
    }
}

extension Timer {
    /// Makes a timer and schedules it: while a scene exists, on the main thread, it fires in the
    /// frame loop on the scene's clock (first in the first frame at or past now plus `interval`,
    /// then every `interval` after, at most once a frame) until invalidated; otherwise on the
    /// current run loop, as Foundation's.
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        let step = max(interval, 0.0001)
        let scheduled =
            Thread.isMainThread
            && FrameScheduler.shared.schedule(after: step, repeating: repeats ? step : nil) {
                guard timer.isValid else { return false }
                block(timer)
                if !repeats { timer.invalidate() }
                return timer.isValid
            }
        if !scheduled { RunLoop.current.add(timer, forMode: .default) }
        return timer
    }
}

/// Hands main-queue deadlines to the scene's clock.
enum MainQueueDeadline {
    /// Schedules `work` on the scene's clock when `queue` is the main queue, the caller is on the
    /// main thread and a scene exists; false otherwise.
    static func schedule(on queue: DispatchQueue, deadline: DispatchTime, _ work: @escaping () -> Void) -> Bool {
        guard queue === DispatchQueue.main, Thread.isMainThread else { return false }
        return FrameScheduler.shared.schedule(after: delay(until: deadline)) {
            work()
            return false
        }
    }

    /// Seconds from now until `deadline`, rounded to the nearest microsecond: the nanoseconds
    /// between the caller's `.now()` and this one do not move the deadline.
    static func delay(until deadline: DispatchTime) -> Double {
        if deadline == .distantFuture { return .infinity }
        let now = DispatchTime.now().uptimeNanoseconds
        let ahead = Double(deadline.uptimeNanoseconds) - Double(now)
        return (ahead / 1000).rounded() / 1_000_000
    }
}
