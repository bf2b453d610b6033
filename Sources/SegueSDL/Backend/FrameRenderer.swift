import SegueCore

/// Draws a view tree on a backend, one frame at a time. It records the tree into a render list,
/// then takes one of two paths:
///
/// - `.raster` (an offscreen software renderer: headless runs, tests, the benchmark): Segue's
///   `CoverageRasterizer` fills the list straight into the renderer's surface with analytic
///   coverage; text goes through SDL in order.
/// - `.geometry` (windows, accelerated renderers): the `Tessellator` turns the list into triangles
///   (stencil clipping, feathered edges) and the backend submits them with SDL_RenderGeometry.
///
/// Both paths draw the same pictures within a grey level or so along anti-aliased edges. Buffers
/// are kept from frame to frame, so steady-state frames do not allocate.
@preconcurrency @MainActor package final class FrameRenderer {
    /// The backend drawn on.
    package let backend: SDLRenderBackend
    /// Records the tree.
    package let builder = RenderListBuilder()
    /// Turns the render list into triangles (geometry path).
    package let tessellator = Tessellator()
    /// The triangles of the last frame (geometry path).
    package let buffer = TriangleBuffer()
    /// Fills the render list into the surface (rasteriser path).
    package let rasterizer = CoverageRasterizer()
    /// The path frames take (never `.auto`): `.raster` only on an offscreen software renderer;
    /// set to `.auto`, the one `init` takes.
    package var path: DrawingPath {
        didSet { path = backend.renderer.surface == nil ? .geometry : path.resolved(drawsOnCPU: true) }
    }
    /// The colour behind everything.
    package var clearColor = Color.black

    /// Creates a frame renderer on a backend: the rasteriser path on an offscreen software
    /// renderer, the geometry path otherwise.
    package init(backend: SDLRenderBackend) {
        self.backend = backend
        path = DrawingPath.auto.resolved(drawsOnCPU: backend.renderer.surface != nil)
        // SDL's software renderer shades pixel (i, j) from its sample at (i + 1, j + 1), half a
        // pixel past the centre, so geometry is moved by half a pixel to land where it belongs.
        tessellator.pixelOffset = backend.renderer.isSoftware ? 0.5 : 0
        rasterizer.textVertexOffset = backend.renderer.isSoftware ? 0.5 : 0
        // It also truncates vertex positions to whole pixels, which flattens a one-pixel
        // fringe; a two-pixel fringe keeps a visible gradient along slanted edges.
        tessellator.fringeWidth = backend.renderer.isSoftware ? 2 : 1
        // A GPU blends for free but pays per draw call: one blended batch for all solid colour.
        tessellator.separatesOpaqueInteriors = backend.renderer.isSoftware
    }

    /// Records `window`'s presentation into `builder.list`.
    package func record(_ window: WindowView) {
        builder.pixelScale = backend.pixelScale
        window.render(into: builder)
    }

    /// Tessellates the recorded list into `buffer` (geometry path; nothing to do for the rasteriser).
    package func prepareRecorded() {
        guard path == .geometry else { return }
        tessellator.tessellate(builder.list, into: buffer)
    }

    /// Draws the recorded (and prepared) list, after clearing the frame when `clearing`.
    package func drawPrepared(clearing: Bool) throws {
        switch path {
        case .raster, .auto:
            try backend.rasterize(builder.list, with: rasterizer, clear: clearing ? clearColor : nil)
        case .geometry:
            if clearing { try backend.clear(clearColor) }
            try backend.draw(buffer)
        }
    }

    /// Draws the recorded list over the frame (overlays drawn after the scene).
    package func drawRecorded(clearing: Bool) throws {
        prepareRecorded()
        try drawPrepared(clearing: clearing)
    }

    /// Draws `window`'s presentation (without presenting it).
    package func draw(_ window: WindowView) throws {
        record(window)
        try drawRecorded(clearing: true)
    }

    /// Draws `window` over what was drawn since the last clear (without clearing or presenting):
    /// the overlay pass, for a second view tree on top of the frame, such as the viewer's
    /// inspector. Nothing is recorded or drawn when `window` is hidden.
    package func drawOverlay(_ window: WindowView) throws {
        guard !window.isHidden else { return }
        record(window)
        try drawRecorded(clearing: false)
    }

    /// Draws and shows a frame.
    package func drawAndPresent(_ window: WindowView) throws {
        try draw(window)
        backend.present()
    }
}
