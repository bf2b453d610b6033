import Segue
import SegueCore
import SegueUI

/// The `segue` viewer's scene content: a navigation controller on the home screen with the style
/// picker, numbered pushed and presented screens, the style delegate that hands out the chosen
/// style's animators, and the viewer's script commands (`style`, `request`). The runtime's
/// `AppScene` shows it; the window, headless runs, the fuzzer and the benchmark drive it.
public final class ViewerScene: SceneContent {
    /// The navigation controller at the root.
    public let navigation: NavigationController
    /// Hands out the style's animators and the drag's interaction.
    public let styleDelegate: TransitionStyleDelegate
    /// The runtime's scene showing this content (set once it is made).
    public private(set) weak var scene: AppScene!

    /// The transition style for the next push, pop, present and dismiss.
    public var style: TransitionStyle {
        get { styleDelegate.style }
        set {
            styleDelegate.style = newValue
            home.styleDidChange()
        }
    }

    private let home: HomeScreen
    private var screenNumber = 1
    private var modalNumber = 0
    /// Keeps the scene alive when this content made it itself (`init(size:clock:textMeasurer:style:)`).
    private var ownedScene: AppScene?

    /// Creates the content with a starting style; an `AppScene` made with it shows it.
    public init(style: TransitionStyle = .system) {
        styleDelegate = TransitionStyleDelegate(style: style)
        home = HomeScreen(scene: nil)
        navigation = NavigationController(rootViewController: home)
        navigation.delegate = styleDelegate
        home.scene = self
    }

    /// Creates the content and its own scene at a size, on a clock, measuring text with
    /// `textMeasurer` (the fuzzer, the benchmark and tests, which need no host).
    public convenience init(
        size: Size, clock: MediaClock, textMeasurer: TextMeasuring, style: TransitionStyle = .system
    ) {
        self.init(style: style)
        ownedScene = AppScene(size: size, clock: clock, textMeasurer: textMeasurer, content: self)
    }

    // MARK: SceneContent

    /// The navigation controller.
    public var rootViewController: ViewController { navigation }

    /// Keeps the scene and shows the style on the home screen.
    public func sceneDidLoad(_ scene: AppScene) {
        self.scene = scene
        home.styleDidChange()
    }

    /// The style's name.
    public var transitionStyleName: String? { style.name }

    /// Starts a push or a presentation of the next numbered screen, a pop or a dismissal, for
    /// filmstrips and recordings.
    public func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
        switch operation {
        case .push: push()
        case .present: present()
        case .pop, .dismiss: try scene.startDefaultTransition(operation)
        }
    }

    /// `style NAME` and `request OP` (see `ViewerApplication.parseScriptCommand`).
    public func perform(_ command: AppScriptCommand, in scene: AppScene) throws {
        switch try ViewerScriptCommand(command) {
        case .style(let style): self.style = style
        case .request(let operation): request(operation)
        }
    }

    // MARK: Actions

    /// Pushes the next numbered screen.
    public func push() {
        screenNumber += 1
        navigation.pushViewController(PushedScreen(number: screenNumber, scene: self), animated: true)
    }

    /// Pops the top screen.
    public func pop() {
        navigation.popViewController(animated: true)
    }

    /// Pops to the home screen.
    public func popToRoot() {
        navigation.popToRootViewController(animated: true)
    }

    /// Presents the next numbered modal from `source` (the front-most screen when nil).
    func present(from source: ViewController?) {
        modalNumber += 1
        let modal = ModalScreen(number: modalNumber, scene: self)
        modal.transitioningDelegate = styleDelegate
        modal.modalPresentationStyle = style.modalPresentationStyle
        // From the navigation controller, the request presents from whatever is front-most when
        // it runs (it may wait for a transition in flight).
        (source ?? navigation).present(modal, animated: true)
    }

    /// Presents the next numbered modal from the front-most screen.
    public func present() { present(from: nil) }

    /// Dismisses a modal; nil dismisses whichever modal is front-most when the request runs.
    func dismiss(_ modal: ViewController?) {
        if let modal {
            modal.dismiss(animated: true)
            return
        }
        window.perform { [weak self] in self?.window.presentations.last?.presented.dismiss(animated: true) }
    }

    /// Dismisses the front-most modal.
    public func dismiss() { dismiss(nil) }

    /// Starts dismissing `modal` interactively; false when it could not start now.
    func dismissInteractively(_ modal: ViewController?, with interaction: InteractiveTransitioning) -> Bool {
        modal?.dismiss(interaction: interaction) ?? false
    }

    /// Makes a request from code: push, pop, present (from the front-most screen) or dismiss (the
    /// front-most modal), queued behind a transition in flight.
    public func request(_ operation: TransitionOperation) {
        switch operation {
        case .push: push()
        case .pop: pop()
        case .present: present()
        case .dismiss: dismiss()
        }
    }

    // MARK: The scene's parts

    /// The window (root of the view tree).
    public var window: SceneWindow { scene.window }
    /// Routes pointer events to the screens.
    public var router: EventRouter { scene.router }
    /// Keyboard focus over the front-most screen's buttons.
    public var focus: FocusController { scene.focus }
    /// Esc: dismisses the front-most modal or pops the top screen.
    public func goBack() { scene.goBack() }
    /// Lays the scene out for a new window size (in points).
    public func resize(to size: Size) { scene.resize(to: size) }
    /// Advances one frame (see `AppScene.update`).
    public func update() { scene.update() }
    /// True while a transition, an animation or a queued request is pending.
    public var isBusy: Bool { scene.isBusy }
    /// The title of the front-most screen.
    public var frontTitle: String? { scene.frontTitle }
    /// The navigation stack's titles, root first.
    public var navigationTitles: [String] { scene.navigationTitles }
    /// The presented screens' titles, bottom first.
    public var modalTitles: [String] { scene.modalTitles }
    /// The window title's status: the style and the transition in flight.
    public var statusDescription: String { scene.statusDescription }
    /// The visible, enabled buttons of the front-most screen.
    public var frontButtons: [Button] { scene.frontButtons }
    /// The window point at the centre of the front-most screen's button with this title, or nil.
    public func centerOfButton(titled title: String) -> Point? { scene.centerOfButton(titled: title) }
    /// The state as JSON (see the README).
    public func stateJSON() throws -> String { try scene.stateJSON() }
}
