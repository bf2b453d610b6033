import Foundation
import SegueCore

/// Everything an animator needs about one transition, as UIViewControllerContextTransitioning:
/// the container view in which it happens, the two controllers and their views, their frames,
/// and the calls that report progress and the end.
///
/// UIKit's `UIViewControllerContextTransitioning` is a protocol; here it names this class, which
/// has every member of it with UIKit's signature.
@preconcurrency @MainActor public final class TransitionContext {
    /// The view in which the transition takes place; the animator adds the to-view here.
    public let containerView: View
    /// The operation.
    public let operation: TransitionOperation
    /// True when the transition animates (false runs with no intermediate frames).
    public let isAnimated: Bool
    /// The presentation style of the presented controller for a presentation or dismissal
    /// (`.none` for a navigation push or pop), as UIKit's.
    public let presentationStyle: ModalPresentationStyle
    /// The rotation applied to the container during the transition: always the identity here
    /// (a window that resizes keeps its orientation).
    public var targetTransform: CGAffineTransform { .identity }
    /// True while an interaction controller drives it.
    public internal(set) var isInteractive: Bool {
        didSet {
            if oldValue, !isInteractive { releaseTime = containerView.animationEngine?.time }
        }
    }
    /// True once the transition was cancelled (interactively).
    public private(set) var transitionWasCancelled = false
    /// The latest progress reported by the interaction controller, 0...1.
    public private(set) var percentComplete: Double = 0
    /// How many times `completeTransition` was called (exactly one counts; later calls are ignored).
    public private(set) var completeTransitionCallCount = 0
    /// The animator running the transition.
    public internal(set) weak var animator: AnimatedTransitioning?
    /// Views whose time the interaction scrubs: the container and any view of the transition
    /// outside it (the navigation bar, a presenter's view).
    public internal(set) var drivenViews: [View] = []

    /// The animator's own interruptible animator while a percent-driven interaction drives it:
    /// animations given to the transition coordinator are added to it.
    var interruptibleAnimator: UIViewImplicitlyAnimating?

    /// The resting transforms the animator asked for, applied when the transition completes.
    private(set) var restingTransforms: [(controller: ViewController, resting: RestingTransform)] = []

    /// Starts the animator and the animations alongside it; an interaction controller calls it
    /// once it has paused the driven views.
    var runAnimations: (() -> Void)?

    private let fromController: ViewController
    private let toController: ViewController
    private let fromView: View?
    private let toView: View?
    private let fromInitialFrame: Rect
    private let toFinalFrame: Rect
    private var onComplete: ((Bool) -> Void)?

    init(
        containerView: View, operation: TransitionOperation, from: ViewController, to: ViewController,
        fromView: View?, toView: View?, fromInitialFrame: Rect, toFinalFrame: Rect, isAnimated: Bool,
        isInteractive: Bool, presentationStyle: ModalPresentationStyle = .none, onComplete: @escaping (Bool) -> Void
    ) {
        self.presentationStyle = presentationStyle
        self.containerView = containerView
        self.operation = operation
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.fromInitialFrame = fromInitialFrame
        self.toFinalFrame = toFinalFrame
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.onComplete = onComplete
        drivenViews = [containerView]
    }

