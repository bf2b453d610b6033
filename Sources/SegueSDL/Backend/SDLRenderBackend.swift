import Foundation
import SegueCore

/// Draws a frame's `TriangleBuffer` on a renderer: one SDL_RenderGeometry call per batch, solid
/// batches with per-vertex colours, text batches with textures from the `TextTextureCache`,
/// image batches with textures from the `ImageTextureCache`.
/// A group (`TriangleBatch.group`) is drawn into a layer, a render-target texture the size of
/// the drawable kept transparent, then the part it drew is copied onto what is below it with the
/// group's alpha and cleared again; layers are kept, one per nesting depth, so steady frames
/// create none.
@preconcurrency @MainActor public final class SDLRenderBackend {
    /// The renderer drawn on.
    public let renderer: Renderer
    /// The text textures, also the text measurer for layout.
    public let textCache: TextTextureCache
    /// The images' textures (geometry path).
    public let imageCache: ImageTextureCache
    /// SDL_RenderGeometry calls made for the last drawn buffer.
    public private(set) var drawCalls = 0
    /// Groups composited in the last drawn buffer.
    public private(set) var groupsDrawn = 0

    /// Layers for groups, one per nesting depth, the size of the drawable.
    private var layers: [Texture] = []
    private var groupDepth = 0
    /// The pixels the rasteriser draws into in `rasterize` (text for them goes to `renderer`).
    private var rasterPixels: UnsafeMutableRawPointer?
    /// Software renderers over the rasteriser's group layers, for text drawn inside groups.
    private var layerTextRenderers: [LayerTextRenderer] = []

    /// Creates a backend for `renderer`, drawing text with the font at `fontPath`.
    public init(renderer: Renderer, fontPath: String) throws {
        self.renderer = renderer
        textCache = try TextTextureCache(renderer: renderer, fontPath: fontPath, pixelScale: renderer.pixelScale)
        textCache.keepsCoverage = renderer.surface != nil
        imageCache = ImageTextureCache(renderer: renderer)
    }

    /// Pixels per point of the renderer's drawable (2 on a typical HiDPI display).
    public var pixelScale: Double { renderer.pixelScale }

    /// Re-reads the pixel scale (call after the window was resized or moved to another display).
    public func updatePixelScale() {
        textCache.pixelScale = renderer.pixelScale
    }

    /// Fills the frame with `color`.
    public func clear(_ color: Color) throws {
        try renderer.clear(color)
    }

    /// Draws every batch of `buffer` in order. Vertex positions are in drawable pixels.
    public func draw(_ buffer: TriangleBuffer) throws {
        drawCalls = 0
        groupsDrawn = 0
        let batches = buffer.batches
        var blending = true
        let size = renderer.outputSize
        try renderer.setDrawBlendMode(.blend)
        defer {
            try? renderer.setDrawBlendMode(.blend)
            if groupDepth > 0 {
                groupDepth = 0
                try? renderer.setTarget(nil)
            }
        }
        try buffer.vertices.withUnsafeBufferPointer { vertices in
            try buffer.indices.withUnsafeBufferPointer { indices in
                for batch in batches {
                    if let group = batch.group {
                        try drawGroupBoundary(group, size: size)
                        continue
                    }
                    if let rect = batch.fillRect {
                        try renderer.fillRect(rect, color: batch.fillColor, blended: batch.isBlended)
                        drawCalls += 1
                        continue
                    }
                    guard batch.indexCount > 0 else { continue }
                    let batchVertices = UnsafeBufferPointer(
                        rebasing: vertices[batch.vertexStart..<(batch.vertexStart + batch.vertexCount)])
                    let batchIndices = UnsafeBufferPointer(
                        rebasing: indices[batch.indexStart..<(batch.indexStart + batch.indexCount)])
                    let texture =
                        try batch.image.map { try imageCache.texture(for: $0) }
                        ?? batch.texture.map {
                            try textTexture(for: $0, vertices: batchVertices, indices: batchIndices)
                        }
                    let blend = texture != nil || batch.isBlended
                    if blend != blending {
                        try renderer.setDrawBlendMode(blend ? .blend : .none)
                        blending = blend
                    }
                    try renderer.drawGeometry(texture: texture, vertices: batchVertices, indices: batchIndices)
                    drawCalls += 1
                }
            }
        }
    }

