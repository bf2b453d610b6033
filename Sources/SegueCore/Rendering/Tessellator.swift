import Foundation

/// Turns a `RenderList` into triangles for the backend: it realises stencils by clipping each
/// polygon against the intersection of the open stencils on the CPU (so stencils work on every
/// SDL renderer, the software one included), and anti-aliases polygon and stencil edges with a
/// one-pixel feathered fringe. Each polygon is fanned from its own corners, so its triangles share
/// edges exactly and leave no seams. Buffers are kept between frames: no allocation in steady state.
@preconcurrency @MainActor public final class Tessellator {
    /// Width of the anti-aliasing fringe in pixels (half inside the edge, half outside).
    public var fringeWidth: Double = 1
    /// Added to every vertex coordinate when emitting: a renderer that shades pixel i from its
    /// sample at i + 1 rather than at its centre i + 0.5 (SDL's software renderer) needs +0.5.
    public var pixelOffset: Double = 0
    /// Puts the interiors of opaque polygons in batches drawn without blending (true, for SDL's
    /// software renderer, where blending a triangle costs a temporary surface), or keeps each
    /// polygon's interior and ring in the same blended batch (false, for GPU renderers, where
    /// the batch switches would cost a draw call each while blending is free).
    public var separatesOpaqueInteriors = true

    /// Scratch space kept between frames.
    private var work = Work()

    /// Creates a tessellator.
    public init() {}

    /// Converts `list` into `buffer` (emptied first).
    public func tessellate(_ list: RenderList, into buffer: TriangleBuffer) {
        // Everything runs on locals (the scratch space and the buffer's arrays moved out and back):
        // each access to a stored array of a class is checked for exclusivity at run time, which
        // cost more than the geometry itself.
        var work = Work()
        swap(&work, &self.work)
        defer { swap(&work, &self.work) }
        work.fringeWidth = fringeWidth
        work.pixelOffset = pixelOffset
        work.separatesOpaqueInteriors = separatesOpaqueInteriors
        buffer.withStorage { out in
            out.removeAll()
            work.run(list, into: &out)
        }
    }

    /// The tessellator's working state.
    private struct Work {
        var polygon: [Point] = []
        var uv: [Point] = []
        var scratch: [Point] = []
        var scratchUV: [Point] = []
        var unusedUV: [Point] = []
        var stencils: [[Point]] = []
        var depth = 0
        /// The bounds (min x, min y, max x, max y) of what each open group drew, innermost last.
        var groupBounds: [(Double, Double, Double, Double)] = []
        var offsets: [Point] = []
        var normals: [Point] = []
        var halves: [Double] = []
        /// A general polygon while it is triangulated, its triangles and the ear clipper's work space.
        var outline: [Point] = []
        var contours: [Range<Int>] = []
        var merged: [Point] = []
        var bridged: [Point] = []
        var triangles: [Int32] = []
        var remaining: [Int32] = []
        var fringeWidth = 1.0
        var pixelOffset = 0.0
        var separatesOpaqueInteriors = true

