import Foundation

/// Turns shapes and text in a node's own coordinates, under a 3D transform, into window-space
/// polygons in a `RenderList`: it flattens curves for their on-screen size, projects each vertex
/// (perspective divide on the CPU) and clips geometry at a near plane so nothing behind the eye
/// wraps around. Its scratch buffers are kept between calls, so steady-state frames do not allocate.
@preconcurrency @MainActor public final class RenderListBuilder {
    /// The list being built.
    @exclusivity(unchecked) public var list = RenderList()
    /// Window pixels per point (2 on a HiDPI display).
    @exclusivity(unchecked) public var pixelScale: Double = 1

    /// Homogeneous w below which a point is behind the near plane.
    static let nearW = 1e-3

    /// When set, calls are recorded into a snapshot instead of the list (`View.snapshotView`).
    var recording: SnapshotRecording?

    /// Scratch space kept between calls.
    private var scratch = Scratch()
    private var stencilDepth = 0

    /// Creates a builder.
    public init() {}

    /// Starts a new frame: empties the list, keeping storage.
    public func reset() {
        list.removeAll()
        stencilDepth = 0
    }

    /// How many stencils are pushed and not yet popped.
    public var openStencils: Int { stencilDepth }

    /// Fills a shape given in local coordinates, mapped to window points by `transform`.
    public func fill(_ shape: Shape, transform: Transform3D, color: Color) {
        guard color.a > 0 else { return }
        if let recording { return recording.recordFill(shape, transform: transform, color: color) }
        if case .rect(let r) = shape, transform.isAffine {
            return fillRect(r, transform: transform, isAffine: true, color: color)
        }
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        guard s.projectShape(shape, transform: transform, pixelScale: pixelScale) else { return }
        list.fill(s.projected, color: color)
    }

    /// Fills any polygon given in local coordinates (concave allowed; several contours in
    /// `PolygonContours`' form), by the nonzero winding rule, mapped to window points by
    /// `transform`: shape layers' paths and strokes, borders and other rings.
    public func fillPolygon(_ points: [Point], transform: Transform3D, color: Color) {
        guard color.a > 0, points.count >= 3 else { return }
        if let recording { return recording.recordFillPolygon(points, transform: transform, color: color) }
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        s.local.removeAll(keepingCapacity: true)
        s.local.append(contentsOf: points)
        guard s.projectLocal(transform: transform, withUV: false, pixelScale: pixelScale) else { return }
        list.fillPolygon(s.projected, color: color)
    }

    /// Fills a rectangle in local coordinates that is one piece of a larger fill (a gradient's
    /// band), as a general polygon: the rasteriser gives it exact coverage, and the geometry
    /// path draws its edges without the feathered fringe, which would show along every edge the
    /// pieces share.
    func fillPiece(_ rect: Rect, transform: Transform3D, color: Color) {
        guard color.a > 0 else { return }
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        s.local.removeAll(keepingCapacity: true)
        Shape.rect(rect).flatten(into: &s.local, pixelsPerUnit: 1)
        if let recording { return recording.recordFillPolygon(s.local, transform: transform, color: color) }
        guard s.projectLocal(transform: transform, withUV: false, pixelScale: pixelScale) else { return }
        list.fillPolygon(s.projected, color: color)
    }

    /// Fills the ring between `outer` and `inner` (inside `outer`), both in local coordinates: a
    /// layer's border. One polygon (the outer outline, a slit, the inner one backwards), so the
    /// ring has no seams.
    public func fillRing(outer: Shape, inner: Shape, transform: Transform3D, color: Color) {
        guard color.a > 0 else { return }
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        let scale = Scratch.pixelsPerUnit(of: transform, near: outer.boundingRect, pixelScale: pixelScale)
        s.ring.removeAll(keepingCapacity: true)
        outer.flatten(into: &s.ring, pixelsPerUnit: scale)
        let outerCount = s.ring.count
        guard outerCount >= 3 else { return }
        s.ring.append(s.ring[0])
        s.innerRing.removeAll(keepingCapacity: true)
        inner.flatten(into: &s.innerRing, pixelsPerUnit: scale)
        if s.innerRing.count >= 3 {
            s.ring.append(s.innerRing[0])
            for i in stride(from: s.innerRing.count - 1, through: 0, by: -1) { s.ring.append(s.innerRing[i]) }
        }
        if let recording { return recording.recordFillPolygon(s.ring, transform: transform, color: color) }
        swap(&s.local, &s.ring)
        defer { swap(&s.local, &s.ring) }
        guard s.projectLocal(transform: transform, withUV: false, pixelScale: pixelScale) else { return }
        list.fillPolygon(s.projected, color: color)
    }

