import Foundation

nonisolated extension Shape {
    /// The number of segments that keeps a curve of on-screen radius `radius` (pixels) within a
    /// quarter pixel of the true outline: more segments for larger curves, between 8 and 256.
    static func segmentCount(forRadius radius: Double) -> Int {
        guard radius > 0.5, radius.isFinite else { return 8 }
        let tolerance = 0.25
        let step = 2 * acos(max(-1, min(1, 1 - tolerance / radius)))
        guard step > 0 else { return 256 }
        return max(8, min(256, Int((2 * Double.pi / step).rounded(.up))))
    }

    /// Appends the outline of the shape, in its own coordinates, to `points` (clockwise on screen),
    /// with curves flattened for an on-screen scale of `pixelsPerUnit`.
    func flatten(into points: inout [Point], pixelsPerUnit: Double) {
        switch self {
        case .rect(let r):
            points.append(Point(x: r.minX, y: r.minY))
            points.append(Point(x: r.maxX, y: r.minY))
            points.append(Point(x: r.maxX, y: r.maxY))
            points.append(Point(x: r.minX, y: r.maxY))
        case .ellipse(let r):
            let rx = abs(r.width) / 2
            let ry = abs(r.height) / 2
            guard rx > 0, ry > 0 else { return }
            let n = Shape.segmentCount(forRadius: max(rx, ry) * pixelsPerUnit)
            let cx = r.midX
            let cy = r.midY
            for i in 0..<n {
                let angle = 2 * Double.pi * Double(i) / Double(n)
                points.append(Point(x: cx + rx * cos(angle), y: cy + ry * sin(angle)))
            }
        case .roundedRect(let r, let radius):
            let rad = min(max(radius, 0), min(abs(r.width), abs(r.height)) / 2)
            // Corners under two pixels are drawn square: the tessellator insets the interior by
            // half the fringe (up to a pixel), which would turn such a corner inside out, and
            // the whole shape would be drawn as a faint sliver.
            guard rad * pixelsPerUnit >= 2 else {
                Shape.rect(r).flatten(into: &points, pixelsPerUnit: pixelsPerUnit)
                return
            }
            let perQuarter = max(2, Shape.segmentCount(forRadius: rad * pixelsPerUnit) / 4)
            for corner in 0..<4 {
                let start = Double.pi / 2 * Double(corner - 1)
                let center = Point(
                    x: corner == 0 || corner == 1 ? r.maxX - rad : r.minX + rad,
                    y: corner == 1 || corner == 2 ? r.maxY - rad : r.minY + rad)
                for i in 0...perQuarter {
                    let angle = start + Double.pi / 2 * Double(i) / Double(perQuarter)
                    points.append(Point(x: center.x + rad * cos(angle), y: center.y + rad * sin(angle)))
                }
            }
        case .polygon(let polygon):
            points.append(contentsOf: polygon)
        }
    }
}
