import SegueCore

/// Recognizes a single click, as UITapGestureRecognizer with one tap required: the pointer goes
/// down and up without moving farther than `allowableMovement` from where it went down. It is
/// discrete: it goes from `possible` straight to `ended` (recognized) on release, or fails.
@MainActor open class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander from the press, in window points, before the tap fails.
    public var allowableMovement: Double = 10

    /// Creates a tap recognizer.
    public override init() {
        super.init()
    }

    /// Follows a tracked touch.
    open override func touchesMoved(_ touches: [Touch]) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.location.distance(to: touch.initialLocation) > allowableMovement {
            state = .failed
        }
    }

    /// Ends tracking a touch.
    open override func touchesEnded(_ touches: [Touch]) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.location.distance(to: touch.initialLocation) > allowableMovement {
            state = .failed
        } else {
            state = .recognized
        }
    }
}
