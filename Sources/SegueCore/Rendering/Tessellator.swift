/// Turns a `RenderList` into triangles for the backend: it realises stencils by clipping each
/// polygon against the intersection of the open stencils on the CPU (so stencils work on every
/// SDL renderer, the software one included), and anti-aliases polygon and stencil edges with a
/// one-pixel feathered fringe. Each polygon is fanned from its own corners, so its triangles share
/// edges exactly and leave no seams. Buffers are kept between frames: no allocation in steady state.
public final class Tessellator {
    /// Width of the anti-aliasing fringe in pixels (half inside the edge, half outside).
    public var fringeWidth: Double = 1
    /// Added to every vertex coordinate when emitting: a renderer that shades pixel i from its
    /// sample at i + 1 rather than at its centre i + 0.5 (SDL's software renderer) needs +0.5.
    public var pixelOffset: Double = 0

    private var polygon: [Point] = []
    private var uv: [Point] = []
    private var scratch: [Point] = []
    private var scratchUV: [Point] = []
    private var unusedUV: [Point] = []
    private var stencils: [[Point]] = []
    private var depth = 0
    private var offsets: [Point] = []

    /// Creates a tessellator.
    public init() {}

    /// Converts `list` into `buffer` (emptied first).
    public func tessellate(_ list: RenderList, into buffer: TriangleBuffer) {
        buffer.removeAll()
        depth = 0
        for command in list.commands {
            switch command {
            case .fill(let first, let count, let color):
                guard load(list, first: first, count: count, withUV: false) else { continue }
                emitFill(color: color, into: buffer)
            case .texture(let first, let count, let key, let alpha):
                guard load(list, first: first, count: count, withUV: true) else { continue }
                emitTexture(key: key, alpha: alpha, into: buffer)
            case .pushStencil(let first, let count):
                pushStencil(list, first: first, count: count)
            case .popStencil:
                if depth > 0 { depth -= 1 }
            }
        }
    }

