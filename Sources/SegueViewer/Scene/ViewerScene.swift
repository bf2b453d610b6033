import Segue

/// The `segue` viewer's scene content: a navigation controller on the home screen with the style
/// picker, numbered pushed and presented screens, the style delegate that hands out the chosen
/// style's animators, and the viewer's script command (`request`). The runtime's
/// `AppScene` shows it; the window, headless runs, the fuzzer and the benchmark drive it.
@preconcurrency @MainActor public final class ViewerScene: SceneContent {
    /// The navigation controller at the root.
    public let navigation: NavigationController
    /// Hands out the style's animators and the drag's interaction.
    public let styleDelegate: TransitionStyleDelegate
    /// The runtime's scene showing this content, set once it is made (`sceneDidLoad`); until
    /// then it is nil and the forwarding properties below (`window`, `router`...) must not be used.
    public private(set) weak var scene: AppScene!

    /// The transition style for the next push, pop, present and dismiss.
    public var style: TransitionStyle {
        get { styleDelegate.style }
        set {
            styleDelegate.style = newValue
            home.styleDidChange()
        }
    }

    /// The motion parameters every transition takes its numbers from (`--tuning`, `tune`).
    public var tuning: MotionTuning {
        get { styleDelegate.tuning }
        set { styleDelegate.tuning = newValue }
    }

    /// The tuning the benchmark's scenes start with (`segue bench --tuning`; every other run
    /// sets `motionTuning` on its content). Read and written only on the main thread.
    static var benchmarkTuning = MotionTuning.standard

    /// Reduce motion: every transition becomes a cross-dissolve and shared elements cross-fade
    /// in place (key M, `--reduce-motion`).
    public var reduceMotion: Bool {
        get { styleDelegate.reduceMotion }
        set { styleDelegate.reduceMotion = newValue }
    }

    /// Drag anywhere on a screen that arrived by zoom to zoom back; grabs a running zoom.
    public private(set) var zoomDrag: ZoomDragDriver?
    /// Pinch in on a screen that arrived by zoom to zoom back; grabs a running zoom.
    public private(set) var zoomPinch: ZoomPinchDriver?

    private let home: HomeScreen
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
        tuning = ViewerScene.benchmarkTuning
        ownedScene = AppScene(size: size, clock: clock, textMeasurer: textMeasurer, content: self)
    }

    // MARK: SceneContent

    /// The navigation controller.
    public var rootViewController: ViewController { navigation }

    /// Keeps the scene, shows the style on the home screen and listens for zoom-back drags and
    /// pinches.
    public func sceneDidLoad(_ scene: AppScene) {
        self.scene = scene
        home.styleDidChange()
        zoomDrag = ZoomDragDriver(
            window: scene.window, canStart: { [unowned self] in self.canZoomBack },
            start: { [unowned self] interaction in self.zoomBack(with: interaction) })
        zoomPinch = ZoomPinchDriver(
            window: scene.window, canStart: { [unowned self] in self.canZoomBack },
            start: { [unowned self] interaction in self.zoomBack(with: interaction) })
    }

    /// True when the front screen arrived by zoom and a drag on it may zoom it back now.
    var canZoomBack: Bool {
        guard !reduceMotion, let front = window.frontViewController, front.arrivedByZoom else { return false }
        return !window.presentations.isEmpty || navigation.viewControllers.count > 1
    }

    /// Starts zooming the front screen back (dismiss or pop) under a finger.
    private func zoomBack(with interaction: ZoomInteractiveTransition) -> Bool {
        if let modal = window.presentations.last?.presented {
            return modal.dismiss(interaction: interaction)
        }
        return navigation.popViewController(interaction: interaction)
    }

    /// The style (`style`); setting nil keeps it.
    public var transitionStyle: TransitionStyle? {
        get { style }
        set { if let newValue { style = newValue } }
    }

    /// The tuning (`tuning`).
    public var motionTuning: MotionTuning {
        get { tuning }
        set { tuning = newValue }
    }

    /// Starts a push or a presentation of the next numbered screen, a pop or a dismissal, for
    /// filmstrips and recordings.
    public func startTransition(_ operation: TransitionOperation, in scene: AppScene) throws {
        switch operation {
        case .push: push()
        case .present: present()
        case .pop, .dismiss: try scene.startDefaultTransition(operation)
        }
    }

    /// `request OP` (see `ViewerApplication.parseScriptCommand`).
    public func perform(_ command: AppScriptCommand, in scene: AppScene) throws {
        switch try ViewerScriptCommand(command) {
        case .request(let operation): request(operation)
        }
    }

    // MARK: Actions

    /// Pushes a screen named by its depth ("Screen 2" right above Home).
    public func push() { push(from: nil) }

    /// Pushes a screen named by its depth; a zoom grows it out of `source` (the clicked button).
    func push(from source: View?) {
        let screen = PushedScreen(number: navigation.viewControllers.count + 1, scene: self)
        screen.zoomSourceProvider = source.map { source in { [weak source] in source } }
        navigation.pushViewController(screen, animated: true)
    }

    /// Pushes the Gallery, zooming out of `source` (the clicked button) under the zoom style.
    func showGallery(from source: View?) {
        let gallery = GalleryScreen(scene: self)
        gallery.zoomSourceProvider = source.map { source in { [weak source] in source } }
        navigation.pushViewController(gallery, animated: true)
    }

    /// Pushes "Detail N" for the Gallery's card N; a zoom grows it out of the card, and shrinks
    /// it back into whichever view is card N when it leaves.
    func showDetail(card number: Int, from gallery: GalleryScreen) {
        let detail = DetailScreen(cardNumber: number, scene: self)
        detail.zoomSourceProvider = { [weak gallery] in gallery?.card(number) }
        navigation.pushViewController(detail, animated: true)
    }

    /// Pops the top screen.
    public func pop() {
        navigation.popViewController(animated: true)
    }

    /// Pops to the home screen.
    public func popToRoot() {
        navigation.popToRootViewController(animated: true)
    }

    /// Presents a modal named by its depth ("Modal 1" over the navigation, "Modal 2" over that)
    /// from `source` (the front-most screen when nil); a zoom grows it out of `sourceView` (the
    /// clicked button).
    func present(from source: ViewController?, sourceView: View? = nil) {
        let modal = ModalScreen(
            number: window.presentations.count + 1, scene: self, inDetentSheet: style == .detents)
        modal.zoomSourceProvider = sourceView.map { view in { [weak view] in view } }
        styleDelegate.prepare(modal)
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
    /// The front-most presentation's sheet with detents, if it is one.
    public var frontSheet: DetentSheetPresentationController? { scene.frontSheet }
    /// The detent the front-most sheet rests at; nil without a sheet or while it is between detents.
    public var frontDetent: SheetDetent.Identifier? { scene.frontDetent }
    /// The visible, enabled buttons of the front-most screen (and behind undimmed sheets).
    public var frontButtons: [Button] { scene.frontButtons }
    /// The window point at the centre of the front-most screen's button with this title, or nil.
    public func centerOfButton(titled title: String) -> Point? { scene.centerOfButton(titled: title) }
    /// The state as JSON (see the Scripts and testing article).
    public func stateJSON() throws -> String { try scene.stateJSON() }
}
