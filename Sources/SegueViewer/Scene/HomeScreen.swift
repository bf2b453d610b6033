import Segue

/// The root screen: a picker of transition styles that shows the selected style's name,
/// durations and curves, and the buttons Push and Present.
final class HomeScreen: ScreenController {
    private var styleButtons: [Button] = []
    private let styleLabel = Label(text: "", fontSize: 15, textColor: .black)

    init(scene: ViewerScene?) {
        super.init(title: "Home", color: Palette.home, caption: "Pick a style, then push or present", scene: scene)
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        addButtonWithSource("Push") { [weak self] button in self?.scene?.push(from: button) }
        addButtonWithSource("Present") { [weak self] button in self?.scene?.present(from: self, sourceView: button) }
        addButtonWithSource("Gallery") { [weak self] button in self?.scene?.showGallery(from: button) }
        for style in TransitionStyle.allCases {
            let button = Button(title: style.name)
            button.titleLabel.fontSize = 15
            Self.fitsWidth(button.titleLabel)
            button.addAction(for: .touchUpInside) { [weak self] _ in self?.scene?.style = style }
            styleButtons.append(button)
            view.addSubview(button)
        }
        Self.fitsWidth(styleLabel)
        view.addSubview(styleLabel)
        styleLabel.accessibilityTitle = "StyleSummary"
        styleDidChange()
    }

    /// Shows the selected style.
    func styleDidChange() {
        guard let style = scene?.style else { return }
        for (button, candidate) in zip(styleButtons, TransitionStyle.allCases) {
            let selected = candidate == style
            button.setTitleColor(selected ? .white : .systemBlue, for: .normal)
            button.setBackgroundColor(selected ? .systemBlue : Color(r: 229, g: 229, b: 234), for: .normal)
        }
        styleLabel.text = "\(style.name): \(style.summary)"
    }

    /// Lays the screen out with Push, Present and Gallery side by side right under the picker, so that
    /// everything Home offers stays in the top half, clickable beside a sheet at medium.
    override func layout(in bounds: Rect) {
        super.layout(in: bounds)
        guard !buttons.isEmpty else { return }
        let k = metricsScale
        let gap = min(12.0, bounds.width / 30)
        let rowWidth = min(300, bounds.width - 2 * max(gap, 6))
        let width = (rowWidth - gap * Double(buttons.count - 1)) / Double(buttons.count)
        let top = layoutHeader(in: bounds, top: 130 * k)
        for (i, button) in buttons.enumerated() {
            button.frame = Rect(
                x: (bounds.width - rowWidth) / 2 + Double(i) * (width + gap), y: top, width: width, height: 48 * k)
        }
    }

    /// Lays out the style picker (rows of three) and its summary under the caption, and
    /// returns where the column of buttons may start.
    override func layoutHeader(in bounds: Rect, top: Double) -> Double {
        let k = metricsScale
        let columns = 3
        let gap = min(8.0, bounds.width / 45)
        let width = min(120, (bounds.width - 20 - gap * Double(columns - 1)) / Double(columns))
        let rowWidth = width * Double(columns) + gap * Double(columns - 1)
        for (i, button) in styleButtons.enumerated() {
            let row = i / columns
            let column = i % columns
            button.titleLabel.fontSize = 15 * k
            button.frame = Rect(
                x: (bounds.width - rowWidth) / 2 + Double(column) * (width + gap), y: top + Double(row) * 44 * k,
                width: width, height: 36 * k)
        }
        let rows = (styleButtons.count + columns - 1) / columns
        let summaryTop = top + (Double(rows) * 44 + 4) * k
        styleLabel.fontSize = 15 * k
        styleLabel.frame = Rect(x: 10, y: summaryTop, width: bounds.width - 20, height: 24 * k)
        return summaryTop + 36 * k
    }
}
