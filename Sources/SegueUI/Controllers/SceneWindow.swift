import Foundation
import SegueCore

/// The window of a controller hierarchy, as UIWindow: it shows a root controller, keeps the stack
/// of modal presentations above it, runs at most one transition at a time (queuing programmatic
/// requests made meanwhile, in order) and tells the input layer when input must be ignored.
@preconcurrency @MainActor public final class SceneWindow: WindowView {
    /// The root controller (usually a navigation controller).
    public private(set) var rootViewController: ViewController?
    /// The presentations, bottom to top.
    public internal(set) var presentations: [Presentation] = []
    /// The transition in flight, if any.
    public internal(set) var activeTransition: ActiveTransition?
    /// Observes the start and end of each transition (the viewer's title and inspector).
    public var transitionObserver: ((TransitionEvent) -> Void)?
    /// When set, every percent-driven interaction that starts a transition completes with this
    /// motion, whoever made it (the motion lab compares UIKit's curve with the hand-off on the
    /// app's own transition); nil leaves each interaction its own.
    public var releaseMotionOverride: PercentDrivenInteractiveTransition.CompletionMotion?
    /// Every misbehaviour of an animator found so far (`TransitionDiagnostic`), in order.
    public internal(set) var transitionDiagnostics: [TransitionDiagnostic] = []
    /// Told of each diagnostic as it is found (the hosts print it).
    public var diagnosticObserver: ((TransitionDiagnostic) -> Void)?
    /// Media seconds after a transition's duration ran out before it counts as never completing
    /// (2 by default).
    public var stuckTransitionGrace = 2.0

    private var queuedRequests: [() -> Void] = []
    private var isDraining = false

    /// Creates a window of the given size on a clock.
    public override init(size: Size, clock: MediaClock, textMeasurer: TextMeasuring = ApproximateTextMeasurer()) {
        super.init(size: size, clock: clock, textMeasurer: textMeasurer)
        backgroundColor = .black
        accessibilityTitle = "Window"
    }

    /// Segue reads no archives: there is nothing to decode this view from (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows a controller as the root (with no animation), replacing the previous one.
    public func setRootViewController(_ controller: ViewController) {
        if let old = rootViewController {
            old.beginAppearanceTransition(false, animated: false)
            old.view.removeFromSuperview()
            old.endAppearanceTransition()
        }
        rootViewController = controller
        controller.owningWindow = self
        controller.view.frame = bounds
        controller.beginAppearanceTransition(true, animated: false)
        insertSubview(controller.view, at: 0)
        controller.endAppearanceTransition()
        setNeedsLayout()
    }

    /// True while a transition runs.
    public var isTransitioning: Bool { activeTransition != nil }

    /// True while a non-interactive transition runs: input to the screens is ignored then. The
    /// completion of an interaction that finishes stays open to input, so a drag can grab it.
    public var ignoresInteractionEvents: Bool {
        guard let activeTransition else { return false }
        if activeTransition.context.isInteractive { return false }
        return activeTransition.interactionController?.isInterruptible != true
    }

    /// Runs a request that starts a transition driven by `interaction`, now or not at all: an
    /// interaction follows input that is happening now, so it is never queued. Returns true when
    /// the transition started and `interaction` drives it (false when a transition runs or
    /// requests wait, when the request started nothing, or when the delegate declined the
    /// interaction and the transition plays on its own).
    func performInteractive(_ interaction: InteractiveTransitioning, _ request: @escaping () -> Void) -> Bool {
        guard activeTransition == nil, queuedRequests.isEmpty else { return false }
        perform(request)
        return activeTransition?.interactionController === interaction
    }

    /// The number of requests waiting for the current transition to end.
    public var queuedRequestCount: Int { queuedRequests.count }

    /// Runs `request` now when no transition is in flight, or after the transitions before it.
    /// A request made by a request that is running (before it started a transition) runs at once,
    /// in its place.
    public func perform(_ request: @escaping () -> Void) {
        if isRunningRequest, activeTransition == nil {
            request()
            return
        }
        queuedRequests.append(request)
        drain()
    }

    private var isRunningRequest = false

