import SegueCore

/// Estimates the velocity of a pointer from its recent positions and their timestamps: a
/// least-squares line through the samples of the last `window` seconds, per axis. The samples
/// live in a fixed ring, so adding one never allocates.
///
/// What ``PanGestureRecognizer`` reports as its velocity; an app writing its own gesture feeds it
/// every position and asks for the release velocity:
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(touch.location, time: touch.timestamp)   // on every move
/// let velocity = tracker.velocity(window: 0.1)          // points per second, on release
/// ```
public struct VelocityTracker {
    private static let capacity = 32
    private var times = [Double](repeating: 0, count: VelocityTracker.capacity)
    private var xs = [Double](repeating: 0, count: VelocityTracker.capacity)
    private var ys = [Double](repeating: 0, count: VelocityTracker.capacity)
    private var next = 0
    private var count = 0

    /// Creates a tracker with no samples.
    public init() {}

    /// Forgets every sample.
    public mutating func reset() {
        next = 0
        count = 0
    }

    /// Records the position `point` at `time` (seconds, not decreasing).
    public mutating func add(_ point: Point, time: Double) {
        times[next] = time
        xs[next] = point.x
        ys[next] = point.y
        next = (next + 1) % VelocityTracker.capacity
        count = min(count + 1, VelocityTracker.capacity)
    }

    /// The fastest a pointer is taken to move, in points per second either way along an axis:
    /// beyond it (positions near Double's limits) the fit would overflow.
    public static let maximumSpeed = 1e6

    /// The velocity in points per second over the samples no older than `window` seconds before
    /// the latest one; zero with fewer than two samples there or no time between them. Finite:
    /// each axis within `maximumSpeed`.
    public func velocity(window: Double) -> Point {
        guard count >= 2 else { return .zero }
        let newest = (next - 1 + VelocityTracker.capacity) % VelocityTracker.capacity
        let latest = times[newest]
        var n = 0.0
        var sumT = 0.0
        var sumX = 0.0
        var sumY = 0.0
        var index = newest
        for _ in 0..<count {
            let t = times[index] - latest
            if t < -window - 1e-9 { break }
            n += 1
            sumT += t
            sumX += xs[index] / Double(VelocityTracker.capacity)
            sumY += ys[index] / Double(VelocityTracker.capacity)
            index = (index - 1 + VelocityTracker.capacity) % VelocityTracker.capacity
        }
        guard n >= 2 else { return .zero }
        let meanT = sumT / n
        // Summed in parts of the capacity, so positions near Double's limits do not overflow.
        let meanX = sumX / n * Double(VelocityTracker.capacity)
        let meanY = sumY / n * Double(VelocityTracker.capacity)
        var stt = 0.0
        var stx = 0.0
        var sty = 0.0
        index = newest
        for _ in 0..<Int(n) {
            let dt = times[index] - latest - meanT
            stt += dt * dt
            stx += dt * (xs[index] - meanX)
            sty += dt * (ys[index] - meanY)
            index = (index - 1 + VelocityTracker.capacity) % VelocityTracker.capacity
        }
        guard stt > 1e-12 else { return .zero }
        func limited(_ v: Double) -> Double {
            v.isNaN ? 0 : min(max(v, -VelocityTracker.maximumSpeed), VelocityTracker.maximumSpeed)
        }
        return Point(x: limited(stx / stt), y: limited(sty / stt))
    }
}
