import Segue
import SegueCore
import SegueSDL

/// The raw-SDL baseline: the triangles Segue's tessellator produces for one frame (fringes included), copied once and then submitted
/// each frame as a hand-written SDL loop would, with no view tree, animation or tessellation:
/// consecutive solid batches with the same blending merge into one SDL_RenderGeometry call; text
/// batches keep their texture, looked up once in advance; rectangle fills stay SDL_RenderFillRect.
/// Opaque triangles are drawn without blending, as Segue draws them, so both sides pay SDL the same.
struct BaselineGeometry {
    /// One SDL_RenderGeometry call.
    struct Call {
        /// The texture, or nil for solid colour.
        let texture: Texture?
        /// Vertices of the call.
        let vertices: [RenderVertex]
        /// Triangle indices into `vertices`.
        let indices: [Int32]
        /// True to blend.
        let blended: Bool
        /// A rectangle fill instead of triangles.
        let fillRect: PixelRect?
        /// The fill colour.
        let fillColor: Color
    }

    /// The calls, in drawing order.
    let calls: [Call]

    /// The triangles SDL would draw for the list `renderer` last recorded: its tessellator's output,
    /// whichever path the renderer itself takes.
    init(recording renderer: FrameRenderer) throws {
        let buffer = TriangleBuffer()
        renderer.tessellator.tessellate(renderer.builder.list, into: buffer)
        try self.init(copying: buffer, textCache: renderer.backend.textCache)
    }

    /// Copies the triangles of `buffer`, fetching text textures from `textCache`.
    init(copying buffer: TriangleBuffer, textCache: TextTextureCache) throws {
        var calls: [Call] = []
        var vertices: [RenderVertex] = []
        var indices: [Int32] = []
        var texture: Texture?
        var textureKey: TextKey?
        var blended = true
        func flush() {
            if !indices.isEmpty {
                calls.append(
                    Call(
                        texture: texture, vertices: vertices, indices: indices, blended: blended || texture != nil,
                        fillRect: nil, fillColor: .clear))
            }
            vertices.removeAll()
            indices.removeAll()
        }
        for batch in buffer.batches {
            if let rect = batch.fillRect {
                flush()
                calls.append(
                    Call(
                        texture: nil, vertices: [], indices: [], blended: batch.isBlended, fillRect: rect,
                        fillColor: batch.fillColor))
                continue
            }
            guard batch.indexCount > 0 else { continue }
            if batch.texture != textureKey || batch.texture != nil || batch.isBlended != blended {
                flush()
                textureKey = batch.texture
                blended = batch.isBlended
                texture = try batch.texture.map { try textCache.texture(for: $0) }
            }
            let base = Int32(vertices.count)
            vertices.append(contentsOf: buffer.vertices[batch.vertexStart..<batch.vertexStart + batch.vertexCount])
            for i in batch.indexStart..<batch.indexStart + batch.indexCount {
                indices.append(buffer.indices[i] + base)
            }
        }
        flush()
        self.calls = calls
    }

    /// Triangles per frame.
    var triangleCount: Int { calls.reduce(0) { $0 + $1.indices.count / 3 } }

    /// Clears, draws the triangles and presents.
    func frame(on renderer: Renderer) throws {
        try renderer.clear(.black)
        for call in calls {
            if let rect = call.fillRect {
                try renderer.fillRect(rect, color: call.fillColor, blended: call.blended)
                continue
            }
            try renderer.setDrawBlendMode(call.blended ? .blend : .none)
            try renderer.drawGeometry(texture: call.texture, vertices: call.vertices, indices: call.indices)
        }
        try renderer.setDrawBlendMode(.blend)
        renderer.present()
    }

    /// Runs `frames` frames and returns the mean frame time in seconds.
    func meanFrameTime(on renderer: Renderer, frames: Int) throws -> Double {
        let elapsed = try MonotonicClock.measure {
            for _ in 0..<frames { try frame(on: renderer) }
        }
        return elapsed / Double(frames)
    }
}