        mutating func run(_ list: RenderList, into out: inout TriangleStorage) {
            depth = 0
            groupBounds.removeAll(keepingCapacity: true)
            let points = list.points
            let texCoords = list.texCoords
            for command in list.commands {
                switch command {
                case .fill(let first, let count, let color):
                    guard load(points, texCoords, first: first, count: count, withUV: false) else { continue }
                    if !groupBounds.isEmpty { extendGroupBounds() }
                    emitFill(color: color, into: &out)
                case .fillPolygon(let first, let count, let color):
                    emitPolygon(points, first: first, count: count, color: color, into: &out)
                case .texture(let first, let count, let key, let alpha):
                    guard load(points, texCoords, first: first, count: count, withUV: true) else { continue }
                    if !groupBounds.isEmpty { extendGroupBounds() }
                    emitTexture(key: key, image: nil, alpha: alpha, into: &out)
                case .image(let first, let count, let bitmap, let alpha):
                    guard load(points, texCoords, first: first, count: count, withUV: true) else { continue }
                    if !groupBounds.isEmpty { extendGroupBounds() }
                    emitTexture(key: nil, image: bitmap, alpha: alpha, into: &out)
                case .pushStencil(let first, let count):
                    pushStencil(points, first: first, count: count)
                case .popStencil:
                    if depth > 0 { depth -= 1 }
                case .beginGroup:
                    groupBounds.append((.infinity, .infinity, -.infinity, -.infinity))
                    out.addGroupBoundary(.begin)
                case .endGroup(let alpha):
                    let bounds = groupBounds.popLast() ?? (0, 0, 0, 0)
                    if !groupBounds.isEmpty, bounds.0 <= bounds.2 {
                        // What a nested group drew is part of the enclosing one.
                        let last = groupBounds.count - 1
                        groupBounds[last].0 = min(groupBounds[last].0, bounds.0)
                        groupBounds[last].1 = min(groupBounds[last].1, bounds.1)
                        groupBounds[last].2 = max(groupBounds[last].2, bounds.2)
                        groupBounds[last].3 = max(groupBounds[last].3, bounds.3)
                    }
                    out.addGroupBoundary(
                        .end(alpha: alpha, rect: Tessellator.groupRect(bounds, margin: fringeWidth + 1)))
                }
            }
        }

        /// Widens the innermost open group's bounds to the loaded polygon.
        private mutating func extendGroupBounds() {
            let last = groupBounds.count - 1
            var b = groupBounds[last]
            for p in polygon {
                b.0 = min(b.0, p.x)
                b.1 = min(b.1, p.y)
                b.2 = max(b.2, p.x)
                b.3 = max(b.3, p.y)
            }
            groupBounds[last] = b
        }

        /// Copies a polygon of the list into `polygon`, normalises it and clips it to the open stencils.
        private mutating func load(
            _ points: [Point], _ texCoords: [Point], first: Int, count: Int, withUV: Bool
        ) -> Bool {
            polygon.removeAll(keepingCapacity: true)
            uv.removeAll(keepingCapacity: true)
            for i in first..<first + count {
                polygon.append(points[i])
                if withUV { uv.append(texCoords[i]) }
            }
            guard ConvexClipper.normalize(&polygon, uv: &uv, withUV: withUV) else { return false }
            if depth > 0 {
                ConvexClipper.clip(
                    &polygon, uv: &uv, withUV: withUV, against: stencils[depth - 1], scratch: &scratch,
                    scratchUV: &scratchUV)
                guard ConvexClipper.normalize(&polygon, uv: &uv, withUV: withUV) else { return false }
            }
            return true
        }

        private mutating func pushStencil(_ points: [Point], first: Int, count: Int) {
            if stencils.count <= depth { stencils.append([]) }
            polygon.removeAll(keepingCapacity: true)
            for i in first..<first + count { polygon.append(points[i]) }
            ConvexClipper.nestStencil(
                &polygon, inside: depth > 0 ? stencils[depth - 1] : nil, uv: &unusedUV, scratch: &scratch,
                scratchUV: &scratchUV)
            swap(&stencils[depth], &polygon)
            depth += 1
        }

