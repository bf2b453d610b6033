import Segue

/// A presented screen ("Modal 1", ...) with Dismiss and Present; a drag down dismisses it
/// interactively (release past the middle, or flick, to finish). In a sheet with detents the
/// sheet itself handles the drag, and Medium and Large move it between its detents.
final class ModalScreen: ScreenController, GestureRecognizerDelegate {
    private var dragDriver: InteractiveDragDriver?
    private let isInDetentSheet: Bool

    init(number: Int, scene: ViewerScene?, inDetentSheet: Bool = false) {
        isInDetentSheet = inDetentSheet
        let caption = inDetentSheet ? "Drag between medium and large" : "Drag down to dismiss"
        super.init(title: "Modal \(number)", color: Palette.modal(number), caption: caption, scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        addButton("Dismiss") { [weak self] in self?.scene?.dismiss(self) }
        addButtonWithSource("Present") { [weak self] button in self?.scene?.present(from: self, sourceView: button) }
        if isInDetentSheet {
            addButton("Medium") { [weak self] in self?.selectDetent(.medium) }
            addButton("Large") { [weak self] in self?.selectDetent(.large) }
            return
        }
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
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

    /// Moves the sheet to a detent, animated.
    private func selectDetent(_ identifier: SheetDetent.Identifier) {
        guard let sheet = sheetPresentationController else { return }
        sheet.animateChanges { sheet.selectedDetentIdentifier = identifier }
    }
}
