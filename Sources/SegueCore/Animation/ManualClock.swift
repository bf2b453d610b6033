import Foundation

/// A clock that moves only when told to, for tests and headless runs (as SwiftNIO's
/// `EmbeddedEventLoop.advanceTime(by:)` or Flutter's `pump(Duration)`).
///
/// Whole frames are counted as an integer and explicit advances are summed apart, so `now` is
/// `frames / 60 + extra` computed afresh each time: after 600 frames it is exactly 10.0, with no
/// floating-point drift from adding 1/60 repeatedly.
@preconcurrency @MainActor public final class ManualClock: MediaClock {
    /// The length of one frame, 1/60 s.
    public static let frameDuration = 1.0 / Double(framesPerSecond)

    /// The frame rate that `advanceOneFrame()` steps at.
    public static let framesPerSecond = 60

    /// The number of whole frames advanced so far.
    public private(set) var frameCount: Int = 0

    /// The time added by `advance(by:)` and the initial time, in seconds.
    public private(set) var extraTime: Double

    /// Creates a clock reading `start` seconds.
    public init(start: Double = 0) {
        extraTime = start
    }

    /// The current time in seconds: whole frames over 60 plus the explicit advances.
    public var now: Double {
        Double(frameCount) / Double(ManualClock.framesPerSecond) + extraTime
    }

    /// Moves time forward by `seconds` (which must not be negative).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "a clock cannot go backwards")
        extraTime += seconds
    }

    /// Moves time forward by exactly one frame (1/60 s).
    public func advanceOneFrame() {
        frameCount += 1
    }

    /// Moves time forward by a whole number of frames (not negative).
    public func advance(frames: Int) {
        precondition(frames >= 0, "a clock cannot go backwards")
        frameCount += frames
    }
}
