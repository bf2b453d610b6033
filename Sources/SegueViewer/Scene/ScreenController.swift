import Segue

/// A screen of the viewer: a coloured page with a large title, a caption and a column of
/// buttons in the middle, laid out again whenever its size changes.
class ScreenController: ViewController {
    /// The page colour.
    let color: Color
    /// The buttons, top to bottom.
    private(set) var buttons: [Button] = []
    let titleLabel: Label
    let captionLabel: Label
    weak var scene: ViewerScene?

    init(title: String, color: Color, caption: String, scene: ViewerScene?) {
        self.color = color
        self.scene = scene
        let dark = color.red * 0.299 + color.green * 0.587 + color.blue * 0.114 < 0.6
        titleLabel = Label(text: title, fontSize: 34, textColor: dark ? .white : .black)
        captionLabel = Label(text: caption, fontSize: 15, textColor: dark ? Color(r: 235, g: 235, b: 245) : .black)
        super.init(title: title)
        for label in [titleLabel, captionLabel] { Self.fitsWidth(label) }
    }

    /// Segue reads no archives (see `ViewController.init(coder:)`).
    required init?(coder: NSCoder) {
        nil
    }

    /// How much the screen's heights, gaps and font sizes are scaled so that it fits its bounds:
    /// 1 where the natural layout fits (every size from 390x844 up), less in a short window or
    /// a sheet at medium, never below `smallestMetricsScale`.
    private(set) var metricsScale = 1.0
    /// The least `metricsScale`.
    static let smallestMetricsScale = 0.3

    /// Makes `label` shrink its text to its width (down to 35%) instead of spilling out.
    static func fitsWidth(_ label: Label) {
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.35
    }

    override func loadView() {
        let view = View(frame: Rect(origin: .zero, size: .defaultContent))
        view.backgroundColor = color
        view.accessibilityTitle = title
        view.addSubview(titleLabel)
        view.addSubview(captionLabel)
        view.layoutHandler = { [unowned self] view in self.fitLayout(in: view.bounds) }
        self.view = view
    }

    /// Adds a button to the column.
    @discardableResult
    func addButton(_ title: String, action: @escaping () -> Void) -> Button {
        addButtonWithSource(title) { _ in action() }
    }

    /// Adds a button to the column whose action is given the button (the source of a zoom).
    @discardableResult
    func addButtonWithSource(_ title: String, action: @escaping (Button) -> Void) -> Button {
        let button = Button(title: title)
        button.setTitleColor(.black, for: .normal)
        button.setBackgroundColor(.white, for: .normal)
        button.setBackgroundColor(Color(r: 210, g: 210, b: 215), for: .highlighted)
        button.titleLabel.fontSize = 18
        Self.fitsWidth(button.titleLabel)
        button.addAction(for: .touchUpInside) { [unowned button] _ in action(button) }
        buttons.append(button)
        view.addSubview(button)
        view.setNeedsLayout()
        return button
    }

    /// Lays the screen out for `bounds` with `layout(in:)`, at full size when that fits, else
    /// again with every height, gap and font size scaled by `metricsScale` so that the lowest
    /// view ends 8 points above the bottom (horizontally, labels shrink their text to fit).
    func fitLayout(in bounds: Rect) {
        metricsScale = 1
        layout(in: bounds)
        let room = bounds.height - 8
        // Not everything scales with the metrics (a header's share of the height), so a few
        // rounds may be needed.
        for _ in 0..<6 {
            let bottom = view.subviews.filter { !$0.isHidden }.map(\.frame.maxY).max() ?? 0
            guard bottom > room, bottom > 0, metricsScale > Self.smallestMetricsScale else { return }
            metricsScale = max(Self.smallestMetricsScale, metricsScale * room / bottom * 0.98)
            layout(in: bounds)
        }
    }

    /// Places the title, caption and buttons for the bounds, heights scaled by `metricsScale`:
    /// the buttons are centred in the space below the header, and never overlap it.
    func layout(in bounds: Rect) {
        let k = metricsScale
        let width = min(260, bounds.width - 40)
        titleLabel.fontSize = 34 * k
        captionLabel.fontSize = 15 * k
        titleLabel.frame = Rect(x: 10, y: 40 * k, width: bounds.width - 20, height: 48 * k)
        captionLabel.frame = Rect(x: 10, y: 92 * k, width: bounds.width - 20, height: 24 * k)
        let headerBottom = layoutHeader(in: bounds, top: 130 * k)
        let height = 48.0 * k
        let spacing = 14.0 * k
        let total = Double(buttons.count) * height + Double(max(buttons.count - 1, 0)) * spacing
        var y = max(headerBottom, headerBottom + (bounds.height - headerBottom - total) / 2)
        for button in buttons {
            button.titleLabel.fontSize = 18 * k
            button.frame = Rect(x: (bounds.width - width) / 2, y: y, width: width, height: height)
            y += height + spacing
        }
    }

    /// Lays out what a screen shows between its caption and its buttons, starting at `top`;
    /// returns the bottom of it (nothing by default).
    func layoutHeader(in bounds: Rect, top: Double) -> Double { top }
}
