import SegueCore

// UIKit's system colours in their light, default-contrast appearance (Segue has no dark mode).
//
// The tints and grays are the values of Apple's Human Interface Guidelines, "Color",
// Specifications, "iOS, iPadOS system colors" and "system gray colors", Default (Light) column, in
// its 2023 revision (the iOS 13 to iOS 18 palette; the June 2025 revision changed several tints
// for iOS 26, values not used here). `systemBlue` is already declared on `Color` with (0, 122, 255).
extension Color {
    /// HIG Red, light: (255, 59, 48).
    public static let systemRed = Color(r: 255, g: 59, b: 48)
    /// HIG Orange, light: (255, 149, 0).
    public static let systemOrange = Color(r: 255, g: 149, b: 0)
    /// HIG Yellow, light: (255, 204, 0).
    public static let systemYellow = Color(r: 255, g: 204, b: 0)
    /// HIG Green, light: (52, 199, 89).
    public static let systemGreen = Color(r: 52, g: 199, b: 89)
    /// HIG Mint, light: (0, 199, 190).
    public static let systemMint = Color(r: 0, g: 199, b: 190)
    /// HIG Teal, light: (48, 176, 199).
    public static let systemTeal = Color(r: 48, g: 176, b: 199)
    /// HIG Cyan, light: (50, 173, 230).
    public static let systemCyan = Color(r: 50, g: 173, b: 230)
    /// HIG Indigo, light: (88, 86, 214).
    public static let systemIndigo = Color(r: 88, g: 86, b: 214)
    /// HIG Purple, light: (175, 82, 222).
    public static let systemPurple = Color(r: 175, g: 82, b: 222)
    /// HIG Pink, light: (255, 45, 85).
    public static let systemPink = Color(r: 255, g: 45, b: 85)
    /// HIG Brown, light (iOS table): (165, 132, 94).
    public static let systemBrown = Color(r: 165, g: 132, b: 94)
    /// HIG Gray, light: (142, 142, 147).
    public static let systemGray = Color(r: 142, g: 142, b: 147)
    /// HIG Gray (2), light: (174, 174, 178).
    public static let systemGray2 = Color(r: 174, g: 174, b: 178)
    /// HIG Gray (3), light: (199, 199, 204).
    public static let systemGray3 = Color(r: 199, g: 199, b: 204)
    /// HIG Gray (4), light: (209, 209, 214).
    public static let systemGray4 = Color(r: 209, g: 209, b: 214)
    /// HIG Gray (5), light: (229, 229, 234).
    public static let systemGray5 = Color(r: 229, g: 229, b: 234)
    /// HIG Gray (6), light: (242, 242, 247).
    public static let systemGray6 = Color(r: 242, g: 242, b: 247)
    /// The app's tint where none is set (`UIColor.tintColor`): `systemBlue`.
    public static let tintColor = systemBlue
}