    /// `fill(.rect(rect), transform:color:)` for a caller that knows whether `transform` is
    /// affine (`isAffine` must be `transform.isAffine`): a view's background, without making a
    /// `Shape` for it. The affine case needs no scratch space: four corners, each mapped exactly
    /// as `projectLocal` maps them.
    @inline(__always)
    func fillRect(_ rect: Rect, transform: Transform3D, isAffine: Bool, color: Color) {
        guard color.a > 0 else { return }
        guard isAffine, recording == nil else { return fill(.rect(rect), transform: transform, color: color) }
        let (p0, p1, p2, p3) = RenderListBuilder.corners(rect, transform, pixelScale)
        list.fill(p0, p1, p2, p3, color: color)
    }

    /// Limits everything drawn until the matching `popStencil` to the inside of `shape`.
    public func pushStencil(_ shape: Shape, transform: Transform3D) {
        if let recording { return recording.recordPushStencil(shape, transform: transform) }
        stencilDepth += 1
        if case .rect(let r) = shape, transform.isAffine {
            let (p0, p1, p2, p3) = RenderListBuilder.corners(r, transform, pixelScale)
            list.pushStencil(p0, p1, p2, p3)
            return
        }
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        if !s.projectShape(shape, transform: transform, pixelScale: pixelScale) {
            s.projected.removeAll(keepingCapacity: true)
        }
        list.pushStencil(s.projected)
    }

    /// Starts a group: what follows is drawn into a layer of its own, composited as one by
    /// `endGroup(alpha:)` (UIKit's group opacity).
    public func beginGroup() {
        if let recording { return recording.recordBeginGroup() }
        list.beginGroup()
    }

    /// Ends the latest group, compositing it with `alpha` (0...1).
    public func endGroup(alpha: Double) {
        if let recording { return recording.recordEndGroup(alpha: alpha) }
        list.endGroup(alpha: UInt8((min(max(alpha, 0), 1) * 255).rounded()))
    }

    /// Ends the latest stencil.
    public func popStencil() {
        if let recording { return recording.recordPopStencil() }
        guard stencilDepth > 0 else { return }
        stencilDepth -= 1
        list.popStencil()
    }

    /// Draws the texture of `key` stretched over `rect` (local coordinates). Under perspective the
    /// quad is split into a grid so the texture follows the projection closely.
    public func text(_ key: TextKey, in rect: Rect, transform: Transform3D, alpha: Double) {
        let a = Color.byte(alpha)
        guard a > 0, rect.width > 0, rect.height > 0 else { return }
        if let recording { return recording.recordText(key, in: rect, transform: transform, alpha: alpha) }
        texturedQuad(rect, transform: transform) { points, uv in
            list.texture(points, texCoords: uv, key: key, alpha: a)
        }
    }

    /// Draws `bitmap`'s pixels stretched over `rect` (local coordinates), as `text` draws a text
    /// texture: landing on whole pixels when unscaled and unrotated, in a grid under perspective.
    public func image(_ bitmap: Bitmap, in rect: Rect, transform: Transform3D, alpha: Double) {
        let a = Color.byte(alpha)
        guard a > 0, rect.width > 0, rect.height > 0 else { return }
        if let recording { return recording.recordImage(bitmap, in: rect, transform: transform, alpha: alpha) }
        texturedQuad(rect, transform: transform) { points, uv in
            list.image(points, texCoords: uv, bitmap: bitmap, alpha: a)
        }
    }

    /// Projects `rect` with texture coordinates 0...1 across it and hands each projected piece
    /// to `emit` (one piece when affine, an 8 × 8 grid under perspective).
    private func texturedQuad(_ rect: Rect, transform: Transform3D, emit: ([Point], [Point]) -> Void) {
        var s = Scratch()
        swap(&s, &scratch)
        defer { swap(&s, &scratch) }
        let scale = pixelScale
        var transform = transform
        let unit = 1e-9
        if transform.isAffine, abs(transform.m11 - 1) < unit, abs(transform.m12) < unit, abs(transform.m21) < unit,
            abs(transform.m22 - 1) < unit
        {
            // Unscaled, unrotated text lands on whole pixels: its texture is then copied texel for
            // pixel, so it is as sharp as it was rasterised and every renderer samples it alike
            // (a scale within rounding of 1, as a snapshot replayed at its own size composes, is 1).
            transform.m11 = 1
            transform.m12 = 0
            transform.m21 = 0
            transform.m22 = 1
            let x = (rect.minX + transform.m41) * scale
            let y = (rect.minY + transform.m42) * scale
            transform.m41 += (x.rounded() - x) / scale
            transform.m42 += (y.rounded() - y) / scale
        }
        let divisions = transform.isAffine ? 1 : 8
        for row in 0..<divisions {
            for column in 0..<divisions {
                let u0 = Double(column) / Double(divisions)
                let u1 = Double(column + 1) / Double(divisions)
                let v0 = Double(row) / Double(divisions)
                let v1 = Double(row + 1) / Double(divisions)
                s.local.removeAll(keepingCapacity: true)
                s.localUV.removeAll(keepingCapacity: true)
                for corner in 0..<4 {
                    let u = corner == 1 || corner == 2 ? u1 : u0
                    let v = corner >= 2 ? v1 : v0
                    s.local.append(Point(x: rect.minX + rect.width * u, y: rect.minY + rect.height * v))
                    s.localUV.append(Point(x: u, y: v))
                }
                guard s.projectLocal(transform: transform, withUV: true, pixelScale: scale) else { continue }
                emit(s.projected, s.projectedUV)
            }
        }
    }

