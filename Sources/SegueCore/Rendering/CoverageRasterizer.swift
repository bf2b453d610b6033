import Foundation

/// Draws text on behalf of the `CoverageRasterizer`: the texture of `key` over indexed triangles
/// (vertex positions in target pixels, white tinted by the view's opacity), finished in the
/// target's pixels before the call returns, since the rasteriser writes the next pixels at once.
@preconcurrency @MainActor public protocol RasterTextDrawing: AnyObject {
    /// Draws the text texture of `key` over the triangles into `target` (the target given to the
    /// rasteriser, or one of its group layers, which have the same size and channel layout) and
    /// returns when its pixels are written.
    func drawText(
        _ key: TextKey, vertices: UnsafeBufferPointer<RenderVertex>, indices: UnsafeBufferPointer<Int32>,
        into target: PixelTarget) throws

    /// The coverage of the text of `key` (the alpha of its texture, at the texture's size), for
    /// text the rasteriser draws itself with filtering; nil leaves all text to `drawText`.
    func textCoverage(for key: TextKey) throws -> TextCoverage?
}

extension RasterTextDrawing {
    /// No coverage: every text goes to `drawText`.
    public func textCoverage(for key: TextKey) throws -> TextCoverage? { nil }
}

/// Segue's own scanline rasteriser for software drawing: it fills each polygon of a `RenderList`
/// straight into a `PixelTarget` with analytic coverage (the exact area of the polygon inside each
/// pixel), so edges are anti-aliased without fringe geometry, and blends in place without
/// temporary surfaces. Stencils are exact: polygons are clipped against the intersection of the
/// open stencils (as the tessellator does), and the clipped polygon's coverage makes the stencil's
/// edge as smooth as a polygon edge. Text is handed to a `RasterTextDrawing` in drawing order
/// when it lands texel for pixel (upright, unscaled, on whole pixels); any other text (rotated,
/// scaled, squashed, in perspective) is drawn here from its `TextCoverage` with filtering.
///
/// Coverage is accumulated per row in the manner of signed-area font rasterisers: each edge adds,
/// to the cells it crosses, how much of each cell lies to its right, and a running sum along the
/// row gives each pixel's covered fraction. For a convex polygon the cells an edge touches form a
/// left and a right run per row; the pixels between them share one coverage and are filled as a
/// span (stored directly when opaque). The cells are zeroed as they are read, so the buffer is
/// clean for the next polygon without a clearing pass. Buffers are kept between frames.
///
/// Fills that are strictly convex and monotone in y, inside the target and surely inside the open
/// stencils (most of a frame) take a quick path (`ConvexOutline`): read in place from the list,
/// filled row by row from their two chains into one row of cells. Any other polygon is copied,
/// normalised, clipped and filled edge by edge (`Raster.fill`).
///
/// Groups (`beginGroup`/`endGroup`, UIKit's group opacity) are drawn into layers, one per nesting
/// depth, kept between frames and transparent between groups: what a group draws lands in its
/// layer (premultiplied, clipped by the open stencils, so by the group's mask), and its end
/// composites the rectangle of pixels the group drew onto the target below with the group's
/// alpha, clearing that rectangle of the layer as it goes.
@preconcurrency @MainActor public final class CoverageRasterizer {
    /// Added to text vertex positions: 0.5 for SDL's software renderer, which shades pixel i from
    /// its sample at i + 1.
    public var textVertexOffset: Double = 0.5

    private var work = Work()

    /// Whether fills that qualify take the quick path (`ConvexOutline`); false sends every
    /// polygon through the general path, which tests compare the quick one with.
    var usesQuickPath = true

    /// Creates a rasteriser.
    public init() {}

    /// Fills the whole target with `color` (no blending).
    public func clear(_ target: PixelTarget, color: Color) {
        let value = target.pack(color)
        for y in 0..<target.height {
            target.row(y).update(repeating: value, count: target.width)
        }
    }

    /// Draws `list` over what `target` holds. Text goes to `text` (skipped when nil).
    public func draw(_ list: RenderList, into target: PixelTarget, text: RasterTextDrawing?) throws {
        var work = Work()
        swap(&work, &self.work)
        defer { swap(&work, &self.work) }
        work.textVertexOffset = textVertexOffset
        work.usesQuickPath = usesQuickPath
        try work.run(list, target: target, text: text)
    }

