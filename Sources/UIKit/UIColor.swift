import CoreGraphics
import Foundation
import SegueCore

// UIKit's colour API on Segue's `Color`, which UIKit code knows as `UIColor`.
//
// Precision: a Segue colour keeps 8 bits a channel (sRGB, straight alpha), so every component
// reads back as the nearest n/255: `UIColor(white: 0.5, alpha: 1)` reads back 128/255 ≈ 0.50196.
// Colours are values: there are no dynamic (light/dark) colours; the system colours are their
// light, default-contrast appearance.
extension Color {
    /// A gray of `white` (0 black ... 1 white) with an alpha, each clamped to 0...1 and kept to the
    /// nearest n/255.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }

    /// A colour from hue, saturation and brightness (HSB, each 0...1; a hue of 1 is red again)
    /// and an alpha, converted to sRGB and kept to the nearest n/255 a channel.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = Double(hue)
        let s = min(max(Double(saturation), 0), 1)
        let v = min(max(Double(brightness), 0), 1)
        let sector = ((h.isFinite ? h : 0) * 6).truncatingRemainder(dividingBy: 6)
        let position = sector < 0 ? sector + 6 : sector
        let i = Int(position)
        let f = position - Double(i)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: Double(alpha))
    }

    /// A colour from Display P3 components. Segue draws in sRGB only, so the components are taken
    /// as sRGB ones (a saturated P3 colour comes out less saturated than on a P3 display).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    /// The same colour with another alpha (clamped to 0...1, kept to the nearest n/255).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color { withAlpha(Double(alpha)) }

    /// Writes the red, green, blue and alpha components (each n/255) into the pointers that are
    /// not nil; always true, every Segue colour being sRGB.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// Writes the gray level and alpha into the pointers that are not nil and returns true when
    /// the colour is a gray (equal red, green and blue); returns false and writes nothing for any
    /// other colour. (UIKit converts only colours in a compatible space; Segue keeps only sRGB, so
    /// it answers for the grays, which a grayscale colour would have been.)
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard r == g, g == b else { return false }
        white?.pointee = CGFloat(red)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// Writes the hue, saturation and brightness (HSB, each 0...1; hue 0 for grays) and alpha into
    /// the pointers that are not nil; always true.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (rv, gv, bv) = (red, green, blue)
        let maximum = max(rv, gv, bv)
        let delta = maximum - min(rv, gv, bv)
        var h = 0.0
        if delta > 0 {
            if maximum == rv {
                h = ((gv - bv) / delta).truncatingRemainder(dividingBy: 6)
            } else if maximum == gv {
                h = (bv - rv) / delta + 2
            } else {
                h = (rv - gv) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum > 0 ? delta / maximum : 0)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}