    /// The corners of `r` mapped by the affine `t` into window pixels, in `Shape.flatten`'s order.
    @inline(__always)
    private static func corners(_ r: Rect, _ t: Transform3D, _ scale: Double) -> (Point, Point, Point, Point) {
        @inline(__always)
        func map(_ x: Double, _ y: Double) -> Point {
            Point(x: (x * t.m11 + y * t.m21 + t.m41) * scale, y: (x * t.m12 + y * t.m22 + t.m42) * scale)
        }
        let x0 = r.minX
        let y0 = r.minY
        let x1 = r.maxX
        let y1 = r.maxY
        return (map(x0, y0), map(x1, y0), map(x1, y1), map(x0, y1))
    }

    /// The builder's scratch buffers, moved into a local while in use: accesses to a local are
    /// checked for exclusivity at compile time, those to a class's stored arrays at run time.
    private struct Scratch {
        var local: [Point] = []
        var localUV: [Point] = []
        var ring: [Point] = []
        var innerRing: [Point] = []
        var projected: [Point] = []
        var projectedUV: [Point] = []
        var homogeneous: [(x: Double, y: Double, w: Double, u: Double, v: Double)] = []
        var clipped: [(x: Double, y: Double, w: Double, u: Double, v: Double)] = []

        /// Flattens `shape` into `local` and projects it into `projected`; false when nothing is visible.
        mutating func projectShape(_ shape: Shape, transform: Transform3D, pixelScale: Double) -> Bool {
            local.removeAll(keepingCapacity: true)
            shape.flatten(
                into: &local,
                pixelsPerUnit: Scratch.pixelsPerUnit(of: transform, near: shape.boundingRect, pixelScale: pixelScale))
            return projectLocal(transform: transform, withUV: false, pixelScale: pixelScale)
        }

        /// An estimate of how many window pixels one local unit covers around `rect`.
        static func pixelsPerUnit(of t: Transform3D, near rect: Rect, pixelScale: Double) -> Double {
            if t.isAffine {
                return abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot() * pixelScale
            }
            let c = t.applyHomogeneous(x: rect.midX, y: rect.midY)
            let w = max(abs(c.w), RenderListBuilder.nearW)
            let linear = abs(t.m11 * t.m22 - t.m12 * t.m21).squareRoot()
            return linear / w * pixelScale
        }

        /// Projects `local` (and `localUV`) into window pixels, clipping at the near plane.
        mutating func projectLocal(transform t: Transform3D, withUV: Bool, pixelScale scale: Double) -> Bool {
            projected.removeAll(keepingCapacity: true)
            projectedUV.removeAll(keepingCapacity: true)
            guard local.count >= 3 else { return false }
            if t.isAffine {
                for i in 0..<local.count {
                    let p = local[i]
                    projected.append(
                        Point(
                            x: (p.x * t.m11 + p.y * t.m21 + t.m41) * scale,
                            y: (p.x * t.m12 + p.y * t.m22 + t.m42) * scale))
                    if withUV { projectedUV.append(localUV[i]) }
                }
                return true
            }
            homogeneous.removeAll(keepingCapacity: true)
            var allInFront = true
            for i in 0..<local.count {
                let p = local[i]
                let h = t.applyHomogeneous(x: p.x, y: p.y)
                let uv = withUV ? localUV[i] : .zero
                homogeneous.append((h.x, h.y, h.w, uv.x, uv.y))
                if h.w < RenderListBuilder.nearW { allInFront = false }
            }
            if !allInFront {
                clipAtNearPlane()
                swap(&homogeneous, &clipped)
                guard homogeneous.count >= 3 else { return false }
            }
            for h in homogeneous {
                projected.append(Point(x: h.x / h.w * scale, y: h.y / h.w * scale))
                if withUV { projectedUV.append(Point(x: h.u, y: h.v)) }
            }
            return true
        }

        /// Sutherland–Hodgman against the plane w = nearW, in homogeneous space, from `homogeneous` into `clipped`.
        mutating func clipAtNearPlane() {
            clipped.removeAll(keepingCapacity: true)
            let n = homogeneous.count
            let near = RenderListBuilder.nearW
            for i in 0..<n {
                let a = homogeneous[i]
                let b = homogeneous[(i + 1) % n]
                let aIn = a.w >= near
                let bIn = b.w >= near
                if aIn { clipped.append(a) }
                if aIn != bIn {
                    let s = (near - a.w) / (b.w - a.w)
                    clipped.append(
                        (
                            a.x + (b.x - a.x) * s, a.y + (b.y - a.y) * s, near,
                            a.u + (b.u - a.u) * s, a.v + (b.v - a.v) * s
                        ))
                }
            }
        }
    }
}