    /// The controller for a key. Optional, as UIKit declares it; both controllers of a
    /// transition are always there, so it is never nil.
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        controller(forKey: key)
    }

    /// The controller for a key, non-optional: Segue's animators and the window read it.
    func controller(forKey key: TransitionKey) -> ViewController {
        key == .from ? fromController : toController
    }

    /// The view the animator may animate for a key, or nil when it must leave that view alone
    /// (the presenter's view under the custom and over-full-screen styles).
    public func view(forKey key: TransitionKey) -> View? {
        key == .from ? fromView : toView
    }

    /// The frame of a controller's view when the transition starts (zero for the appearing one).
    public func initialFrame(for controller: ViewController) -> Rect {
        controller === fromController ? fromInitialFrame : .zero
    }

    /// The frame of a controller's view when the transition ends (zero for the disappearing one).
    public func finalFrame(for controller: ViewController) -> Rect {
        controller === toController ? toFinalFrame : .zero
    }

    /// Hides `view` until the transition ends (finished or cancelled), then shows it again
    /// exactly as it was. Hiding a view twice keeps its first state.
    public func hideUntilTransitionEnds(_ view: View) {
        if !hiddenViews.contains(where: { $0.view === view }) {
            hiddenViews.append((view, view.isHidden))
        }
        view.isHidden = true
    }

    /// Whether `view` is hidden apart from this transition: the state it had before
    /// `hideUntilTransitionEnds`, or its own.
    public func isHiddenOutsideTransition(_ view: View) -> Bool {
        hiddenViews.first(where: { $0.view === view })?.wasHidden ?? view.isHidden
    }

    /// Shows the views hidden with `hideUntilTransitionEnds` as they were.
    func restoreHiddenViews() {
        for (view, wasHidden) in hiddenViews.reversed() { view.isHidden = wasHidden }
        hiddenViews.removeAll()
    }

    private var hiddenViews: [(view: View, wasHidden: Bool)] = []

    /// The screen on one side of the transition: its view for the animator, or else the
    /// controller's view (the presenter under a custom presentation), when loaded.
    public func screen(forKey key: TransitionKey) -> View? {
        if let view = view(forKey: key) { return view }
        let controller = controller(forKey: key)
        return controller.isViewLoaded ? controller.view : nil
    }

    /// Where `element`, a view of one side's screen, lies in the container's coordinates when
    /// that side is at rest: the from side at its initial frame, the to side at its final one
    /// (model geometry, so the answer does not depend on animations running).
    public func frame(of element: View, forKey key: TransitionKey) -> Rect {
        let inContainerTree = element.rootView === containerView.rootView
        if let screen = view(forKey: key), element.isDescendant(of: screen), key == .to || !inContainerTree {
            let local = element.convert(element.bounds, to: screen)
            let origin = key == .from ? fromInitialFrame.origin : toFinalFrame.origin
            return local.offsetBy(dx: origin.x, dy: origin.y)
        }
        return element.convert(element.bounds, to: containerView)
    }

    /// Asks that `controller`'s view keep `transform`, about `anchorPoint` of its bounds, once
    /// the transition completes, instead of being cleaned back to the identity: for an animator
    /// whose end state is a transformed view, so the last frame and the settled one agree.
    /// Applies to the two controllers of the transition; a cancelled transition ignores it.
    public func setRestingTransform(
        _ transform: Transform3D, anchorPoint: Point = Point(x: 0.5, y: 0.5), for controller: ViewController
    ) {
        restingTransforms.removeAll { $0.controller === controller }
        restingTransforms.append((controller, RestingTransform(transform, anchorPoint: anchorPoint)))
    }

    /// The resting transform asked for a controller, or nil.
    func restingTransform(for controller: ViewController) -> RestingTransform? {
        restingTransforms.first { $0.controller === controller }?.resting
    }

    /// Records interactive progress (the interaction controller calls it).
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        if completeTransitionCallCount > 0 {
            diagnose(
                .updateAfterCompletion,
                "called updateInteractiveTransition(\(Double(percentComplete))) after completeTransition; ignored")
            return
        }
        let percent = Double(percentComplete)
        self.percentComplete = percent.isFinite ? min(max(percent, 0), 1) : self.percentComplete
    }

    /// Records that the interaction will finish.
    public func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        interactionDidChange()
    }

    /// Records that the interaction will cancel: `transitionWasCancelled` becomes true.
    public func cancelInteractiveTransition() {
        transitionWasCancelled = true
        guard isInteractive else { return }
        isInteractive = false
        interactionDidChange()
    }

    /// Records that an interaction took hold of the transition again while it played on its
    /// own (an interruptible transition grabbed by a finger): it is interactive again.
    public func pauseInteractiveTransition() {
        guard !isInteractive, isInFlight, !transitionWasCancelled else { return }
        isInteractive = true
        interactionDidChange()
    }

    /// The coordinator that runs animations alongside this transition and code after it (held
    /// by the active transition: the coordinator holds the context, not the other way round).
    weak var coordinator: TransitionCoordinator?

    /// Called whenever the transition goes from interactive to not or back (the transition
    /// coordinator's `notifyWhenInteractionChanges`).
    var interactionChangeHandlers: [(TransitionContext) -> Void] = []

    private func interactionDidChange() {
        for handler in interactionChangeHandlers { handler(self) }
    }

    /// Ends the transition; pass `!transitionWasCancelled`. Only the first call counts.
    public func completeTransition(_ didComplete: Bool) {
        completeTransitionCallCount += 1
        guard let onComplete else {
            diagnose(.completedTwice, "called completeTransition(\(didComplete)) a second time; ignored")
            return
        }
        self.onComplete = nil
        onComplete(didComplete && !transitionWasCancelled)
    }

    /// Starts the animations (the animator's and those alongside it). Interaction controllers
    /// call this once, after pausing `drivenViews`.
    public func startAnimations() {
        let run = runAnimations
        runAnimations = nil
        run?()
    }

    /// The container's subviews just before the animator ran.
    var viewsBeforeAnimator: Set<ObjectIdentifier> = []
    /// The animator's type name, kept for messages after the animator is gone.
    var animatorName = "the animator"

    /// The media time at which the interaction last let go (finished or cancelled), or nil.
    var releaseTime: Double?

    /// Reports a misbehaviour (`TransitionDiagnostic`), once per kind for this transition; the
    /// runner sets it.
    var report: ((TransitionDiagnostic.Kind, String) -> Void)?
    private var diagnosed: Set<TransitionDiagnostic.Kind> = []

    /// Reports `kind` with `detail` after the animator's type and the transition's operation and
    /// controllers, unless reported for this transition already.
    func diagnose(_ kind: TransitionDiagnostic.Kind, _ detail: String) {
        guard !diagnosed.contains(kind) else { return }
        diagnosed.insert(kind)
        report?(kind, "\(animatorDescription) \(detail)")
    }

    /// "ANIMATOR (OPERATION from A to B)": how the messages name the transition.
    var animatorDescription: String {
        return "\(animatorName) (\(operation.rawValue) from \(TransitionDiagnostic.name(of: fromController)) to "
            + "\(TransitionDiagnostic.name(of: toController)))"
    }

    /// True once the animations were started (`startAnimations`).
    var runAnimationsStarted: Bool { runAnimations == nil }

    /// True until `completeTransition` was called.
    public var isInFlight: Bool { onComplete != nil }
}
