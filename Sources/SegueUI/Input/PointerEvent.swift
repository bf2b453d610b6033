import SegueCore

/// A platform-neutral event of the one mouse pointer (its left button), in window points, with a
/// time in seconds from the same clock as the app's frames. The app translates SDL mouse events
/// into these and gives them to an `EventRouter`.
public enum PointerEvent: Equatable, Sendable {
    /// The button went down.
    case down(location: Point, time: Double)
    /// The pointer moved (events while the button is up are ignored by the router).
    case moved(location: Point, time: Double)
    /// The button went up.
    case up(location: Point, time: Double)
    /// The platform took the pointer away; a touch in progress is cancelled.
    case cancelled(time: Double)

    /// The time of the event, in seconds.
    public var time: Double {
        switch self {
        case .down(_, let time), .moved(_, let time), .up(_, let time), .cancelled(let time):
            return time
        }
    }
}