    /// The rasteriser's state, run on a local copy (see `Tessellator` for why).
    private struct Work {
        var polygon: [Point] = []
        var uv: [Point] = []
        var scratch: [Point] = []
        var scratchUV: [Point] = []
        var unusedUV: [Point] = []
        var stencils: [[Point]] = []
        var stencilBounds: [StencilBounds] = []
        var depth = 0
        var bounds: [Point] = []
        var textVertexOffset = 0.5
        var usesQuickPath = true
        var textVertices: [RenderVertex] = []
        var textIndices: [Int32] = []
        /// The text of the pending batch, or nil.
        var textKey: TextKey?
        /// Group layers, one per nesting depth; `groupDepth` of them are open.
        var layers: [PixelLayer] = []
        var groupDepth = 0
        /// Per open group, the pixel rectangle its drawing touched (x0, y0, x1, y1; empty when x0 >= x1).
        var groupBounds: [(Int, Int, Int, Int)] = []
        /// The bounds of the polygon last loaded, in the target (before clipping).
        var loadedBounds = (0.0, 0.0, 0.0, 0.0)
        /// Coverage cells, `width + 2` per row.
        var cells: [Float] = []
        /// Per row, the first and last cell touched by downward (0) and upward (1) edges.
        var runs: [Int32] = []
        var width = 0
        var height = 0

        mutating func run(_ list: RenderList, target: PixelTarget, text: RasterTextDrawing?) throws {
            prepare(width: target.width, height: target.height)
            depth = 0
            groupDepth = 0
            groupBounds.removeAll(keepingCapacity: true)
            textKey = nil
            textVertices.removeAll(keepingCapacity: true)
            textIndices.removeAll(keepingCapacity: true)
            let points = list.points
            let texCoords = list.texCoords
            let stride = width + 2
            // The buffers are moved out while their pointers are in use, so the polygon work below
            // may mutate the rest of `self`.
            var cells: [Float] = []
            var runs: [Int32] = []
            swap(&cells, &self.cells)
            swap(&runs, &self.runs)
            defer {
                swap(&cells, &self.cells)
                swap(&runs, &self.runs)
            }
            try cells.withUnsafeMutableBufferPointer { cellBuffer in
                try runs.withUnsafeMutableBufferPointer { runBuffer in
                    try points.withUnsafeBufferPointer { pointBuffer in
                        var raster = Raster(
                            target: target, cells: cellBuffer.baseAddress!, runs: runBuffer.baseAddress!, stride: stride
                        )
                        for command in list.commands {
                            switch command {
                            case .fill(let first, let count, let color):
                                guard color.a > 0 else { continue }
                                try fill(
                                    first: first, count: count, color: color, points: points,
                                    corners: pointBuffer.baseAddress, raster: raster, text: text)
                            case .fillPolygon(let first, let count, let color):
                                // Any polygon: the general path's cells sum the winding of every
                                // edge, so concave outlines and slit-joined contours fill exactly.
                                guard color.a > 0, load(points, [], first: first, count: count, withUV: false)
                                else { continue }
                                if let text { try flushText(to: text, target: raster.target) }
                                if groupDepth > 0 { extendGroupBounds(margin: 1) }
                                polygon.withUnsafeBufferPointer { raster.fill($0, color: color) }
                            case .texture(let first, let count, let key, let alpha):
                                guard let text, alpha > 0,
                                    load(points, texCoords, first: first, count: count, withUV: true)
                                else { continue }
                                if groupDepth > 0 { extendGroupBounds(margin: 2) }
                                if let coverage = try text.textCoverage(for: key),
                                    !TextCoverage.isPixelAligned(
                                        polygon, uv, width: coverage.width, height: coverage.height)
                                {
                                    try flushText(to: text, target: raster.target)
                                    coverage.fill(polygon, uv, color: key.color, alpha: alpha, into: raster.target)
                                    continue
                                }
                                if let pending = textKey, pending != key {
                                    try flushText(to: text, target: raster.target)
                                }
                                addText(key: key, alpha: alpha)
                            case .image(let first, let count, let bitmap, let alpha):
                                guard alpha > 0, load(points, texCoords, first: first, count: count, withUV: true)
                                else { continue }
                                if let text { try flushText(to: text, target: raster.target) }
                                if groupDepth > 0 { extendGroupBounds(margin: 1) }
                                bitmap.fill(polygon, uv, alpha: alpha, into: raster.target)
                            case .pushStencil(let first, let count):
                                pushStencil(points, first: first, count: count)
                            case .popStencil:
                                if depth > 0 { depth -= 1 }
                            case .beginGroup:
                                if let text { try flushText(to: text, target: raster.target) }
                                raster.target = beginGroup(like: target)
                            case .endGroup(let alpha):
                                guard groupDepth > 0 else { continue }
                                if let text { try flushText(to: text, target: raster.target) }
                                raster.target = endGroup(alpha: alpha, base: target)
                            }
                        }
                        if let text { try flushText(to: text, target: raster.target) }
                        // A list that leaves groups open: composite them, so the layers are clean.
                        while groupDepth > 0 { raster.target = endGroup(alpha: 255, base: target) }
                    }
                }
            }
        }

