import Foundation

/// How a view's local time follows its superview's, as CAMediaTiming on a layer:
/// `local = (parent − beginTime) · speed + timeOffset`. Speed 0 pauses the subtree at
/// `timeOffset`; a negative speed plays it backwards. Percent-driven transitions scrub a paused
/// container by moving its `timeOffset`; with `scrubsLinearly` the animations under it follow
/// their time linearly (their curves and springs set aside), as UIViewPropertyAnimator's
/// `scrubsLinearly`, so a finger that moves the time moves every animated value in proportion.
nonisolated public struct MediaTiming: Equatable, Sendable {
    /// The parent time at which local time starts counting.
    public var beginTime: Double = 0
    /// The rate of local time against the parent's; 0 pauses, negative plays backwards.
    public var speed: Double = 1
    /// Added to local time.
    public var timeOffset: Double = 0
    /// When true, every animation in the subtree progresses linearly with its local time: its
    /// timing curve or spring is not applied (a percent-driven interaction sets it, so the screen
    /// moves exactly as far as the finger whatever curve the animator uses on its own).
    public var scrubsLinearly = false

    /// Identity timing: local time equals parent time.
    public init() {}

    /// Creates a timing.
    public init(beginTime: Double, speed: Double, timeOffset: Double, scrubsLinearly: Bool = false) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
        self.scrubsLinearly = scrubsLinearly
    }

    /// True when it does not change time (nor how the subtree's animations follow it).
    public var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 && !scrubsLinearly }

    /// Local time for a parent time.
    @inline(__always)
    public func localTime(_ parent: Double) -> Double { (parent - beginTime) * speed + timeOffset }
}
