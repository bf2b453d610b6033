import SegueCore

/// A frame renderer on a software renderer over an offscreen surface: needs no display. Used
/// headless, by tests and by the benchmark.
@preconcurrency @MainActor public final class OffscreenCanvas {
    /// The renderer (a new one after `resize`).
    public private(set) var renderer: Renderer
    /// The frame renderer (a new one after `resize`).
    public private(set) var frameRenderer: FrameRenderer
    /// The text measurer for views drawn here (the backend's text cache).
    public var textMeasurer: TextMeasuring { frameRenderer.backend.textCache }
    /// The font text is drawn with.
    public let fontPath: String
    /// Pixels per point.
    public let pixelScale: Int

    /// Creates a canvas of `width` × `height` points at `pixelScale` pixels per point (2 draws as
    /// a HiDPI display does).
    public init(width: Int, height: Int, fontPath: String, pixelScale: Int = 1) throws {
        _ = try SDLContext.shared()
        self.fontPath = fontPath
        self.pixelScale = max(1, pixelScale)
        (renderer, frameRenderer) = try Self.make(
            width: width, height: height, fontPath: fontPath, scale: self.pixelScale)
    }

    private static func make(width: Int, height: Int, fontPath: String, scale: Int) throws -> (Renderer, FrameRenderer)
    {
        let renderer = try Renderer(offscreenWidth: max(1, width) * scale, height: max(1, height) * scale)
        renderer.offscreenPixelScale = Double(scale)
        let backend = try SDLRenderBackend(renderer: renderer, fontPath: fontPath)
        backend.updatePixelScale()
        return (renderer, FrameRenderer(backend: backend))
    }

    /// The canvas size in points.
    public var size: Size {
        let pixels = renderer.outputSize
        return Size(width: Double(pixels.width / pixelScale), height: Double(pixels.height / pixelScale))
    }

    /// Gives the canvas a new size in points: the next frames are drawn at that size. A software
    /// renderer draws into a surface of fixed size, so the renderer, its backend and text cache
    /// are made anew; views drawn here should then measure with the new `textMeasurer`.
    public func resize(width: Int, height: Int) throws {
        (renderer, frameRenderer) = try Self.make(width: width, height: height, fontPath: fontPath, scale: pixelScale)
    }

    /// Draws a frame of `window` and ends it (the text cache may evict unused textures).
    public func render(_ window: WindowView) throws {
        try frameRenderer.drawAndPresent(window)
    }

    /// The pixels of the last frame.
    public func snapshot() throws -> Surface {
        try renderer.readPixels()
    }

    /// Writes the last frame as a PNG.
    public func savePNG(path: String) throws {
        try renderer.savePNG(path: path)
    }
}