    private func drain() {
        guard !isDraining else { return }
        isDraining = true
        while activeTransition == nil, !queuedRequests.isEmpty {
            let next = queuedRequests.removeFirst()
            isRunningRequest = true
            next()
            isRunningRequest = false
        }
        isDraining = false
    }

    /// Marks a transition as started.
    func begin(_ transition: ActiveTransition) {
        if let running = activeTransition, running !== transition {
            transition.context.diagnose(
                .startedWhileRunning,
                "started while \(running.context.animatorDescription) still ran; the new one takes its place")
        }
        activeTransition = transition
        transitionObserver?(.began(transition.context.operation, interactive: transition.context.isInteractive))
    }

    /// Marks the transition as ended and runs queued requests.
    func end(_ transition: ActiveTransition, completed: Bool) {
        if activeTransition === transition { activeTransition = nil }
        transitionObserver?(.ended(transition.context.operation, completed: completed))
        drain()
    }

    /// The controller whose screen is in front: the top presented controller, or the root's
    /// visible controller.
    public var frontViewController: ViewController? {
        if let top = presentations.last?.presented { return top.visibleViewController }
        return rootViewController?.visibleViewController
    }

    /// Lays everything out for the window's size, whether a transition runs or not: the root
    /// view, each presentation's container, and through its presentation controller
    /// (`containerViewDidLayout`) the presented view and the dimming view. During a transition
    /// its container's views are scaled to the new size, animations included
    /// (`TransitionResize`), so the transition goes on for the new size.
    public override func layoutSubviews() {
        super.layoutSubviews()
        // A root view whose frame animates is left to its animation; a transform or an alpha
        // (a zoom's shrink) does not stop the layout.
        if let root = rootViewController, root.isViewLoaded,
            !root.view.animations.contains(where: { $0.property == .bounds || $0.property == .position })
        {
            root.view.frame = bounds
        }
        for presentation in presentations {
            let container = presentation.containerView
            let oldSize = container.bounds.size
            let oldRest = presentation.presentationController?.frameOfPresentedViewInContainerView
            container.frame = bounds
            container.setNeedsLayout()
            let resting = presentation.presentationController.flatMap { controller in
                oldRest.map {
                    (
                        view: presentation.presented.view as View, old: $0,
                        new: controller.frameOfPresentedViewInContainerView
                    )
                }
            }
            TransitionResize.containerDidResize(container, from: oldSize, in: self, restingFrames: resting)
            if let presentationController = presentation.presentationController {
                presentationController.containerViewDidLayout()
            } else if presentation.presented.isViewLoaded {
                let presented: View = presentation.presented.view
                if presented.superview === container, presented.animations.isEmpty {
                    presented.frame = container.bounds
                }
            }
            if let fromView = presentation.presenterViewInContainer, fromView.animations.isEmpty {
                fromView.frame = bounds
            }
        }
    }
}

extension SceneWindow {
    /// Records a diagnostic and tells the observer.
    func report(_ diagnostic: TransitionDiagnostic) {
        transitionDiagnostics.append(diagnostic)
        diagnosticObserver?(diagnostic)
    }

    /// Reports the transition in flight when its animator has not called `completeTransition`
    /// `stuckTransitionGrace` seconds of media time after its duration ran out (for an
    /// interactive transition, counted from when the finger let go). The hosts call it every
    /// frame (`AppScene.update()`).
    public func checkStuckTransition() {
        guard let transition = activeTransition, !transition.reportedStuck, !transition.context.isInteractive,
            transition.context.runAnimationsStarted
        else { return }
        let from = max(transition.context.releaseTime ?? transition.startTime, transition.startTime)
        guard engine.time > from + transition.duration + stuckTransitionGrace else { return }
        // An interaction's own animation after the release (the zoom's hand-off springs) may
        // need longer than the duration: the time it needs counts.
        if let settled = (transition.interactionController as? SettlingInteraction)?.settlesAt,
            engine.time <= settled + stuckTransitionGrace
        {
            return
        }
        transition.reportedStuck = true
        transition.context.diagnose(.neverCompleted, transition.stuckDetail(grace: stuckTransitionGrace))
    }

