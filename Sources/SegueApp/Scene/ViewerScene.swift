import SegueCore
import SegueUI

/// The viewer's world without a display: a window with a navigation controller on the home
/// screen, the style delegate, the event router and the actions the screens' buttons call.
/// The SDL viewer and the headless runner both drive it one frame at a time.
public final class ViewerScene {
    /// The window (root of the view tree).
    public let window: SceneWindow
    /// The navigation controller at the root.
    public let navigation: NavigationController
    /// Routes pointer events to the screens.
    public let router: EventRouter
    /// Hands out the style's animators and the drag's interaction.
    public let styleDelegate: TransitionStyleDelegate
    /// Keyboard focus over the front-most screen's buttons (Tab, Shift+Tab, Return, Space).
    public let focus: FocusController

    /// The transition style for the next push, pop, present and dismiss.
    public var style: TransitionStyle {
        get { styleDelegate.style }
        set {
            styleDelegate.style = newValue
            home.styleDidChange()
        }
    }

    /// Reduce motion: every transition becomes a cross-dissolve and shared elements cross-fade
    /// in place (key M, `--reduce-motion`).
    public var reduceMotion: Bool {
        get { styleDelegate.reduceMotion }
        set { styleDelegate.reduceMotion = newValue }
    }

    /// Drag anywhere on a screen that arrived by zoom to zoom back; grabs a running zoom.
    public private(set) var zoomDrag: ZoomDragDriver?

    private let home: HomeScreen
    private var screenNumber = 1
    private var modalNumber = 0

    /// Creates the scene at a size, on a clock, measuring text with `textMeasurer`.
    public init(size: Size, clock: MediaClock, textMeasurer: TextMeasuring, style: TransitionStyle = .system) {
        window = SceneWindow(size: size, clock: clock, textMeasurer: textMeasurer)
        styleDelegate = TransitionStyleDelegate(style: style)
        router = EventRouter(window: window)
        focus = FocusController(window: window)
        router.onPress = { [unowned focus] _ in focus.clearFocus() }
        home = HomeScreen(scene: nil)
        navigation = NavigationController(rootViewController: home)
        navigation.delegate = styleDelegate
        home.scene = self
        router.isInputBlocked = { [unowned window] in window.ignoresInteractionEvents }
        window.setRootViewController(navigation)
        home.styleDidChange()
        zoomDrag = ZoomDragDriver(
            window: window, canStart: { [unowned self] in self.canZoomBack },
            start: { [unowned self] interaction in self.zoomBack(with: interaction) })
        window.update()
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

    // MARK: Actions

    /// Pushes the next numbered screen.
    public func push() { push(from: nil) }

    /// Pushes the next numbered screen; a zoom grows it out of `source` (the clicked button).
    func push(from source: View?) {
        screenNumber += 1
        let screen = PushedScreen(number: screenNumber, scene: self)
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

    /// Presents the next numbered modal from `source` (the front-most screen when nil); a zoom
    /// grows it out of `sourceView` (the clicked button).
    func present(from source: ViewController?, sourceView: View? = nil) {
        modalNumber += 1
        let modal = ModalScreen(number: modalNumber, scene: self)
        modal.zoomSourceProvider = sourceView.map { view in { [weak view] in view } }
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

    /// Esc: dismisses the front-most modal, or pops the top screen, as things stand when the
    /// request runs.
    public func goBack() {
        window.perform { [weak self] in
            guard let self else { return }
            if let front = self.window.presentations.last?.presented {
                front.dismiss(animated: true)
            } else {
                self.navigation.popViewController(animated: true)
            }
        }
    }

    /// Lays the scene out for a new window size (in points).
    public func resize(to size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        window.setNeedsLayout()
        window.layoutIfNeeded()
    }

    /// Advances one frame: animations to the clock's time, then layout, then the focus ring
    /// (dropped when its screen left the front).
    public func update() {
        window.update()
        focus.update()
    }

    /// True while a transition, an animation or a queued request is pending.
    public var isBusy: Bool {
        window.isTransitioning || window.engine.isAnimating || window.queuedRequestCount > 0
    }

    /// The title of the front-most screen.
    public var frontTitle: String? { window.frontViewController?.title }

    /// The navigation stack's titles, root first.
    public var navigationTitles: [String] { navigation.viewControllers.map { $0.title ?? "" } }

    /// The presented screens' titles, bottom first.
    public var modalTitles: [String] { window.presentations.map { $0.presented.title ?? "" } }

    /// What is happening, for the window title: the style and the transition in flight.
    public var statusDescription: String {
        var text = "Segue — \(style.name)"
        if let active = window.activeTransition {
            let percent = Int((active.progress * 100).rounded())
            text += " — \(active.context.operation.rawValue)"
            text += active.context.isInteractive ? " (interactive) \(percent)%" : " \(percent)%"
        } else {
            text += " — \(frontTitle ?? "")"
        }
        return text
    }
}
