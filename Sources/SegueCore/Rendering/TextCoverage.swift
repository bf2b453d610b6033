import Foundation

/// The coverage of a rasterised text: one byte per texel (0 empty, 255 fully inside a glyph),
/// rows `width` bytes apart, the same size as the text's texture. The rasteriser draws text under
/// a transform from it with filtering (`TextCoverage.fill`), so no stroke drops out however the
/// text is rotated, squashed or put in perspective.
@preconcurrency @MainActor public final class TextCoverage {
    /// Width in texels.
    public let width: Int
    /// Height in texels.
    public let height: Int
    /// The coverage, row by row.
    public let values: [UInt8]
    /// The coverage with a border of one empty texel all round (rows `width + 2` bytes apart):
    /// the filter reads its four texels without testing each against the edges.
    let padded: [UInt8]

    /// Wraps `values` (`width * height` bytes, row by row).
    public init(width: Int, height: Int, values: [UInt8]) {
        precondition(width > 0 && height > 0 && values.count == width * height, "coverage of the wrong size")
        self.width = width
        self.height = height
        self.values = values
        var padded = [UInt8](repeating: 0, count: (width + 2) * (height + 2))
        for y in 0..<height {
            for x in 0..<width { padded[(y + 1) * (width + 2) + x + 1] = values[y * width + x] }
        }
        self.padded = padded
    }
}

extension TextCoverage {
    /// The most texture samples taken per pixel along one axis (a pixel covering more texels than
    /// this along an axis averages this many samples spread over it).
    static let maxSamplesPerAxis = 8

    /// Whether the polygon `p` with texture coordinates `uv` (window pixels and 0...1) shows the
    /// texture `width` × `height` texel for pixel, upright and on whole pixels: then copying texels
    /// is exact and filtering would change nothing.
    static func isPixelAligned(_ p: [Point], _ uv: [Point], width: Int, height: Int) -> Bool {
        guard let m = TexelMapping(p, uv, width: width, height: height) else { return true }
        let tolerance = 1e-6
        guard abs(m.dudx - 1) < tolerance, abs(m.dvdy - 1) < tolerance, abs(m.dudy) < tolerance,
            abs(m.dvdx) < tolerance
        else { return false }
        // Texel k lands on pixel k + offset: the offset must be whole.
        let offsetX = m.u0 - m.x0
        let offsetY = m.v0 - m.y0
        return abs(offsetX - offsetX.rounded()) < 1e-4 && abs(offsetY - offsetY.rounded()) < 1e-4
    }

    /// Draws the coverage over the convex, positively wound polygon `p` (window pixels) with
    /// texture coordinates `uv` (0...1 across the texture), in `color`'s red, green and blue (its
    /// opacity is in the coverage, as in the texture's alpha) at `alpha` (0...255), blended into
    /// `target` as the rasteriser blends fills.
    ///
    /// Each pixel whose centre lies in the polygon (half-open, so polygons sharing an edge share
    /// no pixel) averages samples of the coverage spread over the pixel's footprint in the
    /// texture, each sample bilinear: one sample where a pixel covers at most a texel per axis,
    /// more along an axis that the transform squashes (up to `maxSamplesPerAxis`). Outside the
    /// texture the coverage is 0.
    func fill(_ p: [Point], _ uv: [Point], color: Color, alpha: UInt8, into target: PixelTarget) {
        guard p.count >= 3, alpha > 0,
            let m = TexelMapping(p, uv, width: width, height: height)
        else { return }
        var minY = p[0].y
        var maxY = minY
        for q in p {
            minY = min(minY, q.y)
            maxY = max(maxY, q.y)
        }
        // Rows whose centre y + 0.5 lies in [minY, maxY).
        let top = max(Int((minY - 0.5).rounded(.up)), 0)
        let bottom = min(Int((maxY - 0.5).rounded(.up)), target.height)
        guard bottom > top else { return }
        let footprintX = (m.dudx * m.dudx + m.dvdx * m.dvdx).squareRoot()
        let footprintY = (m.dudy * m.dudy + m.dvdy * m.dvdy).squareRoot()
        let samplesX = min(max(Int(footprintX.rounded(.up)), 1), Self.maxSamplesPerAxis)
        let samplesY = min(max(Int(footprintY.rounded(.up)), 1), Self.maxSamplesPerAxis)
        let source = target.packOpaque(color)
        // Coverage sums are in 0...255 per sample; this turns their total into 0...256.
        let scale = Double(alpha) / 255 * 256 / 255 / Double(samplesX * samplesY)
        let sampleCount = samplesX * samplesY
        // Each sample's texel coordinates are the pixel's, moved by the sample's offset in the
        // pixel: worked out once per polygon, in the order the samples are summed.
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
            padded.withUnsafeBufferPointer { texels in
                let n = p.count
                for y in top..<bottom {
                    let yc = Double(y) + 0.5
                    var left = Double.infinity
                    var right = -Double.infinity
                    var j = n - 1
                    for i in 0..<n {
                        // Each edge's crossing is computed from its endpoints in y order, so two
                        // polygons sharing the edge get the same x.
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
                    // The pixel centre's texel coordinates (texel centres on whole numbers).
                    let rowU = m.u0 + (yc - m.y0) * m.dudy - 0.5
                    let rowV = m.v0 + (yc - m.y0) * m.dvdy - 0.5
                    for x in first..<last {
                        let dx = Double(x) + 0.5 - m.x0
                        let cu = rowU + dx * m.dudx
                        let cv = rowV + dx * m.dvdx
                        var sum = 0.0
                        for k in 0..<sampleCount {
                            sum += bilinear(texels, cu + offsets[k].u, cv + offsets[k].v)
                        }
                        let a = UInt32(truncatingIfNeeded: Self.nearestInteger(min(max(sum * scale, 0), 256)))
                        if a > 0 { row[x] = PixelTarget.blend(row[x], source, a) }
                    }
                }
            }
        }
    }

