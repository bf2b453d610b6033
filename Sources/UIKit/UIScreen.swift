import Foundation
import SegueCore

/// The screen, as UIKit's `UIScreen`: Segue's screen is the window, so `UIScreen.main` measures
/// the window that ran the latest frame (or was made last), and its bounds are that window's.
public final class UIScreen {
    /// The screen of the latest window, as `UIScreen.main`.
    public static var main: UIScreen { UIScreen() }

    private init() {}

    /// The screen's rectangle in points: the latest window's bounds (zero before any window).
    public var bounds: CGRect { WindowView.latest?.bounds ?? .zero }

    /// The points-to-pixels scale: 1, as Segue draws one pixel a point.
    public var scale: CGFloat { 1 }
}
