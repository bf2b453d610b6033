import Foundation

nonisolated extension Color {
    /// The relative luminance of the colour's red, green and blue (WCAG 2: linearised sRGB,
    /// weighted 0.2126, 0.7152, 0.0722), 0 for black to 1 for white; alpha is ignored.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// The contrast ratio between this colour and `other` (WCAG 2), from 1 (the same luminance)
    /// to 21 (black on white).
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance
        let b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// This colour where it contrasts with `background` by at least `minimum`, else black or
    /// white, whichever contrasts more (one of them always reaches 4.5).
    public func contrasting(with background: Color, minimum: Double = 3) -> Color {
        if contrastRatio(with: background) >= minimum { return self }
        let black = Color(r: 0, g: 0, b: 0)
        let white = Color(r: 255, g: 255, b: 255)
        return black.contrastRatio(with: background) >= white.contrastRatio(with: background) ? black : white
    }
}
