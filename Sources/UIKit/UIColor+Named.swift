import SegueCore

// UIKit's fixed named colours, with the component values Apple documents for each. `black`,
// `white`, `clear`, `red`, `green`, `blue`, `yellow` and `lightGray` are already declared on
// `Color` with the same values (lightGray: gray 2/3 → 170/255).
extension Color {
    /// Gray 1/3, alpha 1 (85/255).
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    /// Gray 0.5, alpha 1 (128/255).
    public static let gray = Color(white: 0.5, alpha: 1)
    /// RGB (0, 1, 1), alpha 1.
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 0, 1), alpha 1.
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0), alpha 1 (green 128/255).
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5), alpha 1 (128/255).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2), alpha 1 (153, 102, 51).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
