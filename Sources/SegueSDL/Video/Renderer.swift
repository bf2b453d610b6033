import CSDL2
import SegueCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Draws into a window or into an offscreen surface (SDL_Renderer).
@preconcurrency @MainActor public final class Renderer {
    /// The owned SDL renderer.
    let pointer: OpaquePointer
    /// The window drawn into, or nil for an offscreen renderer.
    public let window: Window?
    /// The surface drawn into by an offscreen renderer, or nil for a window.
    public let surface: Surface?
    /// Whether this is SDL's software renderer.
    public let isSoftware: Bool
    /// The current render target texture, kept alive while it is the target.
    public private(set) var target: Texture?

    /// A renderer for a window: accelerated (with vsync unless `vsync` is false) when possible,
    /// else software (noted on stderr).
    public init(window: Window, accelerated: Bool = true, vsync: Bool = true) throws {
        var renderer: OpaquePointer?
        if accelerated {
            let flags = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
            renderer = SDL_CreateRenderer(window.pointer, -1, flags)
            if renderer == nil {
                let reason = String(cString: SDL_GetError())
                Diagnostics.note("no accelerated renderer (\(reason)); using the software renderer")
            }
        }
        if renderer == nil {
            renderer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        guard let renderer else { throw SDLError.last("SDL_CreateRenderer") }
        pointer = renderer
        self.window = window
        surface = nil
        var info = SDL_RendererInfo()
        isSoftware =
            SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE.rawValue) != 0
        LiveObjects.counts.withLock { $0.renderers += 1 }
        try SDLError.check(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// A software renderer drawing into `surface`; needs no display.
    public init(offscreen surface: Surface) throws {
        guard let renderer = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError.last("SDL_CreateSoftwareRenderer")
        }
        pointer = renderer
        window = nil
        self.surface = surface
        isSoftware = true
        LiveObjects.counts.withLock { $0.renderers += 1 }
        try SDLError.check(SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND), "SDL_SetRenderDrawBlendMode")
    }

    /// A software renderer drawing into a new transparent surface of the given size.
    public convenience init(offscreenWidth width: Int, height: Int) throws {
        try self.init(offscreen: Surface(width: width, height: height))
    }

    /// SDL's name for the renderer: `software`, `opengl`, `opengles2`, `metal`, `direct3d11`...
    public var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            SDL_DestroyRenderer(pointer)
            LiveObjects.counts.withLock { $0.renderers -= 1 }
        }
    }

    /// The size of the drawable in pixels (of the current target texture when there is one).
    public var outputSize: PixelSize {
        var w: Int32 = 0
        var h: Int32 = 0
        if SDL_GetRendererOutputSize(pointer, &w, &h) != 0, let surface {
            return surface.size
        }
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// Pixels per point of an offscreen renderer (a HiDPI canvas draws at 2); windows measure theirs.
    public var offscreenPixelScale: Double = 1

    /// Pixels per point to use instead of measuring a window: a window whose pixels stand for
    /// points at this scale (`HiddenWindowCanvas` drawing as a HiDPI display does). Nil measures.
    public var assumedWindowPixelScale: Double?

    /// Pixels per point: the drawable width over the window width (`offscreenPixelScale` offscreen,
    /// `assumedWindowPixelScale` when set).
    public var pixelScale: Double {
        guard target == nil else { return 1 }
        guard let window else { return offscreenPixelScale }
        if let assumedWindowPixelScale { return assumedWindowPixelScale }
        let points = window.size.width
        guard points > 0 else { return 1 }
        return Double(outputSize.width) / points
    }

    /// Fills the whole target with `color` (ignoring blending).
    public func clear(_ color: Color) throws {
        try SDLError.check(
            SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        try SDLError.check(SDL_RenderClear(pointer), "SDL_RenderClear")
    }

    /// Makes `texture` (created with `init(renderTargetOn:)`) the target, or the window/surface for nil.
    public func setTarget(_ texture: Texture?) throws {
        try SDLError.check(SDL_SetRenderTarget(pointer, texture?.pointer), "SDL_SetRenderTarget")
        target = texture
    }

    /// Executes pending drawing commands now.
    public func flush() throws {
        try SDLError.check(SDL_RenderFlush(pointer), "SDL_RenderFlush")
    }

    /// Shows the frame in the window (for an offscreen renderer, flushes into its surface).
    public func present() {
        SDL_RenderPresent(pointer)
    }
}
