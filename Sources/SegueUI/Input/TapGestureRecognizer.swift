import SegueCore

/// Recognizes taps, as UITapGestureRecognizer: `numberOfTouchesRequired` fingers go down and up
/// without moving farther than `allowableMovement` from where they went down, on the
/// `numberOfTapsRequired`-th press of a series (`Touch.tapCount`). It is discrete: it goes from
/// `possible` straight to `ended` (recognized) on release, or fails.
///
/// Each press of a series is a sequence of its own: a double-tap recognizer fails on the first
/// release and recognizes on the second, where UIKit's stays `possible` in between. A tap that
/// `require(toFail:)`s a double tap therefore recognizes on the first release at once.
@preconcurrency @MainActor open class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander from the press, in window points, before the tap fails.
    public var allowableMovement: Double = 10
    /// The taps in a row that make the gesture (1: a single tap, 2: a double tap).
    public var numberOfTapsRequired = 1
    /// The fingers that must tap together.
    public var numberOfTouchesRequired = 1

    /// Creates a tap recognizer.
    public required init() {
        super.init()
    }

    /// Fails when more fingers land than the tap takes.
    open override func touchesBegan(_ touches: [Touch]) {
        if state == .possible, numberOfTouches > max(numberOfTouchesRequired, 1) {
            state = .failed
        }
    }

    /// Follows a tracked touch.
    open override func touchesMoved(_ touches: [Touch]) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.location.distance(to: touch.initialLocation) > allowableMovement {
            state = .failed
        }
    }

    /// Ends tracking a touch: the last finger up recognizes the tap when enough fingers tapped
    /// and the press is the right one of its series.
    open override func touchesEnded(_ touches: [Touch]) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.location.distance(to: touch.initialLocation) > allowableMovement {
            state = .failed
            return
        }
        guard self.touches.allSatisfy({ $0.phase.isFinal }) else { return }
        let taps = max(numberOfTapsRequired, 1)
        let tapCount = self.touches.map(\.tapCount).min() ?? 1
        if numberOfTouches == max(numberOfTouchesRequired, 1), tapCount % taps == 0 {
            state = .recognized
        } else {
            state = .failed
        }
    }
}
