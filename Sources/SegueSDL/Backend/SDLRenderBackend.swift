import SegueCore

/// Draws a frame's `TriangleBuffer` on a renderer: one SDL_RenderGeometry call per batch, solid
/// batches with per-vertex colours, text batches with textures from the `TextTextureCache`.
/// A group (`TriangleBatch.group`) is drawn into a layer, a render-target texture the size of
/// the drawable kept transparent, then the part it drew is copied onto what is below it with the
/// group's alpha and cleared again; layers are kept, one per nesting depth, so steady frames
/// create none.
public final class SDLRenderBackend {
    /// The renderer drawn on.
    public let renderer: Renderer
    /// The text textures, also the text measurer for layout.
    public let textCache: TextTextureCache
    /// SDL_RenderGeometry calls made for the last drawn buffer.
    public private(set) var drawCalls = 0
    /// Groups composited in the last drawn buffer.
    public private(set) var groupsDrawn = 0

    /// Layers for groups, one per nesting depth, the size of the drawable.
    private var layers: [Texture] = []
    private var groupDepth = 0

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
        textCache.endFrame()
    }
}
