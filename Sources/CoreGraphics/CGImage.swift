/// A bitmap image, as Core Graphics' `CGImage`: `width` × `height` pixels in 8-bit sRGB with
/// straight alpha, row by row, top row first. What `UIImage.cgImage` gives and
/// `CALayer.contents` draws.
///
/// Apple's `CGImage` describes many pixel formats and colour spaces; this one has the one Segue
/// draws with (`bitsPerComponent` 8, `bitsPerPixel` 32, RGBA).
public final class CGImage: @unchecked Sendable {
    /// Width in pixels, as `CGImage.width`.
    public let width: Int
    /// Height in pixels, as `CGImage.height`.
    public let height: Int
    /// The pixels as bytes R, G, B, A (straight alpha), rows `bytesPerRow` apart.
    public let rgba: [UInt8]
    /// The drawing's own form of these pixels, made once by whoever draws them first.
    package var renderCache: AnyObject?

    /// An image of `rgba` (`4 * width * height` bytes, straight alpha, row by row); nil when the
    /// size or the byte count is wrong.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, rgba.count == 4 * width * height else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Bits per colour component: 8, as `CGImage.bitsPerComponent`.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32, as `CGImage.bitsPerPixel`.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row to the next, as `CGImage.bytesPerRow`.
    public var bytesPerRow: Int { 4 * width }
}
