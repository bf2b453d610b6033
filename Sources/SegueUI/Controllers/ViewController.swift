import Foundation
import SegueCore

/// Manages one screen, as UIViewController: a lazily loaded view, the appearance callbacks in
/// UIKit's order, containment, and modal presentation.
@preconcurrency @MainActor open class ViewController: UIResponder {
    /// The title shown by a navigation bar and used by scripts. Setting it sets the navigation
    /// item's title too, as UIKit's does.
    open var title: String? {
        didSet { navigationItemStorage?.title = title }
    }
    /// How `present` shows this controller. Segue's default is `.fullScreen` (UIKit's is
    /// `.automatic`, a sheet on an iPhone).
    open var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// The animation `present` and `dismiss` use when the transitioning delegate supplies no
    /// animator (a custom presentation style aside).
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    /// Supplies custom animators, interaction controllers and a presentation controller for
    /// presenting and dismissing this controller. Not retained, as in UIKit.
    open weak var transitioningDelegate: TransitioningDelegate?
    /// The size this controller would like its view to have when a container sizes it (zero:
    /// no preference). Kept for code that reads it; no Segue container consults it.
    open var preferredContentSize: CGSize = .zero
    /// True when the status bar should be hidden while this screen shows. Segue's window has no
    /// status bar: kept for code that overrides it.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style for this screen; kept for code that overrides it (no status bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The orientations this screen supports; kept for code that overrides it (a window turns
    /// no way but resizes).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// True when a sheet showing this screen must not be dragged down to dismiss, as UIKit's;
    /// kept for code that sets it: Segue's sheet drags do not read it yet.
    open var isModalInPresentation = false
    /// The view this controller's screen zooms out of when it arrives (and back into when it
    /// leaves) under a zoom transition, as iOS 18's `.zoom(sourceViewProvider:)`: asked when the
    /// transition starts, each time, so it can name a view that has moved or been replaced. Nil
    /// (or a view that is gone or off screen) zooms from and to the centre.
    public var zoomSourceProvider: (() -> View?)?
    /// True once this controller's screen arrived by a zoom: a drag anywhere on it zooms back.
    public internal(set) var arrivedByZoom = false

    /// The child controllers.
    public private(set) var children: [ViewController] = []
    /// The parent controller (a navigation controller for pushed screens).
    public private(set) weak var parent: ViewController?
    /// The controller this one presents, if any.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one, if any.
    public internal(set) weak var presentingViewController: ViewController?

    /// The transform this controller's view keeps at rest: identity, unless the last transition
    /// that completed with this controller set one through
    /// `TransitionContext.setRestingTransform(_:anchorPoint:for:)` (the affine fold leaves its
    /// squash, as the original does). Every other trace of an animator is cleaned away when a
    /// transition ends.
    public internal(set) var restingTransform: RestingTransform = .identity

    /// True when the last transition this controller took part in completed with an animator
    /// whose views keep what it left (`AnimatedTransitioning.clearsResidueWhenEnded` false, not
    /// from a `TransitionStyleDelegate`): its view keeps the animator's transform, anchor point,
    /// alpha and mask, as in UIKit, and the next transition starts from there.
    public internal(set) var keepsTransitionResidue = false

    /// Where this controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// Receives every lifecycle callback in order (for tests and the inspector).
    public var lifecycleObserver: ((ViewController, LifecycleEvent) -> Void)?

    private var loadedView: View?
    private var isLoadingView = false
    private var navigationItemStorage: NavigationItem?
    /// The window this controller is the root or a presentation of.
    weak var owningWindow: SceneWindow?
    /// The sheet controller handed out by `sheetPresentationController` before this controller was
    /// presented in a sheet style; the next presentation lays the sheet out with it.
    var pendingSheetPresentationController: DetentSheetPresentationController?

    /// Live instance count, for leak checks.
    @_spi(Testing) public static var liveCount: Int { liveInstances.value }
    nonisolated private static let liveInstances = LockedValue(0)

    /// Creates a controller with an optional title.
    public init(title: String? = nil) {
        self.title = title
        super.init()
        ViewController.liveInstances.withLock { $0 += 1 }
    }

