import Foundation
import SegueCore

/// The list of keys, as a card in the middle of the window: the built-in keys, each panel's
/// toggle key (the inspector, the meter, the motion lab, the app's panels, this help), the keys of
/// the shown panels and the app's keys (`SceneControls.helpEntries(in:)`).
final class HelpPanelView: View {
    /// The built-in keys that are no panel's, in the order shown (the panels' keys go at
    /// `panelEntriesIndex`).
    static let entries: [(key: String, action: String)] = [
        ("Esc", "back: pop or dismiss"),
        ("S", "slow motion on/off"),
        ("P", "pause / resume"),
        ("M", "reduce motion on/off"),
        ("← →", "step a frame while paused"),
        ("Tab ⇧Tab", "move the focus ring"),
        ("⏎ Space", "press the focused button"),
        ("R", "record a GIF / stop, save it"),
        ("Ctrl+Q", "quit"),
        ("Click", "press a button"),
        ("Drag", "from the left edge: back"),
        ("Drag ↓", "a modal: dismiss it"),
    ]
    /// Where the panels' toggle keys are listed among `entries`.
    static let panelEntriesIndex = 5
    static let rowHeight = 24.0
    static let width = 320.0

    private let titleLabel = Label(text: "Keys", fontSize: 20, textColor: .white)
    private var rows: [(Label, Label)] = []
    /// The lines shown.
    private(set) var shownEntries: [(key: String, action: String)] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 20, g: 22, b: 28, a: 230)
        cornerRadius = 14
        isUserInteractionEnabled = false
        accessibilityTitle = "Help"
        addSubview(titleLabel)
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override var segueTypeName: String { "HelpPanelView" }

    /// Shows `entries`, laying the rows out again only when they changed.
    func show(_ entries: [(key: String, action: String)]) {
        guard entries.map(\.key) != shownEntries.map(\.key) || entries.map(\.action) != shownEntries.map(\.action)
        else { return }
        shownEntries = entries
        while rows.count < entries.count {
            let key = Label(text: "", fontSize: 14, textColor: Color(r: 255, g: 214, b: 10))
            key.textAlignment = .right
            let action = Label(text: "", fontSize: 14, textColor: .white)
            action.textAlignment = .left
            addSubview(key)
            addSubview(action)
            rows.append((key, action))
        }
        for (index, row) in rows.enumerated() {
            row.0.isHidden = index >= entries.count
            row.1.isHidden = index >= entries.count
        }
        setNeedsLayout()
    }

    /// The card's size when the window has room for `rows` rows.
    static func size(rows: Int) -> Size {
        Size(width: width, height: 56 + Double(rows) * rowHeight + 14)
    }

    /// The card's size in a window of `available` points: as wide as fits (keys are cut with an
    /// ellipsis beyond), and in a short window rows as close as fits, down to 12 points.
    static func size(fitting available: Size, rows: Int) -> Size {
        let row = rowHeight(fitting: available.height, rows: rows)
        return Size(width: min(width, available.width), height: 56 + Double(rows) * row + 14)
    }

    /// The row height that lets the card of `rows` rows fit `height` points (at most 24, at
    /// least 12).
    static func rowHeight(fitting height: Double, rows: Int) -> Double {
        min(rowHeight, max(12, ((height - 70) / Double(max(rows, 1))).rounded(.down)))
    }

    /// Lays the rows out for the card's width; what does not fit ends in an ellipsis.
    override func layoutSubviews() {
        let width = bounds.width
        titleLabel.frame = Rect(x: 0, y: 14, width: width, height: 30)
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let count = max(shownEntries.count, 1)
        let row = (bounds.height - 70) / Double(count)
        let fontSize = min(14, (row * 0.6).rounded(.down))
        // The key column takes what its widest key needs, up to a third of the card.
        let keyWidth = min(72, (width / 3).rounded(.down))
        for (index, (key, action)) in rows.enumerated() where index < shownEntries.count {
            let y = 56 + Double(index) * row
            key.fontSize = fontSize
            action.fontSize = fontSize
            key.frame = Rect(x: 10, y: y, width: keyWidth, height: row)
            action.frame = Rect(x: keyWidth + 20, y: y, width: max(width - keyWidth - 28, 0), height: row)
            let entry = shownEntries[index]
            key.text = LineFitter.truncate(entry.key, width: key.frame.width) {
                measurer.measure($0, fontSize: key.fontSize).width
            }
            action.text = LineFitter.truncate(entry.action, width: action.frame.width) {
                measurer.measure($0, fontSize: action.fontSize).width
            }
        }
    }
}

/// The help card as an overlay panel (H or ?); its view is made when first drawn.
final class HelpPanel: OverlayPanel, LazyViewPanel {
    private var made: HelpPanelView?
    /// The panel's view, made on first use.
    var panelView: HelpPanelView {
        if let made { return made }
        let view = HelpPanelView()
        made = view
        return view
    }
    var createdView: View? { made }

    var title: String { "Help" }
    var view: View { panelView }
    var toggleKey: KeyPress? { KeyPress("h") }
    var help: String { "this help (also ?)" }
    var placement: OverlayPlacement { .center }

    func size(fitting available: Size) -> Size {
        HelpPanelView.size(fitting: available, rows: max(panelView.shownEntries.count, HelpPanelView.entries.count))
    }
}
