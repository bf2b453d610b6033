/// How a view's local time follows its superview's, as CAMediaTiming on a layer:
/// `local = (parent − beginTime) · speed + timeOffset`. Speed 0 pauses the subtree at
/// `timeOffset`; a negative speed plays it backwards. Percent-driven transitions scrub a paused
/// container by moving its `timeOffset`.
public struct MediaTiming: Equatable, Sendable {
    /// The parent time at which local time starts counting.
    public var beginTime: Double = 0
    /// The rate of local time against the parent's; 0 pauses, negative plays backwards.
    public var speed: Double = 1
    /// Added to local time.
    public var timeOffset: Double = 0

    /// Identity timing: local time equals parent time.
    public init() {}

    /// Creates a timing.
    public init(beginTime: Double, speed: Double, timeOffset: Double) {
        self.beginTime = beginTime
        self.speed = speed
        self.timeOffset = timeOffset
    }

    /// True when it does not change time.
    public var isIdentity: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }

    /// Local time for a parent time.
    @inline(__always)
    public func localTime(_ parent: Double) -> Double { (parent - beginTime) * speed + timeOffset }
}
