import Foundation

/// The outline of a stroked polyline, as pieces that together cover it: a rectangle per segment,
/// a piece filling the outer side of each corner (the join) and one at each open end (the cap),
/// each a contour of one general polygon (`PolygonContours`), all wound the same way. The
/// rasteriser fills their union exactly (nonzero winding), so the stroke has no seams; the
/// geometry path draws the pieces one over another.
struct StrokeOutline {
    /// The line's width.
    var width: Double
    /// The ends of open subpaths.
    var cap: CAShapeLayerLineCap
    /// The corners.
    var join: CAShapeLayerLineJoin
    /// The longest miter, in half widths, before a miter join is drawn as a bevel (10).
    var miterLimit: Double

    /// Appends the pieces of the stroke of `line` (closed: its last point joins its first) to
    /// `points`, recording where each contour starts in `starts`.
    func append(_ line: ArraySlice<Point>, closed: Bool, to points: inout [Point], starts: inout [Int]) {
        let half = width / 2
        guard half > 0 else { return }
        let p = Array(line)
        let n = p.count
        guard n >= 2 else { return }
        let segments = closed ? n : n - 1
        var piece: [Point] = []
        for i in 0..<segments {
            let a = p[i]
            let b = p[(i + 1) % n]
            guard let normal = StrokeOutline.normal(a, b) else { continue }
            let o = Point(x: normal.x * half, y: normal.y * half)
            piece = [
                Point(x: a.x + o.x, y: a.y + o.y), Point(x: b.x + o.x, y: b.y + o.y), Point(x: b.x - o.x, y: b.y - o.y),
                Point(x: a.x - o.x, y: a.y - o.y),
            ]
            StrokeOutline.appendWound(piece, to: &points, starts: &starts)
        }
        // Joins at the corners between segments.
        let corners = closed ? 0..<n : 1..<(n - 1)
        for i in corners {
            let a = p[(i + n - 1) % n]
            let b = p[i]
            let c = p[(i + 1) % n]
            appendJoin(a, b, c, half: half, to: &points, starts: &starts)
        }
        if !closed {
            appendCap(at: p[0], from: p[1], half: half, to: &points, starts: &starts)
            appendCap(at: p[n - 1], from: p[n - 2], half: half, to: &points, starts: &starts)
        }
    }

    /// The piece on the outer side of the corner at b between a→b and b→c.
    private func appendJoin(
        _ a: Point, _ b: Point, _ c: Point, half: Double, to points: inout [Point], starts: inout [Int]
    ) {
        guard let n0 = StrokeOutline.normal(a, b), let n1 = StrokeOutline.normal(b, c) else { return }
        let turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
        guard abs(turn) > 1e-12 else { return }
        // The outer side is the one the path turns away from.
        let side: Double = turn > 0 ? -1 : 1
        let e0 = Point(x: b.x + side * n0.x * half, y: b.y + side * n0.y * half)
        let e1 = Point(x: b.x + side * n1.x * half, y: b.y + side * n1.y * half)
        switch join {
        case .round:
            var piece = [b, e0]
            let start = atan2(e0.y - b.y, e0.x - b.x)
            var sweep = atan2(e1.y - b.y, e1.x - b.x) - start
            while sweep > .pi { sweep -= 2 * .pi }
            while sweep < -.pi { sweep += 2 * .pi }
            let steps = max(2, Int((abs(sweep) * max(half, 1) / 0.5).squareRoot().rounded(.up) + 2))
            for k in 1..<steps {
                let angle = start + sweep * Double(k) / Double(steps)
                piece.append(Point(x: b.x + half * cos(angle), y: b.y + half * sin(angle)))
            }
            piece.append(e1)
            StrokeOutline.appendWound(piece, to: &points, starts: &starts)
        case .bevel:
            StrokeOutline.appendWound([b, e0, e1], to: &points, starts: &starts)
        default:
            // Miter: where the two outer edges meet, unless that is further than the limit.
            let d0 = Point(x: b.x - a.x, y: b.y - a.y)
            let d1 = Point(x: c.x - b.x, y: c.y - b.y)
            let denominator = d0.x * d1.y - d0.y * d1.x
            let t = ((e1.x - e0.x) * d1.y - (e1.y - e0.y) * d1.x) / denominator
            let tip = Point(x: e0.x + d0.x * t, y: e0.y + d0.y * t)
            let length = ((tip.x - b.x) * (tip.x - b.x) + (tip.y - b.y) * (tip.y - b.y)).squareRoot()
            if length <= miterLimit * half, length.isFinite {
                StrokeOutline.appendWound([b, e0, tip, e1], to: &points, starts: &starts)
            } else {
                StrokeOutline.appendWound([b, e0, e1], to: &points, starts: &starts)
            }
        }
    }

