import SegueCore

/// Manages one screen, as UIViewController: a lazily loaded view, the appearance callbacks in
/// UIKit's order, containment, and modal presentation.
open class ViewController {
    /// The title shown by a navigation bar and used by scripts.
    public var title: String?
    /// How `present` shows this controller.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Supplies custom animators, interaction controllers and a presentation controller for
    /// presenting and dismissing this controller. Not retained, as in UIKit.
    public weak var transitioningDelegate: TransitioningDelegate?
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

    /// Where this controller is in its appearance cycle.
    public internal(set) var appearanceState: AppearanceState = .disappeared
    /// Receives every lifecycle callback in order (for tests and the inspector).
    public var lifecycleObserver: ((ViewController, LifecycleEvent) -> Void)?

    private var loadedView: View?
    /// The window this controller is the root or a presentation of.
    weak var owningWindow: SceneWindow?

    /// Live instance count, for leak checks.
    @_spi(Testing) public static var liveCount: Int { liveInstances.value }
    private static let liveInstances = LockedValue(0)

    /// Creates a controller with an optional title.
    public init(title: String? = nil) {
        self.title = title
        ViewController.liveInstances.withLock { $0 += 1 }
    }

    deinit {
        ViewController.liveInstances.withLock { $0 -= 1 }
    }

    /// The root view, loaded on first access (then `viewDidLoad` runs).
    public var view: View {
        if let loadedView { return loadedView }
        let view = loadView()
        loadedView = view
        notify(.viewDidLoad)
        viewDidLoad()
        return view
    }

    /// True once the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; override to build a custom one.
    open func loadView() -> View {
        let view = View(frame: Rect(origin: .zero, size: .defaultWindow))
        view.backgroundColor = .white
        return view
    }

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

    /// Adds a child controller (its view is not added: the container does that).
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

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
