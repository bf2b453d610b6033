import CSDL2

/// How drawn colours combine with what is already there.
public enum BlendMode: Sendable {
    /// Written as they are (opaque drawing; cheapest on the software renderer).
    case none
    /// Blended by their alpha ("over").
    case blend
}

extension Renderer {
    /// Sets the blend mode of solid-colour drawing (points, lines, rects and untextured geometry).
    public func setDrawBlendMode(_ mode: BlendMode) throws {
        let sdlMode = mode == .none ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        try SDLError.check(SDL_SetRenderDrawBlendMode(pointer, sdlMode), "SDL_SetRenderDrawBlendMode")
    }
}
