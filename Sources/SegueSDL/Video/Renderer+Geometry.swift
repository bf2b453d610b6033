import CSDL2
import SegueCore

extension Renderer {
    /// Whether `RenderVertex` has exactly SDL_Vertex's layout, so vertex arrays can be passed as they are.
    static let vertexLayoutMatches: Bool =
        MemoryLayout<RenderVertex>.size == segue_vertex_size()
        && MemoryLayout<RenderVertex>.stride == MemoryLayout<SDL_Vertex>.stride
        && MemoryLayout<RenderVertex>.offset(of: \RenderVertex.r) == segue_vertex_color_offset()
        && MemoryLayout<RenderVertex>.offset(of: \RenderVertex.u) == segue_vertex_tex_coord_offset()

    /// Draws indexed triangles with SDL_RenderGeometry, without copying the vertices.
    /// `texture` nil draws per-vertex colours; otherwise the texture modulated by the vertex colours.
    package func drawGeometry(
        texture: Texture?, vertices: UnsafeBufferPointer<RenderVertex>, indices: UnsafeBufferPointer<Int32>
    ) throws {
        precondition(Renderer.vertexLayoutMatches, "RenderVertex no longer matches SDL_Vertex")
        guard !vertices.isEmpty else { return }
        let result = vertices.withMemoryRebound(to: SDL_Vertex.self) { sdlVertices in
            SDL_RenderGeometry(
                pointer, texture?.pointer, sdlVertices.baseAddress, Int32(sdlVertices.count), indices.baseAddress,
                Int32(indices.count))
        }
        try SDLError.check(result, "SDL_RenderGeometry")
    }

    /// Draws indexed triangles from arrays (convenience for small shapes).
    package func drawGeometry(texture: Texture?, vertices: [RenderVertex], indices: [Int32]) throws {
        try vertices.withUnsafeBufferPointer { v in
            try indices.withUnsafeBufferPointer { i in try drawGeometry(texture: texture, vertices: v, indices: i) }
        }
    }
}
