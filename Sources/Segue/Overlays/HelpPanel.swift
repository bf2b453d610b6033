import SegueCore

/// The list of the viewer's keys, as a card in the middle of the window.
final class HelpPanel: View {
    /// The keys and what they do, in the order shown.
    static let entries: [(key: String, action: String)] = [
        ("Esc", "back: pop or dismiss"),
        ("S", "slow motion on/off"),
        ("P", "pause / resume"),
        ("← →", "step one frame while paused"),
        ("I", "inspector: stacks, view tree"),
        ("F", "frame-time meter"),
        ("H or ?", "this help"),
        ("Tab ⇧Tab", "move the focus ring"),
        ("⏎ Space", "press the focused button"),
        ("R", "record a GIF / stop, save it"),
        ("Ctrl+Q", "quit"),
        ("Click", "press a button"),
        ("Drag", "from the left edge: back"),
        ("Drag ↓", "a modal: dismiss it"),
    ]
    static let rowHeight = 24.0
    static let width = 320.0

    private let titleLabel = Label(text: "Keys", fontSize: 20, textColor: .white)
    private var rows: [(Label, Label)] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 20, g: 22, b: 28, a: 230)
        cornerRadius = 14
        isUserInteractionEnabled = false
        accessibilityTitle = "Help"
        addSubview(titleLabel)
        for entry in Self.entries {
            let key = Label(text: entry.key, fontSize: 14, textColor: Color(r: 255, g: 214, b: 10))
            key.textAlignment = .right
            let action = Label(text: entry.action, fontSize: 14, textColor: .white)
            action.textAlignment = .left
            addSubview(key)
            addSubview(action)
            rows.append((key, action))
        }
    }

    override var typeName: String { "HelpPanel" }

    /// The card's size.
    static var size: Size {
        Size(width: width, height: 56 + Double(entries.count) * rowHeight + 14)
    }

    /// Lays the rows out for the card's width; what does not fit ends in an ellipsis.
    override func layoutSubviews() {
        let width = bounds.width
        titleLabel.frame = Rect(x: 0, y: 14, width: width, height: 30)
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        for (index, (key, action)) in rows.enumerated() {
            let y = 56 + Double(index) * Self.rowHeight
            key.frame = Rect(x: 12, y: y, width: 80, height: Self.rowHeight)
            action.frame = Rect(x: 104, y: y, width: max(width - 116, 0), height: Self.rowHeight)
            let entry = Self.entries[index]
            key.text = LineFitter.truncate(entry.key, width: key.frame.width) {
                measurer.measure($0, fontSize: key.fontSize).width
            }
            action.text = LineFitter.truncate(entry.action, width: action.frame.width) {
                measurer.measure($0, fontSize: action.fontSize).width
            }
        }
    }
}
