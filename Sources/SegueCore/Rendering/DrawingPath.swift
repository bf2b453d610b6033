/// How a frame's render list becomes pixels: the path asked for (`--renderer auto|geometry|raster`)
/// and, once a canvas has chosen on its renderer, the path taken (`geometry` or `raster`, never
/// `auto`).
///
/// Both paths draw the same pictures within a grey level or so along anti-aliased edges.
nonisolated public enum DrawingPath: String, CaseIterable, Equatable, Sendable {
    /// Let the canvas choose: the raster path where the renderer draws on the CPU anyway (an
    /// offscreen surface, SDL's software renderer, OpenGL through Mesa's llvmpipe, softpipe or
    /// swrast), the geometry path on a GPU.
    case auto
    /// The `Tessellator`'s triangles submitted to the renderer (`SDL_RenderGeometry`).
    case geometry
    /// Segue's `CoverageRasterizer` filling the list into a surface (in a window, shown through
    /// one streaming texture).
    case raster

    /// The path taken: this one, or for `auto` the raster path when `drawsOnCPU` and the
    /// geometry path otherwise.
    package func resolved(drawsOnCPU: Bool) -> DrawingPath {
        guard self == .auto else { return self }
        return drawsOnCPU ? .raster : .geometry
    }
}
