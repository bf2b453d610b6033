import Foundation

/// A convex outline in a view's own coordinate space: what a view draws or masks with.
///
/// Shapes interpolate (an ellipse grows into another ellipse, a rect into a rounded rect), so a
/// mask's shape can be animated like any other property.
nonisolated public enum Shape: Hashable, Sendable {
    /// An axis-aligned rectangle.
    case rect(Rect)
    /// A rectangle with circular corners of the given radius (clamped to half the short side).
    case roundedRect(Rect, cornerRadius: Double)
    /// The ellipse inscribed in a rectangle, as UIBezierPath(ovalIn:).
    case ellipse(Rect)
    /// A convex polygon, its points in order (either winding).
    case polygon([Point])

    /// The smallest axis-aligned rectangle that contains the shape.
    public var boundingRect: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
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
        case .roundedRect(let r, let radius):
            guard r.contains(p) else { return false }
            let rad = min(max(radius, 0), min(r.width, r.height) / 2)
            let cx = min(max(p.x, r.minX + rad), r.maxX - rad)
            let cy = min(max(p.y, r.minY + rad), r.maxY - rad)
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
    /// short side; polygons with the same number of points blend point by point. Anything else
    /// switches at the midpoint.
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
            if let (x, rx) = a.asRoundedRect, let (y, ry) = b.asRoundedRect {
                return .roundedRect(mix(x, y), cornerRadius: rx + (ry - rx) * t)
            }
            return t < 0.5 ? a : b
        }
    }

    /// The shape as a rounded rect when it can be one (an ellipse of a square is a fully rounded rect).
    var asRoundedRect: (Rect, Double)? {
        switch self {
        case .rect(let r): return (r, 0)
        case .roundedRect(let r, let radius): return (r, radius)
        case .ellipse(let r): return (r, min(abs(r.width), abs(r.height)) / 2)
        case .polygon: return nil
        }
    }
}
