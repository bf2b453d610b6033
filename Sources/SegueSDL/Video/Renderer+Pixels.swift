import CSDL2

extension Renderer {
    /// Reads the current frame (or target texture) back into a new RGBA32 surface.
    package func readPixels() throws -> Surface {
        let size = outputSize
        let copy = try Surface(width: size.width, height: size.height)
        let pitch = Int32(copy.pitch)
        let result = copy.withPixels { pixels in
            SDL_RenderReadPixels(pointer, nil, Surface.rgba32, pixels, pitch)
        }
        try SDLError.check(result, "SDL_RenderReadPixels")
        return copy
    }

    /// Reads the current frame (or target texture) back into `surface`, which must have the
    /// renderer's output size: a recorder reads every frame into the same surface.
    package func readPixels(into surface: Surface) throws {
        let size = outputSize
        guard surface.size == size else {
            throw SDLError(
                operation: "SDL_RenderReadPixels", message: "the surface is \(surface.size), the frame \(size)")
        }
        let pitch = Int32(surface.pitch)
        let result = surface.withPixels { pixels in
            SDL_RenderReadPixels(pointer, nil, Surface.rgba32, pixels, pitch)
        }
        try SDLError.check(result, "SDL_RenderReadPixels")
    }

    /// Writes the current frame to a PNG file.
    package func savePNG(path: String) throws {
        try readPixels().savePNG(path: path)
    }
}
