import Foundation

/// How a general polygon (`RenderList.Command.fillPolygon`) holds several contours: each contour
/// is closed (it ends with its first point again), and after the last one the first points of the
/// contours before it follow in reverse, so that the path from one contour to the next is walked
/// there and back and adds no area (the rasteriser sums every edge's coverage; those edges
/// cancel). A polygon with a single contour may leave out the closing point.
///
/// The geometry path, which triangulates, reads the contours back (`parse`): contours wound the
/// way of the largest are filled, those wound the other way are holes in the smallest filled
/// contour around them, joined to it by a bridge before ear clipping (`bridge`).
enum PolygonContours {
    /// Appends one contour to `points` (closing it), keeping in `starts` where each contour began.
    static func append(_ contour: some Collection<Point>, to points: inout [Point], starts: inout [Int]) {
        guard contour.count >= 3, let first = contour.first else { return }
        starts.append(points.count)
        points.append(contentsOf: contour)
        if points[points.count - 1] == first { points.removeLast() }
        points.append(first)
    }

    /// Appends the way back through the contours' first points (see the type's documentation).
    static func finish(_ points: inout [Point], starts: [Int]) {
        guard starts.count > 1 else { return }
        for k in stride(from: starts.count - 2, through: 1, by: -1) { points.append(points[starts[k]]) }
    }

    /// The contours of `polygon` as ranges (their closing point left out): runs that come back to
    /// their first point; what is left unclosed at the end is the way back and is skipped. A
    /// polygon with no closed run is one contour.
    static func parse(_ polygon: [Point], into ranges: inout [Range<Int>]) {
        ranges.removeAll(keepingCapacity: true)
        var start = 0
        var i = 1
        while i < polygon.count {
            if polygon[i] == polygon[start] {
                if i - start >= 3 { ranges.append(start..<i) }
                start = i + 1
                i = start + 1
                continue
            }
            i += 1
        }
        if ranges.isEmpty { ranges.append(0..<polygon.count) }
    }

    /// Twice the signed area of a contour.
    static func signedArea2(_ p: [Point], _ r: Range<Int>) -> Double {
        var sum = 0.0
        var j = r.upperBound - 1
        for i in r {
            sum += p[j].x * p[i].y - p[i].x * p[j].y
            j = i
        }
        return sum
    }

    /// True when `q` is inside the contour (even-odd ray cast).
    static func contains(_ p: [Point], _ r: Range<Int>, _ q: Point) -> Bool {
        var inside = false
        var j = r.upperBound - 1
        for i in r {
            let a = p[i]
            let b = p[j]
            if (a.y > q.y) != (b.y > q.y), q.x < (b.x - a.x) * (q.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// Joins the hole `p[hole]` into the simple polygon `merged` with a bridge from the hole's
    /// rightmost point to the nearest point of `merged` the bridge crosses no edge to, giving
    /// one polygon that goes around the hole (ear clipping takes it as a slit).
    static func bridge(_ p: [Point], hole: Range<Int>, into merged: inout [Point], scratch: inout [Point]) {
        guard !merged.isEmpty else { return }
        var m = hole.lowerBound
        for i in hole where p[i].x > p[m].x { m = i }
        let mp = p[m]
        var best = -1
        var bestDistance = Double.infinity
        for v in merged.indices {
            let vp = merged[v]
            let d = (vp.x - mp.x) * (vp.x - mp.x) + (vp.y - mp.y) * (vp.y - mp.y)
            guard d < bestDistance else { continue }
            if crossesAnEdge(mp, vp, merged) || crossesAnEdge(mp, vp, p, hole) { continue }
            best = v
            bestDistance = d
        }
        if best < 0 { best = 0 }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: merged[...best])
        let count = hole.count
        let offset = m - hole.lowerBound
        for k in 0...count { scratch.append(p[hole.lowerBound + (offset + k) % count]) }
        scratch.append(merged[best])
        if best + 1 < merged.count { scratch.append(contentsOf: merged[(best + 1)...]) }
        swap(&merged, &scratch)
    }

    /// True when segment a–b properly crosses an edge of the closed polygon `p` (edges that
    /// touch a or b do not count).
    private static func crossesAnEdge(_ a: Point, _ b: Point, _ p: [Point], _ r: Range<Int>? = nil) -> Bool {
        let range = r ?? p.indices
        guard range.count >= 2 else { return false }
        var j = range.upperBound - 1
        for i in range {
            let c = p[j]
            let d = p[i]
            j = i
            if c == a || c == b || d == a || d == b { continue }
            let d1 = cross(c, d, a)
            let d2 = cross(c, d, b)
            let d3 = cross(a, b, c)
            let d4 = cross(a, b, d)
            if ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)) {
                return true
            }
        }
        return false
    }

    @inline(__always)
    private static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }
}
