import SegueCore

extension Surface {
    /// A new RGBA32 surface holding `bitmap`'s pixels.
    package convenience init(bitmap: Bitmap) throws {
        try self.init(width: bitmap.width, height: bitmap.height)
        let rowBytes = 4 * bitmap.width
        let pitch = self.pitch
        withPixels { pixels in
            bitmap.rgba.withUnsafeBytes { source in
                for y in 0..<bitmap.height {
                    (pixels + y * pitch).copyMemory(from: source.baseAddress! + y * rowBytes, byteCount: rowBytes)
                }
            }
        }
    }

    /// The surface's pixels as a `Bitmap` (straight-alpha RGBA, rows packed); nil for an empty
    /// surface.
    package func bitmap() -> Bitmap? {
        let w = width
        let h = height
        guard w > 0, h > 0 else { return nil }
        let rowBytes = 4 * w
        let pitch = self.pitch
        var bytes = [UInt8](repeating: 0, count: rowBytes * h)
        withPixels { pixels in
            bytes.withUnsafeMutableBytes { target in
                for y in 0..<h {
                    (target.baseAddress! + y * rowBytes).copyMemory(from: pixels + y * pitch, byteCount: rowBytes)
                }
            }
        }
        return Bitmap(width: w, height: h, rgba: bytes)
    }
}
