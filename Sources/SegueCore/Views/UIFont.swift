import Foundation

/// A font, as UIKit's `UIFont`: a point size and a weight. Segue draws every font in one
/// typeface, DejaVu Sans (Assets/Fonts), the shipped font: the system font is DejaVu Sans, and
/// a font asked for by name is DejaVu Sans at that size. Weights from `.semibold` up are drawn
/// bold (SDL_ttf's emboldened style of the same typeface); lighter ones regular.
@preconcurrency @MainActor public final class UIFont: Hashable, @unchecked Sendable {
    /// A font weight, as `UIFont.Weight`, with UIKit's raw values (−1 ... 1, regular 0).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight's value.
        public let rawValue: CGFloat

        /// A weight of the given value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra-light (−0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (−0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (−0.4).
        public static let light = Weight(rawValue: -0.4)
        /// Regular (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3): the lightest weight Segue draws bold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// Black (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights by value.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The size in points, as UIFont's `pointSize`.
    public let pointSize: CGFloat
    /// The weight asked for.
    public let weight: Weight
    /// The font's name: the name asked for, or ".SFUI" for the system font (as UIKit reports
    /// it); the glyphs are DejaVu Sans either way.
    public let fontName: String

    /// The family's name ("DejaVu Sans", the typeface drawn).
    public var familyName: String { "DejaVu Sans" }

    /// Whether Segue draws this font bold (weights from `.semibold` up).
    public var isBold: Bool { weight >= .semibold }

    private init(pointSize: CGFloat, weight: Weight, fontName: String) {
        self.pointSize = pointSize.isFinite ? max(pointSize, 0) : 0
        self.weight = weight
        self.fontName = fontName
    }

    /// A font named `fontName` at `size` points, as UIFont's `init(name:size:)`. Segue has one
    /// typeface, so every name gives a font (drawn in DejaVu Sans, bold when the name contains
    /// "Bold", "Heavy", "Black" or "Semibold"), where UIKit gives nil for a name it does not know.
    public convenience init?(name fontName: String, size: CGFloat) {
        let boldNames = ["bold", "heavy", "black", "semibold"]
        let isBold = boldNames.contains { fontName.lowercased().contains($0) }
        self.init(pointSize: size, weight: isBold ? .bold : .regular, fontName: fontName)
    }

    /// The system font at `fontSize` points, as `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, fontName: ".SFUI-Regular")
    }

    /// The bold system font at `fontSize` points, as `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold, fontName: ".SFUI-Semibold")
    }

    /// The system font at `fontSize` points and `weight`, as `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, fontName: weight >= .semibold ? ".SFUI-Semibold" : ".SFUI-Regular")
    }

    /// The same font at another size, as UIFont's `withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, fontName: fontName)
    }

    /// The system font's standard size, as `UIFont.systemFontSize` (14).
    public static var systemFontSize: CGFloat { 14 }
    /// A label's standard size, as `UIFont.labelFontSize` (17).
    public static var labelFontSize: CGFloat { 17 }
    /// A button's standard size, as `UIFont.buttonFontSize` (18).
    public static var buttonFontSize: CGFloat { 18 }
    /// The small system font's size, as `UIFont.smallSystemFontSize` (12).
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The height of a line in points, as UIFont's `lineHeight`: 1.2 em (DejaVu Sans's ascent
    /// and descent are close to it; a label measures its lines with the window's font).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }

    /// Fonts of the same name, size and weight are equal.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.fontName == rhs.fontName
    }

    /// Hashes the name, size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(fontName)
    }
}
