import CSDL2

extension Surface {
    /// Loads a PNG (or any format SDL_image reads) into a new RGBA32 surface.
    public static func load(path: String) throws -> Surface {
        guard let loaded = IMG_Load(path) else { throw SDLError.last("IMG_Load(\(path))") }
        return try Surface(adopting: loaded)
    }

    /// Writes the surface to a PNG file.
    public func savePNG(path: String) throws {
        try SDLError.check(IMG_SavePNG(pointer, path), "IMG_SavePNG(\(path))")
    }
}
