import Foundation

/// Decoded image pixels that the render list draws (`RenderList.Command.image`): `width` ×
/// `height` pixels, row by row, top row first. Made once per image (`Image` keeps it) and never
/// changed, so a frame refers to it without copying and a backend may keep a texture of it for
/// as long as it lives.
@preconcurrency @MainActor public final class Bitmap: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels as bytes R, G, B, A (straight alpha), rows `4 * width` bytes apart: what a
    /// texture is made from.
    public let rgba: [UInt8]
    /// The pixels premultiplied by their alpha, each packed R | G << 8 | B << 16 | A << 24: what
    /// the rasteriser filters (filtering premultiplied colours keeps transparent pixels from
    /// darkening their neighbours).
    let premultiplied: [UInt32]
    /// True when every pixel is opaque.
    public let isOpaque: Bool

    /// Wraps `rgba` (`4 * width * height` bytes, straight alpha, row by row); nil when the size
    /// or the byte count is wrong.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15, rgba.count == 4 * width * height else {
            return nil
        }
        self.width = width
        self.height = height
        self.rgba = rgba
        var packed = [UInt32](repeating: 0, count: width * height)
        var opaque = true
        for i in 0..<(width * height) {
            let a = UInt32(rgba[4 * i + 3])
            if a < 255 { opaque = false }
            let r = (UInt32(rgba[4 * i]) * a + 127) / 255
            let g = (UInt32(rgba[4 * i + 1]) * a + 127) / 255
            let b = (UInt32(rgba[4 * i + 2]) * a + 127) / 255
            packed[i] = r | g << 8 | b << 16 | a << 24
        }
        premultiplied = packed
        isOpaque = opaque
    }

    /// The straight-alpha colour of pixel (x, y) (for tests and inspection).
    public func color(x: Int, y: Int) -> Color {
        let i = 4 * (y * width + x)
        return Color(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2], a: rgba[i + 3])
    }

    /// Bitmaps are equal only to themselves (they are compared by identity in render lists).
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool { lhs === rhs }
}

extension Bitmap {
    /// Draws the bitmap over the convex, positively wound polygon `p` (window pixels) with texture
    /// coordinates `uv` (0...1 across the bitmap) at `alpha` (0...255), blended over `target`
    /// (premultiplied source over: on a group's transparent layer this leaves premultiplied
    /// pixels, as fills do).
    ///
    /// Each pixel whose centre lies in the polygon averages bilinear samples of the premultiplied
    /// pixels spread over its footprint in the bitmap: one where a pixel covers at most a texel
    /// per axis, more along an axis the bitmap is shrunk on (up to
    /// `TextCoverage.maxSamplesPerAxis`). Samples outside the bitmap take its nearest edge
    /// pixel (as SDL's textures clamp), so the polygon's edges are as sharp as its pixel centres.
    func fill(_ p: [Point], _ uv: [Point], alpha: UInt8, into target: PixelTarget) {
        guard p.count >= 3, alpha > 0, let m = TexelMapping(p, uv, width: width, height: height) else { return }
        var minY = p[0].y
        var maxY = minY
        for q in p {
            minY = min(minY, q.y)
            maxY = max(maxY, q.y)
        }
        let top = max(Int((minY - 0.5).rounded(.up)), 0)
        let bottom = min(Int((maxY - 0.5).rounded(.up)), target.height)
        guard bottom > top else { return }
        let footprintX = (m.dudx * m.dudx + m.dvdx * m.dvdx).squareRoot()
        let footprintY = (m.dudy * m.dudy + m.dvdy * m.dvdy).squareRoot()
        let samplesX = min(max(Int(footprintX.rounded(.up)), 1), TextCoverage.maxSamplesPerAxis)
        let samplesY = min(max(Int(footprintY.rounded(.up)), 1), TextCoverage.maxSamplesPerAxis)
        let sampleCount = samplesX * samplesY
        // The average of the samples times the opacity, in 0...255 per channel.
        let scale = Double(alpha) / 255 / Double(sampleCount)
        let shifts = (target.redShift, target.greenShift, target.blueShift, target.alphaShift)
        withUnsafeTemporaryAllocation(of: (u: Double, v: Double).self, capacity: sampleCount) { offsets in
            var s = 0
            for sy in 0..<samplesY {
                let oy = (Double(sy) + 0.5) / Double(samplesY) - 0.5
                for sx in 0..<samplesX {
                    let ox = (Double(sx) + 0.5) / Double(samplesX) - 0.5
                    offsets[s] = (ox * m.dudx + oy * m.dudy, ox * m.dvdx + oy * m.dvdy)
                    s += 1
                }
            }
            premultiplied.withUnsafeBufferPointer { texels in
                let n = p.count
                for y in top..<bottom {
                    let yc = Double(y) + 0.5
                    var left = Double.infinity
                    var right = -Double.infinity
                    var j = n - 1
                    for i in 0..<n {
                        let (a, b) = p[j].y <= p[i].y ? (p[j], p[i]) : (p[i], p[j])
                        j = i
                        guard a.y != b.y, yc >= a.y, yc < b.y else { continue }
                        let x = a.x + (yc - a.y) * (b.x - a.x) / (b.y - a.y)
                        left = min(left, x)
                        right = max(right, x)
                    }
                    guard left < right else { continue }
                    let first = max(Int((left - 0.5).rounded(.up)), 0)
                    let last = min(Int((right - 0.5).rounded(.up)), target.width)
                    guard last > first else { continue }
                    let row = target.row(y)
                    let rowU = m.u0 + (yc - m.y0) * m.dudy - 0.5
                    let rowV = m.v0 + (yc - m.y0) * m.dvdy - 0.5
                    for x in first..<last {
                        let dx = Double(x) + 0.5 - m.x0
                        let cu = rowU + dx * m.dudx
                        let cv = rowV + dx * m.dvdx
                        var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                        for k in 0..<sampleCount {
                            bilinear(texels, cu + offsets[k].u, cv + offsets[k].v, into: &sum)
                        }
                        let sa = sum.a * scale
                        guard sa > 0.25 / 255 else { continue }
                        row[x] = Bitmap.over(
                            row[x], r: sum.r * scale, g: sum.g * scale, b: sum.b * scale, a: sa, shifts: shifts)
                    }
                }
            }
        }
    }

