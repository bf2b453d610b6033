/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// Creates a rectangle from its coordinates and extents, without labels.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// The smallest y.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// The largest x.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// The largest y.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width (may be negative for a non-standardised rectangle).
    public var width: Double { size.width }
    /// The height (may be negative for a non-standardised rectangle).
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when the rectangle encloses no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when the point lies inside the rectangle (the max edges excluded, as CGRectContainsPoint).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by (dx, dy), as CGRectOffset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by dx on the left and right and dy on the top and bottom, as CGRectInset.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: abs(size.width) - 2 * dx, height: abs(size.height) - 2 * dy)
    }

    /// The rectangle shrunk by edge insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: abs(size.width) - insets.left - insets.right,
            height: abs(size.height) - insets.top - insets.bottom)
    }

    /// The smallest rectangle that contains both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing all the points (zero for none).
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var x0 = first.x
        var y0 = first.y
        var x1 = first.x
        var y1 = first.y
        for p in points.dropFirst() {
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A readable form of the rectangle, for logs and test failures.
    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
