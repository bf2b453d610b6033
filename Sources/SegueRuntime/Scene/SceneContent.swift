import SegueCore
import SegueUI

/// What an app puts in a scene, and how it extends what the runtime does with it: the root view
/// controller, the app's own script commands, how a recording starts a push or a presentation,
/// and the name of its transition style. Adopt it in the app's scene class and return one from
/// `SegueApplicationDelegate.makeSceneContent()`; every requirement but `rootViewController` has
/// a default.
@preconcurrency @MainActor public protocol SceneContent: AnyObject {
    /// The controller at the root of the window (often a `NavigationController`). Read once, when
    /// the scene is made.
    var rootViewController: ViewController { get }

    /// Called when the scene's window is made, before `rootViewController` is read: the window
    /// has the scene's size and clock (an app launched from a `UIApplicationDelegate` runs its
    /// launch here). Does nothing by default.
    func sceneWillLoad(_ window: SceneWindow)

    /// Called once the scene shows the root view controller, before its first frame. The content
    /// may keep the scene, weakly or unowned (the scene does not keep the content alive).
    func sceneDidLoad(_ scene: AppScene)

    /// Starts `operation` for `filmstrip`, `gif` and `record`, animated, with the app's own
    /// screens. The default pops the root navigation controller and dismisses the front-most
    /// modal; it cannot know what to push or present, so it throws `SceneContentError` for those.
    func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws

    /// Carries out one of the app's own script commands (accepted beforehand by
    /// `SegueApplicationDelegate.parseScriptCommand`); the script then runs one frame. Throw
    /// `SceneContentError` to fail the script's line with a message. The default throws: the app declares no commands.
    func perform(_ command: AppScriptCommand, in scene: AppScene) throws

    /// Checks one of the app's own `expect` kinds (accepted beforehand by
    /// `SegueApplicationDelegate.parseExpectation`); throw `SceneContentError` (`expected ...,
    /// got ...`) to fail the script's line (exit 1). The default throws: the app declares none.
    func check(_ expectation: AppExpectation, in scene: AppScene) throws

    /// Views the content keeps alive outside the window's tree on purpose (a UIKit app's
    /// `UIWindow`, whose root the scene's window shows): the leak check counts them, with their
    /// subviews, as held. None by default.
    var viewsKeptOutsideTree: [View] { get }

    /// The app's own fields of the state JSON (`tree FILE.json`), written under its `"app"`
    /// object; empty (the default) leaves `"app"` out.
    var stateFields: [String: StateValue] { get }

    /// The transition style in use, shown in the window title, filmstrip captions and the state
    /// JSON's `style`; nil (the default) when the app has no styles. The runtime sets it for
    /// `--style`, the `style` script command, recordings, the motion lab and the fuzzer's style
    /// changes; the default ignores being set. Adopt `StyledSceneContent` to have it kept by a
    /// `TransitionStyleDelegate`.
    var transitionStyle: TransitionStyle? { get set }

    /// The motion the app's transitions take their numbers from (`--tuning`, `tune`, the lab). The
    /// default is the standard tuning and ignores being set.
    var motionTuning: MotionTuning { get set }

    /// Reduce motion (`--reduce-motion`, key M, the state JSON's `reduceMotion`): the content
    /// makes its transitions calm (the viewer turns every transition into a cross-dissolve). The
    /// default is always off and ignores being switched.
    var reduceMotion: Bool { get set }

    /// The app's own keys: pressed in the window, named by scripts (`key NAME`, the press's
    /// `scriptName`) and listed in the help card. Read at every press. None by default.
    var appKeys: [AppKey] { get }

    /// The app's own overlay panels, drawn over the scene in the window and shown and hidden by
    /// their toggle keys (listed in the help card). Read once, when the host is made; return the
    /// same panels each time. None by default.
    var overlayPanels: [OverlayPanel] { get }
}

/// Scene content whose transitions a `TransitionStyleDelegate` hands out: the style, the tuning
/// and reduce motion are the delegate's, so `--style`, `--tuning`, `--reduce-motion`, the `style`
/// and `tune` script commands, the motion lab and the fuzzer's style changes all reach the app's
/// transitions. Make the delegate the navigation controller's `delegate`, and prepare each modal
/// with `TransitionStyleDelegate.prepare(_:)`.
@preconcurrency @MainActor public protocol StyledSceneContent: SceneContent {
    /// The delegate that hands out the current style's animators.
    var styleDelegate: TransitionStyleDelegate { get }
}

extension StyledSceneContent {
    /// The delegate's style.
    public var transitionStyle: TransitionStyle? {
        get { styleDelegate.style }
        set { if let newValue { styleDelegate.style = newValue } }
    }

    /// The delegate's tuning.
    public var motionTuning: MotionTuning {
        get { styleDelegate.tuning }
        set { styleDelegate.tuning = newValue }
    }

    /// The delegate's reduce motion.
    public var reduceMotion: Bool {
        get { styleDelegate.reduceMotion }
        set { styleDelegate.reduceMotion = newValue }
    }
}

/// A failure of an app's scene content, with the message a script line fails with.
public struct SceneContentError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, for people.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension SceneContent {
    /// Does nothing.
    public func sceneWillLoad(_ window: SceneWindow) {}

    /// Does nothing.
    public func sceneDidLoad(_ scene: AppScene) {}

    /// Pops the root navigation controller or dismisses the front-most modal; throws for push and
    /// present, which only the app can do.
    public func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
        try scene.startDefaultTransition(operation)
    }

    /// Throws: no app command was declared.
    public func perform(_ command: AppScriptCommand, in scene: AppScene) throws {
        throw SceneContentError("this app has no script command \"\(command.name)\"")
    }

    /// Throws: the app declares no expectations.
    public func check(_ expectation: AppExpectation, in scene: AppScene) throws {
        throw SceneContentError("this app has no expectation \"\(expectation.kind)\"")
    }

    /// None.
    public var viewsKeptOutsideTree: [View] { [] }

    /// None.
    public var stateFields: [String: StateValue] { [:] }

    /// Nil, and setting it does nothing: the app has no styles.
    public var transitionStyle: TransitionStyle? {
        get { nil }
        set {}
    }

    /// The standard tuning, and setting it does nothing.
    public var motionTuning: MotionTuning {
        get { .standard }
        set {}
    }

    /// Off, and switching it does nothing.
    public var reduceMotion: Bool {
        get { false }
        set {}
    }

    /// None.
    public var appKeys: [AppKey] { [] }

    /// None.
    public var overlayPanels: [OverlayPanel] { [] }
}

extension AppScene {
    /// What `SceneContent.startTransition` does by default: pop or dismiss, animated; push and
    /// present throw `SceneContentError`, as does popping a single screen or dismissing nothing.
    public func startDefaultTransition(_ operation: TransitionOperation) throws {
        switch operation {
        case .pop:
            guard let navigationController, navigationController.viewControllers.count > 1 else {
                throw SceneContentError("nothing to pop: the stack has one screen")
            }
            navigationController.popViewController(animated: true)
        case .dismiss:
            guard let front = window.presentations.last?.presented else {
                throw SceneContentError("nothing to dismiss: no modal is presented")
            }
            front.dismiss(animated: true)
        case .push, .present:
            throw SceneContentError(
                "this app does not say what to \(operation.rawValue) (its SceneContent has no startTransition)")
        }
    }
}
