import SegueCore

/// One transition to run: who goes, where, with which animator, and what to do around it.
struct TransitionRequest {
    var operation: TransitionOperation
    var from: ViewController
    var to: ViewController
    var containerView: View
    var fromView: View?
    var toView: View?
    var fromInitialFrame: Rect
    var toFinalFrame: Rect
    var animator: AnimatedTransitioning
    var interactionController: InteractiveTransitioning?
    /// True when the views are cleared of the animator's residue once the transition completed
    /// (Segue's animators and styles); false for an animator written as for UIKit, whose views
    /// keep what it left, as on iOS.
    var clearsResidue = true
    /// The presented controller's style for a presentation or dismissal (`.none` for navigation).
    var presentationStyle: ModalPresentationStyle = .none
    /// Views outside the container whose time an interaction scrubs too.
    var extraDrivenViews: [View] = []
    /// Runs before the animator: appearance callbacks, views put in place.
    var prepare: () -> Void = {}
    /// Adds animations alongside the animator's (bar, dimming), with the transition's duration.
    var alongside: (_ duration: Double) -> Void = { _ in }
    /// Runs after `completeTransition`: state, view tree and appearance callbacks.
    var finish: (_ completed: Bool) -> Void = { _ in }
}

/// Runs transitions with the contract UIKit gives animators: a context, the animator or an
/// interaction controller started once, `completeTransition` honoured once, then the tree put back
/// into its canonical shape, `animationEnded` and the next queued request.
enum TransitionRunner {
    static func run(_ request: TransitionRequest, in window: SceneWindow) {
        var active: ActiveTransition?
        let context = TransitionContext(
            containerView: request.containerView, operation: request.operation, from: request.from, to: request.to,
            fromView: request.fromView, toView: request.toView, fromInitialFrame: request.fromInitialFrame,
            toFinalFrame: request.toFinalFrame, isAnimated: true,
            isInteractive: request.interactionController?.wantsInteractiveStart ?? false,
            presentationStyle: request.presentationStyle
        ) { completed in
            guard let transition = active else { return }
            active = nil
            if completed { checkViews(of: request, context: transition.context) }
            for view in transition.context.drivenViews {
                view.timing = MediaTiming()
                view.removeAllAnimationsInSubtree()
            }
            SharedElementTransition.removeStandIns(from: transition.context.containerView)
            checkLeftovers(of: request, context: transition.context)
            transition.context.restoreHiddenViews()
            for controller in [request.from, request.to] {
                // A cancelled transition is cleared as Segue's are, whoever animated it.
                controller.keepsTransitionResidue = completed && !request.clearsResidue
                if completed {
                    controller.restingTransform =
                        transition.context.restingTransform(for: controller) ?? RestingTransform.identity
                }
            }
            transition.coordinator.transitionDidEnd()
            request.finish(completed)
            if completed { checkDismissedView(of: request, context: transition.context, in: window) }
            transition.animator.animationEnded(completed)
            window.end(transition, completed: completed)
        }
        context.animator = request.animator
        context.animatorName = TransitionDiagnostic.typeName(request.animator)
        context.drivenViews += request.extraDrivenViews
        context.report = { [weak window] kind, message in
            window?.report(TransitionDiagnostic(kind: kind, message: message))
        }
        let duration = checkedDuration(request.animator.transitionDuration(using: context), context: context)
        let coordinator = TransitionCoordinator(
            context: context, interaction: request.interactionController, duration: duration)
        context.coordinator = coordinator
        context.runAnimations = { [unowned context, unowned window, weak coordinator] in
            let motion = request.animator.sharedElementMotion(using: context)
            let sharedElements = SharedElementTransition(context: context, motion: motion)
            context.viewsBeforeAnimator = Set(context.containerView.subviews.map(ObjectIdentifier.init))
            request.animator.animateTransition(using: context)
            request.alongside(duration)
            coordinator?.animatorDidStart(at: window.engine.time)
            sharedElements.start(in: context, motion: motion, duration: duration)
        }
        let transition = ActiveTransition(
            context: context, animator: request.animator, interactionController: request.interactionController,
            coordinator: coordinator)
        active = transition
        transition.startTime = window.engine.time
        transition.duration = duration
        window.begin(transition)
        request.prepare()
        if let motion = window.releaseMotionOverride,
            let drag = request.interactionController as? PercentDrivenInteractiveTransition
        {
            drag.completionMotion = motion
        }
        if let interaction = request.interactionController {
            interaction.startInteractiveTransition(context)
        } else {
            context.startAnimations()
        }
    }

