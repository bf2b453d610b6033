import Segue

/// "About", presented from Settings in the app's transition style (the lift unless `--style`
/// chose another): a dark page with a few lines and Done. A drag down dismisses it interactively
/// (release past 160 points, or flick, to finish; otherwise it comes back).
final class AboutScreen: Screen, GestureRecognizerDelegate {
    private let lines = [
        ("PhotoGrid", 34.0), ("A photo library built on Segue", 17), ("", 17),
        ("Photos zoom out of their cards.", 15), ("Layout is a sheet with detents.", 15),
        ("Everything else lifts.", 15), ("", 15), ("Drag down to close", 13),
    ].map { text, size in Screen.label(text, size: size, color: .white, alignment: .center) }
    private let done = Button(title: "Done")
    private var drag: InteractiveDragDriver?

    init(scene: PhotoGridScene?) {
        super.init(title: "About", backgroundColor: Color(r: 28, g: 28, b: 30), scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        for line in lines { view.addSubview(line) }
        done.titleLabel.fontSize = 17
        done.setTitleColor(.black, for: .normal)
        done.setBackgroundColor(.white, for: .normal)
        done.setBackgroundColor(Palette.pressed, for: .highlighted)
        done.layer.cornerRadius = 12
        done.addAction(for: .touchUpInside) { [unowned self] _ in self.dismiss(animated: true) }
        view.addSubview(done)
        let pan = PanGestureRecognizer()
        pan.delegate = self
        view.addGestureRecognizer(pan)
        drag = InteractiveDragDriver(
            recognizer: pan, direction: Point(x: 0, y: 1), length: { [unowned self] in self.dragLength },
            start: { [weak self] interaction in self?.dismiss(interaction: interaction) ?? false })
    }

    /// How far down a drag takes the dismissal all the way: the lift only moves the screen a
    /// little, so a third of a tall screen (not its whole height) keeps it answering the finger.
    private var dragLength: Double { min(view.bounds.height, 320) }

    /// Under the zoom style the screen arrived by zoom, and the zoom drag takes its drags.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        !arrivedByZoom
    }

    override func layout(in bounds: Rect) {
        var y = bounds.height * 0.22
        for line in lines {
            let height = line.fontSize * 1.5
            line.frame = Rect(x: 20, y: y, width: max(bounds.width - 40, 1), height: height)
            y += height + 4
        }
        let width = min(260, bounds.width - 40)
        done.frame = Rect(x: (bounds.width - width) / 2, y: max(y + 24, bounds.height - 120), width: width, height: 48)
    }
}