        /// Draws a fill of `points[first ..< first + count]` (whose storage starts at `corners`):
        /// by the quick path when it qualifies, else copied, clipped and filled by `Raster.fill`
        /// (fills have no texture coordinates to copy).
        private mutating func fill(
            first: Int, count: Int, color: Color, points: [Point], corners: UnsafePointer<Point>?, raster: Raster,
            text: RasterTextDrawing?
        ) throws {
            if usesQuickPath, count >= 3, let corners {
                switch quickFill(corners + first, count: count) {
                case .hidden:
                    return
                case .convex(let outline, let extent):
                    if let text { try flushText(to: text, target: raster.target) }
                    loadedBounds = (extent.minX, extent.minY, extent.maxX, extent.maxY)
                    if groupDepth > 0 { extendGroupBounds(margin: 1) }
                    raster.fillConvex(outline, extent: extent, color: color)
                    return
                case .general:
                    break
                }
            }
            guard load(points, [], first: first, count: count, withUV: false) else { return }
            if let text { try flushText(to: text, target: raster.target) }
            if groupDepth > 0 { extendGroupBounds(margin: 1) }
            polygon.withUnsafeBufferPointer { raster.fill($0, color: color) }
        }

        /// Where the quick path puts a fill.
        private enum QuickFill {
            /// Entirely outside the target or the innermost stencil's box: nothing to draw.
            case hidden
            /// Inside the target and surely inside the stencils, strictly convex: `fillConvex`.
            case convex(ConvexOutline, Extent)
            /// Anything else goes through `load` and `Raster.fill`.
            case general
        }

        /// Sorts a fill of `count` corners at `corners` (in the list's point buffer) for the quick
        /// path: without copying it, and without the clipping that would leave it unchanged.
        @inline(__always)
        private func quickFill(_ corners: UnsafePointer<Point>, count: Int) -> QuickFill {
            let b = Extent(corners, count: count)
            let w = Double(width)
            let h = Double(height)
            guard b.maxX > 0, b.maxY > 0, b.minX < w, b.minY < h else { return .hidden }
            guard b.minX >= 0, b.minY >= 0, b.maxX <= w, b.maxY <= h else { return .general }
            if depth > 0 {
                let stencil = stencilBounds[depth - 1]
                guard b.maxX > stencil.minX, b.minX < stencil.maxX, b.maxY > stencil.minY, b.minY < stencil.maxY
                else { return .hidden }
                guard stencil.surelyContains(corners, count: count) else { return .general }
            }
            guard let outline = ConvexOutline(corners, count: count, extent: b) else { return .general }
            return .convex(outline, b)
        }

        /// Sizes the buffers for a target (allocates only when the size changes).
        private mutating func prepare(width: Int, height: Int) {
            guard width != self.width || height != self.height || cells.isEmpty else { return }
            precondition(width < CellX.maxWidth, "a target at most \(CellX.maxWidth - 1) pixels wide")
            self.width = width
            self.height = height
            cells = [Float](repeating: 0, count: (width + 2) * max(height, 1))
            runs = [Int32](repeating: 0, count: 4 * max(height, 1))
            let w = Double(width)
            let h = Double(height)
            bounds = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        }

