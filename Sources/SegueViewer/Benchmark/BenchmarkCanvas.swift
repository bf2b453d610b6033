import SegueCore
import SegueSDL

/// Where the benchmark draws: SDL's software renderer over an offscreen surface (Segue's
/// rasteriser path), or a hidden window with SDL's accelerated renderer and vsync off, drawn the
/// way a window draws (`WindowCanvas`: the raster path through a streaming texture, or the
/// geometry path).
final class BenchmarkCanvas {
    /// The renderer that presents (the window's, or the offscreen one).
    let renderer: Renderer
    /// The renderer's name as SDL reports it (`software`, `opengl`, ...).
    let rendererName: String
    /// Kept alive while the canvas is used (nil offscreen).
    private let window: Window?
    private let offscreen: OffscreenCanvas?
    /// The window's drawing (nil offscreen).
    let windowCanvas: WindowCanvas?

    /// The frame renderer.
    var frameRenderer: FrameRenderer { windowCanvas?.frameRenderer ?? offscreen!.frameRenderer }

    /// The text measurer of views drawn here.
    var textMeasurer: TextMeasuring { frameRenderer.backend.textCache }

    /// The window's drawing path (`raster` or `geometry`), or nil offscreen.
    var windowPath: DrawingPath? { windowCanvas?.path }

    /// The software canvas at `size` points.
    init(offscreen size: Size, fontPath: String) throws {
        let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: fontPath)
        offscreen = canvas
        window = nil
        windowCanvas = nil
        renderer = canvas.renderer
        rendererName = renderer.name
    }

    /// A hidden window of `size` points with the accelerated renderer, vsync off, drawing on
    /// `path` (`.auto`: the window's choice there). Throws when there is no display or no
    /// accelerated renderer.
    init(acceleratedWindow size: Size, fontPath: String, path: DrawingPath) throws {
        let context = try SDLContext.shared()
        let window = try Window(context: context, title: "segue bench", size: size, resizable: false, hidden: true)
        let renderer = try Renderer(window: window, accelerated: true, vsync: false)
        guard !renderer.isSoftware else {
            throw BenchmarkError.usage("no accelerated renderer is available (SDL fell back to software)")
        }
        self.window = window
        offscreen = nil
        windowCanvas = try WindowCanvas(renderer: renderer, fontPath: fontPath, path: path)
        self.renderer = renderer
        rendererName = renderer.name
    }

    /// Shows the frame drawn since the last one (through the streaming texture on a window's
    /// raster path) and ends it for the text cache.
    func present() throws {
        if let windowCanvas {
            try windowCanvas.present()
        } else {
            frameRenderer.backend.present()
        }
    }

    /// Draws and shows a frame of `window`.
    func drawAndPresent(_ window: WindowView) throws {
        try frameRenderer.draw(window)
        try present()
    }
}
