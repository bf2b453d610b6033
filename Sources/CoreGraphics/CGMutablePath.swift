import Foundation

/// A graphics path that can be built up, as Core Graphics' `CGMutablePath`.
///
/// Every method takes an optional affine transform applied to the new points before they are
/// added. Adding a line or a curve needs a current point: on an empty path Core Graphics logs
/// "no current point" and adds nothing, and so does Segue (silently). After `closeSubpath()`, a
/// line or curve starts a new subpath at the closed subpath's first point; Segue writes that
/// implicit start as an explicit move element.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(segments: [], primitiveHint: nil) }

    /// A mutable path of the given elements (see `CGPath.init(segments:primitiveHint:)`).
    override package init(segments: [CGPathSegment], primitiveHint: CGPathPrimitive?) {
        super.init(segments: segments, primitiveHint: primitiveHint)
    }

    /// Appends a segment that changes the path's shape: the path is no longer a known primitive.
    private func append(_ segment: CGPathSegment) {
        segments.append(segment)
        primitiveHint = nil
    }

    /// Makes sure a drawing element has a current point to start from: false on an empty path;
    /// after a close, starts a new subpath at the closed one's first point.
    private func prepareCurrentPoint() -> Bool {
        guard let last = segments.last else { return false }
        if case .close = last, let start = subpathStart(before: segments.count - 1) { append(.move(start)) }
        return true
    }

    /// Starts a new subpath at a point, as `CGPathMoveToPoint`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point, as `CGPathAddLineToPoint`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard prepareCurrentPoint() else { return }
        append(.line(point.applying(transform)))
    }

    /// Moves to the first point and adds lines to the others, as `CGPathAddLines` (nothing for an
    /// empty array).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { append(.line(point.applying(transform))) }
    }

    /// Adds a quadratic Bézier curve from the current point, as `CGPathAddQuadCurveToPoint`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard prepareCurrentPoint() else { return }
        append(.quadCurve(control: control.applying(transform), end: end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point, as `CGPathAddCurveToPoint`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        guard prepareCurrentPoint() else { return }
        append(
            .curve(
                control1: control1.applying(transform), control2: control2.applying(transform),
                end: end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its first point, as `CGPathCloseSubpath`
    /// (nothing on an empty path or a subpath already closed).
    public func closeSubpath() {
        guard let last = segments.last else { return }
        if case .close = last { return }
        append(.close)
    }

    /// Adds a rectangle as a closed subpath, as `CGPathAddRect`: a move to (minX, minY), then
    /// lines to (maxX, minY), (maxX, maxY) and (minX, maxY) (counterclockwise when y is up,
    /// clockwise on UIKit's y-down screen), then a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let wasEmpty = segments.isEmpty
        CGPathGeometry.appendRect(rect, transform, to: &segments)
        primitiveHint = wasEmpty ? CGPathPrimitive.rect(rect.standardized).applying(transform) : nil
    }

    /// Adds each rectangle as a closed subpath, as `CGPathAddRects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in a rectangle as a closed subpath of four cubic curves, as
    /// `CGPathAddEllipseInRect`: from (maxX, midY) in the direction of increasing angle (through
    /// (midX, maxY)), then a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let wasEmpty = segments.isEmpty
        CGPathGeometry.appendEllipse(in: rect, transform, to: &segments)
        primitiveHint = wasEmpty ? CGPathPrimitive.ellipse(rect.standardized).applying(transform) : nil
    }

    /// Adds a rounded rectangle as a closed subpath, as `CGPathAddRoundedRect`: each corner is a
    /// quarter ellipse `cornerWidth` wide and `cornerHeight` high, the outline runs from the end of
    /// the (minX, minY) corner in the direction of increasing angle.
    ///
    /// Core Graphics requires each corner size to be at least 0 and at most half the matching
    /// side, and stops the program otherwise; Segue clamps them to that range instead. A corner of
    /// zero width or height gives a plain rectangle (`addRect`).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let (w, h) = CGPathGeometry.clampedCorner(rect, cornerWidth, cornerHeight)
        guard w > 0, h > 0 else {
            addRect(rect, transform: transform)
            return
        }
        let wasEmpty = segments.isEmpty
        CGPathGeometry.appendRoundedRect(rect, corners: Array(repeating: (w, h), count: 4), transform, to: &segments)
        let hint = CGPathPrimitive.roundedRect(rect.standardized, cornerWidth: w, cornerHeight: h)
        primitiveHint = wasEmpty ? hint.applying(transform) : nil
    }

    /// Adds a rounded rectangle whose corners each have their own size (zero for a square corner),
    /// named on UIKit's y-down screen (top is `minY`): each size is clamped to half the matching
    /// side; the outline runs from the end of the top-left corner, clockwise on the y-down screen.
    /// Four equal corners make the same path (and primitive) as `addRoundedRect(in:cornerWidth:cornerHeight:)`.
    package func addRoundedRect(
        in rect: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize
    ) {
        if topLeft == topRight, topRight == bottomRight, bottomRight == bottomLeft {
            addRoundedRect(in: rect, cornerWidth: topLeft.width, cornerHeight: topLeft.height)
            return
        }
        func clamped(_ size: CGSize) -> (CGFloat, CGFloat) {
            let (w, h) = CGPathGeometry.clampedCorner(rect, size.width, size.height)
            return w > 0 && h > 0 ? (w, h) : (0, 0)
        }
        let corners = [clamped(topLeft), clamped(topRight), clamped(bottomRight), clamped(bottomLeft)]
        CGPathGeometry.appendRoundedRect(rect, corners: corners, .identity, to: &segments)
        primitiveHint = nil
    }

    /// Appends another path's elements, mapped by `transform`, as `CGPathAddPath`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let wasEmpty = segments.isEmpty
        let hint = path.primitiveHint
        segments.append(contentsOf: path.segments.lazy.map { $0.applying(transform) })
        primitiveHint = wasEmpty ? hint?.applying(transform) : nil
    }

    /// Adds an arc of a circle, as `CGPathAddArc`: a line from the current point to the arc's
    /// start (a move when the path is empty), then cubic curves along the arc.
    ///
    /// Angles are in radians from the +x axis towards the +y axis. `clockwise` is meant in Core
    /// Graphics' unflipped space (y up): `false` runs towards increasing angle, `true` towards
    /// decreasing angle. On UIKit's flipped, y-down screen the direction you see is the opposite:
    /// `clockwise: false` turns clockwise on screen. (`UIBezierPath`'s `clockwise` is meant on the
    /// y-down screen, so it is this method's `!clockwise`.) A difference of 2π or more, either
    /// way, draws the whole circle in the drawing direction (as iOS draws 0 to 2π against it);
    /// otherwise the difference is taken modulo 2π.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let sweep = CGPathGeometry.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Adds an arc of a circle given by its start angle and signed sweep, as
    /// `CGPathAddRelativeArc`: a positive `delta` runs towards increasing angle (counterclockwise
    /// when y is up, clockwise on UIKit's y-down screen).
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
    }

    /// The arc's start (a line to it, or a move on an empty path), then its curves.
    private func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform
    ) {
        let start = CGPathGeometry.point(on: center, radius: radius, angle: startAngle).applying(transform)
        connect(to: start)
        let delta = sweep.isFinite ? sweep : 0
        var added: [CGPathSegment] = []
        CGPathGeometry.appendArcCurves(
            center: center, radius: radius, start: startAngle, sweep: delta, transform, to: &added)
        for segment in added { append(segment) }
    }

    /// A line from the current point to `point` (none when already there), or a move when the path
    /// is empty.
    private func connect(to point: CGPoint) {
        if prepareCurrentPoint() {
            if currentPoint != point { append(.line(point)) }
        } else {
            append(.move(point))
        }
    }

    /// Adds an arc of radius `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, as `CGPathAddArcToPoint`: a line from
    /// the current point to the first tangent point, then the arc to the second.
    ///
    /// When the three points are on one line, or the radius is zero, this adds a line to
    /// `tangent1End`. On an empty path (no current point) it moves to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard !segments.isEmpty else {
            move(to: tangent1End, transform: transform)
            return
        }
        // The tangent points are given before the transform, the current point after it: bring
        // the current point back, build the arc, and map the arc by the transform.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
        let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let l1 = (v1.dx * v1.dx + v1.dy * v1.dy).squareRoot()
        let l2 = (v2.dx * v2.dx + v2.dy * v2.dy).squareRoot()
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1)
        let u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cosine = max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy))
        let half = acos(cosine) / 2
        let along = radius / tan(half)
        let toCenter = radius / sin(half)
        let start = CGPoint(x: tangent1End.x + u1.dx * along, y: tangent1End.y + u1.dy * along)
        let end = CGPoint(x: tangent1End.x + u2.dx * along, y: tangent1End.y + u2.dy * along)
        let bisector = CGVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
        let bisectorLength = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let center = CGPoint(
            x: tangent1End.x + bisector.dx / bisectorLength * toCenter,
            y: tangent1End.y + bisector.dy / bisectorLength * toCenter)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        connect(to: start.applying(transform))
        var added: [CGPathSegment] = []
        CGPathGeometry.appendArcCurves(center: center, radius: radius, start: a0, sweep: sweep, transform, to: &added)
        for segment in added { append(segment) }
    }
}
