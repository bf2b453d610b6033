import Segue
import SegueCore
import SegueUI

/// A presented screen ("Modal 1", ...) with Dismiss and Present; a drag down dismisses it
/// interactively (release past the middle, or flick, to finish).
final class ModalScreen: ScreenController, GestureRecognizerDelegate {
    private var dragDriver: InteractiveDragDriver?

    init(number: Int, scene: ViewerScene?) {
        super.init(
            title: "Modal \(number)", color: Palette.modal(number), caption: "Drag down to dismiss", scene: scene)
    }

    override func viewDidLoad() {
        addButton("Dismiss") { [weak self] in self?.scene?.dismiss(self) }
        addButtonWithSource("Present") { [weak self] button in self?.scene?.present(from: self, sourceView: button) }
        let pan = PanGestureRecognizer()
        pan.delegate = self
        view.addGestureRecognizer(pan)
        dragDriver = InteractiveDragDriver(
            recognizer: pan, direction: Point(x: 0, y: 1), length: { [unowned self] in self.view.bounds.height },
            start: { [weak self] interaction in self?.scene?.dismissInteractively(self, with: interaction) ?? false })
    }

    /// A modal that arrived by zoom leaves its drags to the zoom drag.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        scene?.canZoomBack != true
    }
}
