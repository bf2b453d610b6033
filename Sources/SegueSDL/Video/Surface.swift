import CSDL2
import SegueCore

/// An RGBA32 pixel buffer in memory (SDL_Surface): bytes R, G, B, A per pixel.
@preconcurrency @MainActor public final class Surface {
    /// The owned SDL surface.
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// The RGBA32 pixel format value.
    static var rgba32: UInt32 { segue_pixelformat_rgba32() }

    /// Creates a surface of the given size, filled with transparent black.
    public init(width: Int, height: Int) throws {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, Surface.rgba32)
        else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormat") }
        pointer = surface
        LiveObjects.counts.withLock { $0.surfaces += 1 }
    }

    /// An RGBA32 surface over pixels owned by someone else (rows `pitch` bytes apart), who must
    /// keep them alive as long as the surface.
    public init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int) throws {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                pixels, Int32(width), Int32(height), 32, Int32(pitch), Surface.rgba32)
        else { throw SDLError.last("SDL_CreateRGBSurfaceWithFormatFrom") }
        pointer = surface
        LiveObjects.counts.withLock { $0.surfaces += 1 }
    }

    /// Takes ownership of `surface`, converting it to RGBA32 when it has another format.
    init(adopting surface: UnsafeMutablePointer<SDL_Surface>) throws {
        if surface.pointee.format.pointee.format == Surface.rgba32 {
            pointer = surface
        } else {
            let converted = SDL_ConvertSurfaceFormat(surface, Surface.rgba32, 0)
            SDL_FreeSurface(surface)
            guard let converted else { throw SDLError.last("SDL_ConvertSurfaceFormat") }
            pointer = converted
        }
        LiveObjects.counts.withLock { $0.surfaces += 1 }
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            SDL_FreeSurface(pointer)
            LiveObjects.counts.withLock { $0.surfaces -= 1 }
        }
    }

    /// Width in pixels.
    public var width: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    public var height: Int { Int(pointer.pointee.h) }
    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }
    /// Bytes per row.
    public var pitch: Int { Int(pointer.pointee.pitch) }

    /// Runs `body` with the pixel bytes (rows of `pitch` bytes), locking the surface when SDL requires it.
    func withPixels<R>(_ body: (UnsafeMutableRawPointer) throws -> R) rethrows -> R {
        let mustLock = segue_surface_must_lock(pointer) != 0
        if mustLock { SDL_LockSurface(pointer) }
        defer { if mustLock { SDL_UnlockSurface(pointer) } }
        // SDL always allocates pixels for a surface it created with a non-zero size.
        guard let pixels = pointer.pointee.pixels else {
            preconditionFailure("surface without pixels")
        }
        return try body(pixels)
    }

    /// The colour of the pixel at (x, y); both must be inside the surface.
    public subscript(x: Int, y: Int) -> Color {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            return withPixels { pixels in
                let p = pixels.advanced(by: y * pitch + x * 4).assumingMemoryBound(to: UInt8.self)
                return Color(r: p[0], g: p[1], b: p[2], a: p[3])
            }
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(size)")
            withPixels { pixels in
                let p = pixels.advanced(by: y * pitch + x * 4).assumingMemoryBound(to: UInt8.self)
                p[0] = newValue.r
                p[1] = newValue.g
                p[2] = newValue.b
                p[3] = newValue.a
            }
        }
    }

    /// Sets every pixel to `color`.
    public func fill(_ color: Color) throws {
        let value = SDL_MapRGBA(pointer.pointee.format, color.r, color.g, color.b, color.a)
        try SDLError.check(SDL_FillRect(pointer, nil, value), "SDL_FillRect")
    }

    /// All pixels, row by row, as colours.
    public func pixels() -> [Color] {
        var result: [Color] = []
        result.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width { result.append(self[x, y]) }
        }
        return result
    }
}

extension Surface {
    /// Runs `body` with the surface's pixels described for Segue's rasteriser.
    public func withPixelTarget<R>(_ body: (PixelTarget) throws -> R) rethrows -> R {
        let format = pointer.pointee.format.pointee
        return try withPixels { pixels in
            try body(
                PixelTarget(
                    pixels: pixels, width: width, height: height, pitch: pitch, redShift: UInt32(format.Rshift),
                    greenShift: UInt32(format.Gshift), blueShift: UInt32(format.Bshift),
                    alphaShift: UInt32(format.Ashift)))
        }
    }
}

extension Surface {
    /// The alpha channel, texel for texel, as text coverage.
    public func alphaCoverage() -> TextCoverage {
        let w = width
        let h = height
        let rowBytes = pitch
        var values = [UInt8](repeating: 0, count: w * h)
        withPixels { pixels in
            let bytes = pixels.assumingMemoryBound(to: UInt8.self)
            for y in 0..<h {
                for x in 0..<w { values[y * w + x] = bytes[y * rowBytes + x * 4 + 3] }
            }
        }
        return TextCoverage(width: w, height: h, values: values)
    }
}
