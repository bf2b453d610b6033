import Foundation
import SegueCore
import SegueUI

/// What the motion lab panel draws: a row per parameter (name, slider, value; the chosen one
/// highlighted), a status line, and the last transition's position and speed against time, each
/// series a chain of thin views. Views are made once and kept; they are laid out again only when
/// what they show changes (`LabPanel.version`).
final class LabPanelView: View {
    static let width = 370.0
    static let rowHeight = 22.0
    static let plotHeight = 112.0
    static let nameWidth = 112.0
    static let valueWidth = 96.0
    static let colors = [
        Color(r: 10, g: 132, b: 255), Color(r: 255, g: 55, b: 95), Color(r: 48, g: 209, b: 88),
        Color(r: 255, g: 159, b: 10),
    ]
    /// The most points a series is drawn with.
    static let plotPoints = 60

    private let titleLabel = Label(text: "Motion lab", fontSize: 14, textColor: Color(r: 255, g: 214, b: 10))
    private let hintLabel = Label(text: "", fontSize: 10, textColor: Color(r: 200, g: 200, b: 210))
    private let statusLabel = Label(text: "", fontSize: 11, textColor: .white)
    private let highlight = View()
    private var rows: [(name: Label, track: View, knob: View, value: Label)] = []
    private let plotArea = View()
    private let positionCaption = Label(text: "position (pt)", fontSize: 9, textColor: Color(r: 200, g: 200, b: 210))
    private let speedCaption = Label(text: "speed (pt/s)", fontSize: 9, textColor: Color(r: 200, g: 200, b: 210))
    private let timeCaption = Label(text: "", fontSize: 9, textColor: Color(r: 200, g: 200, b: 210))
    private var segments: [View] = []
    private var shownVersion = -1
    private var shownSize = Size(width: -1, height: -1)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 20, g: 22, b: 28)
        cornerRadius = 12
        clipsToBounds = true
        isUserInteractionEnabled = false
        accessibilityTitle = "MotionLab"
        for label in [titleLabel, hintLabel, statusLabel, positionCaption, speedCaption, timeCaption] {
            label.textAlignment = .left
        }
        timeCaption.textAlignment = .right
        highlight.backgroundColor = Color(r: 255, g: 255, b: 255, a: 36)
        highlight.cornerRadius = 4
        addSubview(highlight)
        addSubview(titleLabel)
        addSubview(hintLabel)
        addSubview(statusLabel)
        plotArea.backgroundColor = Color(r: 0, g: 0, b: 0, a: 90)
        plotArea.cornerRadius = 4
        plotArea.clipsToBounds = true
        addSubview(plotArea)
        for caption in [positionCaption, speedCaption, timeCaption] { plotArea.addSubview(caption) }
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    required init?(coder: NSCoder) {
        return nil
    }

    override var segueTypeName: String { "LabPanelView" }

    /// The top of the first parameter row.
    private static let rowsTop = 48.0

    /// The panel's height for what the lab shows (a line when there is no style).
    static func height(for lab: LabPanel) -> Double {
        let count = Double(max(lab.knownKeyCount, 0))
        guard count > 0 else { return rowsTop + 24 }
        return rowsTop + count * rowHeight + 26 + plotHeight + 10
    }

    /// Where the sliders' tracks run, in the view's x coordinates.
    var trackRange: ClosedRange<Double> {
        let start = 10 + Self.nameWidth
        return start...max(start + 1, bounds.width - Self.valueWidth - 16)
    }

    /// The slider under a point: its row and key (numbers only).
    func slider(at point: Point, in lab: LabPanel, scene: AppScene) -> (Int, MotionKey)? {
        let keys = lab.motionKeys(in: scene)
        let index = Int(((point.y - Self.rowsTop) / Self.rowHeight).rounded(.down))
        guard point.y >= Self.rowsTop, index >= 0, index < keys.count else { return nil }
        let track = trackRange
        guard point.x >= track.lowerBound - 8, point.x <= track.upperBound + 8 else { return nil }
        guard case .number = keys[index].kind else { return nil }
        return (index, keys[index])
    }

    /// Shows the lab's state; lays everything out again only when it changed.
    func show(_ lab: LabPanel, in scene: AppScene) {
        guard lab.version != shownVersion || bounds.size != shownSize else { return }
        shownVersion = lab.version
        shownSize = bounds.size
        let width = bounds.width
        let measurer = window?.textMeasurer ?? ApproximateTextMeasurer()
        func fit(_ label: Label, _ text: String) {
            label.text = LineFitter.truncate(text, width: label.frame.width) {
                measurer.measure($0, fontSize: label.fontSize).width
            }
        }
        titleLabel.frame = Rect(x: 10, y: 8, width: width - 20, height: 20)
        hintLabel.frame = Rect(x: 10, y: 28, width: width - 20, height: 14)
        guard let style = lab.style(in: scene), let content = scene.content else {
            fit(titleLabel, "Motion lab")
            fit(hintLabel, "This app has no transition styles to tune.")
            for row in rows {
                for view in [row.name, row.track, row.knob, row.value] as [View] { view.isHidden = true }
            }
            highlight.isHidden = true
            statusLabel.isHidden = true
            plotArea.isHidden = true
            return
        }
        fit(titleLabel, "Motion lab — \(style.name)")
        fit(hintLabel, "↑↓ choose · ←→ change (⇧ ×10) · drag a slider · Ctrl+S save")
        let keys = style.motionKeys
        let motion = content.motionTuning[style]
        while rows.count < keys.count {
            let name = Label(text: "", fontSize: 12, textColor: .white)
            name.textAlignment = .left
            let track = View()
            track.backgroundColor = Color(r: 120, g: 120, b: 130)
            track.cornerRadius = 1.5
            let knob = View()
            knob.backgroundColor = .white
            knob.cornerRadius = 6
            let value = Label(text: "", fontSize: 12, textColor: .white)
            value.textAlignment = .right
            for view in [name, track, knob, value] as [View] { addSubview(view) }
            rows.append((name, track, knob, value))
        }
        let track = trackRange
        let selected = min(lab.selection, keys.count - 1)
        for (index, row) in rows.enumerated() {
            let views: [View] = [row.name, row.track, row.knob, row.value]
            guard index < keys.count else {
                for view in views { view.isHidden = true }
                continue
            }
            for view in views { view.isHidden = false }
            let key = keys[index]
            let y = Self.rowsTop + Double(index) * Self.rowHeight
            row.name.frame = Rect(x: 14, y: y, width: Self.nameWidth - 8, height: Self.rowHeight)
            row.value.frame = Rect(
                x: width - Self.valueWidth - 10, y: y, width: Self.valueWidth, height: Self.rowHeight)
            fit(row.name, key.name)
            let value = motion[key]
            fit(row.value, Self.text(value, unit: key.unit))
            row.name.textColor = index == selected ? Color(r: 255, g: 214, b: 10) : .white
            if case .number = key.kind, let number = value?.number {
                let span = LabPanel.sliderRange(
                    key, standard: StyleMotion.standardValue(key, for: style).number ?? 0, value: number)
                let fraction = (number - span.lowerBound) / max(span.upperBound - span.lowerBound, 1e-9)
                row.track.frame = Rect(
                    x: track.lowerBound, y: y + Self.rowHeight / 2 - 1.5, width: track.upperBound - track.lowerBound,
                    height: 3)
                let knobX = track.lowerBound + min(max(fraction, 0), 1) * (track.upperBound - track.lowerBound)
                row.knob.frame = Rect(x: knobX - 6, y: y + Self.rowHeight / 2 - 6, width: 12, height: 12)
                row.track.isHidden = false
                row.knob.isHidden = false
            } else {
                row.track.isHidden = true
                row.knob.isHidden = true
            }
        }
        highlight.isHidden = false
        highlight.frame = Rect(
            x: 6, y: Self.rowsTop + Double(selected) * Self.rowHeight, width: width - 12, height: Self.rowHeight)
        let statusTop = Self.rowsTop + Double(keys.count) * Self.rowHeight + 4
        statusLabel.isHidden = false
        statusLabel.frame = Rect(x: 10, y: statusTop, width: width - 20, height: 18)
        fit(statusLabel, lab.status)
        plotArea.isHidden = false
        plotArea.frame = Rect(x: 10, y: statusTop + 22, width: width - 20, height: Self.plotHeight)
        drawPlot(lab.last?.plot)
    }

    /// A value as the panel shows it: a number with its unit, or a curve's name.
    static func text(_ value: MotionValue?, unit: String) -> String {
        switch value {
        case .number(let number)?: return MotionValue.format(number) + (unit.isEmpty ? "" : " \(unit)")
        case .curve(let curve)?: return MotionValue.curveName(curve) ?? "custom"
        case nil: return "–"
        }
    }

    /// The two small plots (position above, speed below) of the series, as chains of segments.
    private func drawPlot(_ plot: MotionPlot?) {
        let area = plotArea.bounds
        let half = (area.height - 14) / 2
        positionCaption.frame = Rect(x: 4, y: 1, width: 120, height: 11)
        speedCaption.frame = Rect(x: 4, y: half + 1, width: 120, height: 11)
        timeCaption.frame = Rect(x: area.width - 124, y: area.height - 13, width: 120, height: 12)
        var used = 0
        defer {
            for index in used..<segments.count { segments[index].isHidden = true }
        }
        guard let plot, !plot.series.isEmpty else {
            timeCaption.text = plot == nil ? "" : "nothing moved"
            return
        }
        let duration = max(plot.series.flatMap(\.times).max() ?? 0, 1e-3)
        timeCaption.text = "time 0 to \(DecimalText.twoDecimals(duration)) s"
        let positions = plot.series.flatMap(\.positions)
        let low = positions.min() ?? 0
        let high = max(positions.max() ?? 1, low + 1)
        let fastest = max(plot.series.flatMap(\.speeds).max() ?? 1, 1)
        let left = 4.0
        let right = area.width - 4
        for (index, series) in plot.series.prefix(Self.colors.count).enumerated() {
            let color = Self.colors[index]
            let count = series.times.count
            guard count > 1 else { continue }
            let stride = max(1, (count + Self.plotPoints - 1) / Self.plotPoints)
            var picks = Array(Swift.stride(from: 0, to: count, by: stride))
            if picks.last != count - 1 { picks.append(count - 1) }
            for (top, values, lowest, highest) in [
                (12.0, series.positions, low, high), (half + 12, series.speeds, 0.0, fastest),
            ] {
                let height = half - 14
                var previous: Point?
                for i in picks {
                    let x = left + series.times[i] / duration * (right - left)
                    let y = top + height - (values[i] - lowest) / (highest - lowest) * height
                    let point = Point(x: x, y: y)
                    if let previous {
                        if used == segments.count {
                            let segment = View()
                            segments.append(segment)
                            plotArea.addSubview(segment)
                        }
                        Self.place(segments[used], from: previous, to: point, color: color)
                        used += 1
                    }
                    previous = point
                }
            }
        }
    }

    /// A 2-point line from `a` to `b`: a thin view turned about its centre.
    private static func place(_ segment: View, from a: Point, to b: Point, color: Color) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        segment.isHidden = false
        segment.backgroundColor = color
        segment.transform3D = .identity
        segment.bounds = Rect(x: 0, y: 0, width: length + 1, height: 2)
        segment.center = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        segment.transform3D = Transform3D(rotationAngle: atan2(dy, dx), x: 0, y: 0, z: 1)
    }
}
