/// The kind of one element of a path, as Core Graphics' `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line from the current point to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]`, ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]` and `points[1]`, ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a line back to its first point.
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it out, as Core Graphics'
/// `CGPathElement`: its kind and a pointer to its points (one for a move or a line, two for a
/// quadratic curve, three for a cubic curve, none for a close).
///
/// The points are valid only during the call that receives the element.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points; how many depends on `type`.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from its kind and its points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A function called for each element of a path by `CGPath.apply(info:function:)`, as Core
/// Graphics' `CGPathApplierFunction`. Apple declares it `@convention(c)`; on Linux the element
/// type is a Swift struct, so this is a plain Swift function type (a closure that captures nothing
/// passes either way).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// Which regions a path encloses, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the winding number (crossings of the path counted +1 one way, -1 the other) is
    /// not zero: the non-zero rule.
    case winding = 0
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd = 1
}

/// How the ends of a stroked open subpath are drawn, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half circle of the line's width closes the end.
    case round = 1
    /// The stroke goes on past the end point by half the line's width, square.
    case square = 2
}

/// How the corners between the segments of a stroked path are drawn, as Core Graphics'
/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges meet at a point (beveled past the miter limit).
    case miter = 0
    /// A circular arc of the line's width rounds the corner.
    case round = 1
    /// A straight cut across the corner.
    case bevel = 2
}
