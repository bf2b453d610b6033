import Foundation

/// Where a touch is in its life, as UITouch.Phase.
nonisolated public enum TouchPhase: Sendable {
    /// The pointer went down.
    case began
    /// The pointer moved while down.
    case moved
    /// The pointer is down and did not move since the last event.
    case stationary
    /// The pointer went up.
    case ended
    /// The system stopped tracking the pointer (focus lost, pointer left the window).
    case cancelled

    /// True for `ended` and `cancelled`: the touch will not be delivered again.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}
