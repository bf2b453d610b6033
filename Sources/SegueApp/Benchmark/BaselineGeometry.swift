import SegueCore
import SegueSDL

/// The raw-SDL baseline: the triangles Segue produced for one frame, copied once and then submitted
/// each frame in a single SDL_RenderGeometry call, with no view tree, animation or tessellation.
struct BaselineGeometry {
    /// All vertices of the frame.
    let vertices: [RenderVertex]
    /// Triangle indices into `vertices` (absolute, unlike the buffer's batch-relative ones).
    let indices: [Int32]

    /// Copies the solid-colour triangles of `buffer`.
    init(copying buffer: TriangleBuffer) {
        var indices: [Int32] = []
        indices.reserveCapacity(buffer.indices.count)
        for batch in buffer.batches where batch.texture == nil {
            let base = Int32(batch.vertexStart)
            for i in batch.indexStart..<batch.indexStart + batch.indexCount {
                indices.append(buffer.indices[i] + base)
            }
        }
        vertices = buffer.vertices
        self.indices = indices
    }

    /// Clears, draws the triangles in one call and presents, as a hand-written SDL loop would.
    func frame(on renderer: Renderer) throws {
        try renderer.clear(.black)
        try renderer.drawGeometry(texture: nil, vertices: vertices, indices: indices)
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
