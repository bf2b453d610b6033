import Segue
import SegueCore
import SegueUI

/// A scene of the app, as UIKit's `UIScene`: on iOS one of the app's instances of its
/// interface; Segue runs one at a time, the scene window (see `UIWindowScene`).
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// The states a scene goes through, as UIKit's `UIScene.ActivationState`.
    nonisolated public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// In front and receiving events.
        case foregroundActive = 0
        /// In front, not receiving events.
        case foregroundInactive = 1
        /// Not shown.
        case background = 2
    }

    /// The scene's state: the app's (`UIApplication.applicationState`) mapped to the scene's.
    open var activationState: ActivationState {
        switch UIApplication.shared.applicationState {
        case .active: return .foregroundActive
        case .inactive: return .foregroundInactive
        case .background: return .background
        }
    }

    /// A title for the scene (kept; Segue's window shows the app's own).
    open var title: String?
}

/// The scene that holds windows, as UIKit's `UIWindowScene`: Segue's scene window, the one window
/// that draws, takes input and runs transitions. `view.window?.windowScene` and
/// `UIWindow.windowScene` give it. See docs/uikit/APP.md.
@preconcurrency @MainActor open class UIWindowScene: UIScene {
    /// The scene window the scene stands for, not retained (the window keeps its scene).
    public private(set) unowned(unsafe) var window: WindowView

    init(window: WindowView) {
        self.window = window
        super.init()
    }

    /// The scene of a scene window, made on first use and kept by the window.
    static func scene(of window: WindowView) -> UIWindowScene {
        if let scene = window.sceneObject as? UIWindowScene { return scene }
        let scene = UIWindowScene(window: window)
        window.sceneObject = scene
        return scene
    }

    /// The `UIWindow`s shown in this scene (made key and visible and handed to this scene window),
    /// oldest first.
    open var windows: [UIWindow] {
        UIApplication.shared.windows.filter { $0.sceneWindow === window }
    }

    /// The key window among `windows`.
    open var keyWindow: UIWindow? { windows.last(where: { $0.isKeyWindow }) }

    /// The screen the scene is on: `UIScreen.main`.
    open var screen: UIScreen { UIScreen.main }

    /// The interface's orientation: portrait when the scene window is at least as tall as it is
    /// wide, landscape right otherwise (a desktop window resizes, it does not turn).
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = window.bounds.size
        return size.height >= size.width ? .portrait : .landscapeRight
    }

    /// The scene's status bar: Segue's window has none, so its frame is zero-height.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }
}

/// The status bar of a window scene, as UIKit's `UIStatusBarManager`. A desktop window shows no
/// status bar: it is hidden, and its frame is the top edge of the window with no height.
@preconcurrency @MainActor open class UIStatusBarManager {
    /// The scene whose status bar this is.
    private unowned(unsafe) let scene: UIWindowScene

    init(scene: UIWindowScene) {
        self.scene = scene
    }

    /// The status bar's frame in the scene's coordinates: the window's width and no height.
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: scene.window.bounds.width, height: 0) }

    /// True: there is no status bar.
    open var isStatusBarHidden: Bool { true }

    /// The default style.
    open var statusBarStyle: UIStatusBarStyle { .default }
}

extension WindowView {
    /// The window's scene, as UIWindow's `windowScene` (a view's `window` is the scene window).
    public var windowScene: UIWindowScene? { UIWindowScene.scene(of: self) }
}

extension UIWindow {
    /// The scene the window is shown in: the scene window's, once the window was made key and
    /// visible and handed its root to it (nil before).
    public var windowScene: UIWindowScene? { sceneWindow.map { UIWindowScene.scene(of: $0) } }
}

extension UIApplication {
    /// The status bar's frame in screen coordinates: the window's width and no height (a desktop
    /// window has no status bar). Deprecated in UIKit since iOS 13; the window scene's
    /// `statusBarManager` gives the same.
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 0) }
}
