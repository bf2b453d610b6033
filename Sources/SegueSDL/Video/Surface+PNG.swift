import CSDL2

extension Surface {
    /// Loads a PNG (or any format SDL_image reads) into a new RGBA32 surface.
    package static func load(path: String) throws -> Surface {
        guard let loaded = IMG_Load(path) else { throw SDLError.last("IMG_Load(\(path))") }
        return try Surface(adopting: loaded)
    }

    /// Decodes a PNG (or any format SDL_image reads) held in memory into a new RGBA32 surface.
    package static func load(data: [UInt8]) throws -> Surface {
        guard !data.isEmpty else { throw SDLError(operation: "IMG_Load_RW", message: "no bytes") }
        let loaded = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<SDL_Surface>? in
            guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw SDLError.last("IMG_Load_RW") }
        return try Surface(adopting: loaded)
    }

    /// Writes the surface to a PNG file.
    package func savePNG(path: String) throws {
        try SDLError.check(IMG_SavePNG(pointer, path), "IMG_SavePNG(\(path))")
    }
}
