/// The styles of the status bar, as UIStatusBarStyle (with UIKit's raw values). Segue's window
/// shows no status bar; the type is here for screens that override `preferredStatusBarStyle`.
nonisolated public enum UIStatusBarStyle: Int, Sendable, CaseIterable {
    /// Dark content on light backgrounds, or the system's choice.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// The orientation of an app's interface, as UIKit's `UIInterfaceOrientation` (with its raw
/// values). Segue's window resizes rather than turns: a window scene reports portrait when its
/// window is at least as tall as wide, otherwise landscape right.
nonisolated public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
    /// Not known.
    case unknown = 0
    /// Portrait.
    case portrait = 1
    /// Portrait, upside down.
    case portraitUpsideDown = 2
    /// Landscape, the home button (or its place) on the right.
    case landscapeRight = 3
    /// Landscape, the home button (or its place) on the left.
    case landscapeLeft = 4

    /// True for the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a screen supports, as UIInterfaceOrientationMask (with UIKit's raw values).
/// Segue's window resizes rather than turns; the type is here for screens that override
/// `supportedInterfaceOrientations`.
nonisolated public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait, upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape, the home button (or its place) on the right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape, the home button (or its place) on the left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but portrait upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
