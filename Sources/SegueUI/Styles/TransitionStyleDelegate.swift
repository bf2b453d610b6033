import SegueCore

extension TransitionStyle {
    /// The animator for an operation; styles without one for that operation use the system's.
    public func animator(for operation: TransitionOperation) -> AnimatedTransitioning {
        animator(for: operation, tuning: .standard)
    }

    /// The animator for an operation, its numbers from `tuning`: the style's own motion, or the
    /// system's for the operations the style leaves to the system.
    public func animator(for operation: TransitionOperation, tuning: MotionTuning) -> AnimatedTransitioning {
        let definition = definition
        if definition.operations.contains(operation) { return definition.makeAnimator(operation, tuning[self]) }
        return TransitionStyle.system.definition.makeAnimator(operation, tuning[.system])
    }

    /// How modals are presented in this style: the sheets float over the screen behind; the folds
    /// use the custom style, as the seed does, so the presenter stays in the window beneath.
    public var modalPresentationStyle: ModalPresentationStyle { definition.modalPresentationStyle }

    /// The presentation controller for this style's custom presentations: the sheet's card over
    /// a dimmed screen, the sheet with detents, or for the folds one without dimming (UIKit's
    /// default for the custom style); nil for styles that present full screen.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController
    ) -> PresentationController? {
        definition.makePresentationController?(presented, presenting)
    }

    /// A one-line description: the durations and curves of the style's animators.
    public var summary: String { definition.summary }
}

/// Hands a style's animators to a navigation controller and to presented controllers, and keeps
/// the interaction that comes with a request (edge swipe or drag to dismiss) in every style.
@preconcurrency @MainActor
public final class TransitionStyleDelegate: NavigationControllerDelegate, TransitioningDelegate {
    /// The current style.
    public var style: TransitionStyle
    /// Reduce motion: every operation becomes a cross-dissolve over the style's duration (at
    /// most `CrossDissolveAnimator.longestDuration`), and shared elements cross-fade in place.
    public var reduceMotion = false
    /// The motion parameters the animators and the drags' release take their numbers from.
    public var tuning = MotionTuning.standard

    /// The animator for an operation: the style's, or its dissolve under reduce motion. A
    /// screen that arrived by zoom (`leaving`, for pop and dismiss) zooms back in any style.
    public func animator(for operation: TransitionOperation, leaving: ViewController? = nil) -> AnimatedTransitioning {
        var animator = style.animator(for: operation, tuning: tuning)
        if leaving?.arrivedByZoom == true { animator = TransitionStyle.zoom.animator(for: operation, tuning: tuning) }
        guard reduceMotion else { return animator }
        return CrossDissolveAnimator(operation: operation, duration: animator.transitionDuration(using: nil))
    }

    /// The interaction for a transition: the one that came with the request, else, for a zoom, one
    /// that lets the zoom play and keeps it open to a drag that grabs it. A percent-driven drag
    /// takes the style's release model from the tuning (the hand-off response, unless its owner
    /// chose another spring, and the release decision); a sheet with detents takes it when it is made
    /// (`DetentSheetPresentationController.apply(_:)`), and the zoom from its animator.
    func interaction(for animator: AnimatedTransitioning, requested: InteractiveTransitioning?)
        -> InteractiveTransitioning?
    {
        if let requested {
            if let drag = requested as? PercentDrivenInteractiveTransition, !(animator is DetentSheetAnimator) {
                let motion = tuning[style]
                // A style's drags keep the finger's speed: the default (UIKit's curve, not chosen)
                // and the standard spring become the style's tuned hand-off; a chosen one stays.
                if drag.chosenCompletionMotion == nil
                    || drag.completionMotion == .spring(response: Spring.handOffResponse)
                {
                    drag.completionMotion = .spring(response: motion.number(.releaseResponse))
                }
                drag.releaseDecision = motion.releaseDecision
            }
            return requested
        }
        // A zoom back runs in any style; otherwise the style's own interaction, if it has one.
        let maker = animator is ZoomAnimator ? TransitionStyle.zoom.definition : style.definition
        return maker.makeInteraction?(animator)
    }

    /// Creates a delegate for a style.
    public init(style: TransitionStyle = .system) {
        self.style = style
    }

    /// Makes `modal` present and dismiss in the current style: this delegate becomes its
    /// transitioning delegate and the style's presentation style its own. Call it before
    /// `present(_:animated:)`.
    public func prepare(_ modal: ViewController) {
        modal.transitioningDelegate = self
        modal.modalPresentationStyle = style.modalPresentationStyle
    }

    /// The style's animator for a push or pop (nil for the system slide).
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        guard let operation = TransitionOperation(operation) else { return nil }
        return animator(for: operation, leaving: operation == .pop ? from : nil)
    }

    /// The interaction the request brought (the edge swipe's), so drags drive the style's animator too.
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        interaction(for: animator, requested: requestedInteraction)
    }

    /// The style's animator for a presentation (nil for cover vertical).
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? {
        animator(for: .present)
    }

    /// The style's animator for a dismissal (nil for cover vertical).
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        // A sheet with detents leaves as one, whatever the style has become meanwhile.
        if dismissed.sheetPresentationController != nil, !reduceMotion {
            return TransitionStyle.detents.animator(for: .dismiss, tuning: tuning)
        }
        return animator(for: .dismiss, leaving: dismissed)
    }

    /// The style's presentation controller under the custom presentation style (the sheet's card and dimming).
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let presenting else { return nil }
        let controller = style.presentationController(forPresented: presented, presenting: presenting)
        // A sheet with detents owns its drag: it takes the style's release model itself.
        (controller as? DetentSheetPresentationController)?.apply(tuning[style])
        return controller
    }

    /// The interaction the request brought, if any.
    public func interactionControllerForPresentation(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        interaction(for: animator, requested: requestedInteraction)
    }

    /// The interaction the request brought (a drag down on the presented screen), if any.
    public func interactionControllerForDismissal(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        interaction(for: animator, requested: requestedInteraction)
    }
}
