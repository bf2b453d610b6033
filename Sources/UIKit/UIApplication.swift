// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import Segue
import SegueUI

/// The app, as UIKit's `UIApplication`: one shared object that knows the delegate and the windows
/// shown. Segue's runtime (`SegueApplication`) runs the app; this object reports on it.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The app of the process.
    public static let shared = UIApplication()

    /// The app delegate of the scene launched last (each fresh scene launches a fresh delegate).
    /// Not kept alive by the app (UIKit's is not retained either): the scene's content keeps it.
    public internal(set) weak var delegate: UIApplicationDelegate?

    /// The windows made key and visible since the last launch and still alive, oldest first.
    public var windows: [UIWindow] { shownWindows.compactMap(\.window) }

    /// The key window: the one `makeKeyAndVisible()` was called on last.
    public var keyWindow: UIWindow? { windows.last(where: { $0.isKeyWindow }) }

    /// The app's state: active while it runs.
    public internal(set) var applicationState: State = .inactive

    /// The windows shown, held weakly: the delegate keeps its window, as on iOS.
    var shownWindows: [WeakWindow] = []

    /// A window held weakly.
    struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The app's states, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        /// Running in front, receiving events.
        case active
        /// Running in front, not receiving events (launching).
        case inactive
        /// Not shown.
        case background
    }

    /// Keys of the launch options dictionary, as UIKit's; Segue launches with none.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String

        /// Creates a key with its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// Forgets the windows of the previous launch (a fresh scene is a fresh app).
    func beginLaunch(delegate: UIApplicationDelegate) {
        for window in windows { window.isKeyWindow = false }
        shownWindows = []
        self.delegate = delegate
        applicationState = .inactive
    }

    /// Makes `window` the key window and lists it.
    func makeKey(_ window: UIWindow) {
        for other in windows where other !== window { other.isKeyWindow = false }
        shownWindows.removeAll { $0.window == nil || $0.window === window }
        shownWindows.append(WeakWindow(window: window))
        window.isKeyWindow = true
    }
}

/// The app delegate, as UIKit's `UIApplicationDelegate`: `@main` on a `UIResponder` subclass that
/// adopts it runs the app through Segue's runtime (see `main()`), which calls
/// `application(_:didFinishLaunchingWithOptions:)` once for each fresh scene. Every method has a
/// default that does nothing (true for the launch methods).
@preconcurrency @MainActor public protocol UIApplicationDelegate: AnyObject {
    /// Called first at launch, before the scene's root is read.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
            Any]?
    ) -> Bool

    /// Called at launch: make the window, give it a root view controller, and make it key and
    /// visible.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Called once the scene shows the window's root, before its first frame.
    func applicationDidBecomeActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// True.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey:
            Any]?
    ) -> Bool { true }

    /// True.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
}

extension UIApplicationDelegate where Self: UIResponder {
    /// The entry that `@main` calls: runs the app with this delegate class through Segue's runtime
    /// (`SegueApplication`), with the process's arguments, and exits with its status. The runtime
    /// parses the command line (`--headless --script`, `record`, `fuzz`, `plot`, `compare`...),
    /// and each scene it makes launches a new instance of the class, made by its `init()`.
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self))
    }
}

/// Runs the app whose delegate is an instance of `delegateClass` (a `UIResponder` subclass
/// adopting `UIApplicationDelegate`) through Segue's runtime with the arguments `argv` (the
/// program name first), and returns the exit status. `principalClassName` must be nil or
/// `"UIApplication"`: the app object is `UIApplication.shared`.
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClass: (UIResponder & UIApplicationDelegate).Type
) -> Int32 {
    let arguments = (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
    return SegueApplication.run(delegate: UIKitApplicationRuntime(delegateClass: delegateClass), arguments: arguments)
}

/// Runs the app whose delegate class is named `delegateClassName` (`"Module.AppDelegate"`, as
/// `NSStringFromClass` gives it), as UIKit's `UIApplicationMain(_:_:_:_:)`; returns the exit
/// status (2, with a message, when no such delegate class exists).
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    guard let name = delegateClassName,
        let delegateClass = _typeByName(name) as? (UIResponder & UIApplicationDelegate).Type
    else {
        return SegueApplication.fail(
            "UIApplicationMain: no UIResponder subclass adopting UIApplicationDelegate is named "
                + "\(delegateClassName ?? "nil")",
            status: 2)
    }
    return UIApplicationMain(argc, argv, principalClassName, delegateClass)
}
