import Foundation

/// What identifies a rasterised piece of text: the string, the font size in points, the colour and
/// whether it is drawn bold.
/// The backend caches one texture per key; the render list refers to text only through keys.
public struct TextKey: Hashable, Sendable {
    /// The UTF-8 text.
    public var string: String
    /// The font size in points (the backend rasterises at this size times the pixel scale).
    public var fontSize: Double
    /// The colour of the glyphs.
    public var color: Color
    /// Whether the glyphs are emboldened (SDL_ttf's bold style over the one typeface).
    public var isBold: Bool

    /// Creates a key.
    public init(string: String, fontSize: Double, color: Color, isBold: Bool = false) {
        self.string = string
        self.fontSize = fontSize
        self.color = color
        self.isBold = isBold
    }
}

/// Measures text in points. The SDL layer implements it with SDL_ttf; tests may use a fixed-width stand-in.
@preconcurrency @MainActor public protocol TextMeasuring: AnyObject {
    /// The size in points that `string` occupies when drawn at `fontSize` points.
    func measure(_ string: String, fontSize: Double) -> Size
    /// The size in points of `string` at `fontSize`, emboldened when `isBold` (by default the
    /// regular size: a measurer without a bold face).
    func measure(_ string: String, fontSize: Double, isBold: Bool) -> Size
}

extension TextMeasuring {
    /// The regular size (a measurer that does not tell bold text apart).
    public func measure(_ string: String, fontSize: Double, isBold: Bool) -> Size {
        measure(string, fontSize: fontSize)
    }
}

/// A text measurer for code without a font: each character is 0.6 em wide and a line 1.2 em high.
@preconcurrency @MainActor public final class ApproximateTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The size of `string` at `fontSize`: 0.6 em a character, one line 1.2 em high (rounded up).
    public func measure(_ string: String, fontSize: Double) -> Size {
        Size(width: Double(string.count) * fontSize * 0.6, height: (fontSize * 1.2).rounded(.up))
    }
}
