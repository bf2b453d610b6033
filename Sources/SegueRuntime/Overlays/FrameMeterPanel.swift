import Foundation
import SegueCore

/// The frame-time meter: a small bar graph of the last frames' durations (60 Hz budget marked)
/// and the last duration as "x.x ms", with the average and the worst; under them the window's
/// pacing line (its drawing path and the intervals between presented frames in a transition).
final class FrameMeterPanelView: View {
    static let size = Size(width: 220, height: 92)
    /// The duration drawn at full bar height.
    static let fullScale = 1.0 / 30
    static let budget = 1.0 / 60

    private let valueLabel = Label(text: "– ms", fontSize: 15, textColor: .white)
    private let detailLabel = Label(text: "", fontSize: 10, textColor: Color(r: 200, g: 200, b: 210))
    private let pacingLabel = Label(text: "", fontSize: 10, textColor: Color(r: 200, g: 200, b: 210))
    private let graph = View()
    private let budgetLine = View()
    private var bars: [View] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 20, g: 22, b: 28, a: 215)
        cornerRadius = 8
        isUserInteractionEnabled = false
        accessibilityTitle = "FrameMeter"
        valueLabel.textAlignment = .left
        detailLabel.textAlignment = .left
        addSubview(valueLabel)
        addSubview(detailLabel)
        pacingLabel.textAlignment = .left
        addSubview(pacingLabel)
        graph.clipsToBounds = true
        addSubview(graph)
        budgetLine.backgroundColor = Color(r: 255, g: 255, b: 255, a: 110)
        graph.addSubview(budgetLine)
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override var segueTypeName: String { "FrameMeterPanelView" }

    /// Shows the history, and `pacing` on the line under it.
    func show(_ history: FrameTimeHistory, pacing: String = "") {
        let s = bounds.size
        valueLabel.frame = Rect(x: 8, y: 4, width: s.width - 16, height: 20)
        detailLabel.frame = Rect(x: 8, y: 22, width: s.width - 16, height: 14)
        pacingLabel.frame = Rect(x: 8, y: 36, width: s.width - 16, height: 14)
        let graphFrame = Rect(x: 8, y: 52, width: s.width - 16, height: s.height - 58)
        graph.frame = graphFrame
        let budgetY = graphFrame.height * (1 - Self.budget / Self.fullScale)
        budgetLine.frame = Rect(x: 0, y: budgetY.rounded(), width: graphFrame.width, height: 1)
        if let last = history.last {
            valueLabel.text = "\(DecimalText.oneDecimal(last * 1000)) ms"
            let average = DecimalText.oneDecimal((history.average ?? 0) * 1000)
            let worst = DecimalText.oneDecimal((history.maximum ?? 0) * 1000)
            let detail = "frame time · avg \(average) · max \(worst) ms"
            let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
            detailLabel.text = LineFitter.truncate(detail, width: detailLabel.frame.width) {
                measurer.measure($0, fontSize: self.detailLabel.fontSize).width
            }
            if pacingLabel.text != pacing {
                pacingLabel.text = LineFitter.truncate(pacing, width: pacingLabel.frame.width) {
                    measurer.measure($0, fontSize: self.pacingLabel.fontSize).width
                }
            }
        }
        let durations = history.durations
        while bars.count < history.capacity {
            let bar = View()
            bars.append(bar)
            graph.insertSubview(bar, belowSubview: budgetLine)
        }
        let slot = graphFrame.width / Double(history.capacity)
        let offset = history.capacity - durations.count
        for (index, bar) in bars.enumerated() {
            let durationIndex = index - offset
            guard durationIndex >= 0, durationIndex < durations.count else {
                bar.isHidden = true
                continue
            }
            let duration = durations[durationIndex]
            let height = max(1, min(duration / Self.fullScale, 1) * graphFrame.height)
            bar.isHidden = false
            bar.frame = Rect(
                x: (Double(index) * slot).rounded(), y: graphFrame.height - height, width: max(1, slot - 1).rounded(),
                height: height)
            bar.backgroundColor = Self.color(for: duration)
        }
    }

    /// Green within the 60 Hz budget, orange within two frames, red beyond.
    static func color(for duration: Double) -> Color {
        if duration <= budget * 1.1 { return Color(r: 52, g: 199, b: 89) }
        if duration <= budget * 2.1 { return Color(r: 255, g: 159, b: 10) }
        return Color(r: 255, g: 69, b: 58)
    }
}

/// The frame-time meter as an overlay panel (key F); its view is made when first drawn.
final class FrameMeterPanel: OverlayPanel, LazyViewPanel {
    private var made: FrameMeterPanelView?
    /// The panel's view, made on first use.
    var panelView: FrameMeterPanelView {
        if let made { return made }
        let view = FrameMeterPanelView()
        made = view
        return view
    }
    var createdView: View? { made }
    /// The frame times shown (the window host keeps it current).
    var history = FrameTimeHistory()
    /// The pacing line (the window's drawing path and frame intervals), set by the window.
    var pacing = ""

    var title: String { "Frame meter" }
    var view: View { panelView }
    var toggleKey: KeyPress? { KeyPress("f") }
    var help: String { "frame-time meter" }
    var placement: OverlayPlacement { .bottomLeading }

    func size(fitting available: Size) -> Size {
        Size(width: min(FrameMeterPanelView.size.width, available.width), height: FrameMeterPanelView.size.height)
    }

    func refresh(in scene: AppScene) {
        panelView.show(history, pacing: pacing)
    }
}
