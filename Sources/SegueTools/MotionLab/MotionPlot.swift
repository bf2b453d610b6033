import Foundation
import SegueCore

/// The position and speed of everything that moved in a `MotionTrace`, against time: one series
/// per moving element (and the finger, when the trace had a pressed pointer), drawn as an SVG.
package struct MotionPlot {
    /// One element's motion along the coordinate of its frame that moved the most.
    public struct Series: Equatable, Sendable {
        /// The element's name in the trace, with the coordinate (`"Screen 2 x"`).
        public var name: String
        /// Seconds from the first sample.
        public var times: [Double]
        /// The coordinate at each time, in points.
        public var positions: [Double]
        /// The coordinate's speed at each time, in points per second (0 at the first sample).
        public var speeds: [Double]
        /// True for the finger.
        public var isPointer: Bool
    }

    /// The series, elements first in the order they appear, then the finger.
    public var series: [Series]
    /// The title drawn above the plots.
    public var title: String
    /// Moments marked across both panels (a finger's release), each with its label.
    public var markers: [Marker] = []

    /// A moment marked on the time axis.
    public struct Marker: Equatable, Sendable {
        /// Seconds from the first sample.
        public var time: Double
        /// The text drawn at the top of the line.
        public var label: String

        /// A marker at `time` labelled `label`.
        public init(time: Double, label: String) {
            self.time = time
            self.label = label
        }
    }

    /// The colour of the markers' lines.
    static let markerColor = "#8e8e93"

    /// An element moves when a coordinate changes by more than this, in points.
    public static let movementThreshold = 0.5

    /// The series of a trace.
    public init(trace: MotionTrace, title: String, includePointer: Bool = false) {
        self.title = title
        let samples = trace.samples
        let start = samples.first?.time ?? 0
        var series: [Series] = []
        for name in trace.elementNames {
            let indices = samples.indices.filter { samples[$0].frames[name] != nil }
            guard indices.count > 1 else { continue }
            let coordinates: [(String, (Rect) -> Double)] = [
                ("x", { $0.minX }), ("y", { $0.minY }), ("width", { $0.width }), ("height", { $0.height }),
            ]
            var best: (String, [Double], Double)?
            for (label, read) in coordinates {
                let values = indices.map { read(samples[$0].frames[name]!) }
                let range = (values.max() ?? 0) - (values.min() ?? 0)
                if range > MotionPlot.movementThreshold, range > (best?.2 ?? 0) { best = (label, values, range) }
            }
            guard let (label, values, _) = best else { continue }
            series.append(
                MotionPlot.series(
                    name: "\(name) \(label)", times: indices.map { samples[$0].time - start }, positions: values,
                    isPointer: false))
        }
        // The finger while it is pressed (where it rests between presses says nothing).
        let pressed = samples.filter(\.isPointerDown)
        if includePointer, pressed.count > 1 {
            let xs = pressed.map { Double($0.pointer.x) }
            let ys = pressed.map { Double($0.pointer.y) }
            let useX = (xs.max()! - xs.min()!) >= (ys.max()! - ys.min()!)
            series.append(
                MotionPlot.series(
                    name: "finger \(useX ? "x" : "y")", times: pressed.map { $0.time - start },
                    positions: useX ? xs : ys,
                    isPointer: true))
        }
        self.series = series
    }

    private static func series(name: String, times: [Double], positions: [Double], isPointer: Bool) -> Series {
        var speeds = [0.0]
        for i in 1..<max(times.count, 1) {
            let elapsed = times[i] - times[i - 1]
            speeds.append(elapsed > 0 ? abs(positions[i] - positions[i - 1]) / elapsed : 0)
        }
        return Series(name: name, times: times, positions: positions, speeds: speeds, isPointer: isPointer)
    }

    // MARK: SVG

    /// The picture's size in pixels.
    public static let width = 900.0
    /// The picture's height.
    public static let height = 620.0
    static let left = 80.0
    static let right = 230.0
    static let colors = [
        "#0a84ff", "#ff375f", "#30d158", "#ff9f0a", "#bf5af2", "#64d2ff", "#ffd60a", "#ac8e68",
    ]

    /// A plot area: its top and bottom in pixels, and the values at them.
    struct Panel {
        var top: Double
        var bottom: Double
        var low: Double
        var high: Double
        func y(_ value: Double) -> Double {
            high > low ? bottom - (value - low) / (high - low) * (bottom - top) : bottom
        }
    }

    /// Plain SVG: two panels sharing the time axis (position in points above, speed in points
    /// per second below), a polyline per series in each, labelled axes and a legend.
    public func svg() -> String {
        let w = MotionPlot.width
        let h = MotionPlot.height
        let layout = layout()
        let plotRight = layout.plotRight
        let positionTicks = layout.positionTicks
        let speedTicks = layout.speedTicks
        let timeTicks = layout.timeTicks
        let top = layout.top
        let bottom = layout.bottom
        let x = layout.x
        var out: [String] = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(w))\" height=\"\(Int(h))\" viewBox=\"0 0 \(Int(w)) \(Int(h))\" font-family=\"sans-serif\" font-size=\"12\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
            "<text x=\"\(Int(MotionPlot.left))\" y=\"30\" font-size=\"16\" font-weight=\"bold\">\(MotionPlot.escape(title))</text>",
        ]
        for (panel, ticks, label, kind) in [
            (top, positionTicks, "position (pt)", "position"), (bottom, speedTicks, "speed (pt/s)", "speed"),
        ] {
            out.append("<g class=\"axes \(kind)\">")
            for tick in ticks {
                let y = MotionPlot.f(panel.y(tick))
                out.append(
                    "<line x1=\"\(MotionPlot.f(MotionPlot.left))\" y1=\"\(y)\" x2=\"\(MotionPlot.f(plotRight))\" y2=\"\(y)\" stroke=\"#e5e5ea\"/>"
                )
                out.append(
                    "<text x=\"\(MotionPlot.f(MotionPlot.left - 6))\" y=\"\(y)\" text-anchor=\"end\" dominant-baseline=\"middle\">\(MotionPlot.label(tick))</text>"
                )
            }
            for tick in timeTicks {
                let tx = MotionPlot.f(x(tick))
                out.append(
                    "<line x1=\"\(tx)\" y1=\"\(MotionPlot.f(panel.top))\" x2=\"\(tx)\" y2=\"\(MotionPlot.f(panel.bottom))\" stroke=\"#f2f2f7\"/>"
                )
                out.append(
                    "<text x=\"\(tx)\" y=\"\(MotionPlot.f(panel.bottom + 16))\" text-anchor=\"middle\">\(MotionPlot.label(tick))</text>"
                )
            }
            out.append(
                "<line class=\"zero\" x1=\"\(MotionPlot.f(MotionPlot.left))\" y1=\"\(MotionPlot.f(panel.bottom))\" x2=\"\(MotionPlot.f(plotRight))\" y2=\"\(MotionPlot.f(panel.bottom))\" stroke=\"#3a3a3c\"/>"
            )
            out.append(
                "<line x1=\"\(MotionPlot.f(MotionPlot.left))\" y1=\"\(MotionPlot.f(panel.top))\" x2=\"\(MotionPlot.f(MotionPlot.left))\" y2=\"\(MotionPlot.f(panel.bottom))\" stroke=\"#3a3a3c\"/>"
            )
            let middle = MotionPlot.f((panel.top + panel.bottom) / 2)
            out.append(
                "<text x=\"18\" y=\"\(middle)\" text-anchor=\"middle\" transform=\"rotate(-90 18 \(middle))\">\(label)</text>"
            )
            out.append(
                "<text x=\"\(MotionPlot.f((MotionPlot.left + plotRight) / 2))\" y=\"\(MotionPlot.f(panel.bottom + 32))\" text-anchor=\"middle\">time (s)</text>"
            )
            out.append("</g>")
        }
        for (index, item) in series.enumerated() {
            let color = MotionPlot.colors[index % MotionPlot.colors.count]
            let dash = item.isPointer ? " stroke-dasharray=\"6 4\"" : ""
            let name = MotionPlot.escape(item.name)
            for (panel, values, kind) in [(top, item.positions, "position"), (bottom, item.speeds, "speed")] {
                let points = zip(item.times, values).map { "\(MotionPlot.f(x($0))),\(MotionPlot.f(panel.y($1)))" }
                out.append(
                    "<polyline class=\"series \(kind)\" data-series=\"\(name)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash) points=\"\(points.joined(separator: " "))\"/>"
                )
            }
            let ly = 70 + Double(index) * 22
            let lx = plotRight + 20
            out.append(
                "<line x1=\"\(MotionPlot.f(lx))\" y1=\"\(MotionPlot.f(ly))\" x2=\"\(MotionPlot.f(lx + 24))\" y2=\"\(MotionPlot.f(ly))\" stroke=\"\(color)\" stroke-width=\"3\"\(dash)/>"
            )
            out.append(
                "<text x=\"\(MotionPlot.f(lx + 30))\" y=\"\(MotionPlot.f(ly))\" dominant-baseline=\"middle\">\(name)</text>"
            )
        }
        for marker in markers {
            let mx = MotionPlot.f(x(marker.time))
            out.append(
                "<line class=\"marker\" x1=\"\(mx)\" y1=\"\(MotionPlot.f(top.top))\" x2=\"\(mx)\" y2=\"\(MotionPlot.f(bottom.bottom))\" stroke=\"\(MotionPlot.markerColor)\" stroke-dasharray=\"2 3\"/>"
            )
            out.append(
                "<text x=\"\(MotionPlot.f(x(marker.time) + 6))\" y=\"\(MotionPlot.f(bottom.top + 12))\" fill=\"\(MotionPlot.markerColor)\">\(MotionPlot.escape(marker.label))</text>"
            )
        }
        if series.isEmpty {
            out.append(
                "<text x=\"\(MotionPlot.f((MotionPlot.left + plotRight) / 2))\" y=\"180\" text-anchor=\"middle\">nothing moved (a mask or a fade only)</text>"
            )
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Where everything goes in the picture, shared by the SVG and the PNG: the ticks of each
    /// axis and the two panels (position above, speed below) sharing the time axis.
    struct Layout {
        var plotRight: Double
        var positionTicks: [Double]
        var speedTicks: [Double]
        var timeTicks: [Double]
        var top: Panel
        var bottom: Panel

        /// The x of a time, in pixels.
        func x(_ t: Double) -> Double {
            MotionPlot.left + t / timeTicks.last! * (plotRight - MotionPlot.left)
        }
    }

    /// The picture's layout for the series.
    func layout() -> Layout {
        let duration = max(series.flatMap(\.times).max() ?? 0, 1e-3)
        let positions = series.flatMap(\.positions)
        let speeds = series.flatMap(\.speeds)
        let positionTicks = MotionPlot.ticks(low: positions.min() ?? 0, high: positions.max() ?? 1)
        let speedTicks = MotionPlot.ticks(low: 0, high: speeds.max() ?? 1)
        return Layout(
            plotRight: MotionPlot.width - MotionPlot.right, positionTicks: positionTicks, speedTicks: speedTicks,
            timeTicks: MotionPlot.ticks(low: 0, high: duration),
            top: Panel(top: 60, bottom: 290, low: positionTicks.first!, high: positionTicks.last!),
            bottom: Panel(top: 340, bottom: 560, low: 0, high: speedTicks.last!))
    }

    /// Round tick values covering `low...high`: 1, 2 or 5 times a power of ten apart.
    static func ticks(low: Double, high: Double) -> [Double] {
        var low = low
        var high = high
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        let raw = (high - low) / 5
        let power = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= raw } ?? 10 * power
        let first = floor(low / step) * step
        var ticks: [Double] = []
        var value = first
        while value < high + step * 0.999 && ticks.count < 20 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            if value >= high - step * 1e-9 { break }
            value += step
        }
        return ticks
    }

    static func label(_ value: Double) -> String {
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func f(_ value: Double) -> String { String(format: "%.2f", value) }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
