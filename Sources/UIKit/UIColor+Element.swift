import SegueCore

// UIKit's semantic element colours in their light appearance.
//
// Apple documents these by role only, without component values. The values here are the ones iOS 13
// reports for the light appearance, as printed and published by the ColorCompatibility project
// (github.com/noahsark769/ColorCompatibility): known by observation, not from Apple's
// documentation. Alphas are kept to the nearest n/255 (0.6 → 153, 0.3 → 77, 0.29 → 74,
// 0.18 → 46, 0.2 → 51, 0.16 → 41, 0.12 → 31, 0.08 → 20).
extension Color {
    /// Text: opaque black.
    public static let label = Color(r: 0, g: 0, b: 0)
    /// Secondary text: (60, 60, 67) at alpha 0.6.
    public static let secondaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
    /// Tertiary text: (60, 60, 67) at alpha 0.3.
    public static let tertiaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Quaternary text: (60, 60, 67) at alpha 0.18.
    public static let quaternaryLabel = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    /// Placeholder text in controls: (60, 60, 67) at alpha 0.3.
    public static let placeholderText = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Links: (0, 122, 255), the same as `systemBlue`.
    public static let link = Color(r: 0, g: 122, b: 255)
    /// The main background: white.
    public static let systemBackground = Color(r: 255, g: 255, b: 255)
    /// Content layered on the main background: (242, 242, 247).
    public static let secondarySystemBackground = Color(r: 242, g: 242, b: 247)
    /// Content layered on the secondary background: white.
    public static let tertiarySystemBackground = Color(r: 255, g: 255, b: 255)
    /// The background of grouped content (grouped tables): (242, 242, 247).
    public static let systemGroupedBackground = Color(r: 242, g: 242, b: 247)
    /// Content layered on the grouped background: white.
    public static let secondarySystemGroupedBackground = Color(r: 255, g: 255, b: 255)
    /// Content layered on the secondary grouped background: (242, 242, 247).
    public static let tertiarySystemGroupedBackground = Color(r: 242, g: 242, b: 247)
    /// Thin separators that let content show through: (60, 60, 67) at alpha 0.29.
    public static let separator = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
    /// Opaque separators: (198, 198, 200).
    public static let opaqueSeparator = Color(r: 198, g: 198, b: 200)
    /// Fills of thin and small shapes: (120, 120, 128) at alpha 0.2.
    public static let systemFill = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
    /// Fills of medium shapes: (120, 120, 128) at alpha 0.16.
    public static let secondarySystemFill = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
    /// Fills of large shapes: (118, 118, 128) at alpha 0.12.
    public static let tertiarySystemFill = Color(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// Fills of large areas with complex content: (116, 116, 128) at alpha 0.08.
    public static let quaternarySystemFill = Color(
        red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08)
}
