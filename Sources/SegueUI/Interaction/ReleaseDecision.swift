/// Decides whether a released drag finishes its transition or cancels it, as UIKit apps do:
/// a fast flick in either direction decides by its direction; otherwise the progress carried
/// forward by the release velocity for `projectionTime` must pass one half.
nonisolated public struct ReleaseDecision: Sendable {
    /// Speed in points per second beyond which a flick decides by its direction alone.
    public var flickSpeed: Double = 1000
    /// How far ahead, in seconds, the release velocity carries the progress.
    public var projectionTime: Double = 0.2

    /// Creates the default decision.
    public init() {}

    /// True to finish. `progress` is 0...1; `velocity` is along the drag in points per second;
    /// `length` is the distance of the whole transition in points.
    public func shouldFinish(progress: Double, velocity: Double, length: Double) -> Bool {
        // A velocity that says nothing (NaN) does not cancel a drag that went all the way.
        let velocity = velocity.isNaN ? 0 : velocity
        if velocity > flickSpeed { return true }
        if velocity < -flickSpeed { return false }
        let projected = progress + (length > 0 ? velocity / length : 0) * projectionTime
        return projected > 0.5
    }
}
