import SegueCore

/// The list of the viewer's keys, as a card in the middle of the window.
final class HelpPanel: View {
    /// The keys and what they do, in the order shown.
    static let entries: [(key: String, action: String)] = [
        ("Esc", "back: pop or dismiss"),
        ("S", "slow motion on/off"),
        ("P", "pause / resume"),
        ("M", "reduce motion on/off"),
        ("← →", "step a frame while paused"),
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

    /// The card's size when the window has room for it.
    static var size: Size {
        Size(width: width, height: 56 + Double(entries.count) * rowHeight + 14)
    }

    /// The card's size in a window of `available` points: as wide as fits (keys are cut with an
    /// ellipsis beyond), and in a short window rows as close as fits, down to 12 points.
    static func size(fitting available: Size) -> Size {
        let row = rowHeight(fitting: available.height)
        return Size(width: min(width, available.width), height: 56 + Double(entries.count) * row + 14)
    }

    /// The row height that lets the card fit `height` points (at most 24, at least 12).
    static func rowHeight(fitting height: Double) -> Double {
        min(rowHeight, max(12, ((height - 70) / Double(entries.count)).rounded(.down)))
    }

    /// Lays the rows out for the card's width; what does not fit ends in an ellipsis.
    override func layoutSubviews() {
        let width = bounds.width
        titleLabel.frame = Rect(x: 0, y: 14, width: width, height: 30)
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let row = (bounds.height - 70) / Double(max(rows.count, 1))
        let fontSize = min(14, (row * 0.6).rounded(.down))
        // The key column takes what its widest key needs, up to a third of the card.
        let keyWidth = min(72, (width / 3).rounded(.down))
        for (index, (key, action)) in rows.enumerated() {
            let y = 56 + Double(index) * row
            key.fontSize = fontSize
            action.fontSize = fontSize
            key.frame = Rect(x: 10, y: y, width: keyWidth, height: row)
            action.frame = Rect(x: keyWidth + 20, y: y, width: max(width - keyWidth - 28, 0), height: row)
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
