import SegueCore

/// The pan of a sheet's card: a `PanGestureRecognizer` that also reports the press and the end
/// of a press that never became a pan, so a settling card stops under the finger as soon as it
/// lands and goes on settling when the finger lifts without dragging.
final class SheetPanGestureRecognizer: PanGestureRecognizer {
    /// Called when a finger presses on the card.
    var pressed: () -> Void = {}
    /// Called when the sequence of a press ends (released, cancelled or failed) without the pan
    /// having begun.
    var releasedWithoutPan: () -> Void = {}

    private var isPressed = false
    private var didPan = false

    override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        isPressed = true
        didPan = false
        pressed()
    }

    override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        if state.isActive { didPan = true }
    }

    override func reset() {
        let unfinishedPress = isPressed && !didPan
        isPressed = false
        didPan = false
        super.reset()
        if unfinishedPress { releasedWithoutPan() }
    }
}
