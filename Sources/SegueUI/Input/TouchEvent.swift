import SegueCore

/// A platform-neutral event of one of several touches, in window points, with a time in seconds
/// from the same clock as the app's frames: a touchscreen's finger, a script's `touch`, a
/// trackpad's swipe. `finger` tells the touches apart; it is the caller's number and stays the
/// same from `began` to `ended` or `cancelled` (the mouse pointer is `EventRouter.pointerFinger`).
public enum TouchEvent: Equatable, Sendable {
    /// A finger went down (a `began` for a finger already down first cancels its old touch).
    case began(finger: Int, location: Point, time: Double, type: TouchType)
    /// A finger moved.
    case moved(finger: Int, location: Point, time: Double)
    /// A finger lifted.
    case ended(finger: Int, location: Point, time: Double)
    /// The platform stopped tracking a finger; its touch is cancelled.
    case cancelled(finger: Int, time: Double)

    /// The finger the event is about.
    public var finger: Int {
        switch self {
        case .began(let finger, _, _, _), .moved(let finger, _, _), .ended(let finger, _, _),
            .cancelled(let finger, _):
            return finger
        }
    }

    /// The time of the event, in seconds.
    public var time: Double {
        switch self {
        case .began(_, _, let time, _), .moved(_, _, let time), .ended(_, _, let time), .cancelled(_, let time):
            return time
        }
    }
}
