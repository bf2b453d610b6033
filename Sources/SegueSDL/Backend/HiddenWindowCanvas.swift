import SegueCore

/// A frame renderer on SDL's accelerated renderer in a window that is never shown: the drawing
/// path a desktop window takes (`FrameRenderer.DrawingPath.geometry` on the display's GPU
/// renderer), with each frame read back with SDL_RenderReadPixels. Needs a display; tests draw
/// the same views here and on an `OffscreenCanvas` to compare the paths.
///
/// `pixelScale` 2 stands in for a HiDPI display: the window has twice the pixels of its size in
/// points and the renderer is told each point is two pixels, as a Retina window's drawable is
/// (meant for displays whose windows are measured in pixels, as X11's are).
public final class HiddenWindowCanvas {
    /// The hidden window (kept alive with the canvas).
    public let window: Window
    /// The window's accelerated renderer.
    public let renderer: Renderer
    /// The frame renderer (geometry path).
    public let frameRenderer: FrameRenderer
    /// The text measurer for views drawn here (the backend's text cache).
    public var textMeasurer: TextMeasuring { frameRenderer.backend.textCache }
    /// Pixels per point.
    public let pixelScale: Int
    /// The pixels of the last frame drawn by `render`, read before it was presented.
    public private(set) var lastFrame: Surface?

    /// The reasons a hidden-window canvas cannot be made.
    public struct Unavailable: Error, CustomStringConvertible {
        /// Why, for a skipped test or a command's message.
        public let description: String
    }

    /// Opens a hidden window of `width` × `height` points at `pixelScale` pixels per point with
    /// the accelerated renderer, vsync off. Throws `Unavailable` when SDL has no display (its
    /// offscreen or dummy video driver) or falls back to its software renderer.
    public init(width: Int, height: Int, fontPath: String, pixelScale: Int = 1) throws {
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
        let backend = try SDLRenderBackend(renderer: renderer, fontPath: fontPath)
        backend.updatePixelScale()
        frameRenderer = FrameRenderer(backend: backend)
    }

    /// SDL's name for the renderer (`opengl`, `opengles2`, `metal`...).
    public var rendererName: String { renderer.name }

    /// Draws a frame of `window`, reads its pixels into a new `lastFrame` (before presenting:
    /// once presented, a window's back buffer is undefined), then presents and ends it.
    public func render(_ window: WindowView) throws {
        try frameRenderer.draw(window)
        lastFrame = try renderer.readPixels()
        frameRenderer.backend.present()
    }

    /// The pixels of the last frame drawn by `render`.
    public func snapshot() throws -> Surface {
        guard let lastFrame else { throw Unavailable(description: "no frame has been drawn yet") }
        return lastFrame
    }
}
