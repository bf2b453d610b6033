import CSDL2
import SegueCore

extension Renderer {
    /// Copies the pixels `rect` of a texture to the same place on the target, blended by their
    /// alpha times `alpha` (0...255).
    package func copy(_ texture: Texture, rect: PixelRect, alpha: UInt8) throws {
        try SDLError.check(SDL_SetTextureAlphaMod(texture.pointer, alpha), "SDL_SetTextureAlphaMod")
        var r = SDL_Rect(x: rect.x, y: rect.y, w: rect.width, h: rect.height)
        try SDLError.check(SDL_RenderCopy(pointer, texture.pointer, &r, &r), "SDL_RenderCopy")
    }
}
