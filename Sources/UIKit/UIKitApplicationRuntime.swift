import CUIKitRuntime
import Foundation
import Segue
import SegueUI

/// Runs an app written as UIKit's `@main` app delegate on Segue's runtime: every scene the
/// runtime makes (the window's, a headless run's, each of the fuzzer's and the motion lab's fresh
/// scenes) launches a new instance of the delegate class, so each starts from a fresh app state.
final class UIKitApplicationRuntime: SegueApplicationDelegate {
    let delegateClass: (UIResponder & UIApplicationDelegate).Type

    init(delegateClass: (UIResponder & UIApplicationDelegate).Type) {
        self.delegateClass = delegateClass
        FrameScheduler.shared.runsMainRunLoop = true
    }

    /// A content that launches a new delegate when its scene's window is made.
    func makeSceneContent() -> SceneContent {
        UIKitLaunchContent(delegateClass: delegateClass)
    }

    /// A new instance of the delegate class, made by the class's own `init()`.
    static func makeDelegate(_ type: (UIResponder & UIApplicationDelegate).Type) -> UIApplicationDelegate {
        let metadata = unsafeBitCast(type as AnyClass, to: UnsafeRawPointer.self)
        guard let raw = uikit_make_responder(metadata) else {
            fatalError("cannot make an instance of \(type)")
        }
        let responder = Unmanaged<UIResponder>.fromOpaque(raw).takeRetainedValue()
        guard let delegate = responder as? UIApplicationDelegate else {
            fatalError("\(type) does not adopt UIApplicationDelegate")
        }
        return delegate
    }
}

/// The scene content of a UIKit app: launches the delegate (`willFinishLaunching`, then
/// `didFinishLaunching`) when the scene's window is made, shows the key window's root view
/// controller, and tells the delegate `applicationDidBecomeActive` once it is shown. A root
/// navigation controller without a delegate takes the registered transition styles, as
/// `SegueApplication.main(rootViewController:)` gives it.
final class UIKitLaunchContent: StyledSceneContent {
    let delegateClass: (UIResponder & UIApplicationDelegate).Type
    let styleDelegate = TransitionStyleDelegate(style: .system)
    private(set) var delegate: UIApplicationDelegate?
    private var root: ViewController?
    private var windows: [UIWindow] = []

    init(delegateClass: (UIResponder & UIApplicationDelegate).Type) {
        self.delegateClass = delegateClass
    }

    /// Launches a new delegate with the screen standing for `window`.
    func sceneWillLoad(_ window: SceneWindow) {
        let delegate = UIKitApplicationRuntime.makeDelegate(delegateClass)
        self.delegate = delegate
        let application = UIApplication.shared
        application.beginLaunch(delegate: delegate)
        UIScreen.main.sceneWindow = window
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        windows = application.windows
        let shown = application.keyWindow ?? application.windows.last
        shown?.sceneWindow = window
        shown?.frame = window.bounds
        guard let controller = shown?.rootViewController else {
            let problem = shown == nil ? "made no window key and visible" : "gave its key window no rootViewController"
            FileHandle.standardError.write(
                Data("\(SegueApplication.programName): the app delegate \(problem); showing an empty screen\n".utf8))
            root = ViewController()
            return
        }
        if let navigation = controller as? NavigationController, navigation.delegate == nil {
            navigation.delegate = styleDelegate
        }
        root = controller
    }

    /// The key window's root (an empty controller when the launch gave none).
    var rootViewController: ViewController {
        if let root { return root }
        let empty = ViewController()
        root = empty
        return empty
    }

    /// The windows the launch showed: the delegate keeps them outside the scene's tree.
    var viewsKeptOutsideTree: [View] { windows }

    /// The app is active once its root is shown.
    func sceneDidLoad(_ scene: AppScene) {
        UIApplication.shared.applicationState = .active
        delegate?.applicationDidBecomeActive(UIApplication.shared)
    }

    /// Push: a click on the top screen's first button; the other operations as the runtime's
    /// default.
    func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
        guard operation == .push, scene.navigationController != nil else {
            return try scene.startDefaultTransition(operation)
        }
        try scene.pushWithFirstButton()
    }
}
