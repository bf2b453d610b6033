import CSDL2

extension Texture {
    /// Writes rows `rows` of a streaming texture (`init(streamingOn:width:height:)`) from `pixels`,
    /// RGBA32 rows `pitch` bytes apart starting at row 0 of the source: the texture is locked for
    /// those rows only (SDL_LockTexture), the rows are copied in and SDL uploads them on unlock.
    package func update(rows: Range<Int>, from pixels: UnsafeRawPointer, pitch: Int) throws {
        let first = max(rows.lowerBound, 0)
        let end = min(rows.upperBound, height)
        guard end > first else { return }
        var rect = SDL_Rect(x: 0, y: Int32(first), w: Int32(width), h: Int32(end - first))
        var locked: UnsafeMutableRawPointer?
        var lockedPitch: Int32 = 0
        try SDLError.check(SDL_LockTexture(pointer, &rect, &locked, &lockedPitch), "SDL_LockTexture")
        defer { SDL_UnlockTexture(pointer) }
        guard let locked else { return }
        let rowBytes = min(width * 4, pitch, Int(lockedPitch))
        if Int(lockedPitch) == pitch && rowBytes == pitch {
            locked.copyMemory(from: pixels + first * pitch, byteCount: (end - first) * pitch)
            return
        }
        for row in first..<end {
            (locked + (row - first) * Int(lockedPitch)).copyMemory(from: pixels + row * pitch, byteCount: rowBytes)
        }
    }
}

extension Renderer {
    /// Copies the whole of `texture` onto the whole target (no blending for a streaming texture).
    package func copyWhole(_ texture: Texture) throws {
        try SDLError.check(SDL_RenderCopy(pointer, texture.pointer, nil, nil), "SDL_RenderCopy")
    }

    /// The OpenGL implementation behind an OpenGL renderer (GL_RENDERER: `llvmpipe (LLVM 15.0.6,
    /// 256 bits)`, a GPU's name...), or nil for other renderers.
    package var openGLRendererName: String? {
        guard name.hasPrefix("opengl"), SDL_GL_GetCurrentContext() != nil,
            let address = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let getString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01  // GL_RENDERER
        guard let text = getString(glRenderer) else { return nil }
        return String(cString: text)
    }

    /// True when this renderer draws on the CPU: SDL's software renderer, or OpenGL implemented
    /// in software (Mesa's llvmpipe, softpipe or swrast), where Segue's own rasteriser draws a
    /// frame far faster than the renderer draws its triangles.
    package var drawsOnCPU: Bool {
        if isSoftware { return true }
        guard let glName = openGLRendererName?.lowercased() else { return false }
        return ["llvmpipe", "softpipe", "swrast"].contains { glName.contains($0) }
    }
}
