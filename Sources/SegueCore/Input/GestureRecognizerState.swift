import Foundation

/// The states of a gesture recognizer, as UIGestureRecognizer.State.
///
/// A discrete gesture (a tap) goes from `possible` to `ended` (recognized) or `failed`; a
/// continuous one (a pan) goes `possible` → `began` → `changed`… → `ended` or `cancelled`, or
/// from `possible` to `failed`. Only a reset brings a recognizer back to `possible`.
nonisolated public enum GestureRecognizerState: Sendable, CustomStringConvertible {
    /// Not recognized yet; the initial state.
    case possible
    /// A continuous gesture was recognized and starts.
    case began
    /// A continuous gesture goes on.
    case changed
    /// A continuous gesture finished, or a discrete one was recognized.
    case ended
    /// A continuous gesture was cancelled.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// The state a discrete gesture reaches when recognized (the same as `ended`).
    public static let recognized = GestureRecognizerState.ended

    /// True for `began` and `changed`: a continuous gesture is running.
    public var isActive: Bool { self == .began || self == .changed }

    /// True for `ended`, `cancelled` and `failed`: only a reset follows.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// True when a recognizer may move from this state to `next` (a reset aside).
    public func canTransition(to next: GestureRecognizerState) -> Bool {
        switch (self, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed):
            return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled):
            return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return true
        default:
            return false
        }
    }

    /// The case name ("possible", "began", ...).
    public var description: String {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}