    /// Copies a polygon of the list into `polygon`, normalises it and clips it to the open stencils.
    private func load(_ list: RenderList, first: Int, count: Int, withUV: Bool) -> Bool {
        polygon.removeAll(keepingCapacity: true)
        uv.removeAll(keepingCapacity: true)
        for i in first..<first + count {
            polygon.append(list.points[i])
            if withUV { uv.append(list.texCoords[i]) }
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

    private func pushStencil(_ list: RenderList, first: Int, count: Int) {
        if stencils.count <= depth { stencils.append([]) }
        polygon.removeAll(keepingCapacity: true)
        for i in first..<first + count { polygon.append(list.points[i]) }
        if ConvexClipper.normalize(&polygon, uv: &unusedUV, withUV: false) {
            if depth > 0 {
                ConvexClipper.clip(
                    &polygon, uv: &unusedUV, withUV: false, against: stencils[depth - 1], scratch: &scratch,
                    scratchUV: &scratchUV)
                if !ConvexClipper.normalize(&polygon, uv: &unusedUV, withUV: false) {
                    polygon.removeAll(keepingCapacity: true)
                }
            }
        } else {
            polygon.removeAll(keepingCapacity: true)
        }
        swap(&stencils[depth], &polygon)
        depth += 1
    }

    /// Emits a feathered fill of `polygon`: an inner polygon at full alpha and a ring fading to
    /// zero over `fringeWidth` pixels across each edge.
    private func emitFill(color: Color, into buffer: TriangleBuffer) {
        // Work on locals: each access to a stored array of this class is checked for exclusivity
        // at run time, which cost more than the geometry itself.
        let polygon = self.polygon
        var offsets: [Point] = []
        swap(&offsets, &self.offsets)
        defer { swap(&offsets, &self.offsets) }
        let n = polygon.count
        let half = fringeWidth / 2
        offsets.removeAll(keepingCapacity: true)
        for i in 0..<n {
            let prev = polygon[(i + n - 1) % n]
            let p = polygon[i]
            let next = polygon[(i + 1) % n]
            let n0 = Tessellator.outwardNormal(prev, p)
            let n1 = Tessellator.outwardNormal(p, next)
            let h0 = Tessellator.isPixelAligned(prev, p) ? 0 : half
            let h1 = Tessellator.isPixelAligned(p, next) ? 0 : half
            // The offset d moves both edges out by their half widths: d·n0 = h0 and d·n1 = h1.
            let det = n0.x * n1.y - n0.y * n1.x
            var d: Point
            if abs(det) < 1e-6 {
                d = Point(x: n1.x * max(h0, h1), y: n1.y * max(h0, h1))
            } else {
                d = Point(x: (h0 * n1.y - h1 * n0.y) / det, y: (n0.x * h1 - n1.x * h0) / det)
            }
            // Miter limit: sharp corners are cut at four half widths.
            let length = (d.x * d.x + d.y * d.y).squareRoot()
            let limit = 4 * half
            if length > limit {
                d = Point(x: d.x * limit / length, y: d.y * limit / length)
            }
            offsets.append(d)
        }
        // The inner polygon must keep the orientation of each edge; for slivers thinner than the
        // fringe it would turn inside out, so such polygons get no inner inset and fainter alpha.
        var innerValid = true
        for i in 0..<n where innerValid {
            let j = (i + 1) % n
            let ex = polygon[j].x - polygon[i].x
            let ey = polygon[j].y - polygon[i].y
            let ix = (polygon[j].x - offsets[j].x) - (polygon[i].x - offsets[i].x)
            let iy = (polygon[j].y - offsets[j].y) - (polygon[i].y - offsets[i].y)
            if ex * ix + ey * iy <= 0 { innerValid = false }
        }
        let innerColor = innerValid ? color : color.multipliedAlpha(0.5)
        let shift = pixelOffset
        let outerColor = color.withAlpha(0)
        // Edges without a fringe (pixel-aligned ones) add no ring triangles.
        var ringEdges = 0
        for i in 0..<n where offsets[i] != .zero || offsets[(i + 1) % n] != .zero { ringEdges += 1 }
        let opaque = innerColor.a == 255
        if ringEdges == 0, innerValid, n == 4, let rect = Tessellator.pixelRect(polygon) {
            buffer.addFillRect(rect, color: innerColor, blended: !opaque)
            return
        }
        if opaque {
            // The interior is written without blending, in a batch of its own.
            buffer.beginBatch(texture: nil, blended: false, vertexCount: n)
            buffer.append(vertexCount: n, indexCount: 3 * (n - 2)) { base, vertices, indices in
                for i in 0..<n {
                    let o = innerValid ? offsets[i] : .zero
                    vertices[i] = RenderVertex(
                        x: Float(polygon[i].x - o.x + shift), y: Float(polygon[i].y - o.y + shift), color: innerColor)
                }
                var k = 0
                for i in 1..<Int32(n) - 1 {
                    indices[k] = base
                    indices[k + 1] = base + i
                    indices[k + 2] = base + i + 1
                    k += 3
                }
            }
            guard ringEdges > 0 else { return }
        }
        // Inner corners 0..<n, outer corners n..<2n: the fan (unless drawn above) and two triangles
        // for each edge of the ring that has a fringe.
        let fanIndices = opaque ? 0 : 3 * (n - 2)
        buffer.beginBatch(texture: nil, vertexCount: 2 * n)
        buffer.append(vertexCount: 2 * n, indexCount: fanIndices + 6 * ringEdges) { base, vertices, indices in
            for i in 0..<n {
                let o = innerValid ? offsets[i] : .zero
                vertices[i] = RenderVertex(
                    x: Float(polygon[i].x - o.x + shift), y: Float(polygon[i].y - o.y + shift), color: innerColor)
            }
            for i in 0..<n {
                vertices[n + i] = RenderVertex(
                    x: Float(polygon[i].x + offsets[i].x + shift), y: Float(polygon[i].y + offsets[i].y + shift),
                    color: outerColor)
            }
            let count = Int32(n)
            var k = 0
            if !opaque {
                for i in 1..<count - 1 {
                    indices[k] = base
                    indices[k + 1] = base + i
                    indices[k + 2] = base + i + 1
                    k += 3
                }
            }
            for i in 0..<count {
                let j = (i + 1) % count
                guard offsets[Int(i)] != .zero || offsets[Int(j)] != .zero else { continue }
                indices[k] = base + i
                indices[k + 1] = base + j
                indices[k + 2] = base + count + j
                indices[k + 3] = base + i
                indices[k + 4] = base + count + j
                indices[k + 5] = base + count + i
                k += 6
            }
        }
    }

    /// Emits a textured polygon as a fan (text carries its own anti-aliasing).
    private func emitTexture(key: TextKey, alpha: UInt8, into buffer: TriangleBuffer) {
        let n = polygon.count
        buffer.beginBatch(texture: key, vertexCount: n)
        let tint = Color(r: 255, g: 255, b: 255, a: alpha)
        let shift = pixelOffset
        let base = buffer.addVertex(
            RenderVertex(
                x: Float(polygon[0].x + shift), y: Float(polygon[0].y + shift), color: tint, u: Float(uv[0].x),
                v: Float(uv[0].y)))
        for i in 1..<n {
            _ = buffer.addVertex(
                RenderVertex(
                    x: Float(polygon[i].x + shift), y: Float(polygon[i].y + shift), color: tint, u: Float(uv[i].x),
                    v: Float(uv[i].y)))
        }
        for i in 1..<Int32(n) - 1 {
            buffer.addTriangle(base, base + i, base + i + 1)
        }
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
