import Foundation

/// A transparent layer of pixels that a group is drawn into (see `CoverageRasterizer`): the size
/// and channel layout of the target it composites onto, zeroed when made and kept clean by
/// whoever draws into it (each group's end clears what it drew).
final class PixelLayer {
    let target: PixelTarget
    private let storage: UnsafeMutableRawPointer

    /// A zeroed layer the size and channel layout of `base`, rows packed.
    init(like base: PixelTarget) {
        let pitch = base.width * 4
        let bytes = max(pitch * base.height, 4)
        storage = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        storage.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        target = PixelTarget(
            pixels: storage, width: base.width, height: base.height, pitch: pitch, redShift: base.redShift,
            greenShift: base.greenShift, blueShift: base.blueShift, alphaShift: base.alphaShift)
    }

    deinit { MainActor.assumeIsolated { storage.deallocate() } }

    /// True when the layer has `base`'s size and channel layout.
    func fits(_ base: PixelTarget) -> Bool {
        let t = target
        return t.width == base.width && t.height == base.height && t.redShift == base.redShift
            && t.greenShift == base.greenShift && t.blueShift == base.blueShift && t.alphaShift == base.alphaShift
    }

    /// Composites the pixels `x0..<x1` × `y0..<y1` of `layer` (premultiplied: drawn with "over"
    /// onto transparent) onto `target` with `alpha` (0...255), and zeroes them in the layer.
    static func composite(
        _ layer: PixelTarget, onto target: PixelTarget, x0: Int, y0: Int, x1: Int, y1: Int, alpha: UInt8
    ) {
        // alpha in 0...256, rounded.
        let g = (UInt32(alpha) * 257 + 128) >> 8
        let alphaShift = layer.alphaShift
        let opaque = UInt32(0xFF) << alphaShift
        for y in y0..<y1 {
            let source = layer.row(y)
            let destination = target.row(y)
            for x in x0..<x1 {
                let s = source[x]
                if s & opaque == opaque {
                    // Opaque in the layer (most of a group): the usual blend by the group's alpha.
                    destination[x] = PixelTarget.blend(destination[x], s, g)
                } else if s != 0 {
                    destination[x] = composite(s, over: destination[x], alpha: g, alphaShift: alphaShift)
                }
            }
            (source + x0).update(repeating: 0, count: x1 - x0)
        }
    }

    /// Premultiplied `s` scaled by `g` (0...256) over `d`, each channel saturating at 255
    /// (rounding in what was drawn into the layer may leave a colour byte a little above alpha).
    @inline(__always)
    private static func composite(_ s: UInt32, over d: UInt32, alpha g: UInt32, alphaShift: UInt32) -> UInt32 {
        let coverage = (s >> alphaShift) & 0xFF
        let inverse = 256 &- ((coverage &* g) >> 8)
        var rb = (((s & 0x00FF_00FF) &* g) >> 8) & 0x00FF_00FF
        rb &+= (((d & 0x00FF_00FF) &* inverse) >> 8) & 0x00FF_00FF
        var ag = ((((s >> 8) & 0x00FF_00FF) &* g) >> 8) & 0x00FF_00FF
        ag &+= ((((d >> 8) & 0x00FF_00FF) &* inverse) >> 8) & 0x00FF_00FF
        rb = (rb | (((rb & 0x0100_0100) >> 8) &* 0xFF)) & 0x00FF_00FF
        ag = (ag | (((ag & 0x0100_0100) >> 8) &* 0xFF)) & 0x00FF_00FF
        return rb | (ag << 8)
    }
}
