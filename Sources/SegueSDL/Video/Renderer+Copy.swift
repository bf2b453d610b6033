import CSDL2

extension Renderer {
    /// Copies a whole texture onto the whole target, blended by its alpha times `alpha`
    /// (0...255): pixel for pixel when the sizes match.
    public func copy(_ texture: Texture, alpha: UInt8) throws {
        try SDLError.check(SDL_SetTextureAlphaMod(texture.pointer, alpha), "SDL_SetTextureAlphaMod")
        try SDLError.check(SDL_RenderCopy(pointer, texture.pointer, nil, nil), "SDL_RenderCopy")
    }
}