    /// The cap at the open end `end` of the segment from `from`.
    private func appendCap(at end: Point, from: Point, half: Double, to points: inout [Point], starts: inout [Int]) {
        guard let normal = StrokeOutline.normal(from, end) else { return }
        // The direction the line leaves the end in.
        let dx = normal.y
        let dy = -normal.x
        switch cap {
        case .square:
            let o = Point(x: normal.x * half, y: normal.y * half)
            let f = Point(x: dx * half, y: dy * half)
            StrokeOutline.appendWound(
                [
                    Point(x: end.x + o.x, y: end.y + o.y), Point(x: end.x + o.x + f.x, y: end.y + o.y + f.y),
                    Point(x: end.x - o.x + f.x, y: end.y - o.y + f.y), Point(x: end.x - o.x, y: end.y - o.y),
                ], to: &points, starts: &starts)
        case .round:
            let steps = max(4, Int((Double.pi * max(half, 1) / 0.5).squareRoot().rounded(.up) * 2))
            let start = atan2(normal.y, normal.x)
            var piece: [Point] = []
            for k in 0...steps {
                // From one side, around the end, to the other: half a turn towards the direction.
                let angle = start - Double.pi * Double(k) / Double(steps)
                piece.append(Point(x: end.x + half * cos(angle), y: end.y + half * sin(angle)))
            }
            StrokeOutline.appendWound(piece, to: &points, starts: &starts)
        default:
            break
        }
    }

    /// The unit normal of a→b (to its left on screen), or nil for a point.
    private static func normal(_ a: Point, _ b: Point) -> Point? {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-12 else { return nil }
        return Point(x: -dy / length, y: dx / length)
    }

    /// Appends a convex piece as a contour wound positively (as `ConvexClipper` counts).
    private static func appendWound(_ piece: [Point], to points: inout [Point], starts: inout [Int]) {
        var area = 0.0
        var j = piece.count - 1
        for i in piece.indices {
            area += piece[j].x * piece[i].y - piece[i].x * piece[j].y
            j = i
        }
        guard abs(area) > 1e-12 else { return }
        if area > 0 {
            PolygonContours.append(piece, to: &points, starts: &starts)
        } else {
            PolygonContours.append(piece.reversed(), to: &points, starts: &starts)
        }
    }
}

extension StrokeOutline {
    /// The parts of the flattened subpaths between `start` and `end` (fractions of their total
    /// length, as `strokeStart` and `strokeEnd`), each as points and whether it is still closed
    /// (a closed subpath drawn whole).
    static func trim(
        _ flat: CGPathFlattening, from start: Double, to end: Double
    ) -> [(points: [Point], closed: Bool)] {
        let lo = min(max(start, 0), 1)
        let hi = min(max(end, 0), 1)
        var total = 0.0
        for subpath in flat.subpaths {
            total += length(of: flat.points(of: subpath), closed: subpath.isClosed)
        }
        guard total > 0, hi > lo else { return [] }
        if lo <= 0, hi >= 1 {
            return flat.subpaths.map { (Array(flat.points(of: $0)), $0.isClosed) }
        }
        let from = lo * total
        let to = hi * total
        var result: [(points: [Point], closed: Bool)] = []
        var travelled = 0.0
        for subpath in flat.subpaths {
            var p = Array(flat.points(of: subpath))
            if subpath.isClosed, let first = p.first { p.append(first) }
            var part: [Point] = []
            for i in 0..<(p.count - 1) {
                let a = p[i]
                let b = p[i + 1]
                let l = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                let s0 = travelled
                let s1 = travelled + l
                travelled = s1
                guard s1 > from, s0 < to, l > 0 else { continue }
                let f0 = max(0, (from - s0) / l)
                let f1 = min(1, (to - s0) / l)
                let q0 = Point(x: a.x + (b.x - a.x) * f0, y: a.y + (b.y - a.y) * f0)
                let q1 = Point(x: a.x + (b.x - a.x) * f1, y: a.y + (b.y - a.y) * f1)
                if part.isEmpty { part.append(q0) }
                part.append(q1)
            }
            if part.count >= 2 { result.append((part, false)) }
        }
        return result
    }

    private static func length(of points: ArraySlice<Point>, closed: Bool) -> Double {
        var sum = 0.0
        var previous = points.first
        for p in points.dropFirst() {
            if let q = previous { sum += ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() }
            previous = p
        }
        if closed, let first = points.first, let last = points.last {
            sum += ((first.x - last.x) * (first.x - last.x) + (first.y - last.y) * (first.y - last.y)).squareRoot()
        }
        return sum
    }
}