    /// The texture a text batch is drawn with: rasterised at its size, or, where the batch shows
    /// it smaller than that along some axis (squashed, turned away, in perspective), at a smaller
    /// font size in half-octave steps, so that linear filtering never skips texels and no stroke
    /// drops out (the texture coordinates are relative, so any level fits the same quad).
    private func textTexture(
        for key: TextKey, vertices: UnsafeBufferPointer<RenderVertex>, indices: UnsafeBufferPointer<Int32>
    ) throws -> Texture {
        let full = try textCache.texture(for: key)
        let minification = Self.minification(
            of: vertices, indices, width: Double(full.width), height: Double(full.height))
        guard minification > Self.largestMinification else { return full }
        let fullSize = textCache.pixelSize(for: key.fontSize)
        // The level's scale: 2^(-k/2), the largest that brings the footprint within bounds.
        let steps = (2 * log2(minification / Self.largestMinification)).rounded(.up)
        let pixelSize = Int((Double(fullSize) * pow(2, -steps / 2)).rounded())
        guard pixelSize < fullSize else { return full }
        return try textCache.texture(for: key, pixelSize: max(pixelSize, Self.smallestLevelPixelSize))
    }

    /// How many texels a pixel may span along an axis before text takes a smaller level.
    static let largestMinification = 1.25
    /// The smallest font size, in pixels, a level is rasterised at.
    static let smallestLevelPixelSize = 4

    /// The most texels of a `width` × `height` texture one pixel spans along either screen axis,
    /// over the batch's triangles (1 when none is usable).
    static func minification(
        of vertices: UnsafeBufferPointer<RenderVertex>, _ indices: UnsafeBufferPointer<Int32>, width: Double,
        height: Double
    ) -> Double {
        var largest = 0.0
        var i = 0
        while i + 2 < indices.count {
            let a = vertices[Int(indices[i])]
            let b = vertices[Int(indices[i + 1])]
            let c = vertices[Int(indices[i + 2])]
            i += 3
            let e1x = Double(b.x - a.x)
            let e1y = Double(b.y - a.y)
            let e2x = Double(c.x - a.x)
            let e2y = Double(c.y - a.y)
            let det = e1x * e2y - e1y * e2x
            guard abs(det) > 0.25 else { continue }
            let du1 = Double(b.u - a.u) * width
            let du2 = Double(c.u - a.u) * width
            let dv1 = Double(b.v - a.v) * height
            let dv2 = Double(c.v - a.v) * height
            let dudx = (du1 * e2y - du2 * e1y) / det
            let dudy = (du2 * e1x - du1 * e2x) / det
            let dvdx = (dv1 * e2y - dv2 * e1y) / det
            let dvdy = (dv2 * e1x - dv1 * e2x) / det
            largest = max(largest, (dudx * dudx + dvdx * dvdx).squareRoot(), (dudy * dudy + dvdy * dvdy).squareRoot())
        }
        return largest > 0 ? largest : 1
    }

    /// Draws `list` with Segue's own rasteriser straight into the offscreen renderer's surface
    /// (clearing it to `clear` first when given); text is drawn by SDL in order, each text polygon
    /// flushed at once so that the rasteriser writes over it. Needs an offscreen software renderer.
    public func rasterize(_ list: RenderList, with rasterizer: CoverageRasterizer, clear: Color?) throws {
        guard let surface = renderer.surface else {
            preconditionFailure("rasterize needs an offscreen software renderer")
        }
        drawCalls = 0
        // Anything SDL still holds for this surface lands before the rasteriser writes.
        try renderer.flush()
        try surface.withPixelTarget { target in
            rasterPixels = target.pixels
            defer { rasterPixels = nil }
            if let clear { rasterizer.clear(target, color: clear) }
            try rasterizer.draw(list, into: target, text: self)
        }
    }

