import SegueCore

/// Draws a frame's `TriangleBuffer` on a renderer: one SDL_RenderGeometry call per batch, solid
/// batches with per-vertex colours, text batches with textures from the `TextTextureCache`.
public final class SDLRenderBackend {
    /// The renderer drawn on.
    public let renderer: Renderer
    /// The text textures, also the text measurer for layout.
    public let textCache: TextTextureCache
    /// SDL_RenderGeometry calls made for the last drawn buffer.
    public private(set) var drawCalls = 0

    /// Creates a backend for `renderer`, drawing text with the font at `fontPath`.
    public init(renderer: Renderer, fontPath: String) throws {
        self.renderer = renderer
        textCache = try TextTextureCache(renderer: renderer, fontPath: fontPath, pixelScale: renderer.pixelScale)
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
        let batches = buffer.batches
        var blending = true
        try renderer.setDrawBlendMode(.blend)
        defer { try? renderer.setDrawBlendMode(.blend) }
        try buffer.vertices.withUnsafeBufferPointer { vertices in
            try buffer.indices.withUnsafeBufferPointer { indices in
                for batch in batches {
                    if let rect = batch.fillRect {
                        try renderer.fillRect(rect, color: batch.fillColor, blended: batch.isBlended)
                        drawCalls += 1
                        continue
                    }
                    guard batch.indexCount > 0 else { continue }
                    let texture = try batch.texture.map { try textCache.texture(for: $0) }
                    let batchVertices = UnsafeBufferPointer(
                        rebasing: vertices[batch.vertexStart..<(batch.vertexStart + batch.vertexCount)])
                    let batchIndices = UnsafeBufferPointer(
                        rebasing: indices[batch.indexStart..<(batch.indexStart + batch.indexCount)])
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
            if let clear { rasterizer.clear(target, color: clear) }
            try rasterizer.draw(list, into: target, text: self)
        }
    }

    /// Shows the frame and ends it for the text cache (which may free unused textures).
    public func present() {
        renderer.present()
        textCache.endFrame()
    }
}

extension SDLRenderBackend: RasterTextDrawing {
    /// Draws a text polygon with SDL_RenderGeometry and flushes it into the surface at once.
    public func drawText(
        _ key: TextKey, vertices: UnsafeBufferPointer<RenderVertex>, indices: UnsafeBufferPointer<Int32>
    ) throws {
        let texture = try textCache.texture(for: key)
        try renderer.drawGeometry(texture: texture, vertices: vertices, indices: indices)
        try renderer.flush()
        drawCalls += 1
    }
}