        /// Copies a polygon of the list, normalises it and clips it to the open stencils and the target.
        private mutating func load(
            _ points: [Point], _ texCoords: [Point], first: Int, count: Int, withUV: Bool
        ) -> Bool {
            polygon.removeAll(keepingCapacity: true)
            uv.removeAll(keepingCapacity: true)
            var minX = Double.infinity
            var minY = Double.infinity
            var maxX = -Double.infinity
            var maxY = -Double.infinity
            for i in first..<first + count {
                let p = points[i]
                polygon.append(p)
                if withUV { uv.append(texCoords[i]) }
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
            }
            guard maxX > 0, maxY > 0, minX < Double(width), minY < Double(height) else { return false }
            loadedBounds = (minX, minY, maxX, maxY)
            guard ConvexClipper.normalize(&polygon, uv: &uv, withUV: withUV) else { return false }
            if depth > 0 {
                let bounds = stencilBounds[depth - 1]
                guard maxX > bounds.minX, minX < bounds.maxX, maxY > bounds.minY, minY < bounds.maxY else {
                    return false
                }
                loadedBounds = (
                    max(minX, bounds.minX), max(minY, bounds.minY), min(maxX, bounds.maxX), min(maxY, bounds.maxY)
                )
                if !bounds.surelyContains(polygon) {
                    ConvexClipper.clip(
                        &polygon, uv: &uv, withUV: withUV, against: stencils[depth - 1], scratch: &scratch,
                        scratchUV: &scratchUV)
                    guard ConvexClipper.normalize(&polygon, uv: &uv, withUV: withUV) else { return false }
                }
            }
            if !withUV, minX < 0 || minY < 0 || maxX > Double(width) || maxY > Double(height) {
                ConvexClipper.clip(
                    &polygon, uv: &uv, withUV: false, against: bounds, scratch: &scratch, scratchUV: &scratchUV)
                guard ConvexClipper.normalize(&polygon, uv: &uv, withUV: false) else { return false }
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
            let bounds = StencilBounds(stencils[depth])
            if stencilBounds.count <= depth {
                stencilBounds.append(bounds)
            } else {
                stencilBounds[depth] = bounds
            }
            depth += 1
        }

        /// Adds a clipped text polygon, as a fan, to the pending text batch: consecutive pieces of
        /// one text (a label split into a grid under perspective) go to SDL in one call.
        private mutating func addText(key: TextKey, alpha: UInt8) {
            textKey = key
            let tint = Color(r: 255, g: 255, b: 255, a: alpha)
            let shift = textVertexOffset
            let base = Int32(textVertices.count)
            for i in 0..<polygon.count {
                textVertices.append(
                    RenderVertex(
                        x: Float(polygon[i].x + shift), y: Float(polygon[i].y + shift), color: tint,
                        u: Float(uv[i].x), v: Float(uv[i].y)))
            }
            for i in 1..<Int32(polygon.count) - 1 {
                textIndices.append(base)
                textIndices.append(base + i)
                textIndices.append(base + i + 1)
            }
        }

        /// Opens a group: the layer of the new depth (made on first use, the size and layout of
        /// `base`) becomes the target.
        private mutating func beginGroup(like base: PixelTarget) -> PixelTarget {
            if layers.count == groupDepth {
                layers.append(PixelLayer(like: base))
            } else if !layers[groupDepth].fits(base) {
                layers[groupDepth] = PixelLayer(like: base)
            }
            let layer = layers[groupDepth].target
            groupDepth += 1
            groupBounds.append((Int.max, Int.max, Int.min, Int.min))
            return layer
        }

        /// Closes the innermost group: composites what it drew onto the target below with
        /// `alpha` (0...255), clears it from the layer, and returns the target below.
        private mutating func endGroup(alpha: UInt8, base: PixelTarget) -> PixelTarget {
            groupDepth -= 1
            let layer = layers[groupDepth].target
            let below = groupDepth > 0 ? layers[groupDepth - 1].target : base
            let b = groupBounds.removeLast()
            let x0 = max(b.0, 0)
            let y0 = max(b.1, 0)
            let x1 = min(b.2, width)
            let y1 = min(b.3, height)
            guard x1 > x0, y1 > y0 else { return below }
            PixelLayer.composite(layer, onto: below, x0: x0, y0: y0, x1: x1, y1: y1, alpha: alpha)
            if !groupBounds.isEmpty {
                // What a nested group drew is part of the enclosing one.
                let last = groupBounds.count - 1
                groupBounds[last].0 = min(groupBounds[last].0, x0)
                groupBounds[last].1 = min(groupBounds[last].1, y0)
                groupBounds[last].2 = max(groupBounds[last].2, x1)
                groupBounds[last].3 = max(groupBounds[last].3, y1)
            }
            return below
        }

        /// Widens the innermost group's pixel bounds to the polygon last loaded, plus `margin`.
        @inline(__always)
        private mutating func extendGroupBounds(margin: Double) {
            let last = groupBounds.count - 1
            let (minX, minY, maxX, maxY) = loadedBounds
            let x0 = Int(max(minX - margin, 0))
            let y0 = Int(max(minY - margin, 0))
            let x1 = Int(min(maxX + margin + 1, Double(width)))
            let y1 = Int(min(maxY + margin + 1, Double(height)))
            groupBounds[last].0 = min(groupBounds[last].0, x0)
            groupBounds[last].1 = min(groupBounds[last].1, y0)
            groupBounds[last].2 = max(groupBounds[last].2, x1)
            groupBounds[last].3 = max(groupBounds[last].3, y1)
        }

        /// Draws the pending text batch, if any, before anything is drawn over it.
        private mutating func flushText(to text: RasterTextDrawing, target: PixelTarget) throws {
            guard let key = textKey else { return }
            textKey = nil
            defer {
                textVertices.removeAll(keepingCapacity: true)
                textIndices.removeAll(keepingCapacity: true)
            }
            try textVertices.withUnsafeBufferPointer { v in
                try textIndices.withUnsafeBufferPointer { i in
                    try text.drawText(key, vertices: v, indices: i, into: target)
                }
            }
        }
    }

