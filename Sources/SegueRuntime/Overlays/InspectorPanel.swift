import Foundation
import SegueCore

/// The inspector drawn over the scene: a translucent panel on the right listing the controller
/// stacks and the live view tree (`InspectorLines`), one label per row, reused frame to frame.
/// Lines wider than the panel wrap, so nothing runs off a narrow window.
final class InspectorPanelView: View {
    static let lineHeight = 14.0
    static let fontSize = 11.0
    static let padding = 8.0

    private var labels: [Label] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 20, g: 22, b: 28, a: 215)
        clipsToBounds = true
        isUserInteractionEnabled = false
        accessibilityTitle = "Inspector"
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override var segueTypeName: String { "InspectorPanelView" }

    /// How many lines fit the panel's height.
    var lineCapacity: Int {
        max(1, Int((bounds.height - 2 * Self.padding) / Self.lineHeight))
    }

    /// Shows `lines`, wrapped at spaces to the panel's width (a word too long for it ends in an
    /// ellipsis) and cut to the rows that fit its height.
    func show(_ logicalLines: [String]) {
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        let lines = LineFitter.wrap(
            logicalLines, width: max(bounds.width - 2 * Self.padding, 0), capacity: lineCapacity,
            measure: { measurer.measure($0, fontSize: Self.fontSize).width })
        while labels.count < lines.count {
            let label = Label(text: "", fontSize: Self.fontSize, textColor: .white)
            label.textAlignment = .left
            labels.append(label)
            addSubview(label)
        }
        let header = headerRows(of: logicalLines, in: lines)
        for (index, label) in labels.enumerated() {
            guard index < lines.count else {
                label.isHidden = true
                continue
            }
            label.isHidden = false
            label.text = lines[index]
            label.textColor = index < header ? Color(r: 255, g: 214, b: 10) : .white
            label.frame = Rect(
                x: Self.padding, y: Self.padding + Double(index) * Self.lineHeight,
                width: max(bounds.width - 2 * Self.padding, 0), height: Self.lineHeight)
        }
    }

    /// How many rows the first four lines (stacks, transition, time) took after wrapping.
    private func headerRows(of logicalLines: [String], in rows: [String]) -> Int {
        guard logicalLines.count > 4 else { return rows.count }
        let treeTitle = logicalLines[4]
        return rows.firstIndex(of: treeTitle) ?? 4
    }
}

/// The inspector as an overlay panel (key I). Its view is made when the window first draws it,
/// so a scene without a window (headless, the fuzzer) makes none.
final class InspectorPanel: OverlayPanel, LazyViewPanel {
    /// The inspector's width on a wide window (it takes the whole width of a narrow one).
    static let width = 360.0

    private var made: InspectorPanelView?
    /// The panel's view, made on first use.
    var panelView: InspectorPanelView {
        if let made { return made }
        let view = InspectorPanelView()
        made = view
        return view
    }
    var createdView: View? { made }

    var title: String { "Inspector" }
    var view: View { panelView }
    var toggleKey: KeyPress? { KeyPress("i") }
    var help: String { "inspector: stacks, view tree" }
    var placement: OverlayPlacement { .trailingColumn }

    /// The whole height; 360 points wide, or the whole width of a window narrower than 540.
    func size(fitting available: Size) -> Size {
        Size(width: available.width < Self.width * 1.5 ? available.width : Self.width, height: available.height)
    }

    func refresh(in scene: AppScene) {
        panelView.show(InspectorLines.lines(for: scene, limit: panelView.lineCapacity))
    }
}

/// A built-in panel whose view is made only once something draws it.
package protocol LazyViewPanel: OverlayPanel {
    /// The view, if it was made.
    var createdView: View? { get }
}
