import SegueCore

/// A frame renderer on SDL's accelerated renderer in a window that is never shown, drawing as a
/// desktop window draws (`WindowCanvas`: the geometry path by default, or the raster path through
/// the streaming texture), with each frame read back from the window with SDL_RenderReadPixels.
/// Needs a display; tests draw the same views here and on an `OffscreenCanvas` to compare the
/// paths.
///
/// `pixelScale` 2 stands in for a HiDPI display: the window has twice the pixels of its size in
/// points and the renderer is told each point is two pixels, as a Retina window's drawable is
/// (meant for displays whose windows are measured in pixels, as X11's are).
@preconcurrency @MainActor package final class HiddenWindowCanvas {
    /// The hidden window (kept alive with the canvas).
    package let window: Window
    /// The window's accelerated renderer.
    package let renderer: Renderer
    /// The window's drawing.
    package let canvas: WindowCanvas
    /// The frame renderer of the canvas's path.
    package var frameRenderer: FrameRenderer { canvas.frameRenderer }
    /// The text measurer for views drawn here (the backend's text cache).
    package var textMeasurer: TextMeasuring { frameRenderer.backend.textCache }
    /// Pixels per point.
    package let pixelScale: Int
    /// The pixels of the last frame drawn by `render`, read before it was presented.
    package private(set) var lastFrame: Surface?

    /// The reasons a hidden-window canvas cannot be made.
    package struct Unavailable: Error, CustomStringConvertible {
        /// Why, for a skipped test or a command's message.
        package let description: String
    }

    /// Opens a hidden window of `width` × `height` points at `pixelScale` pixels per point with
    /// the accelerated renderer, vsync off, drawing on `path` (the geometry path by default).
    /// Throws `Unavailable` when SDL has no display (its offscreen or dummy video driver) or falls
    /// back to its software renderer.
    package init(
        width: Int, height: Int, fontPath: String, pixelScale: Int = 1, path: DrawingPath = .geometry
    ) throws {
        let context = try SDLContext.shared()
        let videoWasRunning = context.hasVideo
        try context.startVideo()
        guard context.hasDisplay else {
            let driver = context.videoDriver ?? "none"
            // Leave video as it was, so that a display named later can still be used.
            if !videoWasRunning { context.stopVideo() }
            throw Unavailable(description: "no display (SDL video driver: \(driver))")
        }
        self.pixelScale = max(1, pixelScale)
        let size = Size(
            width: Double(max(1, width) * self.pixelScale), height: Double(max(1, height) * self.pixelScale))
        window = try Window(context: context, title: "Segue canvas", size: size, resizable: false, hidden: true)
        renderer = try Renderer(window: window, accelerated: true, vsync: false)
        guard !renderer.isSoftware else {
            throw Unavailable(description: "no accelerated renderer (SDL fell back to its software renderer)")
        }
        if self.pixelScale > 1 { renderer.assumedWindowPixelScale = Double(self.pixelScale) }
        canvas = try WindowCanvas(renderer: renderer, fontPath: fontPath, path: path)
    }

    /// SDL's name for the renderer (`opengl`, `opengles2`, `metal`...).
    package var rendererName: String { renderer.name }

    /// Draws a frame of `window`, reads its pixels into a new `lastFrame` (before presenting:
    /// once presented, a window's back buffer is undefined), then presents and ends it.
    package func render(_ window: WindowView) throws {
        try frameRenderer.draw(window)
        try canvas.composite()
        lastFrame = try renderer.readPixels()
        try canvas.present()
    }

    /// The pixels of the last frame drawn by `render`.
    package func snapshot() throws -> Surface {
        guard let lastFrame else { throw Unavailable(description: "no frame has been drawn yet") }
        return lastFrame
    }
}