    /// Adds the bilinear sample at texel coordinates (`tu`, `tv`) (texel centres on whole
    /// numbers, clamped to the edge pixels) to `sum`, channel by channel in 0...255.
    @inline(__always)
    private func bilinear(
        _ texels: UnsafeBufferPointer<UInt32>, _ tu: Double, _ tv: Double,
        into sum: inout (r: Double, g: Double, b: Double, a: Double)
    ) {
        let u = min(max(tu, 0), Double(width - 1))
        let v = min(max(tv, 0), Double(height - 1))
        let x0 = Int(u)
        let y0 = Int(v)
        let x1 = min(x0 + 1, width - 1)
        let y1 = min(y0 + 1, height - 1)
        let wx = u - Double(x0)
        let wy = v - Double(y0)
        let w00 = (1 - wx) * (1 - wy)
        let w10 = wx * (1 - wy)
        let w01 = (1 - wx) * wy
        let w11 = wx * wy
        let p00 = texels[y0 &* width &+ x0]
        let p10 = texels[y0 &* width &+ x1]
        let p01 = texels[y1 &* width &+ x0]
        let p11 = texels[y1 &* width &+ x1]
        @inline(__always)
        func channel(_ shift: UInt32) -> Double {
            Double((p00 >> shift) & 0xFF) * w00 + Double((p10 >> shift) & 0xFF) * w10
                + Double((p01 >> shift) & 0xFF) * w01 + Double((p11 >> shift) & 0xFF) * w11
        }
        sum.r += channel(0)
        sum.g += channel(8)
        sum.b += channel(16)
        sum.a += channel(24)
    }

    /// The premultiplied colour (`r`, `g`, `b`, `a` in 0...255) over the packed pixel `dst`.
    @inline(__always)
    static func over(
        _ dst: UInt32, r: Double, g: Double, b: Double, a: Double, shifts: (UInt32, UInt32, UInt32, UInt32)
    ) -> UInt32 {
        let keep = 1 - min(a, 255) / 255
        @inline(__always)
        func mix(_ source: Double, _ shift: UInt32) -> UInt32 {
            let below = Double((dst >> shift) & 0xFF)
            let value = TextCoverage.nearestInteger(min(max(source + below * keep, 0), 255))
            return UInt32(truncatingIfNeeded: value) << shift
        }
        return mix(r, shifts.0) | mix(g, shifts.1) | mix(b, shifts.2) | mix(min(a, 255), shifts.3)
    }
}
