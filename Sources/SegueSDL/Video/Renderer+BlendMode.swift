import CSDL2
import SegueCore

/// How drawn colours combine with what is already there.
package enum BlendMode: Sendable {
    /// Written as they are (opaque drawing; cheapest on the software renderer).
    case none
    /// Blended by their alpha ("over").
    case blend
}

extension Renderer {
    /// Sets the blend mode of solid-colour drawing (points, lines, rects and untextured geometry).
    package func setDrawBlendMode(_ mode: BlendMode) throws {
        let sdlMode = mode == .none ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        try SDLError.check(SDL_SetRenderDrawBlendMode(pointer, sdlMode), "SDL_SetRenderDrawBlendMode")
    }
}

extension Renderer {
    /// Fills a pixel rectangle with a colour, blended by its alpha or written as it is (the draw
    /// blend mode is left as it was).
    package func fillRect(_ rect: PixelRect, color: Color, blended: Bool) throws {
        var r = SDL_Rect(x: rect.x, y: rect.y, w: rect.width, h: rect.height)
        try SDLError.check(
            SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a), "SDL_SetRenderDrawColor")
        var mode = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(pointer, &mode)
        SDL_SetRenderDrawBlendMode(pointer, blended ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        defer { SDL_SetRenderDrawBlendMode(pointer, mode) }
        try SDLError.check(SDL_RenderFillRect(pointer, &r), "SDL_RenderFillRect")
    }
}