    /// The coverage at texel coordinates (`tu`, `tv`), texel centres on whole numbers, 0 outside,
    /// read from `padded` (the empty border stands for the texels just outside).
    @inline(__always)
    private func bilinear(_ texels: UnsafeBufferPointer<UInt8>, _ tu: Double, _ tv: Double) -> Double {
        guard tu >= -1, tv >= -1, tu < Double(width), tv < Double(height) else { return 0 }
        // Shifted by one texel into the padded grid: 0 ≤ p < size + 1. The texel left of p is
        // p − 0.5 rounded to the nearest integer; where p is whole that may be the texel before
        // it, with weight 1 on the next one: the same value (the filter is continuous there).
        let pu = tu + 1
        let pv = tv + 1
        let x0 = Self.nearestInteger(pu - 0.5)
        let y0 = Self.nearestInteger(pv - 0.5)
        let wx = pu - Double(x0)
        let wy = pv - Double(y0)
        let stride = width &+ 2
        let i = y0 &* stride &+ x0
        let top = Double(texels[i]) * (1 - wx) + Double(texels[i &+ 1]) * wx
        let bottom = Double(texels[i &+ stride]) * (1 - wx) + Double(texels[i &+ stride &+ 1]) * wx
        return top * (1 - wy) + bottom * wy
    }

    /// `v` (in -2⁵¹ ..< 2⁵¹) rounded to the nearest integer (ties to even) without a checked
    /// conversion or a call: adding 1.5·2⁵² leaves v + 2⁵¹ in the low 52 bits of the sum.
    @inline(__always)
    static func nearestInteger(_ v: Double) -> Int {
        let magic = 6_755_399_441_055_744.0
        return Int(truncatingIfNeeded: (v + magic).bitPattern & 0x000F_FFFF_FFFF_FFFF) &- (1 << 51)
    }
}

/// The affine map from window pixels to texels that a textured polygon's corners define: texel
/// coordinates (u, v) = (u0, v0) + J · ((x, y) − (x0, y0)), with texel k spanning [k, k + 1].
/// Taken from the corner triangle of largest area (exact for an affine polygon; under
/// perspective each piece of the grid is nearly affine).
struct TexelMapping {
    var x0 = 0.0, y0 = 0.0, u0 = 0.0, v0 = 0.0
    var dudx = 0.0, dudy = 0.0, dvdx = 0.0, dvdy = 0.0

    init?(_ p: [Point], _ uv: [Point], width: Int, height: Int) {
        guard p.count >= 3, uv.count == p.count else { return nil }
        var best = 0.0
        var bestIndex = 0
        for i in 1..<(p.count - 1) {
            let area = abs((p[i].x - p[0].x) * (p[i + 1].y - p[0].y) - (p[i].y - p[0].y) * (p[i + 1].x - p[0].x))
            if area > best {
                best = area
                bestIndex = i
            }
        }
        guard best > 1e-9 else { return nil }
        let w = Double(width)
        let h = Double(height)
        let a = p[0]
        let b = p[bestIndex]
        let c = p[bestIndex + 1]
        let ua = uv[0].x * w
        let va = uv[0].y * h
        let ub = uv[bestIndex].x * w
        let vb = uv[bestIndex].y * h
        let uc = uv[bestIndex + 1].x * w
        let vc = uv[bestIndex + 1].y * h
        let e1x = b.x - a.x
        let e1y = b.y - a.y
        let e2x = c.x - a.x
        let e2y = c.y - a.y
        let det = e1x * e2y - e1y * e2x
        // Solve [e1 e2]^T J^T = [du dv]: the gradients of u and v in pixels.
        dudx = ((ub - ua) * e2y - (uc - ua) * e1y) / det
        dudy = ((uc - ua) * e1x - (ub - ua) * e2x) / det
        dvdx = ((vb - va) * e2y - (vc - va) * e1y) / det
        dvdy = ((vc - va) * e1x - (vb - va) * e2x) / det
        x0 = a.x
        y0 = a.y
        u0 = ua
        v0 = va
    }
}
