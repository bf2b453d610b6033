import Foundation
import SegueCore
import SegueSDL

extension MotionPlot {
    /// Draws the plot as a PNG with Segue's own renderer (headless, the software rasteriser): the
    /// same picture as `svg()` — two panels sharing the time axis (seconds), position in points
    /// above and speed in points per second below, one coloured line per series (the finger
    /// dashed), grid lines, tick labels, axis titles and a legend — in a picture of `width` by
    /// `height` pixels, text in the font at `fontPath`.
    public func writePNG(path: String, fontPath: String) throws {
        let canvas = try OffscreenCanvas(width: Int(Self.width), height: Int(Self.height), fontPath: fontPath)
        let window = WindowView(
            size: Size(width: Self.width, height: Self.height), clock: ManualClock(), textMeasurer: canvas.textMeasurer)
        window.backgroundColor = .white
        draw(into: window)
        window.layoutIfNeeded()
        try canvas.render(window)
        try canvas.savePNG(path: path)
    }

    /// The plot's views, laid out in `window` (900 by 620 points).
    func draw(into window: View) {
        let layout = layout()
        let left = Self.left
        let right = layout.plotRight
        let ink = Color(r: 0x3a, g: 0x3a, b: 0x3c)
        @discardableResult
        func text(_ string: String, _ frame: Rect, size: Double = 12, alignment: TextAlignment = .left) -> Label {
            let label = Label(text: string, fontSize: size, textColor: .black, frame: frame)
            label.textAlignment = alignment
            window.addSubview(label)
            return label
        }
        func rule(_ frame: Rect, _ color: Color) {
            let view = View(frame: frame)
            view.backgroundColor = color
            window.addSubview(view)
        }
        text(title, Rect(x: left, y: 18, width: right - left, height: 24), size: 16)
        for (panel, ticks, label) in [
            (layout.top, layout.positionTicks, "position (pt)"), (layout.bottom, layout.speedTicks, "speed (pt/s)"),
        ] {
            for tick in ticks {
                let y = panel.y(tick)
                rule(Rect(x: left, y: y.rounded(), width: right - left, height: 1), Color(r: 0xe5, g: 0xe5, b: 0xea))
                text(Self.label(tick), Rect(x: 0, y: y - 8, width: left - 6, height: 16), alignment: .right)
            }
            for tick in layout.timeTicks {
                let x = layout.x(tick)
                rule(
                    Rect(x: x.rounded(), y: panel.top, width: 1, height: panel.bottom - panel.top),
                    Color(r: 0xf2, g: 0xf2, b: 0xf7))
                text(Self.label(tick), Rect(x: x - 30, y: panel.bottom + 6, width: 60, height: 16), alignment: .center)
            }
            rule(Rect(x: left, y: panel.bottom.rounded(), width: right - left, height: 1), ink)
            rule(Rect(x: left, y: panel.top, width: 1, height: panel.bottom - panel.top), ink)
            let middle = (panel.top + panel.bottom) / 2
            let axis = text(label, Rect(x: 18 - 60, y: middle - 8, width: 120, height: 16), alignment: .center)
            axis.transform3D = Transform3D(rotationAngle: -Double.pi / 2, x: 0, y: 0, z: 1)
            text(
                "time (s)", Rect(x: (left + right) / 2 - 60, y: panel.bottom + 22, width: 120, height: 16),
                alignment: .center)
        }
        for (index, item) in series.enumerated() {
            let color = Self.color(hex: Self.colors[index % Self.colors.count])
            for (panel, values) in [(layout.top, item.positions), (layout.bottom, item.speeds)] {
                let points = zip(item.times, values).map { Point(x: layout.x($0), y: panel.y($1)) }
                Self.polyline(points, color: color, width: 2, dashed: item.isPointer, in: window)
            }
            let y = 70 + Double(index) * 22
            let x = right + 20
            Self.polyline(
                [Point(x: x, y: y), Point(x: x + 24, y: y)], color: color, width: 3, dashed: item.isPointer, in: window)
            text(item.name, Rect(x: x + 30, y: y - 8, width: Self.right - 54, height: 16))
        }
        let grey = Self.color(hex: Self.markerColor)
        for marker in markers {
            let x = layout.x(marker.time)
            Self.polyline(
                [Point(x: x, y: layout.top.top), Point(x: x, y: layout.bottom.bottom)], color: grey, width: 1,
                dashed: true, in: window)
            let label = text(
                marker.label, Rect(x: x + 6, y: layout.bottom.top + 2, width: right - x - 6, height: 16))
            label.textColor = grey
        }
        if series.isEmpty {
            text(
                "nothing moved (a mask or a fade only)", Rect(x: left, y: 172, width: right - left, height: 16),
                alignment: .center)
        }
    }

    /// A line through `points`, each piece a thin view turned about its centre; dashed, 6 pixels
    /// on and 4 off along the whole line.
    static func polyline(_ points: [Point], color: Color, width: Double, dashed: Bool, in parent: View) {
        var travelled = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            let dx = b.x - a.x
            let dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 1e-9 else { continue }
            guard dashed else {
                segment(from: a, to: b, color: color, width: width, in: parent)
                continue
            }
            func point(_ s: Double) -> Point { Point(x: a.x + dx * s / length, y: a.y + dy * s / length) }
            var s = 0.0
            while s < length {
                let phase = (travelled + s).truncatingRemainder(dividingBy: 10)
                if phase < 6 {
                    let end = min(length, s + 6 - phase)
                    segment(from: point(s), to: point(end), color: color, width: width, in: parent)
                    s = end
                } else {
                    s += 10 - phase
                }
            }
            travelled += length
        }
    }

    private static func segment(from a: Point, to b: Point, color: Color, width: Double, in parent: View) {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let view = View()
        view.backgroundColor = color
        view.bounds = Rect(x: 0, y: 0, width: (dx * dx + dy * dy).squareRoot() + width / 2, height: width)
        view.center = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        view.transform3D = Transform3D(rotationAngle: atan2(dy, dx), x: 0, y: 0, z: 1)
        parent.addSubview(view)
    }

    /// A colour written `#rrggbb`.
    static func color(hex: String) -> Color {
        let digits = hex.dropFirst()
        let value = Int(digits, radix: 16) ?? 0
        return Color(r: UInt8((value >> 16) & 0xff), g: UInt8((value >> 8) & 0xff), b: UInt8(value & 0xff))
    }
}
