import Foundation

/// What a frame draws, in drawing order: window-space convex polygons filled with a colour, a
/// text texture or an image's pixels, general polygons filled with a colour (nonzero winding),
/// and stencil pushes and pops that limit what follows to the inside of a convex
/// polygon (nested stencils intersect).
///
/// All coordinates are window pixels. Polygons live in one shared point buffer that commands index
/// into, so a list kept from frame to frame reuses its storage.
public struct RenderList {
    /// One drawing command.
    public enum Command: Equatable, Sendable {
        /// Fill `points[first ..< first + count]` with a colour.
        case fill(first: Int, count: Int, color: Color)
        /// Fill `points[first ..< first + count]`, any polygon (not necessarily convex; several
        /// contours in `PolygonContours`' form), by the nonzero winding rule, with a colour.
        case fillPolygon(first: Int, count: Int, color: Color)
        /// Draw the text texture `key` over `points[first ..< first + count]`, with `texCoords` at the
        /// same indices, its colour modulated by `alpha`.
        case texture(first: Int, count: Int, key: TextKey, alpha: UInt8)
        /// Draw the pixels of `bitmap` over `points[first ..< first + count]`, with `texCoords` at
        /// the same indices (0...1 across the bitmap), at opacity `alpha` (an image view's image).
        case image(first: Int, count: Int, bitmap: Bitmap, alpha: UInt8)
        /// Limit what follows to `points[first ..< first + count]` (intersected with the current stencil).
        case pushStencil(first: Int, count: Int)
        /// Undo the latest push.
        case popStencil
        /// Draw what follows, up to the matching `endGroup`, into a layer of its own (group opacity).
        case beginGroup
        /// Composite the layer of the latest `beginGroup` with `alpha` (0...255).
        case endGroup(alpha: UInt8)
    }

    /// Polygon corners in window pixels.
    public internal(set) var points: [Point] = []
    /// Texture coordinates of textured polygons, at the same indices as their `points`. Fills and
    /// stencils have none: the array holds zeros in their place only where a later textured
    /// polygon needs the indices to line up, and may be shorter than `points`.
    public internal(set) var texCoords: [Point] = []
    /// The commands in drawing order.
    public internal(set) var commands: [Command] = []

    /// Creates an empty list.
    public init() {}

    /// Empties the list, keeping its storage.
    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        texCoords.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
    }

    /// The polygon of a command as an array (for tests and inspection; allocates).
    public func polygon(first: Int, count: Int) -> [Point] { Array(points[first..<first + count]) }

    /// Appends a polygon given in window pixels and returns where it starts.
    mutating func append(points newPoints: [Point], texCoords newTexCoords: [Point]? = nil) -> Int {
        let first = points.count
        points.append(contentsOf: newPoints)
        if let newTexCoords {
            if texCoords.count < first {
                texCoords.append(contentsOf: repeatElement(.zero, count: first - texCoords.count))
            }
            texCoords.append(contentsOf: newTexCoords)
        }
        return first
    }

    /// Appends a colour fill of a window-space convex polygon.
    public mutating func fill(_ polygon: [Point], color: Color) {
        guard polygon.count >= 3 else { return }
        let first = append(points: polygon)
        commands.append(.fill(first: first, count: polygon.count, color: color))
    }

    /// Appends a colour fill of any window-space polygon (nonzero winding; several contours in
    /// `PolygonContours`' form).
    public mutating func fillPolygon(_ polygon: [Point], color: Color) {
        guard polygon.count >= 3 else { return }
        let first = append(points: polygon)
        commands.append(.fillPolygon(first: first, count: polygon.count, color: color))
    }

    /// Appends a colour fill of a window-space convex quadrilateral (as `fill(_:color:)` with its
    /// four corners, without an array).
    @inline(__always)
    mutating func fill(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, color: Color) {
        let first = appendQuad(p0, p1, p2, p3)
        commands.append(.fill(first: first, count: 4, color: color))
    }

    /// Appends a stencil push of a window-space convex quadrilateral.
    @inline(__always)
    mutating func pushStencil(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let first = appendQuad(p0, p1, p2, p3)
        commands.append(.pushStencil(first: first, count: 4))
    }

    @inline(__always)
    private mutating func appendQuad(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> Int {
        let first = points.count
        points.append(p0)
        points.append(p1)
        points.append(p2)
        points.append(p3)
        return first
    }

    /// Appends a textured window-space convex polygon.
    public mutating func texture(_ polygon: [Point], texCoords: [Point], key: TextKey, alpha: UInt8 = 255) {
        guard polygon.count >= 3, texCoords.count == polygon.count else { return }
        let first = append(points: polygon, texCoords: texCoords)
        commands.append(.texture(first: first, count: polygon.count, key: key, alpha: alpha))
    }

    /// Appends a window-space convex polygon showing `bitmap`'s pixels.
    public mutating func image(_ polygon: [Point], texCoords: [Point], bitmap: Bitmap, alpha: UInt8 = 255) {
        guard polygon.count >= 3, texCoords.count == polygon.count else { return }
        let first = append(points: polygon, texCoords: texCoords)
        commands.append(.image(first: first, count: polygon.count, bitmap: bitmap, alpha: alpha))
    }

    /// Appends a stencil push of a window-space convex polygon (an empty polygon hides what follows).
    public mutating func pushStencil(_ polygon: [Point]) {
        let first = append(points: polygon)
        commands.append(.pushStencil(first: first, count: polygon.count))
    }

    /// Appends a stencil pop.
    public mutating func popStencil() {
        commands.append(.popStencil)
    }

    /// Appends the start of a group drawn into a layer of its own.
    public mutating func beginGroup() {
        commands.append(.beginGroup)
    }

    /// Appends the end of the latest group: its layer is composited with `alpha`.
    public mutating func endGroup(alpha: UInt8) {
        commands.append(.endGroup(alpha: alpha))
    }
}
