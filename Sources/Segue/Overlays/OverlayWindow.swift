import SegueCore

/// The viewer's overlays — inspector, frame-time meter, help — in a view tree of their own,
/// drawn after the scene into the same frame. It is never hit-tested: clicks always reach the
/// scene's screens underneath.
final class OverlayWindow: WindowView {
    /// The inspector's width on a wide window (it takes the whole width of a narrow one).
    static let inspectorWidth = 360.0

    let inspector = InspectorPanel()
    let meter = FrameMeterPanel()
    let help = HelpPanel()

    /// Creates the overlays for a window of `size` points, measuring text with `textMeasurer`.
    /// Nothing here animates, so it runs on a clock of its own that never moves.
    init(size: Size, textMeasurer: TextMeasuring) {
        super.init(size: size, clock: ManualClock(), textMeasurer: textMeasurer)
        isUserInteractionEnabled = false
        for panel in [inspector, meter, help] as [View] {
            panel.isHidden = true
            addSubview(panel)
        }
    }

    override var typeName: String { "OverlayWindow" }

    /// The meter's pacing line: the window's drawing path and the intervals between presented
    /// frames during the last transition (set by the window before each refresh).
    var pacingText = ""

    /// True when some overlay is shown (otherwise drawing it can be skipped).
    var isShowingSomething: Bool { !inspector.isHidden || !meter.isHidden || !help.isHidden }

    /// Follows the window's size.
    func resize(to size: Size) {
        frame = Rect(origin: .zero, size: size)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Shows the overlays `controls` asks for, with the scene's state and the frame times.
    func refresh(scene: AppScene, controls: ViewerControls, frameTimes: FrameTimeHistory) {
        inspector.isHidden = !controls.showsInspector
        meter.isHidden = !controls.showsMeter
        help.isHidden = !controls.showsHelp
        if controls.showsInspector {
            inspector.show(InspectorLines.lines(for: scene, limit: inspector.lineCapacity))
        }
        if controls.showsMeter {
            meter.show(frameTimes, pacing: pacingText)
        }
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        let size = bounds.size
        let inspectorWidth = size.width < Self.inspectorWidth * 1.5 ? size.width : Self.inspectorWidth
        inspector.frame = Rect(x: size.width - inspectorWidth, y: 0, width: inspectorWidth, height: size.height)
        let meterSize = FrameMeterPanel.size
        meter.frame = Rect(
            x: 10, y: size.height - meterSize.height - 10, width: min(meterSize.width, size.width - 20),
            height: meterSize.height)
        let helpSize = HelpPanel.size(fitting: Size(width: size.width - 20, height: size.height - 20))
        let helpWidth = helpSize.width
        help.frame = Rect(
            x: ((size.width - helpWidth) / 2).rounded(), y: max(10, ((size.height - helpSize.height) / 2).rounded()),
            width: helpWidth, height: helpSize.height)
        help.setNeedsLayout()
    }
}
