import Foundation

/// One vertex, laid out exactly as SDL_Vertex (position, colour, texture coordinate), so a backend
/// can hand the array to SDL_RenderGeometry without copying.
public struct RenderVertex: Equatable, Sendable {
    /// Position in window pixels.
    public var x: Float, y: Float
    /// Colour, straight alpha; for textured vertices it modulates the texture.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    /// Texture coordinate in 0...1 (ignored for solid batches).
    public var u: Float, v: Float

    /// Creates a vertex.
    @inline(__always)
    public init(x: Float, y: Float, color: Color, u: Float = 0, v: Float = 0) {
        self.x = x
        self.y = y
        r = color.r
        g = color.g
        b = color.b
        a = color.a
        self.u = u
        self.v = v
    }
}

/// An axis-aligned rectangle in whole pixels.
public struct PixelRect: Equatable, Sendable {
    /// Left edge.
    public var x: Int32
    /// Top edge.
    public var y: Int32
    /// Width.
    public var width: Int32
    /// Height.
    public var height: Int32

    /// Creates a rectangle.
    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A run of triangles that share one texture (or none): one SDL_RenderGeometry call; or a
/// pixel-aligned rectangle of one colour filled directly (`fillRect`), which every renderer does
/// far faster than triangles (SDL's software renderer blends each triangle through a temporary
/// surface, but fills and blends rectangles in place).
public struct TriangleBatch: Equatable, Sendable {
    /// A rectangle to fill with `fillColor` instead of triangles (blended when `isBlended`), or nil.
    public var fillRect: PixelRect?
    /// The colour of `fillRect`.
    public var fillColor = Color.clear
    /// The text drawn by this batch, or nil for solid colour or an image.
    public var texture: TextKey?
    /// The image whose pixels this batch draws, or nil for solid colour or text.
    public var image: Bitmap?
    /// A group boundary instead of triangles: the batches up to the matching end are drawn into
    /// a layer, which the end composites with its alpha.
    public var group: GroupBoundary?
    /// False when every triangle is opaque and may be written without blending (much cheaper on
    /// SDL's software renderer, which blends each triangle through a temporary surface).
    public var isBlended: Bool = true
    /// Range of `TriangleBuffer.vertices` used; indices are relative to `vertexStart`.
    public var vertexStart: Int
    /// Number of vertices.
    public var vertexCount: Int
    /// Range of `TriangleBuffer.indices` used.
    public var indexStart: Int
    /// Number of indices (three per triangle).
    public var indexCount: Int
}

/// Where a group (a view drawn as one layer, UIKit's group opacity) starts or ends in a buffer.
public enum GroupBoundary: Equatable, Sendable {
    /// Draw what follows into a fresh, transparent layer.
    case begin
    /// Composite the part `rect` (drawable pixels; nil when nothing was drawn) of the layer onto
    /// what is below it with this alpha (0...255).
    case end(alpha: UInt8, rect: PixelRect?)
}

/// The triangles of a frame, ready for the backend: vertices, indices and batches.
/// Kept from frame to frame so that its arrays keep their capacity (no allocation in steady state).
@preconcurrency @MainActor public final class TriangleBuffer {
    /// All vertices of the frame.
    public internal(set) var vertices: [RenderVertex] = []
    /// Triangle indices, relative to each batch's `vertexStart`.
    public internal(set) var indices: [Int32] = []
    /// Batches in drawing order.
    public internal(set) var batches: [TriangleBatch] = []

    /// Creates an empty buffer.
    public init() {}

    /// Empties the buffer, keeping its capacity.
    public func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        batches.removeAll(keepingCapacity: true)
    }

    /// Starts a batch for a texture (or solid colour) unless the current batch already uses it.
    /// Batches are also split so that no batch's relative indices overflow. With `addVertex` and
    /// `addTriangle`, this builds a buffer by hand (the tessellator fills it faster through
    /// `withStorage`).
    @inline(__always)
    public func beginBatch(texture: TextKey?, image: Bitmap? = nil, blended: Bool = true, vertexCount: Int) {
        withStorage { $0.beginBatch(texture: texture, image: image, blended: blended, vertexCount: vertexCount) }
    }

