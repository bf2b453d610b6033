import Dispatch
import Foundation
import Segue

// The main queue's deadlines and timers on the scene's clock. Dispatch and Foundation measure
// time on the wall clock, which a headless run does not follow; these members, declared by the
// module that UIKit code imports, are the ones `DispatchQueue.main.asyncAfter(deadline:)` and
// (in files that do not import Foundation themselves) `Timer.scheduledTimer` resolve to. On the
// main queue, on the main thread, while a scene exists, the work waits on the scene's clock and
// runs in the frame loop; anything else goes to Dispatch or Foundation as written. See
// docs/uikit/APP.md.

extension DispatchQueue {
    /// Runs `work` on the queue at `deadline`: on the main queue, on the main thread, while a
    /// scene exists, in the first frame whose clock time is at or past now plus the delay the
    /// deadline gives (read against `DispatchTime.now()`, to the nearest microsecond); otherwise
    /// as Dispatch's `asyncAfter(deadline:qos:flags:execute:)`. Having no defaulted parameters,
    /// this member is the one `asyncAfter(deadline:) { ... }` resolves to in a file that imports
    /// UIKit, even beside `import Foundation` or `import Dispatch`.
    nonisolated public func asyncAfter(
        deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        if MainQueueDeadline.schedule(on: self, deadline: deadline, work) { return }
        FrameScheduler.dispatchAfter(self, deadline: deadline, qos: .unspecified, flags: [], work)
    }
}

extension Timer {
    /// Makes a timer and schedules it. Foundation's member of the same signature is the one
    /// chosen in a file that imports Foundation directly (this one is disfavoured, so the call is
    /// never ambiguous); in a file that imports UIKit alone, this one is: while a scene exists, on the main thread, it fires in the
    /// frame loop on the scene's clock (first in the first frame at or past now plus `interval`,
    /// then every `interval` after, at most once a frame) until invalidated; otherwise on the
    /// current run loop, as Foundation's.
    @_disfavoredOverload
    @discardableResult
    nonisolated public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        nonisolated(unsafe) let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        let step = max(interval, 0.0001)
        let scheduled =
            Thread.isMainThread
            && MainActor.assumeIsolated {
                FrameScheduler.shared.schedule(after: step, repeating: repeats ? step : nil) {
                    guard timer.isValid else { return false }
                    block(timer)
                    if !repeats { timer.invalidate() }
                    return timer.isValid
                }
            }
        if !scheduled { RunLoop.current.add(timer, forMode: .default) }
        return timer
    }
}

/// Hands main-queue deadlines to the scene's clock.
enum MainQueueDeadline {
    /// Schedules `work` on the scene's clock when `queue` is the main queue, the caller is on the
    /// main thread and a scene exists; false otherwise.
    nonisolated static func schedule(
        on queue: DispatchQueue, deadline: DispatchTime, _ work: @escaping @Sendable () -> Void
    ) -> Bool {
        guard Thread.isMainThread, isMain(queue) else { return false }
        let delay = delay(until: deadline)
        return MainActor.assumeIsolated {
            FrameScheduler.shared.schedule(after: delay) {
                work()
                return false
            }
        }
    }

    /// A mark on the main queue: `DispatchQueue.main` makes a new wrapper object at each call, so
    /// the queue is told by its specific value, not by identity.
    nonisolated private static let mainKey: DispatchSpecificKey<Int> = {
        let key = DispatchSpecificKey<Int>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// True when `queue` is the main queue.
    nonisolated static func isMain(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: mainKey) == 1
    }

    /// Seconds from now until `deadline`, rounded to the nearest microsecond: the nanoseconds
    /// between the caller's `.now()` and this one do not move the deadline.
    nonisolated static func delay(until deadline: DispatchTime) -> Double {
        if deadline == .distantFuture { return .infinity }
        let now = DispatchTime.now().uptimeNanoseconds
        let ahead = Double(deadline.uptimeNanoseconds) - Double(now)
        return (ahead / 1000).rounded() / 1_000_000
    }
}