    /// Starts drawing into a fresh layer, or composites the current one onto the one below.
    private func drawGroupBoundary(_ boundary: GroupBoundary, size: PixelSize) throws {
        switch boundary {
        case .begin:
            let fresh = groupDepth == layers.count || layers[groupDepth].size != size
            if fresh {
                let layer = try Texture(
                    renderTargetOn: renderer, width: size.width, height: size.height, argb8888: true)
                if groupDepth == layers.count {
                    layers.append(layer)
                } else {
                    layers[groupDepth] = layer
                }
            }
            try renderer.setTarget(layers[groupDepth])
            groupDepth += 1
            // A layer is cleared once when made, then only where a group drew (after its copy).
            if fresh { try renderer.clear(.clear) }
        case .end(let alpha, let rect):
            guard groupDepth > 0 else { return }
            groupDepth -= 1
            let layer = layers[groupDepth]
            let below = groupDepth > 0 ? layers[groupDepth - 1] : nil
            guard let rect = rect.flatMap({ SDLRenderBackend.clamp($0, to: size) }) else {
                try renderer.setTarget(below)
                return
            }
            try renderer.setTarget(below)
            try renderer.copy(layer, rect: rect, alpha: alpha)
            try renderer.setTarget(layer)
            try renderer.fillRect(rect, color: .clear, blended: false)
            try renderer.setTarget(below)
            groupsDrawn += 1
            drawCalls += 1
        }
    }

    /// `rect` cut to the drawable, or nil when nothing of it is inside.
    static func clamp(_ rect: PixelRect, to size: PixelSize) -> PixelRect? {
        let x0 = max(Int(rect.x), 0)
        let y0 = max(Int(rect.y), 0)
        let x1 = min(Int(rect.x) + Int(rect.width), size.width)
        let y1 = min(Int(rect.y) + Int(rect.height), size.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRect(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
    }

    /// Shows the frame and ends it for the text cache (which may free unused textures).
    public func present() {
        renderer.present()
        endFrame()
    }

    /// Ends the frame for the text caches without presenting (a frame shown some other way,
    /// such as `WindowCanvas`'s streaming texture): they may free textures no frame used lately.
    public func endFrame() {
        textCache.endFrame()
        imageCache.endFrame()
        for layer in layerTextRenderers { layer.textCache.endFrame() }
    }

    /// A software renderer over a group layer of the rasteriser, with its own text textures (SDL
    /// draws a texture only with the renderer that made it); made when text is first drawn into
    /// that layer and kept with it.
    private final class LayerTextRenderer {
        let pixels: UnsafeMutableRawPointer
        let width: Int, height: Int, pitch: Int
        let renderer: Renderer
        let textCache: TextTextureCache

        init(target: PixelTarget, fontPath: String, pixelScale: Double) throws {
            pixels = target.pixels
            width = target.width
            height = target.height
            pitch = target.pitch
            let surface = try Surface(wrapping: pixels, width: width, height: height, pitch: pitch)
            renderer = try Renderer(offscreen: surface)
            textCache = try TextTextureCache(renderer: renderer, fontPath: fontPath, pixelScale: pixelScale)
        }

        func draws(into target: PixelTarget) -> Bool {
            target.pixels == pixels && target.width == width && target.height == height && target.pitch == pitch
        }
    }

    /// The renderer that draws text into `target`: the offscreen renderer for its own surface,
    /// or one over a group layer.
    private func textRenderer(for target: PixelTarget) throws -> (Renderer, TextTextureCache) {
        if target.pixels == rasterPixels { return (renderer, textCache) }
        if let layer = layerTextRenderers.first(where: { $0.draws(into: target) }) {
            return (layer.renderer, layer.textCache)
        }
        precondition(
            target.redShift == 0 && target.greenShift == 8 && target.blueShift == 16 && target.alphaShift == 24,
            "group layers with text need the RGBA32 layout of Segue's surfaces")
        // A layer made anew may reuse the memory of one freed: drop renderers over the same pixels.
        layerTextRenderers.removeAll { $0.pixels == target.pixels }
        let layer = try LayerTextRenderer(
            target: target, fontPath: textCache.fontPath, pixelScale: textCache.pixelScale)
        layerTextRenderers.append(layer)
        return (layer.renderer, layer.textCache)
    }
}

extension SDLRenderBackend: RasterTextDrawing {
    /// Draws a text polygon with SDL_RenderGeometry and flushes it into the surface at once.
    public func drawText(
        _ key: TextKey, vertices: UnsafeBufferPointer<RenderVertex>, indices: UnsafeBufferPointer<Int32>,
        into target: PixelTarget
    ) throws {
        let (renderer, textCache) = try textRenderer(for: target)
        let texture = try textCache.texture(for: key)
        try renderer.drawGeometry(texture: texture, vertices: vertices, indices: indices)
        try renderer.flush()
        drawCalls += 1
    }

    /// The coverage of `key`'s text, from the cache of the renderer that draws into `target`.
    public func textCoverage(for key: TextKey) throws -> TextCoverage? {
        try textCache.coverage(for: key)
    }
}