    /// Appends a vertex to the current batch and returns its index relative to the batch.
    @inline(__always)
    public func addVertex(_ v: RenderVertex) -> Int32 {
        let index = Int32(batches[batches.count - 1].vertexCount)
        vertices.append(v)
        batches[batches.count - 1].vertexCount += 1
        return index
    }

    /// Appends a triangle of batch-relative indices to the current batch.
    @inline(__always)
    public func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
        batches[batches.count - 1].indexCount += 3
    }

    /// Runs `body` on the buffer's arrays moved into a local value and moves them back after:
    /// accesses to a local are checked for exclusivity at compile time, those to a class's stored
    /// arrays at run time on every access.
    @inline(__always)
    func withStorage<R>(_ body: (inout TriangleStorage) -> R) -> R {
        var storage = TriangleStorage()
        swap(&storage.vertices, &vertices)
        swap(&storage.indices, &indices)
        swap(&storage.batches, &batches)
        defer {
            swap(&storage.vertices, &vertices)
            swap(&storage.indices, &indices)
            swap(&storage.batches, &batches)
        }
        return body(&storage)
    }
}

/// The arrays of a `TriangleBuffer` while the tessellator fills them (see `withStorage`), with the
/// same operations.
struct TriangleStorage {
    var vertices: [RenderVertex] = []
    var indices: [Int32] = []
    var batches: [TriangleBatch] = []

    /// Empties the arrays, keeping their capacity.
    mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
        batches.removeAll(keepingCapacity: true)
    }

    /// `beginBatch` for solid colour, without comparing text keys (the tessellator's hot path).
    @inline(__always)
    mutating func beginSolidBatch(blended: Bool, vertexCount: Int) {
        let last = batches.count - 1
        if last >= 0, batches[last].fillRect == nil, batches[last].group == nil, batches[last].texture == nil,
            batches[last].image == nil,
            batches[last].isBlended == blended, batches[last].vertexCount + vertexCount < 1 << 20
        {
            return
        }
        batches.append(
            TriangleBatch(
                texture: nil, isBlended: blended, vertexStart: vertices.count, vertexCount: 0,
                indexStart: indices.count, indexCount: 0))
    }

    /// Starts a batch for a texture (or solid colour) unless the current batch already uses it
    /// with the same blending; batches split before their relative indices could overflow.
    mutating func beginBatch(texture: TextKey?, image: Bitmap? = nil, blended: Bool = true, vertexCount: Int) {
        if let last = batches.last, last.fillRect == nil, last.group == nil, last.texture == texture,
            last.image === image, last.isBlended == blended,
            last.vertexCount + vertexCount < 1 << 20
        {
            return
        }
        batches.append(
            TriangleBatch(
                texture: texture, image: image, isBlended: blended, vertexStart: vertices.count, vertexCount: 0,
                indexStart: indices.count, indexCount: 0))
    }

    /// Appends a pixel rectangle fill as a batch of its own (blended when the colour is translucent).
    @inline(__always)
    mutating func addFillRect(_ rect: PixelRect, color: Color, blended: Bool) {
        batches.append(
            TriangleBatch(
                fillRect: rect, fillColor: color, texture: nil, isBlended: blended, vertexStart: vertices.count,
                vertexCount: 0, indexStart: indices.count, indexCount: 0))
    }

    /// Appends a group boundary as a batch of its own.
    mutating func addGroupBoundary(_ boundary: GroupBoundary) {
        batches.append(
            TriangleBatch(
                group: boundary, vertexStart: vertices.count, vertexCount: 0, indexStart: indices.count,
                indexCount: 0))
    }

    /// The batch-relative index the next vertex gets.
    @inline(__always)
    var nextIndex: Int32 { Int32(batches[batches.count - 1].vertexCount) }

    /// Records `vertexCount` vertices and `indexCount` indices appended to the arrays directly as
    /// part of the current batch.
    @inline(__always)
    mutating func extendBatch(vertexCount: Int, indexCount: Int) {
        let last = batches.count - 1
        batches[last].vertexCount += vertexCount
        batches[last].indexCount += indexCount
    }
}
