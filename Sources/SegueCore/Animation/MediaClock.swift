import Foundation

/// A source of time for the animation engine, in seconds, never going backwards.
///
/// SegueCore never reads the wall clock: the window injects a real clock, and tests and headless
/// runs inject a `ManualClock` advanced one frame at a time, so that a run repeats bit for bit.
@preconcurrency @MainActor public protocol MediaClock: AnyObject {
    /// The current time in seconds from an arbitrary origin; monotonic.
    var now: Double { get }
}