    /// Creates a controller, as UIKit's designated initialiser. Segue loads no nib files: the
    /// view is made by `loadView()` whatever the name.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        ViewController.liveInstances.withLock { $0 += 1 }
    }

    /// Segue reads no archives: there is nothing to decode a controller from, so this gives nil.
    /// It is required, as UIKit's, so that subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        ViewController.liveInstances.withLock { $0 -= 1 }
    }

    /// The root view, loaded on first access (`loadView()`, then `viewDidLoad()`). Setting it
    /// replaces the view (inside `loadView()`, that is how the view is made); setting nil
    /// unloads it, and the next access loads it again.
    public var view: View! {
        get {
            if let loadedView { return loadedView }
            if isLoadingView {
                // A `loadView()` that reads the view before setting it gets the default view.
                setView(Self.makeDefaultView())
                return loadedView
            }
            loadViewIfNeeded()
            return loadedView
        }
        set { setView(newValue) }
    }

    /// The view when loaded, nil otherwise (reading it never loads the view).
    public var viewIfLoaded: View? { loadedView }

    /// True once the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded: `loadView()`, then `viewDidLoad()`.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        // A `loadView()` that set no view gets the default one rather than none.
        if loadedView == nil { setView(Self.makeDefaultView()) }
        notify(.viewDidLoad)
        viewDidLoad()
    }

    /// Creates the root view and sets `view`; override to build a custom one
    /// (`override func loadView() { view = MyView() }`, without calling super).
    open func loadView() {
        view = Self.makeDefaultView()
    }

    private static func makeDefaultView() -> View {
        let view = View(frame: Rect(origin: .zero, size: .defaultWindow))
        view.backgroundColor = .white
        return view
    }

    private func setView(_ newView: View?) {
        guard newView !== loadedView else { return }
        if let old = loadedView, old.layoutOwner === self { old.layoutOwner = nil }
        loadedView = newView
        newView?.layoutOwner = self
    }

    /// Asks for the status bar's appearance to be read again; there is no status bar to update.
    public func setNeedsStatusBarAppearanceUpdate() {}

    /// Called once after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the view is about to lay out its subviews (before its `layoutSubviews`).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (after its `layoutSubviews`).
    open func viewDidLayoutSubviews() {}

    /// The next responder: the view's superview, as UIKit's (the window or the container the
    /// view is shown in), or the presenting controller while the view is out of the tree.
    open override var next: UIResponder? {
        if let superview = loadedView?.superview { return superview }
        return presentingViewController ?? parent
    }

    /// The item a navigation bar shows for this controller: its title (the controller's `title`
    /// unless set apart) and the back title the screen above shows.
    public var navigationItem: NavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = NavigationItem(title: title)
        navigationItemStorage = item
        return item
    }

    /// The title a navigation bar shows for this controller: the navigation item's.
    var barTitle: String? { navigationItemStorage?.title ?? title }

    /// The navigation controller this controller is in, if any.
    public var navigationController: NavigationController? {
        var current: ViewController? = parent
        while let c = current {
            if let nav = c as? NavigationController { return nav }
            current = c.parent
        }
        return nil
    }

    // MARK: Containment

    /// Adds a child controller (its view is not added: the container does that). As UIKit's, it
    /// calls the child's `willMove(toParent:)`; the container calls `didMove(toParent:)` once the
    /// child's view is in place.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent. As UIKit's, it calls `didMove(toParent: nil)`;
    /// the container calls `willMove(toParent: nil)` before.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to a parent, or (with nil) removed from one.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to a parent, or (with nil) removed from one.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Appearance

    /// Starts an appearance change (UIKit's beginAppearanceTransition): calls will-appear or
    /// will-disappear unless the controller is already in that state.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState != .appearing && appearanceState != .appeared else { return }
            appearanceState = .appearing
            notify(.viewWillAppear(animated))
            viewWillAppear(animated)
            appearanceForwardingChild?.beginAppearanceTransition(true, animated: animated)
        } else {
            guard appearanceState != .disappearing && appearanceState != .disappeared else { return }
            appearanceState = .disappearing
            notify(.viewWillDisappear(animated))
            viewWillDisappear(animated)
            appearanceForwardingChild?.beginAppearanceTransition(false, animated: animated)
        }
        lastAppearanceAnimated = animated
    }

    /// Ends the appearance change begun last: calls did-appear or did-disappear.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            notify(.viewDidAppear(lastAppearanceAnimated))
            viewDidAppear(lastAppearanceAnimated)
            appearanceForwardingChild?.endAppearanceTransition()
        case .disappearing:
            appearanceState = .disappeared
            notify(.viewDidDisappear(lastAppearanceAnimated))
            viewDidDisappear(lastAppearanceAnimated)
            appearanceForwardingChild?.endAppearanceTransition()
        default:
            break
        }
    }

    private var lastAppearanceAnimated = false

    /// The child that receives this controller's appearance callbacks too (a container's visible child).
    var appearanceForwardingChild: ViewController? { nil }

    private func notify(_ event: LifecycleEvent) {
        lifecycleObserver?(self, event)
    }
}

/// The states of a controller's appearance cycle.
public enum AppearanceState: Sendable {
    /// Not on screen.
    case disappeared
    /// Between will-appear and did-appear.
    case appearing
    /// On screen.
    case appeared
    /// Between will-disappear and did-disappear.
    case disappearing
}

/// A lifecycle callback, as reported to `lifecycleObserver`.
public enum LifecycleEvent: Equatable, Sendable {
    /// viewDidLoad.
    case viewDidLoad
    /// viewWillAppear(animated).
    case viewWillAppear(Bool)
    /// viewDidAppear(animated).
    case viewDidAppear(Bool)
    /// viewWillDisappear(animated).
    case viewWillDisappear(Bool)
    /// viewDidDisappear(animated).
    case viewDidDisappear(Bool)
}
