/// One frame of a decoded GIF, as it is shown: the whole canvas after the frame was drawn over
/// what was there.
public struct GIFAnimationFrame: Equatable {
    /// How long the frame is shown, in hundredths of a second.
    public var delayCentiseconds: Int
    /// The changed rectangle the file stores for this frame: x, y, width, height.
    public var region: (x: Int, y: Int, width: Int, height: Int)
    /// The canvas, RGBA bytes, rows `width * 4` bytes long.
    public var pixels: [UInt8]

    /// The red, green and blue of the pixel at `offset` (y × width + x).
    public func rgb(at offset: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        (pixels[offset * 4], pixels[offset * 4 + 1], pixels[offset * 4 + 2])
    }

    /// True when the frames have the same pixels and delay.
    public static func == (lhs: GIFAnimationFrame, rhs: GIFAnimationFrame) -> Bool {
        lhs.delayCentiseconds == rhs.delayCentiseconds && lhs.region == rhs.region && lhs.pixels == rhs.pixels
    }
}
