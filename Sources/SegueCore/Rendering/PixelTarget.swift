import Foundation

/// Memory the `CoverageRasterizer` draws into: rows of 32-bit pixels `pitch` bytes apart, each
/// channel an 8-bit field at a bit shift (so any 32-bit RGBA or ARGB layout works).
public struct PixelTarget {
    /// The first pixel of the first row.
    public var pixels: UnsafeMutableRawPointer
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Bytes from one row to the next.
    public var pitch: Int
    /// Bit shifts of the red, green, blue and alpha bytes in a pixel.
    public var redShift: UInt32, greenShift: UInt32, blueShift: UInt32, alphaShift: UInt32

    /// Describes pixels at `pixels`.
    public init(
        pixels: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, redShift: UInt32,
        greenShift: UInt32, blueShift: UInt32, alphaShift: UInt32
    ) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.pitch = pitch
        self.redShift = redShift
        self.greenShift = greenShift
        self.blueShift = blueShift
        self.alphaShift = alphaShift
    }

    /// `color`'s colour channels packed as a pixel, with the alpha byte at 255 (blending by an
    /// alpha `a` then gives `a + dst·(1 − a)` in the alpha byte, as SDL's blend mode does).
    @inline(__always)
    func packOpaque(_ color: Color) -> UInt32 {
        UInt32(color.r) << redShift | UInt32(color.g) << greenShift | UInt32(color.b) << blueShift
            | UInt32(255) << alphaShift
    }

    /// `color` packed as it is.
    @inline(__always)
    func pack(_ color: Color) -> UInt32 {
        UInt32(color.r) << redShift | UInt32(color.g) << greenShift | UInt32(color.b) << blueShift
            | UInt32(color.a) << alphaShift
    }

    /// The pixel row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (pixels + y &* pitch).assumingMemoryBound(to: UInt32.self)
    }

    /// The colour of pixel (x, y) (for tests).
    public func color(x: Int, y: Int) -> Color {
        let p = row(y)[x]
        return Color(
            r: UInt8(truncatingIfNeeded: p >> redShift), g: UInt8(truncatingIfNeeded: p >> greenShift),
            b: UInt8(truncatingIfNeeded: p >> blueShift), a: UInt8(truncatingIfNeeded: p >> alphaShift))
    }

    /// `src` over `dst` by `alpha` in 0...256, all four bytes at once (two per multiply).
    @inline(__always)
    static func blend(_ dst: UInt32, _ src: UInt32, _ alpha: UInt32) -> UInt32 {
        let inverse = 256 &- alpha
        let rb = (((src & 0x00FF_00FF) &* alpha &+ (dst & 0x00FF_00FF) &* inverse) >> 8) & 0x00FF_00FF
        let ag = (((src >> 8) & 0x00FF_00FF) &* alpha &+ ((dst >> 8) & 0x00FF_00FF) &* inverse) & 0xFF00_FF00
        return rb | ag
    }
}
