import Foundation

/// Geometry helpers for convex polygons in window space: orientation, clipping one convex polygon
/// against another (Sutherland–Hodgman) and removing repeated corners. Scratch buffers are
/// passed in, so callers in the frame path do not allocate.
enum ConvexClipper {
    /// Twice the signed area; positive for the orientation the clipper works in.
    static func signedArea2(_ p: [Point]) -> Double {
        var sum = 0.0
        var j = p.count - 1
        for i in 0..<p.count {
            sum += p[j].x * p[i].y - p[i].x * p[j].y
            j = i
        }
        return sum
    }

    /// Drops corners that repeat the previous one and makes the winding positive, in place.
    /// Returns false when fewer than three distinct corners or no area remain.
    static func normalize(_ p: inout [Point], uv: inout [Point], withUV: Bool) -> Bool {
        var write = 0
        for read in 0..<p.count {
            let q = p[read]
            if write > 0, abs(q.x - p[write - 1].x) < 1e-6, abs(q.y - p[write - 1].y) < 1e-6 { continue }
            p[write] = q
            if withUV { uv[write] = uv[read] }
            write += 1
        }
        while write > 1, abs(p[0].x - p[write - 1].x) < 1e-6, abs(p[0].y - p[write - 1].y) < 1e-6 {
            write -= 1
        }
        p.removeLast(p.count - write)
        if withUV { uv.removeLast(uv.count - write) }
        guard p.count >= 3 else { return false }
        let area = signedArea2(p)
        guard abs(area) > 1e-9 else { return false }
        if area < 0 {
            p.reverse()
            if withUV { uv.reverse() }
        }
        return true
    }

    /// Clips `subject` (with optional texture coordinates) against the positively wound convex
    /// polygon `clip`, leaving the result in `subject`/`uv`. `scratch` and `scratchUV` are work space.
    static func clip(
        _ subject: inout [Point], uv: inout [Point], withUV: Bool, against clip: [Point],
        scratch: inout [Point], scratchUV: inout [Point]
    ) {
        let n = clip.count
        guard n >= 3 else {
            subject.removeAll(keepingCapacity: true)
            uv.removeAll(keepingCapacity: true)
            return
        }
        for e in 0..<n {
            guard subject.count >= 3 else { break }
            let a = clip[e]
            let b = clip[(e + 1) % n]
            let ex = b.x - a.x
            let ey = b.y - a.y
            scratch.removeAll(keepingCapacity: true)
            scratchUV.removeAll(keepingCapacity: true)
            let m = subject.count
            for i in 0..<m {
                let p = subject[i]
                let q = subject[(i + 1) % m]
                let dp = ex * (p.y - a.y) - ey * (p.x - a.x)
                let dq = ex * (q.y - a.y) - ey * (q.x - a.x)
                let pIn = dp >= 0
                let qIn = dq >= 0
                if pIn {
                    scratch.append(p)
                    if withUV { scratchUV.append(uv[i]) }
                }
                if pIn != qIn {
                    let s = dp / (dp - dq)
                    scratch.append(Point(x: p.x + (q.x - p.x) * s, y: p.y + (q.y - p.y) * s))
                    if withUV {
                        let up = uv[i]
                        let uq = uv[(i + 1) % m]
                        scratchUV.append(Point(x: up.x + (uq.x - up.x) * s, y: up.y + (uq.y - up.y) * s))
                    }
                }
            }
            swap(&subject, &scratch)
            if withUV { swap(&uv, &scratchUV) }
        }
    }

    /// Makes `polygon` a stencil nested in `outer` (the innermost open stencil, nil when none):
    /// wound positively and clipped to `outer`, or emptied when nothing of it remains. The
    /// tessellator and the coverage rasteriser push their stencils through it.
    static func nestStencil(
        _ polygon: inout [Point], inside outer: [Point]?, uv: inout [Point], scratch: inout [Point],
        scratchUV: inout [Point]
    ) {
        guard normalize(&polygon, uv: &uv, withUV: false) else {
            polygon.removeAll(keepingCapacity: true)
            return
        }
        guard let outer else { return }
        clip(&polygon, uv: &uv, withUV: false, against: outer, scratch: &scratch, scratchUV: &scratchUV)
        if !normalize(&polygon, uv: &uv, withUV: false) { polygon.removeAll(keepingCapacity: true) }
    }
}