        /// Emits a feathered fill of `polygon`: an inner polygon at full alpha and a ring fading to
        /// zero over `fringeWidth` pixels across each edge.
        private mutating func emitFill(color: Color, into out: inout TriangleStorage) {
            let n = polygon.count
            let half = fringeWidth / 2
            // Each edge's outward normal and half width, once per edge (each corner needs two).
            normals.removeAll(keepingCapacity: true)
            halves.removeAll(keepingCapacity: true)
            for i in 0..<n {
                let a = polygon[i]
                let b = polygon[i + 1 == n ? 0 : i + 1]
                normals.append(Tessellator.outwardNormal(a, b))
                halves.append(Tessellator.isPixelAligned(a, b) ? 0 : half)
            }
            offsets.removeAll(keepingCapacity: true)
            let limit = 4 * half
            for i in 0..<n {
                let e = i == 0 ? n - 1 : i - 1
                let n0 = normals[e]
                let n1 = normals[i]
                let h0 = halves[e]
                let h1 = halves[i]
                // The offset d moves both edges out by their half widths: d·n0 = h0 and d·n1 = h1.
                let det = n0.x * n1.y - n0.y * n1.x
                var d: Point
                if abs(det) < 1e-6 {
                    d = Point(x: n1.x * max(h0, h1), y: n1.y * max(h0, h1))
                } else {
                    d = Point(x: (h0 * n1.y - h1 * n0.y) / det, y: (n0.x * h1 - n1.x * h0) / det)
                }
                // Miter limit: sharp corners are cut at four half widths. The square root is taken
                // only near the limit (below 0.98 of its square the length is surely under it).
                let squared = d.x * d.x + d.y * d.y
                if squared > limit * limit * 0.98 {
                    let length = squared.squareRoot()
                    if length > limit {
                        d = Point(x: d.x * limit / length, y: d.y * limit / length)
                    }
                }
                offsets.append(d)
            }
            // The inner polygon must keep the orientation of each edge; for slivers thinner than the
            // fringe it would turn inside out, so such polygons get no inner inset and fainter alpha.
            var innerValid = true
            for i in 0..<n where innerValid {
                let j = i + 1 == n ? 0 : i + 1
                let ex = polygon[j].x - polygon[i].x
                let ey = polygon[j].y - polygon[i].y
                let ix = (polygon[j].x - offsets[j].x) - (polygon[i].x - offsets[i].x)
                let iy = (polygon[j].y - offsets[j].y) - (polygon[i].y - offsets[i].y)
                if ex * ix + ey * iy <= 0 { innerValid = false }
            }
            let innerColor = innerValid ? color : color.multipliedAlpha(0.5)
            let shift = pixelOffset
            let outerColor = Color(r: color.r, g: color.g, b: color.b, a: 0)
            // Edges without a fringe (pixel-aligned ones) add no ring triangles.
            var ringEdges = 0
            for i in 0..<n where offsets[i] != .zero || offsets[i + 1 == n ? 0 : i + 1] != .zero { ringEdges += 1 }
            if ringEdges == 0, innerValid, n == 4, let rect = Tessellator.pixelRect(polygon) {
                out.addFillRect(rect, color: innerColor, blended: innerColor.a != 255)
                return
            }
            // With separate opaque batches the interior is written without blending; otherwise
            // interior and ring share one blended batch (fewer draw calls).
            let opaque = separatesOpaqueInteriors && innerColor.a == 255
            if opaque {
                // The interior is written without blending, in a batch of its own.
                out.beginSolidBatch(blended: false, vertexCount: n)
                let base = out.nextIndex
                for i in 0..<n {
                    let o = innerValid ? offsets[i] : .zero
                    out.vertices.append(
                        RenderVertex(
                            x: Float(polygon[i].x - o.x + shift), y: Float(polygon[i].y - o.y + shift),
                            color: innerColor))
                }
                for i in 1..<Int32(n) - 1 {
                    out.indices.append(base)
                    out.indices.append(base + i)
                    out.indices.append(base + i + 1)
                }
                out.extendBatch(vertexCount: n, indexCount: 3 * (n - 2))
                guard ringEdges > 0 else { return }
            }
            // Inner corners 0..<n, outer corners n..<2n: the fan (unless drawn above) and two
            // triangles for each edge of the ring that has a fringe.
            let fanIndices = opaque ? 0 : 3 * (n - 2)
            out.beginSolidBatch(blended: true, vertexCount: 2 * n)
            let base = out.nextIndex
            for i in 0..<n {
                let o = innerValid ? offsets[i] : .zero
                out.vertices.append(
                    RenderVertex(
                        x: Float(polygon[i].x - o.x + shift), y: Float(polygon[i].y - o.y + shift), color: innerColor))
            }
            for i in 0..<n {
                out.vertices.append(
                    RenderVertex(
                        x: Float(polygon[i].x + offsets[i].x + shift), y: Float(polygon[i].y + offsets[i].y + shift),
                        color: outerColor))
            }
            let count = Int32(n)
            if !opaque {
                for i in 1..<count - 1 {
                    out.indices.append(base)
                    out.indices.append(base + i)
                    out.indices.append(base + i + 1)
                }
            }
            for i in 0..<count {
                let j = i + 1 == count ? 0 : i + 1
                guard offsets[Int(i)] != .zero || offsets[Int(j)] != .zero else { continue }
                out.indices.append(base + i)
                out.indices.append(base + j)
                out.indices.append(base + count + j)
                out.indices.append(base + i)
                out.indices.append(base + count + j)
                out.indices.append(base + count + i)
            }
            out.extendBatch(vertexCount: 2 * n, indexCount: fanIndices + 6 * ringEdges)
        }

