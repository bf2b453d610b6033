extension Surface {
    /// Runs `body` with the RGBA bytes (R, G, B, A per pixel) and the bytes per row, for code
    /// outside SegueSDL that reads a frame without copying it (the GIF recorder).
    package func withPixelBytes<R>(_ body: (UnsafeRawPointer, Int) throws -> R) rethrows -> R {
        try withPixels { pixels in try body(UnsafeRawPointer(pixels), pitch) }
    }
}
