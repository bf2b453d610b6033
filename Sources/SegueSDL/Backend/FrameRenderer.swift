import SegueCore

/// Draws a view tree on a backend, one frame at a time: it records the tree into a render list,
/// tessellates it (stencil clipping, feathered edges) and submits the triangles. Its buffers are
/// kept from frame to frame, so steady-state frames do not allocate.
public final class FrameRenderer {
    /// The backend drawn on.
    public let backend: SDLRenderBackend
    /// Records the tree.
    public let builder = RenderListBuilder()
    /// Turns the render list into triangles.
    public let tessellator = Tessellator()
    /// The triangles of the last frame.
    public let buffer = TriangleBuffer()
    /// The colour behind everything.
    public var clearColor = Color.black

    /// Creates a frame renderer on a backend.
    public init(backend: SDLRenderBackend) {
        self.backend = backend
        // SDL's software renderer shades pixel (i, j) from its sample at (i + 1, j + 1), half a
        // pixel past the centre, so geometry is moved by half a pixel to land where it belongs.
        tessellator.pixelOffset = backend.renderer.isSoftware ? 0.5 : 0
        // It also truncates vertex positions to whole pixels, which flattens a one-pixel
        // fringe; a two-pixel fringe keeps a visible gradient along slanted edges.
        tessellator.fringeWidth = backend.renderer.isSoftware ? 2 : 1
    }

    /// Draws `window`'s presentation (without presenting it).
    public func draw(_ window: WindowView) throws {
        builder.pixelScale = backend.pixelScale
        window.render(into: builder)
        tessellator.tessellate(builder.list, into: buffer)
        try backend.clear(clearColor)
        try backend.draw(buffer)
    }

    /// Draws `window` over what was drawn since the last clear (without clearing or presenting):
    /// the overlay pass, for a second view tree on top of the frame, such as the viewer's
    /// inspector. Nothing is recorded or drawn when `window` is hidden.
    public func drawOverlay(_ window: WindowView) throws {
        guard !window.isHidden else { return }
        builder.pixelScale = backend.pixelScale
        window.render(into: builder)
        tessellator.tessellate(builder.list, into: buffer)
        try backend.draw(buffer)
    }

    /// Draws and shows a frame.
    public func drawAndPresent(_ window: WindowView) throws {
        try draw(window)
        backend.present()
    }
}