    /// Quick answers about a stencil polygon, so that most polygons skip the clipper: its bounding
    /// box (outside it nothing shows), and a disc about its centroid that lies inside it (a
    /// polygon within the disc is inside, and clipping would return it unchanged).
    struct StencilBounds {
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
        var centre = Point.zero
        var innerRadiusSquared = 0.0

        /// The bounds of a positively wound convex polygon (empty for fewer than three corners).
        init(_ p: [Point]) {
            guard p.count >= 3 else { return }
            minX = p[0].x
            maxX = minX
            minY = p[0].y
            maxY = minY
            var cx = 0.0
            var cy = 0.0
            for q in p {
                minX = min(minX, q.x)
                maxX = max(maxX, q.x)
                minY = min(minY, q.y)
                maxY = max(maxY, q.y)
                cx += q.x
                cy += q.y
            }
            centre = Point(x: cx / Double(p.count), y: cy / Double(p.count))
            var radius = Double.infinity
            var j = p.count - 1
            for i in 0..<p.count {
                let ex = p[i].x - p[j].x
                let ey = p[i].y - p[j].y
                let length = (ex * ex + ey * ey).squareRoot()
                if length > 0 {
                    // Distance from the centre to the edge's line (positive inside).
                    let distance = (ex * (centre.y - p[j].y) - ey * (centre.x - p[j].x)) / length
                    radius = min(radius, distance)
                }
                j = i
            }
            innerRadiusSquared = radius > 0 && radius.isFinite ? radius * radius * 0.999 : 0
        }

        /// True when every corner of `p` lies in the inner disc.
        @inline(__always)
        func surelyContains(_ p: [Point]) -> Bool {
            for q in p {
                let dx = q.x - centre.x
                let dy = q.y - centre.y
                if dx * dx + dy * dy > innerRadiusSquared { return false }
            }
            return true
        }

        /// True when each of the `count` corners at `corners` lies in the inner disc.
        @inline(__always)
        func surelyContains(_ corners: UnsafePointer<Point>, count: Int) -> Bool {
            for i in 0..<count {
                let dx = corners[i].x - centre.x
                let dy = corners[i].y - centre.y
                if dx * dx + dy * dy > innerRadiusSquared { return false }
            }
            return true
        }
    }
}
