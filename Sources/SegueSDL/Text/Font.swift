import CSDL2
import SegueCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TrueType font opened at one pixel size (TTF_Font).
@preconcurrency @MainActor public final class Font {
    /// The owned SDL_ttf font.
    let pointer: OpaquePointer
    /// The context that initialised SDL_ttf; kept alive as long as the font.
    public let context: SDLContext
    /// The file the font was read from.
    public let path: String
    /// The size the font was opened at, in pixels.
    public let pixelSize: Int

    /// Whether the glyphs are emboldened (SDL_ttf's synthetic bold style).
    public let isBold: Bool

    /// Opens the font file at `path` at `pixelSize` pixels, emboldened when `bold` (SDL_ttf's
    /// bold style, for a typeface without a bold file). A missing file throws
    /// `FontError.missingFile`.
    public init(context: SDLContext, path: String, pixelSize: Int, bold: Bool = false) throws {
        guard access(path, R_OK) == 0 else { throw FontError.missingFile(path: path) }
        guard let font = TTF_OpenFont(path, Int32(max(1, pixelSize))) else {
            throw SDLError.last("TTF_OpenFont(\(path))")
        }
        if bold { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
        isBold = bold
        pointer = font
        self.context = context
        self.path = path
        self.pixelSize = max(1, pixelSize)
        LiveObjects.counts.withLock { $0.fonts += 1 }
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            TTF_CloseFont(pointer)
            LiveObjects.counts.withLock { $0.fonts -= 1 }
        }
    }

    /// The height of a line of text in pixels.
    public var lineHeight: Int { Int(TTF_FontHeight(pointer)) }

    /// The size in pixels that `string` (UTF-8) occupies.
    public func measure(_ string: String) throws -> PixelSize {
        var w: Int32 = 0
        var h: Int32 = 0
        try SDLError.check(TTF_SizeUTF8(pointer, string, &w, &h), "TTF_SizeUTF8")
        return PixelSize(width: Int(w), height: Int(h))
    }

    /// Renders `string` anti-aliased (blended) in `color` onto a new transparent RGBA32 surface.
    /// An empty string gives a 1-pixel-wide transparent surface one line high.
    public func render(_ string: String, color: Color) throws -> Surface {
        if string.isEmpty { return try Surface(width: 1, height: max(1, lineHeight)) }
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        guard let rendered = TTF_RenderUTF8_Blended(pointer, string, sdlColor) else {
            throw SDLError.last("TTF_RenderUTF8_Blended")
        }
        return try Surface(adopting: rendered)
    }
}
