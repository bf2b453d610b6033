import Segue

/// A screen of the app: a view of one colour, laid out again by `layout(in:)` whenever its size
/// changes, and a link back to the scene that moves between screens.
class Screen: ViewController {
    /// The scene that pushes, presents and keeps the settings.
    weak var scene: PhotoGridScene?
    private let backgroundColor: Color

    init(title: String, backgroundColor: Color, scene: PhotoGridScene?) {
        self.backgroundColor = backgroundColor
        self.scene = scene
        super.init(title: title)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func loadView() {
        let view = View(frame: Rect(origin: .zero, size: .defaultContent))
        view.backgroundColor = backgroundColor
        view.accessibilityTitle = title
        view.layoutHandler = { [unowned self] view in self.layout(in: view.bounds) }
        self.view = view
    }

    /// Places the subviews for the bounds.
    func layout(in bounds: Rect) {}

    /// A one-line label that shrinks its text to its width rather than spilling out.
    static func label(_ text: String, size: Double, color: Color = .black, alignment: TextAlignment = .left)
        -> Label
    {
        let label = Label(text: text, fontSize: size, textColor: color)
        label.textAlignment = alignment
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        return label
    }

    /// A button with a title in the system's blue and no background, as a bar button.
    static func barButton(_ title: String) -> Button {
        let button = Button(title: title)
        button.titleLabel.fontSize = 17
        button.setTitleColor(.systemBlue, for: .normal)
        return button
    }
}

/// The app's colours, after iOS's.
enum Palette {
    static let groupedBackground = Color(r: 242, g: 242, b: 247)
    static let bar = Color(r: 248, g: 248, b: 248)
    static let separator = Color(r: 198, g: 198, b: 200)
    static let secondaryText = Color(r: 138, g: 138, b: 142)
    static let pressed = Color(r: 222, g: 222, b: 227)
}
