import Foundation

/// Triangulates a simple polygon (concave allowed; contours joined by slits that go there and
/// back, as `RenderList.fillPolygon` takes them) by ear clipping, for the geometry path, which
/// draws triangles. A vertex is an ear when its corner turns the polygon's way and no other
/// vertex lies inside the triangle it cuts off. Work space is passed in, so a caller in the frame
/// path does not allocate once its buffers have grown.
enum EarClipping {
    /// Appends to `triangles` the indices (into `polygon`) of triangles covering the polygon.
    /// `remaining` is work space. A polygon that has no ear left (self-intersecting) has the rest
    /// fanned, so the loop always ends.
    static func triangulate(_ polygon: [Point], into triangles: inout [Int32], remaining: inout [Int32]) {
        let n = polygon.count
        guard n >= 3 else { return }
        remaining.removeAll(keepingCapacity: true)
        for i in 0..<n { remaining.append(Int32(i)) }
        let orientation: Double = ConvexClipper.signedArea2(polygon) >= 0 ? 1 : -1
        var index = 0
        var sinceLastEar = 0
        while remaining.count > 3 {
            let count = remaining.count
            if sinceLastEar > count {
                // No ear in a whole turn: fan what is left.
                for k in 1..<count - 1 {
                    triangles.append(remaining[0])
                    triangles.append(remaining[k])
                    triangles.append(remaining[k + 1])
                }
                return
            }
            let ip = remaining[(index + count - 1) % count]
            let ic = remaining[index % count]
            let inx = remaining[(index + 1) % count]
            let a = polygon[Int(ip)]
            let b = polygon[Int(ic)]
            let c = polygon[Int(inx)]
            let turn = cross(a, b, c) * orientation
            if turn <= 1e-12 {
                // A reflex corner is no ear; a straight or doubled-back one (a slit's end, a
                // repeated point) cuts off nothing and is dropped when its triangle is empty.
                if abs(turn) <= 1e-12, !containsOther(a, b, c, polygon, remaining, orientation: orientation) {
                    remaining.remove(at: index % count)
                    sinceLastEar = 0
                    continue
                }
                index = (index + 1) % count
                sinceLastEar += 1
                continue
            }
            if containsOther(a, b, c, polygon, remaining, orientation: orientation) {
                index = (index + 1) % count
                sinceLastEar += 1
                continue
            }
            triangles.append(ip)
            triangles.append(ic)
            triangles.append(inx)
            remaining.remove(at: index % count)
            sinceLastEar = 0
            if index >= remaining.count { index = 0 }
        }
        if remaining.count == 3 {
            triangles.append(remaining[0])
            triangles.append(remaining[1])
            triangles.append(remaining[2])
        }
    }

    /// Twice the signed area of a, b, c.
    @inline(__always)
    private static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    /// True when a remaining vertex other than the triangle's corners (by position) lies inside
    /// or on the triangle a, b, c of the polygon's orientation.
    private static func containsOther(
        _ a: Point, _ b: Point, _ c: Point, _ polygon: [Point], _ remaining: [Int32], orientation: Double
    ) -> Bool {
        let minX = min(a.x, b.x, c.x)
        let maxX = max(a.x, b.x, c.x)
        let minY = min(a.y, b.y, c.y)
        let maxY = max(a.y, b.y, c.y)
        for index in remaining {
            let p = polygon[Int(index)]
            guard p.x >= minX, p.x <= maxX, p.y >= minY, p.y <= maxY else { continue }
            if p == a || p == b || p == c { continue }
            let d0 = cross(a, b, p) * orientation
            let d1 = cross(b, c, p) * orientation
            let d2 = cross(c, a, p) * orientation
            if d0 >= 0, d1 >= 0, d2 >= 0 { return true }
        }
        return false
    }
}
