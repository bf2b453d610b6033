import Segue
import SegueCore
import SegueUI

/// The screen, as UIKit's `UIScreen`: Segue's screen is the scene's window, so `bounds` is the
/// window's size in points and `scale` the pixels per point it is drawn at (1 headless).
@preconcurrency @MainActor open class UIScreen {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The scene window the screen stands for (the scene launched last).
    weak var sceneWindow: SceneWindow?

    /// The size of the launch before any scene exists: the standard window's.
    static let defaultSize = CGSize(width: 390, height: 844)

    /// The screen's rectangle in points, at the origin: the scene window's bounds.
    open var bounds: CGRect { sceneWindow?.bounds ?? CGRect(origin: .zero, size: Self.defaultSize) }

    /// Pixels per point: the scene window's `displayScale` (1 headless; the drawable's density
    /// in a window).
    open var scale: CGFloat { CGFloat(sceneWindow?.displayScale ?? 1) }

    /// The screen's rectangle in pixels: `bounds` times `scale`.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The same as `scale`.
    open var nativeScale: CGFloat { scale }
}
