import Segue
import SegueCore
import SegueUI

/// A window, as UIKit's `UIWindow`: the app delegate makes one at launch, gives it a root view
/// controller and makes it key and visible. Segue's scene has one window of its own (the
/// `SceneWindow` that draws, takes input and runs transitions); a `UIWindow` hands its root view
/// controller to that window, which shows it. See docs/uikit/APP.md.
@preconcurrency @MainActor open class UIWindow: UIView {
    /// The scene window that shows this window's root, once it was made key and visible.
    public internal(set) weak var sceneWindow: SceneWindow?

    /// The root view controller. Set after the window was shown, it replaces the root in the
    /// scene's window.
    open var rootViewController: UIViewController? {
        didSet {
            guard let sceneWindow, let rootViewController, rootViewController !== oldValue else { return }
            sceneWindow.setRootViewController(rootViewController)
        }
    }

    /// Whether this is the app's key window (after `makeKeyAndVisible()`).
    public internal(set) var isKeyWindow = false

    /// Creates a window with a frame (usually `UIScreen.main.bounds`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Segue reads no archives: there is nothing to decode this window from.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the window the key window and shows it: its root view controller becomes the scene
    /// window's root once the launch method returns.
    open func makeKeyAndVisible() {
        isHidden = false
        UIApplication.shared.makeKey(self)
    }

    /// Makes the window the key window.
    open func makeKey() {
        UIApplication.shared.makeKey(self)
    }
}
