// UIKit alone, as an app's source file imports it: `Timer.scheduledTimer` here is UIKit's, on
// the scene's clock (a file that imports Foundation or XCTest gets Foundation's).
import UIKit

/// Notes each firing with the frame it came in.
nonisolated final class TimerLog: @unchecked Sendable {
    var entries: [String] = []
    let frameNow: () -> Int

    init(frameNow: @escaping () -> Int) {
        self.frameNow = frameNow
    }

    func note(_ name: String) {
        entries.append("\(name) \(frameNow())")
    }
}

/// Schedules a repeating 0.1 s timer, a one-shot 0.25 s timer and a 0.05 s timer that
/// invalidates itself on its third firing; returns the repeating one.
func scheduleTestTimers(_ log: TimerLog) -> Timer {
    let repeating = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in log.note("tick") }
    Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in log.note("once") }
    Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
        log.note("short")
        if log.entries.filter({ $0.hasPrefix("short") }).count == 3 { timer.invalidate() }
    }
    return repeating
}
