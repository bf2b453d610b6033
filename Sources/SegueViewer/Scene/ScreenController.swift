import Segue
import SegueCore
import SegueUI

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
    }

    override func loadView() -> View {
        let view = View(frame: Rect(origin: .zero, size: .defaultContent))
        view.backgroundColor = color
        view.accessibilityTitle = title
        view.addSubview(titleLabel)
        view.addSubview(captionLabel)
        view.layoutHandler = { [unowned self] view in self.layout(in: view.bounds) }
        return view
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
        button.addAction(for: .touchUpInside) { [unowned button] _ in action(button) }
        buttons.append(button)
        view.addSubview(button)
        view.setNeedsLayout()
        return button
    }

    /// Places the title, caption and buttons for the bounds: the buttons are centred in the space
    /// below the header, and never overlap it.
    func layout(in bounds: Rect) {
        let width = min(260, bounds.width - 40)
        titleLabel.frame = Rect(x: 10, y: 40, width: bounds.width - 20, height: 48)
        captionLabel.frame = Rect(x: 10, y: 92, width: bounds.width - 20, height: 24)
        let headerBottom = layoutHeader(in: bounds, top: 130)
        let height = 48.0
        let spacing = 14.0
        let total = Double(buttons.count) * height + Double(max(buttons.count - 1, 0)) * spacing
        var y = max(headerBottom, headerBottom + (bounds.height - headerBottom - total) / 2)
        for button in buttons {
            button.frame = Rect(x: (bounds.width - width) / 2, y: y, width: width, height: height)
            y += height + spacing
        }
    }

    /// Lays out what a screen shows between its caption and its buttons, starting at `top`;
    /// returns the bottom of it (nothing by default).
    func layoutHeader(in bounds: Rect, top: Double) -> Double { top }
}
