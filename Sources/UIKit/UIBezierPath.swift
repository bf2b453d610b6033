import CoreGraphics
import Foundation

/// A path of lines and curves with the attributes to stroke it, as UIKit's `UIBezierPath`: a
/// `CGPath` underneath (`cgPath`), built in UIKit's y-down coordinates.
///
/// Drawing a path directly (`fill()`, `stroke()`, `addClip()`) needs a current graphics context,
/// which Segue does not have; draw paths through a shape layer or a mask instead.
@preconcurrency @MainActor open class UIBezierPath: NSObject, NSCopying {
    /// The elements, kept mutable; `cgPath` hands out immutable copies.
    package private(set) var path: CGMutablePath
    private var cachedCGPath: CGPath?

    /// The width of the stroke, in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are stroked. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// How the corners between segments are stroked. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// How far a miter join may reach, as a multiple of the line width, before it is beveled.
    /// Default 10.
    open var miterLimit: CGFloat = 10
    /// The largest distance, in pixels, a flattened curve may stray from the true curve.
    /// Default 0.6.
    open var flatness: CGFloat = 0.6
    /// True to fill with the even-odd rule, false for the non-zero winding rule. Default false.
    open var usesEvenOddFillRule = false
    /// The dash pattern (lengths of painted and unpainted runs, in points) and its phase; empty for
    /// a solid line.
    package private(set) var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A path holding a copy of a Core Graphics path's elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// A closed path of a rectangle: from (minX, minY) clockwise on the y-down screen through the
    /// other three corners.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed path of the ellipse inscribed in a rectangle, four cubic curves clockwise on the
    /// y-down screen starting at (maxX, midY).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed path of a rounded rectangle, clockwise on the y-down screen from the end of the
    /// top-left corner. A radius larger than half the shorter side is clamped to it; 0 gives a
    /// rectangle.
    ///
    /// Since iOS 7 UIKit draws these corners as "continuous" curves that ease into the sides
    /// (observed, and reverse-engineered by PaintCode: "Drawing Code for iOS 7 Rounded
    /// Rectangles"); Segue draws circular quarter arcs, which differ from them by a fraction of the
    /// radius near where the corner meets the side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = cornerRadius.isNaN ? 0 : min(max(cornerRadius, 0), min(r.width, r.height) / 2)
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
    }

    /// A closed path of a rectangle with only some corners rounded, each a quarter ellipse
    /// `cornerRadii.width` wide and `cornerRadii.height` high (each clamped to half the matching
    /// side), clockwise on the y-down screen from the end of the top-left corner. UIKit's corners
    /// are its continuous curves (see `init(roundedRect:cornerRadius:)`).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        func size(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? cornerRadii : .zero }
        path.addRoundedRect(
            in: rect, topLeft: size(.topLeft), topRight: size(.topRight), bottomRight: size(.bottomRight),
            bottomLeft: size(.bottomLeft))
    }

    /// An open path of an arc of a circle. Angles are in radians from the +x axis, and
    /// `clockwise` is as seen on UIKit's y-down screen: from 0 to π clockwise is the bottom half
    /// of the circle (through larger y), counterclockwise the top half, as Apple documents. This is
    /// the opposite of `CGMutablePath.addArc`'s `clockwise`, which is meant with y up.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as an immutable Core Graphics path. Setting it replaces the elements with a copy of
    /// the given path's.
    open var cgPath: CGPath {
        get {
            if let cached = cachedCGPath { return cached }
            let copy = path.copy() ?? CGPath(segments: [], primitiveHint: nil)
            cachedCGPath = copy
            return copy
        }
        set {
            path = newValue.mutableCopy() ?? CGMutablePath()
            cachedCGPath = nil
        }
    }

    /// Runs a change to the elements, forgetting the cached `cgPath`.
    private func change(_ body: (CGMutablePath) -> Void) {
        body(path)
        cachedCGPath = nil
    }

    /// Starts a new subpath at a point.
    open func move(to point: CGPoint) { change { $0.move(to: point) } }

    /// Adds a straight line from the current point (nothing on an empty path: there is no current
    /// point).
    open func addLine(to point: CGPoint) { change { $0.addLine(to: point) } }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        change { $0.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        change { $0.addQuadCurve(to: endPoint, control: controlPoint) }
    }

    /// Adds an arc of a circle, after a line from the current point to the arc's start (a move on
    /// an empty path). `clockwise` is as seen on UIKit's y-down screen (see
    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        change {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
    }

    /// Closes the current subpath with a line back to its first point.
    open func close() { change { $0.closeSubpath() } }

    /// Removes every element (the drawing attributes stay).
    open func removeAllPoints() { change { _ in path = CGMutablePath() } }

    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { change { $0.addPath(bezierPath.path) } }

    /// Maps every point of the path by a transform.
    open func apply(_ transform: CGAffineTransform) {
        change { _ in
            var t = transform
            path = path.mutableCopy(using: &t) ?? CGMutablePath()
        }
    }

    /// A new path with every subpath running the other way (same attributes).
    open func reversing() -> UIBezierPath {
        let reversed = copy(with: nil) as! UIBezierPath
        reversed.path = CGMutablePath(segments: path.reversedSegments(), primitiveHint: nil)
        return reversed
    }

    /// True when the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included;
    /// `CGRect.null` for an empty path.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next line or curve starts: the end of the last element (the subpath's start after
    /// a close), `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// True when `point` is inside a closed subpath under the path's fill rule
    /// (`usesEvenOddFillRule`). Open subpaths enclose nothing here, as Apple documents, even though
    /// filling would close them.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, rule: usesEvenOddFillRule ? .evenOdd : .winding, closedSubpathsOnly: true)
    }

    /// Sets the dash pattern: `count` lengths of painted and unpainted runs from `pattern`, and the
    /// distance into the pattern where the stroke starts. A nil pattern or zero count is a solid
    /// line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            lineDash = ([], phase)
            return
        }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Reads the dash pattern: writes up to its length of values into `pattern` (which must have
    /// room for them) and the pattern's length and phase into `count` and `phase`.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (i, length) in lineDash.pattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }

    /// A copy with the same elements and drawing attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineDash = lineDash
        return copy
    }
}
