/// The intervals between the frames a window presented, for seeing a hitch: each presented frame
/// is reported with the time it was shown (the window's injected real clock) and whether a
/// transition was running; the intervals between two frames that both showed a transition are
/// gathered (the first frame of a transition follows an idle wait of any length, so its
/// interval is left out) into the last transition's statistics and the whole run's.
///
/// Percentiles come from a histogram of 0.1 ms buckets up to 250 ms (longer intervals count in
/// the last one), made once, so recording a frame allocates nothing; they are given rounded up
/// to the end of their bucket.
struct FramePacing {
    /// Interval statistics over some frames.
    struct Statistics: Equatable {
        /// The width of a histogram bucket, in seconds.
        static let bucketWidth = 0.0001
        /// Buckets: 0.1 ms each up to 250 ms.
        static let bucketCount = 2500
        private var buckets: [Int32]
        /// Intervals counted.
        private(set) var count = 0
        /// Intervals longer than 1.5 frame periods.
        private(set) var late = 0
        /// The longest interval, in seconds.
        private(set) var longest = 0.0

        /// Empty statistics.
        init() { buckets = [Int32](repeating: 0, count: Self.bucketCount) }

        /// Counts one interval; `late` when it is longer than `lateAfter` seconds.
        mutating func add(_ interval: Double, lateAfter: Double) {
            let index = min(max(Int(interval / Self.bucketWidth), 0), Self.bucketCount - 1)
            buckets[index] += 1
            count += 1
            if interval > lateAfter { late += 1 }
            longest = max(longest, interval)
        }

        /// Forgets every interval (keeping the buckets' storage).
        mutating func reset() {
            for i in buckets.indices { buckets[i] = 0 }
            count = 0
            late = 0
            longest = 0
        }

        /// The interval below which a `fraction` (0...1) of the intervals fall, rounded up to the
        /// end of its 0.1 ms bucket, in seconds; nil when there is none.
        func percentile(_ fraction: Double) -> Double? {
            guard count > 0 else { return nil }
            let rank = max(1, Int((fraction * Double(count)).rounded(.up)))
            var seen = 0
            for (index, n) in buckets.enumerated() where n > 0 {
                seen += Int(n)
                if seen >= rank { return Double(index + 1) * Self.bucketWidth }
            }
            return Double(Self.bucketCount) * Self.bucketWidth
        }
    }

    /// The display's frame period in seconds (1/60 when the display does not say).
    let period: Double
    /// Frames presented so far.
    private(set) var frames = 0
    /// The interval before the last presented frame, in seconds (nil before the second).
    private(set) var lastInterval: Double?
    /// The last (or current) transition's intervals.
    private(set) var lastTransition = Statistics()
    /// The intervals of every transition so far.
    private(set) var allTransitions = Statistics()
    private var lastTime: Double?
    private var lastWasTransition = false

    /// Pacing for a display refreshing `refreshRate` times a second (60 when 0 or less).
    init(refreshRate: Double) {
        period = 1 / (refreshRate > 0 ? refreshRate : 60)
    }

    /// An interval longer than this (1.5 frame periods) is a late frame.
    var lateAfter: Double { period * 1.5 }

    /// Records a frame presented at `time` seconds, `transition` when a transition was running.
    mutating func presented(at time: Double, transition: Bool) {
        frames += 1
        lastInterval = lastTime.map { time - $0 }
        if transition, !lastWasTransition { lastTransition.reset() }
        if transition, lastWasTransition, let interval = lastInterval {
            lastTransition.add(interval, lateAfter: lateAfter)
            allTransitions.add(interval, lateAfter: lateAfter)
        }
        lastTime = time
        lastWasTransition = transition
    }

    /// `p50 16.7 · p99 18.1 ms · 0 late` for `statistics` (`no transition yet` when empty).
    static func summary(_ statistics: Statistics) -> String {
        guard let p50 = statistics.percentile(0.5), let p99 = statistics.percentile(0.99) else {
            return "no transition yet"
        }
        return "p50 \(DecimalText.oneDecimal(p50 * 1000)) · p99 \(DecimalText.oneDecimal(p99 * 1000)) ms · "
            + "\(statistics.late) late"
    }
}
