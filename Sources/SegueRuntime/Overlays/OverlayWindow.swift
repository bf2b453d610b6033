import Foundation
import SegueCore

/// The overlay panels — the inspector, the frame-time meter, the motion lab, the app's panels,
/// the help card — in a view tree of their own, drawn after the scene into the same frame. It is
/// never hit-tested: clicks reach the scene's screens underneath, except a press that a shown
/// panel takes (`OverlayPanel.handlePointer`), which the window host offers it first.
final class OverlayWindow: WindowView {
    /// The inspector's width on a wide window (it takes the whole width of a narrow one).
    static let inspectorWidth = InspectorPanel.width
    /// The margin between a panel and the window's edges.
    static let margin = 10.0

    /// The panels laid out here, in drawing order (from the last `refresh`).
    private(set) var panels: [OverlayPanel] = []

    /// Creates the overlays for a window of `size` points, measuring text with `textMeasurer`.
    /// Nothing here animates, so it runs on a clock of its own that never moves.
    init(size: Size, textMeasurer: TextMeasuring) {
        super.init(size: size, clock: ManualClock(), textMeasurer: textMeasurer)
        isUserInteractionEnabled = false
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override var segueTypeName: String { "OverlayWindow" }

    /// The built-in panels, once a `refresh` brought them.
    var inspector: InspectorPanelView { panels.lazy.compactMap { $0 as? InspectorPanel }.first!.panelView }
    var meter: FrameMeterPanelView { panels.lazy.compactMap { $0 as? FrameMeterPanel }.first!.panelView }
    var help: HelpPanelView { panels.lazy.compactMap { $0 as? HelpPanel }.first!.panelView }

    /// True when some panel was shown at the last `refresh` (otherwise drawing the overlay can be
    /// skipped).
    private(set) var isShowingSomething = false

    /// The meter's pacing line: the window's drawing path and the intervals between presented
    /// frames during the last transition (set by the window before each refresh).
    var pacingText = ""

    /// Follows the window's size.
    func resize(to size: Size) {
        frame = Rect(origin: .zero, size: size)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Shows the panels `controls` has shown, filled for the scene as it is, with the frame times.
    func refresh(scene: AppScene, controls: SceneControls, frameTimes: FrameTimeHistory) {
        let all = controls.panels
        if all.count != panels.count || zip(all, panels).contains(where: { $0 !== $1 }) {
            for panel in panels { panel.view.removeFromSuperview() }
            panels = all
            for panel in panels {
                panel.view.isHidden = true
                addSubview(panel.view)
            }
            setNeedsLayout()
        }
        // Nothing is made or kept per frame: the panels shown are compared with those last shown.
        var anyShown = false
        for panel in panels {
            let isShown = controls.isShown(panel)
            anyShown = anyShown || isShown
            if panel.view.isHidden == isShown {
                panel.view.isHidden = !isShown
                setNeedsLayout()
            }
        }
        isShowingSomething = anyShown
        guard anyShown else { return }
        controls.meter.history = frameTimes
        controls.meter.pacing = pacingText
        if controls.showsHelp { controls.help.panelView.show(controls.helpEntries(in: scene)) }
        layoutIfNeeded()
        for panel in panels where controls.isShown(panel) {
            let before = panel.view.frame
            panel.refresh(in: scene)
            // A panel whose size follows what it shows is laid out again for it.
            if frame(for: panel) != before {
                setNeedsLayout()
                layoutIfNeeded()
                panel.refresh(in: scene)
            }
        }
        layoutIfNeeded()
    }

    /// The frame of a panel at its placement in this window.
    package func frame(for panel: OverlayPanel) -> Rect {
        let size = bounds.size
        let m = Self.margin
        if panel.placement == .trailingColumn {
            let wanted = panel.size(fitting: size)
            return Rect(x: size.width - wanted.width, y: 0, width: wanted.width, height: size.height)
        }
        let available = Size(width: max(size.width - 2 * m, 0), height: max(size.height - 2 * m, 0))
        let wanted = panel.size(fitting: available)
        let w = min(wanted.width, available.width)
        let h = min(wanted.height, available.height)
        let middleX = ((size.width - w) / 2).rounded()
        let middleY = max(m, ((size.height - h) / 2).rounded())
        let x: Double
        let y: Double
        switch panel.placement {
        case .topLeading: (x, y) = (m, m)
        case .topTrailing: (x, y) = (size.width - m - w, m)
        case .bottomLeading: (x, y) = (m, size.height - m - h)
        case .bottomTrailing: (x, y) = (size.width - m - w, size.height - m - h)
        case .top: (x, y) = (middleX, m)
        case .bottom: (x, y) = (middleX, size.height - m - h)
        case .center, .trailingColumn: (x, y) = (middleX, middleY)
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    override func layoutSubviews() {
        for panel in panels {
            let frame = frame(for: panel)
            if panel.view.frame != frame {
                panel.view.frame = frame
                panel.view.setNeedsLayout()
            }
        }
    }

    /// The shown panel, front-most first, whose view contains a window point, with the point in
    /// the view's coordinates.
    func panel(at point: Point, controls: SceneControls) -> (OverlayPanel, Point)? {
        for panel in panels.reversed() where controls.isShown(panel) {
            let frame = panel.view.frame
            if frame.contains(point) {
                return (panel, Point(x: point.x - frame.minX, y: point.y - frame.minY))
            }
        }
        return nil
    }
}
