import Dispatch

extension FrameScheduler {
    /// Dispatch's own `asyncAfter` (for UIKit's shadowing member to fall back on).
    nonisolated package static func dispatchAfter(
        _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
        _ work: @escaping @Sendable @convention(block) () -> Void
    ) {
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

}
