import SegueCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a window turns a frame into pixels, chosen once by what its renderer is.
///
/// - `.raster`: Segue's `CoverageRasterizer` draws the frame into an offscreen surface the size
///   of the window's drawable (as headless runs do), and the rows that changed since the last
///   frame are uploaded into one streaming texture that is copied onto the window. Chosen where
///   the renderer draws on the CPU anyway (`Renderer.drawsOnCPU`: SDL's software renderer, or
///   OpenGL through Mesa's llvmpipe, softpipe or swrast), which would otherwise rasterise the
///   tessellator's anti-aliasing fringes triangle by triangle.
/// - `.geometry`: the tessellated triangles go to the renderer (`SDL_RenderGeometry`): on a GPU
///   drawing is nearly free and the upload would be the cost.
@preconcurrency @MainActor package final class WindowCanvas {
    /// The window's renderer: presents every frame.
    package let renderer: Renderer
    /// The path frames take: `.raster` or `.geometry`, never `.auto` (what `init` was asked for,
    /// resolved on the renderer).
    package let path: DrawingPath
    /// What the window's renderer is, for a title or a report: SDL's name, with OpenGL's
    /// implementation when there is one (`opengl (llvmpipe (LLVM 15.0.6, 256 bits))`).
    package let rendererDescription: String
    /// The frame renderer: on the raster path one over the offscreen surface (made anew when the
    /// drawable's size changes), on the geometry path one over the window's renderer.
    package private(set) var frameRenderer: FrameRenderer
    /// The text measurer for views drawn here (it changes with `frameRenderer`).
    package var textMeasurer: TextMeasuring { frameRenderer.backend.textCache }
    /// Rows uploaded into the streaming texture by the last `present()` (raster path).
    package private(set) var rowsUploaded = 0

    private let fontPath: String
    private var texture: Texture?
    /// The rows as last uploaded, to find the rows a frame changed (raster path).
    private var uploaded: UnsafeMutableRawPointer?
    private var uploadedBytes = 0
    private var uploadedValid = false
    /// True from `composite()` to `present()`: the back buffer holds the frame.
    private var isComposited = false

    /// Makes a canvas on a window's `renderer`, drawing text with the font at `fontPath`, on
    /// `path`: for `.auto` the raster path when the renderer draws on the CPU, the geometry path
    /// on a GPU.
    package init(renderer: Renderer, fontPath: String, path: DrawingPath = .auto) throws {
        self.renderer = renderer
        self.fontPath = fontPath
        self.path = path.resolved(drawsOnCPU: renderer.drawsOnCPU)
        rendererDescription = renderer.openGLRendererName.map { "\(renderer.name) (\($0))" } ?? renderer.name
        switch self.path {
        case .geometry, .auto:
            let backend = try SDLRenderBackend(renderer: renderer, fontPath: fontPath)
            backend.updatePixelScale()
            frameRenderer = FrameRenderer(backend: backend)
        case .raster:
            frameRenderer = try Self.makeRaster(
                size: renderer.outputSize, scale: renderer.pixelScale, fontPath: fontPath)
        }
        try makeTexture()
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            uploaded?.deallocate()
        }
    }

    private static func makeRaster(size: PixelSize, scale: Double, fontPath: String) throws -> FrameRenderer {
        let offscreen = try Renderer(offscreenWidth: max(1, size.width), height: max(1, size.height))
        offscreen.offscreenPixelScale = scale
        let backend = try SDLRenderBackend(renderer: offscreen, fontPath: fontPath)
        backend.updatePixelScale()
        return FrameRenderer(backend: backend)
    }

    private func makeTexture() throws {
        guard path == .raster else { return }
        let size = frameRenderer.backend.renderer.outputSize
        texture = try Texture(streamingOn: renderer, width: size.width, height: size.height)
        uploaded?.deallocate()
        uploadedBytes = (frameRenderer.backend.renderer.surface?.pitch ?? size.width * 4) * size.height
        uploaded = UnsafeMutableRawPointer.allocate(byteCount: max(uploadedBytes, 1), alignment: 16)
        uploadedValid = false
    }

    /// The renderer whose pixels are the frame: the offscreen one on the raster path (the very
    /// pixels the window shows), the window's on the geometry path. Read it after drawing and
    /// before `present()`.
    package var readbackRenderer: Renderer { frameRenderer.backend.renderer }

    /// Pixels per point of the frames drawn here.
    package var pixelScale: Double { renderer.pixelScale }

    /// Follows the window's drawable: on the raster path, when its size or pixel scale changed,
    /// the offscreen surface, its renderer, text cache and the streaming texture are made anew at
    /// the new size. Returns true when that happened (views drawn here should then measure with
    /// the new `textMeasurer`); on the geometry path it re-reads the pixel scale and returns false.
    @discardableResult
    package func matchDrawable() throws -> Bool {
        guard path == .raster else {
            frameRenderer.backend.updatePixelScale()
            return false
        }
        let size = renderer.outputSize
        let scale = renderer.pixelScale
        let current = frameRenderer.backend.renderer
        guard size != current.outputSize || scale != current.offscreenPixelScale else { return false }
        frameRenderer = try Self.makeRaster(size: size, scale: scale, fontPath: fontPath)
        try makeTexture()
        return true
    }

    /// Shows the frame drawn since the last one: `composite()`, then the renderer presents
    /// (waiting for vsync when it has it) and the frame ends for the text cache.
    package func present() throws {
        try composite()
        if path == .raster {
            renderer.present()
            frameRenderer.backend.endFrame()
        } else {
            frameRenderer.backend.present()
        }
        isComposited = false
    }

    /// Puts the frame drawn since the last one into the window's back buffer, where
    /// `Renderer.readPixels` reads it before it is presented. On the raster path the rows that
    /// differ from what was last uploaded (all of them the first time) are written into the
    /// streaming texture, which is copied onto the window; on the geometry path the frame is
    /// there already. Once composited, a frame is not composited again before it is presented.
    package func composite() throws {
        guard path == .raster, !isComposited, let texture, let surface = frameRenderer.backend.renderer.surface
        else { return }
        isComposited = true
        try frameRenderer.backend.renderer.flush()
        try surface.withPixels { pixels in
            let rows = changedRows(in: UnsafeRawPointer(pixels), pitch: surface.pitch, height: surface.height)
            rowsUploaded = rows.count
            guard !rows.isEmpty else { return }
            try texture.update(rows: rows, from: pixels, pitch: surface.pitch)
            if let uploaded {
                let start = rows.lowerBound * surface.pitch
                (uploaded + start).copyMemory(from: pixels + start, byteCount: rows.count * surface.pitch)
                uploadedValid = true
            }
        }
        try renderer.copyWhole(texture)
    }

    /// Shows the last frame again with the SDL calls `present()` makes on the raster path, rows
    /// `rows` of it uploaded anew into the streaming texture, without drawing or comparing: what
    /// the streaming texture alone costs SDL and the driver (the benchmark's baseline for this
    /// path). Does nothing on the geometry path.
    package func reshow(uploadingRows rows: Range<Int>) throws {
        guard path == .raster, let texture, let surface = frameRenderer.backend.renderer.surface else { return }
        try surface.withPixels { pixels in
            try texture.update(rows: rows.clamped(to: 0..<surface.height), from: pixels, pitch: surface.pitch)
        }
        try renderer.copyWhole(texture)
        renderer.present()
    }

    /// The rows from the first to the last that differ from the uploaded copy.
    private func changedRows(in pixels: UnsafeRawPointer, pitch: Int, height: Int) -> Range<Int> {
        guard uploadedValid, let uploaded, pitch * height <= uploadedBytes else { return 0..<height }
        var first = 0
        while first < height, memcmp(pixels + first * pitch, uploaded + first * pitch, pitch) == 0 { first += 1 }
        guard first < height else { return 0..<0 }
        var last = height - 1
        while last > first, memcmp(pixels + last * pitch, uploaded + last * pitch, pitch) == 0 { last -= 1 }
        return first..<(last + 1)
    }
}
