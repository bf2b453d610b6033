import SegueCore
import SegueSDL

/// Where the benchmark draws: SDL's software renderer over an offscreen surface (Segue's
/// rasteriser path), or a hidden window with SDL's accelerated renderer and vsync off (the
/// geometry path a desktop window takes).
final class BenchmarkCanvas {
    /// The renderer drawn with.
    let renderer: Renderer
    /// The frame renderer.
    let frameRenderer: FrameRenderer
    /// The renderer's name as SDL reports it (`software`, `opengl`, ...).
    let rendererName: String
    /// Kept alive while the canvas is used (nil offscreen).
    private let window: Window?
    private let offscreen: OffscreenCanvas?

    /// The text measurer of views drawn here.
    var textMeasurer: TextMeasuring { frameRenderer.backend.textCache }

    /// The software canvas at `size` points.
    init(offscreen size: Size, fontPath: String) throws {
        let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: fontPath)
        offscreen = canvas
        window = nil
        renderer = canvas.renderer
        frameRenderer = canvas.frameRenderer
        rendererName = renderer.name
    }

    /// A hidden window of `size` points with the accelerated renderer, vsync off. Throws when
    /// there is no display or no accelerated renderer.
    init(acceleratedWindow size: Size, fontPath: String) throws {
        let context = try SDLContext.shared()
        let window = try Window(context: context, title: "segue bench", size: size, resizable: false, hidden: true)
        let renderer = try Renderer(window: window, accelerated: true, vsync: false)
        guard !renderer.isSoftware else {
            throw BenchmarkError.usage("no accelerated renderer is available (SDL fell back to software)")
        }
        let backend = try SDLRenderBackend(renderer: renderer, fontPath: fontPath)
        backend.updatePixelScale()
        self.window = window
        offscreen = nil
        self.renderer = renderer
        frameRenderer = FrameRenderer(backend: backend)
        rendererName = renderer.name
    }
}
