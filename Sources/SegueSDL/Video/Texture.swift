import CSDL2

/// A texture that lives on a renderer (SDL_Texture). It keeps its renderer alive.
@preconcurrency @MainActor public final class Texture {
    /// The owned SDL texture.
    let pointer: OpaquePointer
    /// The renderer the texture belongs to; SDL destroys textures with their renderer.
    public let renderer: Renderer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// Uploads a surface. The texture blends (straight alpha) and samples linearly.
    public init(renderer: Renderer, surface: Surface) throws {
        guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError.last("SDL_CreateTextureFromSurface")
        }
        self.pointer = texture
        self.renderer = renderer
        width = surface.width
        height = surface.height
        LiveObjects.counts.withLock { $0.textures += 1 }
        try configure()
    }

    /// Creates a texture that can be a render target, RGBA32 unless `argb8888` (which SDL's
    /// software renderer blends onto its surfaces much faster when an alpha modulation is set).
    public init(renderTargetOn renderer: Renderer, width: Int, height: Int, argb8888: Bool = false) throws {
        let format = argb8888 ? UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue) : Surface.rgba32
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
        else { throw SDLError.last("SDL_CreateTexture") }
        self.pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        LiveObjects.counts.withLock { $0.textures += 1 }
        try configure()
        if argb8888 {
            // Copied pixel for pixel: nearest sampling keeps SDL's software renderer off its
            // (much slower) linear stretch.
            try SDLError.check(SDL_SetTextureScaleMode(pointer, SDL_ScaleModeNearest), "SDL_SetTextureScaleMode")
        }
    }

    /// Creates an RGBA32 texture whose pixels are written from the CPU (SDL_TEXTUREACCESS_STREAMING,
    /// `update(rows:from:pitch:)`), copied without blending and sampled nearest: a frame drawn by
    /// Segue's rasteriser, shown pixel for pixel in a window.
    public init(streamingOn renderer: Renderer, width: Int, height: Int) throws {
        guard
            let texture = SDL_CreateTexture(
                renderer.pointer, Surface.rgba32, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width),
                Int32(height))
        else { throw SDLError.last("SDL_CreateTexture") }
        self.pointer = texture
        self.renderer = renderer
        self.width = width
        self.height = height
        LiveObjects.counts.withLock { $0.textures += 1 }
        try SDLError.check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
        try SDLError.check(SDL_SetTextureScaleMode(pointer, SDL_ScaleModeNearest), "SDL_SetTextureScaleMode")
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            SDL_DestroyTexture(pointer)
            LiveObjects.counts.withLock { $0.textures -= 1 }
        }
    }

    private func configure() throws {
        try SDLError.check(SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND), "SDL_SetTextureBlendMode")
        try SDLError.check(SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear), "SDL_SetTextureScaleMode")
    }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }
}
