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
            for view in transition.context.drivenViews {
                view.timing = MediaTiming()
                view.removeAllAnimationsInSubtree()
            }
            SharedElementTransition.removeStandIns(from: transition.context.containerView)
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
            transition.animator.animationEnded(completed)
            window.end(transition, completed: completed)
        }
        context.animator = request.animator
        context.drivenViews += request.extraDrivenViews
        let duration = request.animator.transitionDuration(using: context)
        let coordinator = TransitionCoordinator(
            context: context, interaction: request.interactionController, duration: duration)
        context.coordinator = coordinator
        context.runAnimations = { [unowned context, unowned window, weak coordinator] in
            let motion = request.animator.sharedElementMotion(using: context)
            let sharedElements = SharedElementTransition(context: context, motion: motion)
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
