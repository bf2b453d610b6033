import SegueCore

/// Uploads each image's pixels (`Bitmap`) to a texture once and keeps it while frames draw the
/// image: entries unused for `maxIdleFrames` frames are freed at the end of a frame. An entry
/// holds its bitmap, so the identity it is looked up by cannot be reused while it is kept.
@preconcurrency @MainActor public final class ImageTextureCache {
    private final class Entry {
        let bitmap: Bitmap
        let texture: Texture
        var lastUsedFrame: Int

        init(bitmap: Bitmap, texture: Texture, lastUsedFrame: Int) {
            self.bitmap = bitmap
            self.texture = texture
            self.lastUsedFrame = lastUsedFrame
        }
    }

    /// The renderer the textures live on.
    public let renderer: Renderer
    /// Frames an entry may go unused before it is freed.
    public var maxIdleFrames = 120
    /// How many bitmaps have been uploaded (cache misses), for tests and statistics.
    public private(set) var uploads = 0
    /// The current frame number, advanced by `endFrame()`.
    public private(set) var frame = 0

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Creates an empty cache for `renderer`.
    public init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// The number of textures kept.
    public var count: Int { entries.count }

    /// The texture of `bitmap`, uploaded on first use, marked used this frame.
    public func texture(for bitmap: Bitmap) throws -> Texture {
        if let entry = entries[ObjectIdentifier(bitmap)] {
            entry.lastUsedFrame = frame
            return entry.texture
        }
        let texture = try Texture(renderer: renderer, surface: Surface(bitmap: bitmap))
        entries[ObjectIdentifier(bitmap)] = Entry(bitmap: bitmap, texture: texture, lastUsedFrame: frame)
        uploads += 1
        return texture
    }

    /// Ends a frame: frees textures no frame used for `maxIdleFrames` frames.
    public func endFrame() {
        if entries.contains(where: { frame - $0.value.lastUsedFrame > maxIdleFrames }) {
            entries = entries.filter { frame - $0.value.lastUsedFrame <= maxIdleFrames }
        }
        frame += 1
    }
}
