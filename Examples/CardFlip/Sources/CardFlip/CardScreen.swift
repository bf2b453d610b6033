import Segue

/// One side of the card: a coloured page with a title and a button. The front's button flips to
/// the back; on the back, the button flips back and so does a drag to the right (interactive:
/// release past the middle, or flick, to finish; otherwise the card turns back).
final class CardScreen: ViewController {
    enum Side {
        case front, back
    }

    let side: Side
    private let card = View()
    private let heading: Label
    private let button: Button
    private var drag: InteractiveDragDriver?

    init(side: Side) {
        self.side = side
        heading = Label(text: side == .front ? "Front" : "Back", fontSize: 34, textColor: .white)
        button = Button(title: side == .front ? "Flip" : "Flip back")
        super.init(title: side == .front ? "Front" : "Back")
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        let view = View(frame: Rect(origin: .zero, size: .defaultContent))
        view.backgroundColor = side == .front ? Color(r: 242, g: 242, b: 247) : Color(r: 28, g: 28, b: 30)
        view.accessibilityTitle = title
        card.backgroundColor = side == .front ? Color(r: 0, g: 122, b: 255) : Color(r: 255, g: 149, b: 0)
        card.layer.cornerRadius = 24
        view.addSubview(card)
        card.addSubview(heading)
        button.setTitleColor(.black, for: .normal)
        button.setBackgroundColor(.white, for: .normal)
        button.setBackgroundColor(Color(r: 210, g: 210, b: 215), for: .highlighted)
        view.addSubview(button)
        view.layoutHandler = { [unowned self] view in self.layout(in: view.bounds) }
        self.view = view
    }

    override func viewDidLoad() {
        button.addAction(for: .touchUpInside) { [unowned self] _ in self.flip() }
        guard side == .back else { return }
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        drag = InteractiveDragDriver(
            recognizer: pan, direction: Point(x: 1, y: 0), length: { [unowned self] in self.view.bounds.width },
            start: { [weak self] interaction in
                self?.navigationController?.popViewController(interaction: interaction) ?? false
            })
    }

    private func flip() {
        if side == .front {
            navigationController?.pushViewController(CardScreen(side: .back), animated: true)
        } else {
            navigationController?.popViewController(animated: true)
        }
    }

    private func layout(in bounds: Rect) {
        let width = min(300, bounds.width - 40)
        let height = min(400, bounds.height - 160)
        card.frame = Rect(x: (bounds.width - width) / 2, y: 40, width: width, height: height)
        heading.frame = Rect(x: 20, y: 20, width: width - 40, height: 44)
        button.frame = Rect(x: (bounds.width - 200) / 2, y: card.frame.maxY + 30, width: 200, height: 48)
    }
}
