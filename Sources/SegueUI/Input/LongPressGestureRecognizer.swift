import SegueCore

/// Recognizes a press held still, as UILongPressGestureRecognizer: it begins once
/// `numberOfTouchesRequired` fingers have been down `minimumPressDuration` seconds (on the
/// clock the event router is advanced with, or a touch's own time) without moving farther than
/// `allowableMovement`; then it reports `changed` on every move and `ended` on release. It fails
/// when the fingers move too far or lift first.
@preconcurrency @MainActor open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long, in seconds, the fingers must stay down (0.5, as UIKit's).
    public var minimumPressDuration = 0.5
    /// How far, in window points, a finger may move before the press fails (10, as UIKit's).
    public var allowableMovement: Double = 10
    /// The fingers that must press.
    public var numberOfTouchesRequired = 1
    /// The taps before the press (0, the default, takes any press; 1: a tap, then the press).
    public var numberOfTapsRequired = 0

    /// When the required fingers were all down (nil before).
    private var pressStart: Double?

    /// Creates a long-press recognizer.
    public required init() {
        super.init()
    }

    /// Starts the timer once the required fingers are down.
    open override func touchesBegan(_ touches: [Touch]) {
        guard state == .possible, let touch = touches.first else { return }
        let tapsMissed = numberOfTapsRequired > 0 && touch.tapCount != numberOfTapsRequired + 1
        if numberOfTouches > max(numberOfTouchesRequired, 1) || tapsMissed {
            state = .failed
        } else if numberOfTouches == max(numberOfTouchesRequired, 1) {
            pressStart = touch.timestamp
        }
    }

    /// Fails on a move too far before it begins; reports `changed` after.
    open override func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            if touch.location.distance(to: touch.initialLocation) > allowableMovement {
                state = .failed
            } else {
                timeDidAdvance(to: touch.timestamp)
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// A finger lifting ends a running press; one that never began fails.
    open override func touchesEnded(_ touches: [Touch]) {
        if state.isActive {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    /// Begins once the fingers have been down long enough.
    open override func timeDidAdvance(to time: Double) {
        guard state == .possible, let pressStart, time - pressStart >= minimumPressDuration else { return }
        state = .began
    }

    /// Forgets the press, ready for the next one.
    open override func reset() {
        super.reset()
        pressStart = nil
    }
}