        /// Emits a general polygon (`RenderList.Command.fillPolygon`): its contours read back
        /// (`PolygonContours`), each filled contour with its holes bridged in and ear-clipped into
        /// triangles that share their edges exactly, each triangle clipped to the open stencils.
        /// Its outline has no feathered fringe (a fringe per triangle would show the inner edges).
        /// Filled contours that overlap (a stroke's pieces) are drawn one over the other.
        private mutating func emitPolygon(
            _ points: [Point], first: Int, count: Int, color: Color, into out: inout TriangleStorage
        ) {
            guard color.a > 0, count >= 3 else { return }
            outline.removeAll(keepingCapacity: true)
            for i in first..<first + count { outline.append(points[i]) }
            PolygonContours.parse(outline, into: &contours)
            var largest = 0.0
            for r in contours {
                let a = PolygonContours.signedArea2(outline, r)
                if abs(a) > abs(largest) { largest = a }
            }
            guard largest != 0 else { return }
            for (index, r) in contours.enumerated() {
                let area = PolygonContours.signedArea2(outline, r)
                guard area != 0, (area > 0) == (largest > 0) else { continue }
                merged.removeAll(keepingCapacity: true)
                merged.append(contentsOf: outline[r])
                // Its holes: contours wound the other way whose first point it is the smallest
                // filled contour around.
                for h in contours.indices {
                    let hole = contours[h]
                    let holeArea = PolygonContours.signedArea2(outline, hole)
                    guard holeArea != 0, (holeArea > 0) != (largest > 0) else { continue }
                    let q = outline[hole.lowerBound]
                    guard PolygonContours.contains(outline, r, q) else { continue }
                    var smallest = true
                    for (other, o) in contours.enumerated() where other != index {
                        let oa = PolygonContours.signedArea2(outline, o)
                        if (oa > 0) == (largest > 0), abs(oa) < abs(area), PolygonContours.contains(outline, o, q) {
                            smallest = false
                            break
                        }
                    }
                    if smallest { PolygonContours.bridge(outline, hole: hole, into: &merged, scratch: &bridged) }
                }
                emitTriangulated(color: color, into: &out)
            }
        }

        /// Ear-clips `merged` and emits its triangles, each clipped to the open stencils.
        private mutating func emitTriangulated(color: Color, into out: inout TriangleStorage) {
            guard ConvexClipper.normalize(&merged, uv: &unusedUV, withUV: false) else { return }
            triangles.removeAll(keepingCapacity: true)
            EarClipping.triangulate(merged, into: &triangles, remaining: &remaining)
            let shift = pixelOffset
            let blended = color.a != 255 || !separatesOpaqueInteriors
            var k = 0
            while k + 2 < triangles.count {
                polygon.removeAll(keepingCapacity: true)
                uv.removeAll(keepingCapacity: true)
                for j in 0..<3 { polygon.append(merged[Int(triangles[k + j])]) }
                k += 3
                guard ConvexClipper.normalize(&polygon, uv: &uv, withUV: false) else { continue }
                if depth > 0 {
                    ConvexClipper.clip(
                        &polygon, uv: &uv, withUV: false, against: stencils[depth - 1], scratch: &scratch,
                        scratchUV: &scratchUV)
                    guard ConvexClipper.normalize(&polygon, uv: &uv, withUV: false) else { continue }
                }
                if !groupBounds.isEmpty { extendGroupBounds() }
                let n = polygon.count
                out.beginSolidBatch(blended: blended, vertexCount: n)
                let base = out.nextIndex
                for p in polygon {
                    out.vertices.append(RenderVertex(x: Float(p.x + shift), y: Float(p.y + shift), color: color))
                }
                for i in 1..<Int32(n) - 1 {
                    out.indices.append(base)
                    out.indices.append(base + i)
                    out.indices.append(base + i + 1)
                }
                out.extendBatch(vertexCount: n, indexCount: 3 * (n - 2))
            }
        }

