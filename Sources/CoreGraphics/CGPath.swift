/// An immutable graphics path, as Core Graphics' `CGPath`: subpaths of lines and quadratic and
/// cubic Bézier curves. Build one with `CGMutablePath` or the convenience initializers.
///
/// Two paths are equal when they have the same elements with the same points
/// (`CGPathEqualToPath`). A path made here can be shared between threads; a `CGMutablePath` must
/// not be changed while another thread reads it.
public class CGPath: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The elements, in order. Only `CGMutablePath` changes them.
    package internal(set) var segments: [CGPathSegment]
    /// The simple shape the path is known to be exactly, when it was built as one (kept by copies
    /// and by transforms that keep it axis-aligned; cleared by any other change).
    package internal(set) var primitiveHint: CGPathPrimitive?

    /// A path of the given elements, known to be `primitiveHint` when it is not nil (the caller
    /// vouches that the elements trace exactly that shape, in Core Graphics' element order).
    package init(segments: [CGPathSegment], primitiveHint: CGPathPrimitive?) {
        self.segments = segments
        self.primitiveHint = primitiveHint
    }

    /// A path of one rectangle, as `CGPathCreateWithRect`: a move to (minX, minY), lines to
    /// (maxX, minY), (maxX, maxY) and (minX, maxY), then a close; mapped by `transform` when it is
    /// not nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        var segments: [CGPathSegment] = []
        CGPathGeometry.appendRect(rect, t, to: &segments)
        self.init(segments: segments, primitiveHint: CGPathPrimitive.rect(rect.standardized).applying(t))
    }

    /// A path of the ellipse inscribed in a rectangle, as `CGPathCreateWithEllipseInRect`: four
    /// cubic curves from (maxX, midY) in the direction of increasing angle (clockwise on UIKit's
    /// y-down screen), closed; mapped by `transform` when it is not nil.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let t = transform?.pointee ?? .identity
        var segments: [CGPathSegment] = []
        CGPathGeometry.appendEllipse(in: rect, t, to: &segments)
        self.init(segments: segments, primitiveHint: CGPathPrimitive.ellipse(rect.standardized).applying(t))
    }

    /// A path of a rounded rectangle whose corners are quarter ellipses `cornerWidth` wide and
    /// `cornerHeight` high, as `CGPathCreateWithRoundedRect`.
    ///
    /// Core Graphics requires each corner size to be at least 0 and at most half the matching
    /// side, and stops the program otherwise; Segue clamps them to that range instead. A corner of
    /// zero width or height gives a plain rectangle.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments, primitiveHint: path.primitiveHint)
    }

    /// True when the path has no elements, as `CGPathIsEmpty`.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element, as `CGPathGetCurrentPoint`: after a close, the start of
    /// the subpath it closed; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        guard let last = segments.last else { return .zero }
        if let end = last.endPoint { return end }
        return subpathStart(before: segments.count - 1) ?? .zero
    }

    /// The first point of the subpath that the element at `index` belongs to.
    func subpathStart(before index: Int) -> CGPoint? {
        var i = index
        while i >= 0 {
            if case .move(let p) = segments[i] { return p }
            i -= 1
        }
        return nil
    }

    /// The smallest rectangle containing every point of the path, control points included, as
    /// `CGPathGetBoundingBox`; `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var bounds = BoundsAccumulator()
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): bounds.add(p)
            case .quadCurve(let c, let p):
                bounds.add(c)
                bounds.add(p)
            case .curve(let c1, let c2, let p):
                bounds.add(c1)
                bounds.add(c2)
                bounds.add(p)
            case .close: break
            }
        }
        return bounds.rect
    }

    /// The smallest rectangle containing the path's outline, without its control points, as
    /// `CGPathGetPathBoundingBox` (curves contribute their extreme points); `CGRect.null` for an
    /// empty path.
    public var boundingBoxOfPath: CGRect {
        var bounds = BoundsAccumulator()
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p):
                bounds.add(p)
            case .quadCurve(let c, let p):
                bounds.add(p)
                bounds.addQuadExtrema(current, c, p)
            case .curve(let c1, let c2, let p):
                bounds.add(p)
                bounds.addCubicExtrema(current, c1, c2, p)
            case .close: break
            }
            if let end = segment.endPoint { current = end }
        }
        return bounds.rect
    }

    /// True when the path is one axis-aligned rectangle, as `CGPathIsRect`: a move, three lines and
    /// a close, or a move and four lines back to the start (a close after them allowed), every
    /// edge horizontal or vertical. The rectangle (standardized) is written to `rect` when it is
    /// not nil.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = tracedRectangle(requiringClose: false) else { return false }
        rect?.pointee = found
        return true
    }

    /// The same path, immutable, as `CGPathCreateCopy`: an immutable path returns itself.
    public func copy() -> CGPath? {
        if type(of: self) == CGPath.self { return self }
        return CGPath(segments: segments, primitiveHint: primitiveHint)
    }

    /// The path with every point mapped by `transform` (unchanged when it is nil), as
    /// `CGPathCreateCopyByTransformingPath`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(segments: segments.map { $0.applying(t) }, primitiveHint: primitiveHint?.applying(t))
    }

    /// A mutable copy of the path, as `CGPathCreateMutableCopy`.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(segments: segments, primitiveHint: primitiveHint)
    }

    /// A mutable copy of the path with every point mapped by `transform` (unchanged when it is
    /// nil), as `CGPathCreateMutableCopyByTransformingPath`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(segments: segments.map { $0.applying(t) }, primitiveHint: primitiveHint?.applying(t))
    }

    /// Calls `block` with each element of the path in order, as `CGPath.applyWithBlock(_:)`. The
    /// element's points are valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for segment in segments {
            let type: CGPathElementType
            switch segment {
            case .move(let p):
                type = .moveToPoint
                points[0] = p
            case .line(let p):
                type = .addLineToPoint
                points[0] = p
            case .quadCurve(let c, let p):
                type = .addQuadCurveToPoint
                points[0] = c
                points[1] = p
            case .curve(let c1, let c2, let p):
                type = .addCurveToPoint
                points[0] = c1
                points[1] = c2
                points[2] = p
            case .close:
                type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// Calls a C function with `info` and each element of the path in order, as `CGPathApply`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// True when both paths have the same elements with the same points, as `CGPathEqualToPath`.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.segments == rhs.segments }

    /// Hashes the path's elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    /// The elements in a readable form, for logs and test failures.
    public var description: String {
        func text(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }
        let elements = segments.map { segment -> String in
            switch segment {
            case .move(let p): return "moveto \(text(p))"
            case .line(let p): return "lineto \(text(p))"
            case .quadCurve(let c, let p): return "quadto \(text(c)) \(text(p))"
            case .curve(let c1, let c2, let p): return "curveto \(text(c1)) \(text(c2)) \(text(p))"
            case .close: return "closepath"
            }
        }
        return "CGPath(" + elements.joined(separator: "; ") + ")"
    }
}
