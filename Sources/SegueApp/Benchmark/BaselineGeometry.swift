import SegueCore
import SegueSDL

/// The raw-SDL baseline: the triangles Segue produced for one frame, copied once and then submitted
/// each frame as a hand-written SDL loop would, with no view tree, animation or tessellation:
/// consecutive solid batches merge into one SDL_RenderGeometry call (one call in all for the
/// overhead scenes); text batches keep their texture, looked up once in advance.
struct BaselineGeometry {
    /// One SDL_RenderGeometry call.
    struct Call {
        /// The texture, or nil for solid colour.
        let texture: Texture?
        /// Vertices of the call.
        let vertices: [RenderVertex]
        /// Triangle indices into `vertices`.
        let indices: [Int32]
    }

    /// The calls, in drawing order.
    let calls: [Call]

    /// Copies the triangles of `buffer`, fetching text textures from `textCache`.
    init(copying buffer: TriangleBuffer, textCache: TextTextureCache) throws {
        var calls: [Call] = []
        var vertices: [RenderVertex] = []
        var indices: [Int32] = []
        var texture: Texture?
        var textureKey: TextKey?
        func flush() {
            if !indices.isEmpty { calls.append(Call(texture: texture, vertices: vertices, indices: indices)) }
            vertices.removeAll()
            indices.removeAll()
        }
        for batch in buffer.batches where batch.indexCount > 0 {
            if batch.texture != textureKey || batch.texture != nil {
                flush()
                textureKey = batch.texture
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
            try renderer.drawGeometry(texture: call.texture, vertices: call.vertices, indices: call.indices)
        }
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
