import CSDL2

/// The single owner of SDL's global state: SDL itself (events), SDL_ttf and SDL_image.
///
/// `shared()` initialises them once and needs no display, so headless rendering works anywhere.
/// Windows call `startVideo()`, which initialises the video subsystem on first use.
/// Like SDL, it must be used from one thread.
@preconcurrency @MainActor public final class SDLContext {
    // Unchecked: SDL must be used from one thread (its video and render APIs require it), and
    // so is this context, which `shared()` makes on first use on that thread.
    private static var instance: SDLContext?

    /// Whether the video subsystem has been started.
    public private(set) var hasVideo = false

    private init() throws {
        try SDLError.check(SDL_Init(UInt32(SDL_INIT_EVENTS)), "SDL_Init")
        guard TTF_Init() == 0 else {
            let error = SDLError.last("TTF_Init")
            SDL_Quit()
            throw error
        }
        _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
        // Text textures are drawn as scaled, transformed quads: sample them linearly.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            IMG_Quit()
            TTF_Quit()
            SDL_Quit()
        }
    }

    /// The process-wide context, created (and SDL initialised) on first use.
    public static func shared() throws -> SDLContext {
        if let instance { return instance }
        let context = try SDLContext()
        instance = context
        return context
    }

    /// Starts the video subsystem if it is not running yet. Fails when there is no display.
    public func startVideo() throws {
        if hasVideo { return }
        try SDLError.check(SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)), "SDL_InitSubSystem(video)")
        hasVideo = true
    }

    /// Stops the video subsystem, so that the next `startVideo()` connects to the display the
    /// environment names then (tests that start their own X server stop video before the server).
    /// Every window, and every renderer and texture made for one, must be gone first.
    public func stopVideo() {
        guard hasVideo else { return }
        precondition(LiveObjects.windows == 0, "stopVideo() with \(LiveObjects.windows) windows still open")
        SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
        hasVideo = false
    }

    /// The name of the running video driver (for example "x11"), or nil without video.
    public var videoDriver: String? {
        guard hasVideo, let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    /// Whether the running video driver shows windows to a person. SDL 2.26 falls back to its
    /// "offscreen" driver when there is no display; that (and "dummy") counts as no display.
    public var hasDisplay: Bool {
        guard let driver = videoDriver else { return false }
        return driver != "offscreen" && driver != "dummy"
    }

    /// The linked SDL version as "major.minor.patch".
    public static var sdlVersion: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }
}
