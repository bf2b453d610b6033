import Foundation
import Segue

/// A row of a grouped settings list, as a table view cell: a title on the left and a detail in
/// grey on the right, on white. With `isTappable` it is a button with a chevron that greys while
/// pressed; otherwise it only shows a value.
final class SettingsRow: Button {
    private let detailLabel = Screen.label("", size: 17, color: Palette.secondaryText, alignment: .right)
    private let isTappable: Bool

    /// The grey text on the right.
    var detail: String {
        get { detailLabel.text }
        set { detailLabel.text = isTappable ? newValue + "  ›" : newValue }
    }

    init(title: String, detail: String = "", isTappable: Bool) {
        self.isTappable = isTappable
        super.init(title: title)
        titleLabel.fontSize = 17
        titleLabel.textAlignment = .left
        setTitleColor(.black, for: .normal)
        setTitleColor(.black, for: .highlighted)
        setBackgroundColor(.white, for: .normal)
        setBackgroundColor(isTappable ? Palette.pressed : .white, for: .highlighted)
        layer.cornerRadius = 0
        isUserInteractionEnabled = isTappable
        addSubview(detailLabel)
        self.detail = detail
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    /// The row's type in the inspector and the state JSON.
    override var segueTypeName: String { "SettingsRow" }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        titleLabel.frame = Rect(x: 16, y: 0, width: max(b.width * 0.55 - 16, 1), height: b.height)
        detailLabel.frame = Rect(x: b.width * 0.45, y: 0, width: max(b.width * 0.55 - 16, 1), height: b.height)
    }
}

/// Rows on a rounded white group with hairlines between them, under a small grey heading.
final class SettingsGroup: View {
    let heading: Label
    let rows: [SettingsRow]
    private let card = View()
    private var separators: [View] = []

    /// The height of a row.
    static let rowHeight = 46.0

    init(heading: String, rows: [SettingsRow]) {
        self.heading = Screen.label(heading.uppercased(), size: 13, color: Palette.secondaryText)
        self.rows = rows
        super.init()
        card.backgroundColor = .white
        card.layer.cornerRadius = 10
        card.clipsToBounds = true
        addSubview(self.heading)
        addSubview(card)
        for (i, row) in rows.enumerated() {
            card.addSubview(row)
            if i > 0 {
                let separator = View()
                separator.backgroundColor = Palette.separator
                separator.isUserInteractionEnabled = false
                separators.append(separator)
                card.addSubview(separator)
            }
        }
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    /// The group's height for its rows, heading included.
    var preferredHeight: Double { 28 + Double(rows.count) * Self.rowHeight }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        heading.frame = Rect(x: 16, y: 0, width: max(b.width - 32, 1), height: 22)
        card.frame = Rect(x: 0, y: 28, width: b.width, height: Double(rows.count) * Self.rowHeight)
        for (i, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: Double(i) * Self.rowHeight, width: b.width, height: Self.rowHeight)
        }
        for (i, separator) in separators.enumerated() {
            separator.frame = Rect(x: 16, y: Double(i + 1) * Self.rowHeight, width: max(b.width - 16, 1), height: 1)
        }
    }
}
