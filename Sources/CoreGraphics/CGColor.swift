/// A colour, as Core Graphics' `CGColor`: in a grayscale space (gray and alpha) or in sRGB (red,
/// green, blue and alpha), components in 0...1.
///
/// Apple's `CGColor` is a class with a `CGColorSpace`; here it is a value, and the space is one of
/// the two Segue draws with. Equality compares the space and the components, as
/// `CGColorEqualToColor` does: `CGColor(gray: 1, alpha: 1)` is not equal to
/// `CGColor(red: 1, green: 1, blue: 1, alpha: 1)`.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    private let first: CGFloat
    private let second: CGFloat
    private let third: CGFloat
    /// The alpha component, 0 (transparent) ... 1 (opaque), as `CGColorGetAlpha`.
    public let alpha: CGFloat
    private let isGray: Bool

    /// A colour from red, green, blue and alpha, as `CGColor(red:green:blue:alpha:)`. Apple's is in
    /// the generic RGB space; Segue draws in sRGB only, so it is the same as
    /// `init(srgbRed:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        first = red
        second = green
        third = blue
        self.alpha = alpha
        isGray = false
    }

    /// A colour in the sRGB space, as `CGColor(srgbRed:green:blue:alpha:)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour in the grayscale space, as `CGColor(gray:alpha:)`: 0 is black, 1 white.
    public init(gray: CGFloat, alpha: CGFloat) {
        first = gray
        second = gray
        third = gray
        self.alpha = alpha
        isGray = true
    }

    /// The number of components including alpha, as `CGColorGetNumberOfComponents`: 2 in the
    /// grayscale space, 4 in sRGB.
    public var numberOfComponents: Int { isGray ? 2 : 4 }

    /// The components, alpha last, as `CGColorGetComponents`: `[gray, alpha]` or
    /// `[red, green, blue, alpha]`.
    public var components: [CGFloat]? { isGray ? [first, alpha] : [first, second, third, alpha] }

    /// The colour with another alpha, in the same space, as `CGColorCreateCopyWithAlpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
        isGray
            ? CGColor(gray: first, alpha: alpha) : CGColor(red: first, green: second, blue: third, alpha: alpha)
    }

    /// The same colour, as `CGColorCreateCopy` (a value: the copy is equal).
    public func copy() -> CGColor? { self }

    /// Red, green, blue and alpha in 0...1 whatever the space (a gray's three are its gray), for
    /// Segue's drawing.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (first, second, third, alpha)
    }

    /// Opaque black in the grayscale space, as `CGColor.black` (`kCGColorBlack`).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the grayscale space, as `CGColor.white` (`kCGColorWhite`).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the grayscale space, as `CGColor.clear` (`kCGColorClear`).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The space and components in a readable form, for logs and test failures.
    public var description: String {
        isGray
            ? "CGColor(gray: \(first), alpha: \(alpha))"
            : "CGColor(red: \(first), green: \(second), blue: \(third), alpha: \(alpha))"
    }
}