    /// The duration to run with: `duration` when it is a number from 0 to a minute; else 0
    /// (NaN, negative) or a minute (more), with a diagnostic.
    static func checkedDuration(_ duration: Double, context: TransitionContext) -> Double {
        if duration.isFinite, duration >= 0, duration <= TransitionDiagnostic.longestDuration { return duration }
        let used = duration > TransitionDiagnostic.longestDuration ? TransitionDiagnostic.longestDuration : 0
        context.diagnose(
            .badDuration, "returned \(duration) from transitionDuration(using:); Segue runs it as \(Int(used)) s")
        return used
    }

    /// On completion of a push or pop: the to-view must be in the container (UIKit's contract for
    /// animators).
    static func checkViews(of request: TransitionRequest, context: TransitionContext) {
        if let toView = request.toView, toView.superview == nil || !toView.isDescendant(of: request.containerView),
            request.operation == .push || request.operation == .pop
        {
            context.diagnose(
                .toViewNotAdded,
                "completed without adding the to-view (\(TransitionDiagnostic.name(of: toView))) to the container")
        }
    }

    /// At the end of a push or pop, finished or cancelled: views the animator added to the
    /// container other than the two screens must be gone (a snapshot left there would cover the screen in UIKit).
    static func checkLeftovers(of request: TransitionRequest, context: TransitionContext) {
        let screens = [request.fromView, request.toView].compactMap { $0.map(ObjectIdentifier.init) }
        let left = request.containerView.subviews.filter {
            let id = ObjectIdentifier($0)
            return !context.viewsBeforeAnimator.contains(id) && !screens.contains(id)
        }
        // A presentation's container also holds its presentation controller's views (dimming).
        guard !left.isEmpty, context.runAnimationsStarted, request.operation == .push || request.operation == .pop
        else { return }
        context.diagnose(
            .viewsLeft,
            "left \(left.map(TransitionDiagnostic.name(of:)).joined(separator: ", ")) in the container at the end "
                + "of the transition")
    }

    /// After a completed dismissal, and the runtime's own clean-up: the from-view must be out of
    /// the window (an animator that moved it elsewhere left it on screen).
    static func checkDismissedView(of request: TransitionRequest, context: TransitionContext, in window: SceneWindow) {
        guard request.operation == .dismiss, let fromView = request.fromView, fromView.isDescendant(of: window)
        else { return }
        context.diagnose(
            .fromViewLeft,
            "completed a dismissal leaving the from-view (\(TransitionDiagnostic.name(of: fromView))) on screen")
    }

    /// Clears what an animator may leave on a controller's view: animations, transform (back to
    /// `resting`, the controller's resting transform), alpha, mask, anchor point and scrubbed time.
    static func resetResidue(_ view: View, resting: RestingTransform = .identity) {
        resetResidue(view, resting: resting, keeping: false)
    }

    /// Clears the residue on a controller's view unless its last transition was one whose views
    /// keep it (`ViewController.keepsTransitionResidue`): then only Segue's own traces go (the
    /// scrubbed time), and what the animator left stays, as UIKit leaves it.
    static func resetResidue(of controller: ViewController) {
        resetResidue(
            controller.view, resting: controller.restingTransform, keeping: controller.keepsTransitionResidue)
    }

    private static func resetResidue(_ view: View, resting: RestingTransform, keeping: Bool) {
        if keeping {
            view.timing = MediaTiming()
            return
        }
        view.removeAllAnimations()
        View.performWithoutAnimation {
            // The bounds stay where they are (untransformed) while the anchor point moves.
            let size = view.bounds.size
            let old = view.anchorPoint
            let origin = Point(x: view.position.x - old.x * size.width, y: view.position.y - old.y * size.height)
            view.transform3D = resting.transform
            view.alpha = 1
            view.maskShape = nil
            view.anchorPoint = resting.anchorPoint
            view.position = Point(
                x: origin.x + resting.anchorPoint.x * size.width, y: origin.y + resting.anchorPoint.y * size.height)
        }
        view.timing = MediaTiming()
        view.isHidden = false
    }
}
