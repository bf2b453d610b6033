// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Constants that `import UIKit` brings on iOS through Darwin and Dispatch, which Linux's C library
// and Dispatch name differently or not at all.

/// The largest finite `Float`, as Darwin's `HUGE` (`MAXFLOAT`): animations use it as a repeat
/// count that never runs out.
public let HUGE: Float = .greatestFiniteMagnitude

/// The largest finite `Float`, as Darwin's `MAXFLOAT`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Nanoseconds in a second, as Dispatch's `NSEC_PER_SEC` on Darwin.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// Nanoseconds in a millisecond, as Dispatch's `NSEC_PER_MSEC` on Darwin.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

/// Microseconds in a second, as Dispatch's `USEC_PER_SEC` on Darwin.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// Nanoseconds in a microsecond, as Dispatch's `NSEC_PER_USEC` on Darwin.
public let NSEC_PER_USEC: UInt64 = 1_000