        /// Emits a textured polygon (text, or an image's pixels) as a fan (text carries its own
        /// anti-aliasing).
        private mutating func emitTexture(
            key: TextKey?, image: Bitmap?, alpha: UInt8, into out: inout TriangleStorage
        ) {
            let n = polygon.count
            out.beginBatch(texture: key, image: image, vertexCount: n)
            let tint = Color(r: 255, g: 255, b: 255, a: alpha)
            let shift = pixelOffset
            let base = out.nextIndex
            for i in 0..<n {
                out.vertices.append(
                    RenderVertex(
                        x: Float(polygon[i].x + shift), y: Float(polygon[i].y + shift), color: tint, u: Float(uv[i].x),
                        v: Float(uv[i].y)))
            }
            for i in 1..<Int32(n) - 1 {
                out.indices.append(base)
                out.indices.append(base + i)
                out.indices.append(base + i + 1)
            }
            out.extendBatch(vertexCount: n, indexCount: 3 * (n - 2))
        }
    }

    /// The whole pixels covering a group's bounds (min x, min y, max x, max y) widened by
    /// `margin` for the fringes, or nil when the group drew nothing.
    static func groupRect(_ b: (Double, Double, Double, Double), margin: Double) -> PixelRect? {
        guard b.0 <= b.2, b.1 <= b.3, abs(b.0) < 1e6, abs(b.1) < 1e6, abs(b.2) < 1e6, abs(b.3) < 1e6 else {
            return nil
        }
        let x0 = (b.0 - margin).rounded(.down)
        let y0 = (b.1 - margin).rounded(.down)
        let x1 = (b.2 + margin).rounded(.up)
        let y1 = (b.3 + margin).rounded(.up)
        return PixelRect(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
    }

    /// The whole-pixel rectangle a four-cornered axis-aligned polygon covers, or nil.
    static func pixelRect(_ p: [Point]) -> PixelRect? {
        var x0 = p[0].x
        var y0 = p[0].y
        var x1 = x0
        var y1 = y0
        for q in p {
            x0 = min(x0, q.x)
            y0 = min(y0, q.y)
            x1 = max(x1, q.x)
            y1 = max(y1, q.y)
        }
        for q in p {
            guard q.x == x0 || q.x == x1, q.y == y0 || q.y == y1 else { return nil }
        }
        guard x1 > x0, y1 > y0, abs(x0) < 1e6, abs(y0) < 1e6, abs(x1) < 1e6, abs(y1) < 1e6 else { return nil }
        return PixelRect(
            x: Int32(x0.rounded()), y: Int32(y0.rounded()), width: Int32((x1 - x0).rounded()),
            height: Int32((y1 - y0).rounded()))
    }

    /// True for an edge along a pixel boundary (horizontal or vertical at a whole pixel): it is
    /// exact without feathering, and feathering it would leave a half-covered line of pixels.
    @inline(__always)
    static func isPixelAligned(_ a: Point, _ b: Point) -> Bool {
        let epsilon = 1e-4
        if abs(a.x - b.x) < epsilon { return abs(a.x - a.x.rounded()) < epsilon }
        if abs(a.y - b.y) < epsilon { return abs(a.y - a.y.rounded()) < epsilon }
        return false
    }

    /// The unit normal of the edge a→b that points out of a positively wound polygon.
    @inline(__always)
    static func outwardNormal(_ a: Point, _ b: Point) -> Point {
        let ex = b.x - a.x
        let ey = b.y - a.y
        let len = (ex * ex + ey * ey).squareRoot()
        guard len > 0 else { return .zero }
        return Point(x: ey / len, y: -ex / len)
    }
}
