import Foundation

/// An 8-bit sRGB colour with straight (not premultiplied) alpha.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// Creates a colour from 8-bit components.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates a colour from components in 0...1 (clamped and rounded).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        r = Color.byte(red)
        g = Color.byte(green)
        b = Color.byte(blue)
        a = Color.byte(alpha)
    }

    /// Creates a colour from a 0xRRGGBB value.
    public init(hex: UInt32, alpha: Double = 1) {
        r = UInt8((hex >> 16) & 0xFF)
        g = UInt8((hex >> 8) & 0xFF)
        b = UInt8(hex & 0xFF)
        a = Color.byte(alpha)
    }

    /// Red in 0...1.
    public var red: Double { Double(r) / 255 }
    /// Green in 0...1.
    public var green: Double { Double(g) / 255 }
    /// Blue in 0...1.
    public var blue: Double { Double(b) / 255 }
    /// Alpha in 0...1.
    public var alpha: Double { Double(a) / 255 }

    /// The same colour with another alpha in 0...1.
    public func withAlpha(_ alpha: Double) -> Color { Color(r: r, g: g, b: b, a: Color.byte(alpha)) }

    /// The same colour with its alpha multiplied by a factor in 0...1.
    public func multipliedAlpha(_ factor: Double) -> Color {
        Color(r: r, g: g, b: b, a: Color.byte(alpha * factor))
    }

    /// Linear interpolation of each component (t = 0 gives a, t = 1 gives b).
    /// Each channel is rounded to the nearest byte (halves up) and clamped to 0...255, so a `t`
    /// outside 0...1 stops at the channel's ends.
    public static func interpolate(_ a: Color, _ b: Color, _ t: Double) -> Color {
        @inline(__always)
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let v = Double(x) + (Double(y) - Double(x)) * t + 0.5
            // Truncation is the floor here: v is clamped to 0 ... 255.5 first (NaN becomes 0).
            let clamped = v > 0 ? min(v, 255.5) : 0
            return UInt8(truncatingIfNeeded: Int32(clamped))
        }
        return Color(r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b), a: channel(a.a, b.a))
    }

    static func byte(_ v: Double) -> UInt8 {
        if !(v > 0) { return 0 }
        if v >= 1 { return 255 }
        return UInt8((v * 255).rounded())
    }

    /// A readable form of the colour, for logs and test failures.
    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }

    /// Fully transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Opaque pure red.
    public static let red = Color(r: 255, g: 0, b: 0)
    /// Opaque pure green.
    public static let green = Color(r: 0, g: 255, b: 0)
    /// Opaque pure blue.
    public static let blue = Color(r: 0, g: 0, b: 255)
    /// UIKit's systemBlue (tint of buttons).
    public static let systemBlue = Color(r: 0, g: 122, b: 255)
    /// UIKit's lightGray.
    public static let lightGray = Color(r: 170, g: 170, b: 170)
    /// UIKit's yellow.
    public static let yellow = Color(r: 255, g: 255, b: 0)
}

nonisolated extension Color: _ExpressibleByColorLiteral {
    /// A colour from a colour literal (`#colorLiteral(red:green:blue:alpha:)`), as UIColor's.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}