    /// True while the transition in flight is one reported as never completing.
    public var hasStuckTransition: Bool { activeTransition?.reportedStuck == true }

    /// Ends the transition in flight that never completed (`checkStuckTransition` reported it) as
    /// a completion, as if its animator had called `completeTransition(true)`: the E key. Returns
    /// false when no stuck transition runs.
    @discardableResult
    public func endStuckTransition() -> Bool {
        guard let transition = activeTransition, transition.reportedStuck else { return false }
        transition.context.completeTransition(!transition.context.transitionWasCancelled)
        return true
    }
}

/// An interaction controller that animates the transition to its end itself once the finger lets
/// go: the media time at which that animation ends, so that the never-completes check waits for it.
protocol SettlingInteraction: AnyObject {
    /// When the animation after the release ends (media time), or nil when none runs.
    var settlesAt: Double? { get }
}

extension ActiveTransition {
    /// What a stuck transition's message says after the animator: the wait, the views it added to
    /// the container and the animations still running, and the key that ends it.
    func stuckDetail(grace: Double) -> String {
        let container = context.containerView
        let added = container.subviews.filter { !context.viewsBeforeAnimator.contains(ObjectIdentifier($0)) }
        let addedText = added.isEmpty ? "none" : added.map(TransitionDiagnostic.name(of:)).joined(separator: ", ")
        var running: [String] = []
        func collect(_ view: View) {
            for animation in view.animations {
                running.append("\(animation.property) of \(TransitionDiagnostic.name(of: view))")
            }
            for subview in view.subviews { collect(subview) }
        }
        collect(container)
        let runningText = running.isEmpty ? "none" : running.prefix(8).joined(separator: ", ")
        return "never called completeTransition: \(Self.seconds(grace)) s after its transitionDuration of "
            + "\(Self.seconds(duration)) s ran out; views it added to the container: \(addedText); animations "
            + "still running: \(runningText); press E to end it as a completion"
    }

    private static func seconds(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }
}

/// A transition's start or end, for observers.
public enum TransitionEvent: Equatable, Sendable {
    /// A transition began.
    case began(TransitionOperation, interactive: Bool)
    /// A transition ended; completed is false when it was cancelled.
    case ended(TransitionOperation, completed: Bool)
}

/// The transition in flight: its context, animator and interaction controller.
@preconcurrency @MainActor public final class ActiveTransition {
    /// The transition context.
    public let context: TransitionContext
    /// The animator.
    public let animator: AnimatedTransitioning
    /// The interaction controller, if any.
    public let interactionController: InteractiveTransitioning?

    /// The coordinator of animations alongside the transition and code after it.
    let coordinator: TransitionCoordinator

    init(
        context: TransitionContext, animator: AnimatedTransitioning, interactionController: InteractiveTransitioning?,
        coordinator: TransitionCoordinator
    ) {
        self.context = context
        self.animator = animator
        self.interactionController = interactionController
        self.coordinator = coordinator
    }

    /// Progress 0...1: the interaction's, or the container's animation time over the duration.
    public var progress: Double {
        if let interactionController { return interactionController.percentComplete }
        let duration = animator.transitionDuration(using: context)
        guard duration > 0, let engine = context.containerView.animationEngine else { return 0 }
        return min(max((engine.time - startTime) / duration, 0), 1)
    }

    var startTime: Double = 0
    /// The duration it runs with (the animator's, checked).
    var duration: Double = 0
    /// True once reported as never completing.
    var reportedStuck = false
}

extension ViewController {
    /// The controller that shows this one's screen: the top of a navigation stack, or itself.
    public var visibleViewController: ViewController {
        if let nav = self as? NavigationController, let top = nav.topViewController { return top }
        return self
    }

    /// The scene window this controller is shown in: the one it is the root or a presentation of,
    /// or its parent's (even while a full-screen presentation has taken its view out of the tree).
    public var sceneWindow: SceneWindow? {
        if let owningWindow { return owningWindow }
        if let parent { return parent.sceneWindow }
        if isViewLoaded, let window = view.window as? SceneWindow { return window }
        return nil
    }
}
