import Foundation

/// The outlines of Core Graphics' convenience shapes, as segments: rectangles, ellipses, rounded
/// rectangles and circular arcs (arcs and corners as cubic Bézier curves).
///
/// Every closed shape runs in the direction of increasing angle (from +x towards +y): clockwise on
/// UIKit's y-down screen, counterclockwise in Core Graphics' unflipped y-up space, as observed of
/// `CGPathAddRect`, `CGPathAddEllipseInRect` and `UIBezierPath(roundedRect:cornerRadius:)`.
enum CGPathGeometry {
    /// The cubic approximation of a quarter circle: control points at this fraction of the radius.
    static let quarterKappa: CGFloat = 4 / 3 * (2.0.squareRoot() - 1)

    /// A rectangle: move to (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY), close
    /// (the order `CGPathAddRect` documents: from the origin corner, counterclockwise when y is up).
    static func appendRect(_ rect: CGRect, _ t: CGAffineTransform, to segments: inout [CGPathSegment]) {
        let r = rect.standardized
        segments.append(.move(CGPoint(x: r.minX, y: r.minY).applying(t)))
        segments.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(t)))
        segments.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(t)))
        segments.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(t)))
        segments.append(.close)
    }

    /// The ellipse inscribed in a rectangle: four cubic curves from (maxX, midY) through
    /// (midX, maxY), (minX, midY) and (midX, minY), then close.
    static func appendEllipse(in rect: CGRect, _ t: CGAffineTransform, to segments: inout [CGPathSegment]) {
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let kx = rx * quarterKappa
        let ky = ry * quarterKappa
        let (cx, cy) = (r.midX, r.midY)
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        segments.append(.move(p(r.maxX, cy)))
        segments.append(.curve(control1: p(r.maxX, cy + ky), control2: p(cx + kx, r.maxY), end: p(cx, r.maxY)))
        segments.append(.curve(control1: p(cx - kx, r.maxY), control2: p(r.minX, cy + ky), end: p(r.minX, cy)))
        segments.append(.curve(control1: p(r.minX, cy - ky), control2: p(cx - kx, r.minY), end: p(cx, r.minY)))
        segments.append(.curve(control1: p(cx + kx, r.minY), control2: p(r.maxX, cy - ky), end: p(r.maxX, cy)))
        segments.append(.close)
    }

    /// The corner sizes of a rounded rectangle, each limited to 0 ... half the matching side.
    static func clampedCorner(_ rect: CGRect, _ width: CGFloat, _ height: CGFloat) -> (CGFloat, CGFloat) {
        let r = rect.standardized
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), limit) }
        return (clamp(width, r.width / 2), clamp(height, r.height / 2))
    }

    /// A rounded rectangle with per-corner radii (top-left, top-right, bottom-right, bottom-left in
    /// y-down terms, each a corner width and height, already clamped): from the end of the top-left
    /// corner along the top edge, clockwise on a y-down screen, then close. A corner of zero size
    /// is square (a line to the corner point).
    static func appendRoundedRect(
        _ rect: CGRect, corners: [(CGFloat, CGFloat)], _ t: CGAffineTransform, to segments: inout [CGPathSegment]
    ) {
        let r = rect.standardized
        let k = quarterKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        let (tlw, tlh) = corners[0]
        let (trw, trh) = corners[1]
        let (brw, brh) = corners[2]
        let (blw, blh) = corners[3]
        segments.append(.move(p(r.minX + tlw, r.minY)))
        segments.append(.line(p(r.maxX - trw, r.minY)))
        if trw > 0, trh > 0 {
            segments.append(
                .curve(
                    control1: p(r.maxX - trw * (1 - k), r.minY), control2: p(r.maxX, r.minY + trh * (1 - k)),
                    end: p(r.maxX, r.minY + trh)))
        } else {
            segments.append(.line(p(r.maxX, r.minY)))
        }
        segments.append(.line(p(r.maxX, r.maxY - brh)))
        if brw > 0, brh > 0 {
            segments.append(
                .curve(
                    control1: p(r.maxX, r.maxY - brh * (1 - k)), control2: p(r.maxX - brw * (1 - k), r.maxY),
                    end: p(r.maxX - brw, r.maxY)))
        } else {
            segments.append(.line(p(r.maxX, r.maxY)))
        }
        segments.append(.line(p(r.minX + blw, r.maxY)))
        if blw > 0, blh > 0 {
            segments.append(
                .curve(
                    control1: p(r.minX + blw * (1 - k), r.maxY), control2: p(r.minX, r.maxY - blh * (1 - k)),
                    end: p(r.minX, r.maxY - blh)))
        } else {
            segments.append(.line(p(r.minX, r.maxY)))
        }
        segments.append(.line(p(r.minX, r.minY + tlh)))
        if tlw > 0, tlh > 0 {
            segments.append(
                .curve(
                    control1: p(r.minX, r.minY + tlh * (1 - k)), control2: p(r.minX + tlw * (1 - k), r.minY),
                    end: p(r.minX + tlw, r.minY)))
        } else {
            segments.append(.line(p(r.minX, r.minY)))
        }
        segments.append(.close)
    }

    /// The signed sweep of a circular arc from `start` to `end`: positive runs towards increasing
    /// angle. A difference of a whole turn or more, either way, is the full circle in the drawing
    /// direction (`UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2π, clockwise: false)`
    /// draws a whole circle on iOS, as NVActivityIndicatorView's ball indicators rely on); any
    /// other difference is reduced modulo 2π, so `start == end` draws nothing.
    static func sweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        let difference = increasing ? end - start : start - end
        guard difference.isFinite else { return 0 }
        let magnitude: CGFloat
        if abs(difference) >= turn {
            magnitude = turn
        } else {
            let reduced = difference.truncatingRemainder(dividingBy: turn)
            magnitude = reduced < 0 ? reduced + turn : reduced
        }
        return increasing ? magnitude : -magnitude
    }

    /// The point at an angle on a circle; a cosine or sine within rounding of zero is taken as
    /// zero, so arcs from or to a multiple of π/2 end exactly on the axes.
    static func point(on center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        func snapped(_ v: CGFloat) -> CGFloat { abs(v) < 1e-15 ? 0 : v }
        return CGPoint(x: center.x + radius * snapped(cos(angle)), y: center.y + radius * snapped(sin(angle)))
    }

    /// Cubic curves along a circular arc from `start` sweeping `sweep` radians (at most a quarter
    /// turn each), mapped by a transform. The arc's start point is not appended.
    static func appendArcCurves(
        center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, _ t: CGAffineTransform,
        to segments: inout [CGPathSegment]
    ) {
        guard sweep != 0, radius.isFinite, sweep.isFinite else { return }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        for i in 0..<count {
            let a0 = start + step * CGFloat(i)
            let a1 = i == count - 1 ? start + sweep : a0 + step
            let p0 = point(on: center, radius: radius, angle: a0)
            let p1 = point(on: center, radius: radius, angle: a1)
            let c1 = CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = CGPoint(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
            segments.append(.curve(control1: c1.applying(t), control2: c2.applying(t), end: p1.applying(t)))
        }
    }
}
