import Foundation

/// Draws an axial gradient as bands one window pixel thick across its axis, each filled with
/// the gradient's colour at its middle, consecutive bands of the same 8-bit colour merged: the
/// colour changes by at most what it changes across a pixel, so no band shows.
///
/// The gradient lives in unit coordinates of the bounds, as Core Animation's: a point is
/// `start + s·d + u·n` with `d = end − start` and `n` perpendicular to it, so `s` is the
/// gradient's parameter (0 at the start, 1 at the end) and each band is the rectangle
/// `s0...s1 × uMin...uMax` under the map to the layer's coordinates. The caller clips to the
/// layer's outline with a stencil.
///
/// Bands are pieces (`RenderListBuilder.fillPiece`): the geometry path leaves their edges,
/// and so the layer's outline, unfeathered. Seams: where the axis runs along a window axis under an upright affine transform, band
/// edges fall on pixel boundaries, so neighbouring bands do not share a pixel. Otherwise each
/// band of opaque colour reaches 1.5 pixels under the next, drawn after it, so the next band's
/// anti-aliased edge blends with the colour beneath and not with what is behind the layer; bands
/// of translucent colour cannot overlap (the overlap would show darker), and their shared edges
/// let a little of what is behind through (at most a quarter of the product of their alphas).
struct AxialGradient {
    let stops: [(location: Double, color: Color)]
    let start: Point
    let end: Point
    let bounds: Rect
    let transform: Transform3D
    let pixelScale: Double
    let alpha: Double

    /// The gradient's colour at parameter `s` (the first and last colours extend beyond).
    func color(at s: Double) -> Color {
        let first = stops[0]
        guard s > first.location else { return first.color.multipliedAlpha(alpha) }
        for k in 1..<stops.count {
            let b = stops[k]
            guard s < b.location else { continue }
            let a = stops[k - 1]
            let span = b.location - a.location
            let f = span > 0 ? (s - a.location) / span : 1
            func mix(_ x: UInt8, _ y: UInt8) -> Double { (Double(x) + (Double(y) - Double(x)) * f) / 255 }
            let c = Color(
                red: mix(a.color.r, b.color.r), green: mix(a.color.g, b.color.g), blue: mix(a.color.b, b.color.b),
                alpha: mix(a.color.a, b.color.a))
            return c.multipliedAlpha(alpha)
        }
        return stops[stops.count - 1].color.multipliedAlpha(alpha)
    }

    /// Emits the bands into `builder`.
    func draw(into builder: RenderListBuilder) {
        let w = bounds.width
        let h = bounds.height
        let d = Point(x: end.x - start.x, y: end.y - start.y)
        let n = Point(x: -d.y, y: d.x)
        let length2 = d.x * d.x + d.y * d.y
        guard length2 > 1e-12 else {
            // No axis: Core Animation shows the last colour.
            builder.fill(.rect(bounds), transform: transform, color: color(at: .infinity))
            return
        }
        // The band frame (s, u) → layer coordinates, then to the window.
        var frame = Transform3D.identity
        frame.m11 = w * d.x
        frame.m12 = h * d.y
        frame.m21 = w * n.x
        frame.m22 = h * n.y
        frame.m41 = bounds.minX + w * start.x
        frame.m42 = bounds.minY + h * start.y
        let full = frame.concatenating(transform)
        // The ranges of s and u that cover the unit square.
        var sMin = Double.infinity
        var sMax = -Double.infinity
        var uMin = Double.infinity
        var uMax = -Double.infinity
        for corner in 0..<4 {
            let cx = (corner == 1 || corner == 2 ? 1.0 : 0) - start.x
            let cy = (corner >= 2 ? 1.0 : 0) - start.y
            let s = (cx * d.x + cy * d.y) / length2
            let u = (cx * n.x + cy * n.y) / length2
            sMin = min(sMin, s)
            sMax = max(sMax, s)
            uMin = min(uMin, u)
            uMax = max(uMax, u)
        }
        // Pixels along the axis: exact where it runs along a window axis, else estimated from the
        // projected ends.
        let upright = transform.isAffine && abs(full.m12) < 1e-12 && abs(full.m21) < 1e-12
        let aligned = upright || (transform.isAffine && abs(full.m11) < 1e-12 && abs(full.m22) < 1e-12)
        var p0: Double
        var perS: Double
        if aligned {
            // Window pixel coordinate along the axis at s: p0 + s·perS.
            let alongX = abs(full.m11) > abs(full.m12)
            p0 = (alongX ? full.m41 : full.m42) * pixelScale
            perS = (alongX ? full.m11 : full.m12) * pixelScale
        } else {
            let a = full.applyHomogeneous(x: 0, y: 0)
            let b = full.applyHomogeneous(x: 1, y: 0)
            guard a.w > RenderListBuilder.nearW, b.w > RenderListBuilder.nearW else {
                perS = 256
                p0 = 0
                return emitBands(builder, full, sMin, sMax, uMin, uMax, p0: p0, perS: perS, aligned: false)
            }
            let dx = (b.x / b.w - a.x / a.w) * pixelScale
            let dy = (b.y / b.w - a.y / a.w) * pixelScale
            perS = max((dx * dx + dy * dy).squareRoot(), 1)
            p0 = 0
        }
        if perS < 0 {
            // Walk s upwards with pixels counted the other way.
            p0 = -p0
            perS = -perS
        }
        emitBands(builder, full, sMin, sMax, uMin, uMax, p0: p0, perS: perS, aligned: aligned)
    }

    /// Walks the pixel boundaries from sMin to sMax and fills runs of one colour.
    private func emitBands(
        _ builder: RenderListBuilder, _ full: Transform3D, _ sMin: Double, _ sMax: Double, _ uMin: Double,
        _ uMax: Double, p0: Double, perS: Double, aligned: Bool
    ) {
        let pLow = p0 + sMin * perS
        let pHigh = p0 + sMax * perS
        // At most 4096 bands, however large the layer is drawn.
        let step = max(1, ((pHigh - pLow) / 4096).rounded(.up))
        var runStart = sMin
        var runColor: Color?
        var k = (pLow / step).rounded(.down) * step
        let overlap = aligned ? 0 : 1.5 / perS
        while true {
            let pNext = min(k + step, pHigh)
            let sNext = (pNext - p0) / perS
            let sFrom = max((k - p0) / perS, sMin)
            let c = color(at: (sFrom + sNext) / 2)
            if let current = runColor, current != c {
                let opaque = current.a == 255 && c.a == 255
                let reach = opaque ? min(sFrom + overlap, sMax) : sFrom
                fillBand(builder, full, runStart, reach, uMin, uMax, current)
                runStart = sFrom
            }
            runColor = c
            if pNext >= pHigh { break }
            k += step
        }
        if let c = runColor { fillBand(builder, full, runStart, sMax, uMin, uMax, c) }
    }

    private func fillBand(
        _ builder: RenderListBuilder, _ full: Transform3D, _ s0: Double, _ s1: Double, _ uMin: Double, _ uMax: Double,
        _ color: Color
    ) {
        guard s1 > s0 else { return }
        builder.fillPiece(Rect(x: s0, y: uMin, width: s1 - s0, height: uMax - uMin), transform: full, color: color)
    }
}
