import CSDL2

extension Renderer {
    /// Reads the current frame (or target texture) back into a new RGBA32 surface.
    public func readPixels() throws -> Surface {
        let size = outputSize
        let copy = try Surface(width: size.width, height: size.height)
        let pitch = Int32(copy.pitch)
        let result = copy.withPixels { pixels in
            SDL_RenderReadPixels(pointer, nil, Surface.rgba32, pixels, pitch)
        }
        try SDLError.check(result, "SDL_RenderReadPixels")
        return copy
    }

    /// Writes the current frame to a PNG file.
    public func savePNG(path: String) throws {
        try readPixels().savePNG(path: path)
    }
}
