import Foundation

/// A convex outline in a view's own coordinate space: what a view draws or masks with.
///
/// Shapes interpolate (an ellipse grows into another ellipse, a rect into a rounded rect), so a
/// mask's shape can be animated like any other property.
nonisolated public enum Shape: Hashable, Sendable {
    /// An axis-aligned rectangle.
    case rect(Rect)
    /// A rectangle with circular corners of the given radius (clamped to half the short side) at
    /// the given corners; the others are square (Core Animation's `maskedCorners`).
    case roundedRect(Rect, cornerRadius: Double, corners: Corners = .all)
    /// The ellipse inscribed in a rectangle, as UIBezierPath(ovalIn:).
    case ellipse(Rect)
    /// A convex polygon, its points in order (either winding).
    case polygon([Point])

    /// The smallest axis-aligned rectangle that contains the shape.
    public var boundingRect: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r): return r
        case .polygon(let points): return Rect.bounding(points)
        }
    }

    /// True when a point lies inside the shape.
    public func contains(_ p: Point) -> Bool {
        switch self {
        case .rect(let r):
            return r.contains(p)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return false }
            let dx = (p.x - r.midX) / (r.width / 2)
            let dy = (p.y - r.midY) / (r.height / 2)
            return dx * dx + dy * dy <= 1
        case .roundedRect(let r, let radius, let corners):
            guard r.contains(p) else { return false }
            let rad = min(max(radius, 0), min(r.width, r.height) / 2)
            let cx = min(max(p.x, r.minX + rad), r.maxX - rad)
            let cy = min(max(p.y, r.minY + rad), r.maxY - rad)
            // Within a corner's square only when both coordinates were clamped; a square corner
            // holds all of it.
            if cx != p.x, cy != p.y, !corners.contains(.at(maxX: p.x > cx, maxY: p.y > cy)) { return true }
            return (p.x - cx) * (p.x - cx) + (p.y - cy) * (p.y - cy) <= rad * rad
        case .polygon(let points):
            guard points.count >= 3 else { return false }
            var sign = 0.0
            for i in 0..<points.count {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                if cross != 0 {
                    if sign == 0 {
                        sign = cross
                    } else if (sign > 0) != (cross > 0) {
                        return false
                    }
                }
            }
            return true
        }
    }

    /// Interpolates two shapes. Like kinds blend their geometry; a rect and a rounded rect blend
    /// as rounded rects; an ellipse and a rect blend as rounded rects whose radius goes to half the
    /// short side; polygons with the same number of points blend point by point. Rounded rects
    /// with different rounded corners (neither of radius 0) switch at the midpoint, as does
    /// anything else.
    public static func interpolate(_ a: Shape, _ b: Shape, _ t: Double) -> Shape {
        func mix(_ x: Rect, _ y: Rect) -> Rect {
            Rect(
                x: x.origin.x + (y.origin.x - x.origin.x) * t, y: x.origin.y + (y.origin.y - x.origin.y) * t,
                width: x.width + (y.width - x.width) * t, height: x.height + (y.height - x.height) * t)
        }
        switch (a, b) {
        case (.rect(let x), .rect(let y)): return .rect(mix(x, y))
        case (.ellipse(let x), .ellipse(let y)): return .ellipse(mix(x, y))
        case (.polygon(let p), .polygon(let q)) where p.count == q.count:
            return .polygon(zip(p, q).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) })
        default:
            if let (x, rx, cx) = a.asRoundedRect, let (y, ry, cy) = b.asRoundedRect,
                cx == cy || rx == 0 || ry == 0
            {
                let corners = rx == 0 ? cy : cx
                return .roundedRect(mix(x, y), cornerRadius: rx + (ry - rx) * t, corners: corners)
            }
            return t < 0.5 ? a : b
        }
    }

    /// The shape as a rounded rect when it can be one (an ellipse of a square is a fully rounded rect).
    var asRoundedRect: (Rect, Double, Corners)? {
        switch self {
        case .rect(let r): return (r, 0, .all)
        case .roundedRect(let r, let radius, let corners): return (r, radius, corners)
        case .ellipse(let r): return (r, min(abs(r.width), abs(r.height)) / 2, .all)
        case .polygon: return nil
        }
    }

    /// A layer's outline: its bounds rounded by its corner radius at its rounded corners (a plain
    /// rectangle when the radius is not positive or no corner is rounded).
    public static func layerOutline(_ bounds: Rect, cornerRadius: Double, corners: Corners = .all) -> Shape {
        cornerRadius > 0 && !corners.isEmpty
            ? .roundedRect(bounds, cornerRadius: cornerRadius, corners: corners) : .rect(bounds)
    }
}

nonisolated extension Shape {
    /// The corners of a rectangle that a rounded rect rounds, named by the rectangle's own
    /// coordinates (y grows downwards on screen, so the `minY` corners are the top ones), with Core
    /// Animation's `CACornerMask` bits.
    public struct Corners: OptionSet, Hashable, Sendable {
        /// The bit mask (the low four bits of `CACornerMask`).
        public let rawValue: UInt8
        /// Creates a set of corners from its bit mask.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The corner at (minX, minY): the top left on screen.
        public static let minXMinY = Corners(rawValue: 1)
        /// The corner at (maxX, minY): the top right on screen.
        public static let maxXMinY = Corners(rawValue: 2)
        /// The corner at (minX, maxY): the bottom left on screen.
        public static let minXMaxY = Corners(rawValue: 4)
        /// The corner at (maxX, maxY): the bottom right on screen.
        public static let maxXMaxY = Corners(rawValue: 8)
        /// All four corners.
        public static let all = Corners(rawValue: 15)

        /// The corner on the given sides.
        static func at(maxX: Bool, maxY: Bool) -> Corners {
            Corners(rawValue: (maxX ? 2 : 1) << (maxY ? 2 : 0))
        }
    }
}
