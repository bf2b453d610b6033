import SegueCore

/// Rasterises text once per (TextKey, pixel scale) into a texture and keeps it while it is used.
///
/// Text is drawn at `fontSize * pixelScale` pixels, so it stays sharp on HiDPI displays. The
/// texture carries the key's colour; vertex colours modulate it (white with the view's opacity as
/// alpha draws it as is). Entries unused for `maxIdleFrames` frames are freed at the end of a frame,
/// and the least recently used ones beyond `maxEntries`. Also measures text in points.
@preconcurrency @MainActor public final class TextTextureCache: TextMeasuring {
    private struct EntryKey: Hashable {
        var text: TextKey
        var pixelSize: Int
    }

    /// A class, so that marking an entry used does not mutate the dictionary: an in-place
    /// `entries[key]?.lastUsedFrame = frame` allocates on every call.
    private final class Entry {
        let texture: Texture
        var coverage: TextCoverage?
        var lastUsedFrame: Int

        init(texture: Texture, lastUsedFrame: Int) {
            self.texture = texture
            self.lastUsedFrame = lastUsedFrame
        }
    }

    /// The renderer the textures live on.
    public let renderer: Renderer
    /// The font file used for all text.
    public let fontPath: String
    /// Pixels per point; text is rasterised at `fontSize * pixelScale` pixels.
    public var pixelScale: Double
    /// Frames an entry may go unused before it is freed.
    public var maxIdleFrames = 120
    /// Whether each text's coverage is kept with its texture (the rasteriser's path, which draws
    /// transformed text from it).
    public var keepsCoverage = false
    /// Entries kept at most after a frame ends.
    public var maxEntries = 512
    /// How many strings have been rasterised (cache misses), for tests and statistics.
    public private(set) var rasterizations = 0
    /// How many textures have been freed by eviction.
    public private(set) var evictions = 0
    /// The current frame number, advanced by `endFrame()`.
    public private(set) var frame = 0

    private var entries: [EntryKey: Entry] = [:]
    /// Fonts by pixel size, regular and bold.
    private var fonts: [FontKey: Font] = [:]

    private struct FontKey: Hashable {
        var pixelSize: Int
        var bold: Bool
    }
    private let context: SDLContext

    /// Creates a cache drawing with the font at `fontPath`; fails at once if the font cannot be opened.
    public init(renderer: Renderer, fontPath: String, pixelScale: Double = 1) throws {
        context = try SDLContext.shared()
        self.renderer = renderer
        self.fontPath = fontPath
        self.pixelScale = pixelScale
        _ = try font(pixelSize: 17)
    }

    /// The number of cached textures.
    public var count: Int { entries.count }

    /// The texture for `key` at the current pixel scale, rasterising it on first use.
    public func texture(for key: TextKey) throws -> Texture {
        try texture(for: key, pixelSize: pixelSize(for: key.fontSize))
    }

    /// The texture for `key` rasterised at a font size of `pixelSize` pixels (levels for text
    /// shown smaller than its size), rasterising it on first use.
    public func texture(for key: TextKey, pixelSize: Int) throws -> Texture {
        let entry = try self.entry(EntryKey(text: key, pixelSize: max(1, pixelSize)))
        return entry.texture
    }

    /// The coverage of `key`'s text at the current pixel scale (its texture's alpha, texel for
    /// texel), which the rasteriser draws transformed text from. Kept with the texture when
    /// `keepsCoverage` is set (one rasterisation gives both), else made once from a fresh one.
    public func coverage(for key: TextKey) throws -> TextCoverage {
        let entry = try self.entry(EntryKey(text: key, pixelSize: pixelSize(for: key.fontSize)))
        if let coverage = entry.coverage { return coverage }
        let surface = try font(pixelSize: pixelSize(for: key.fontSize), bold: key.isBold).render(
            key.string, color: key.color)
        let coverage = surface.alphaCoverage()
        entry.coverage = coverage
        return coverage
    }

    /// The entry for `key`, rasterised on first use, marked used this frame.
    private func entry(_ key: EntryKey) throws -> Entry {
        if let entry = entries[key] {
            entry.lastUsedFrame = frame
            return entry
        }
        let surface = try font(pixelSize: key.pixelSize, bold: key.text.isBold).render(
            key.text.string, color: key.text.color)
        let entry = Entry(texture: try Texture(renderer: renderer, surface: surface), lastUsedFrame: frame)
        if keepsCoverage { entry.coverage = surface.alphaCoverage() }
        rasterizations += 1
        entries[key] = entry
        return entry
    }

    /// Ends a frame: frees textures unused for too long, then the oldest beyond `maxEntries`.
    public func endFrame() {
        let expired = entries.filter { frame - $0.value.lastUsedFrame > maxIdleFrames }.map(\.key)
        for key in expired { entries[key] = nil }
        evictions += expired.count
        if entries.count > maxEntries {
            let oldest = entries.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
                .prefix(entries.count - maxEntries).map(\.key)
            for key in oldest { entries[key] = nil }
            evictions += oldest.count
        }
        frame += 1
    }

    /// Frees every texture and font.
    public func removeAll() {
        evictions += entries.count
        entries.removeAll()
        fonts.removeAll()
    }

    /// The size of `string` at `fontSize` points, in points (0 x 0 if the font fails).
    public func measure(_ string: String, fontSize: Double) -> Size {
        measure(string, fontSize: fontSize, isBold: false)
    }

    /// The size of `string` at `fontSize` points, emboldened when `isBold`, in points (0 x 0 if
    /// the font fails).
    public func measure(_ string: String, fontSize: Double, isBold: Bool) -> Size {
        let scale = pixelScale > 0 ? pixelScale : 1
        guard let font = try? font(pixelSize: pixelSize(for: fontSize), bold: isBold),
            let size = try? font.measure(string)
        else {
            return .zero
        }
        return Size(width: Double(size.width) / scale, height: Double(size.height) / scale)
    }

    /// The font size in pixels `fontSize` points are rasterised at.
    public func pixelSize(for fontSize: Double) -> Int {
        max(1, Int((fontSize * (pixelScale > 0 ? pixelScale : 1)).rounded()))
    }

    private func font(pixelSize: Int, bold: Bool = false) throws -> Font {
        let key = FontKey(pixelSize: pixelSize, bold: bold)
        if let font = fonts[key] { return font }
        let font = try Font(context: context, path: fontPath, pixelSize: pixelSize, bold: bold)
        fonts[key] = font
        return font
    }
}
