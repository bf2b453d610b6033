import Foundation

/// A value shared by every thread of the process (a live-instance count, the program's name),
/// read and written under a lock.
///
/// `@unchecked Sendable` is safe here: the value is only reached through `value` and
/// `withLock`, which hold `lock` for the whole access, and `Value` itself is `Sendable`, so what
/// is read out may cross threads too.
nonisolated package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// Creates the box holding `value`.
    package init(_ value: Value) {
        stored = value
    }

    /// The value (read or replaced under the lock).
    package var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Changes the value in place under the lock and returns what `body` returns.
    @discardableResult
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&stored) }
    }
}
