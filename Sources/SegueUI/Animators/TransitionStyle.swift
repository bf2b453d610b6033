import SegueCore

/// The transition styles the viewer offers: the system defaults, the four seed animators and the zoom.
public enum TransitionStyle: String, CaseIterable, Sendable {
    /// UIKit's defaults: slide with parallax for push and pop, cover vertical for modals.
    case system
    /// PP_Transition's scale and slide steps, for all four operations.
    case scale
    /// ZZFTransition's circular reveal for push and pop.
    case circle
    /// vcAnimation's fold about the bottom edge, in perspective, for all four operations (modals
    /// with the custom presentation, as the seed's own example).
    case fold
    /// vcAnimation's fold as the original draws it (affine squash, kept at the end), for all four
    /// operations.
    case foldAffine = "fold-affine"
    /// PresentedAnimation's spring sheet for present and dismiss, over a dimmed screen.
    case sheet
    /// iOS 18's zoom: the new screen grows out of the tapped view and shrinks back into it.
    case zoom
    /// A sheet with detents (medium, large), as UISheetPresentationController, for present and
    /// dismiss: dragged between its detents, undimmed at medium, stacked when presented again.
    case detents

    /// The style's name as typed on the command line.
    public var name: String { rawValue }

    /// The animator for an operation; styles without one for that operation use the system's.
    public func animator(for operation: TransitionOperation) -> AnimatedTransitioning {
        animator(for: operation, tuning: .standard)
    }

    /// The animator for an operation, its numbers from `tuning`: the style's own motion, or the
    /// system's for the operations the style leaves to the system.
    public func animator(for operation: TransitionOperation, tuning: MotionTuning) -> AnimatedTransitioning {
        let motion = tuning[self]
        switch (self, operation) {
        case (.scale, _):
            let animator = ScaleAnimator(operation: operation)
            animator.stepDuration = motion.number(.duration)
            animator.curve = motion.curve(.curve)
            return animator
        case (.circle, .push), (.circle, .pop):
            let animator = CircleRevealAnimator(isPush: operation == .push)
            animator.duration = motion.number(.duration)
            animator.curve = motion.curve(.curve)
            animator.startSize = motion.number(.startSize)
            return animator
        case (.fold, _), (.foldAffine, _):
            let animator = FoldAnimator(operation: operation, variant: self == .fold ? .perspective : .affine)
            animator.duration = motion.number(.duration)
            animator.curve = motion.curve(.curve)
            animator.angle = motion.number(.angle)
            return animator
        case (.sheet, .present), (.sheet, .dismiss):
            let animator = SheetAnimator(isPresenting: operation == .present)
            animator.duration = motion.number(.duration)
            animator.dampingRatio = motion.number(.damping)
            animator.curve = motion.curve(.curve)
            return animator
        case (.zoom, _):
            let animator = ZoomAnimator(operation: operation)
            animator.duration = motion.number(.duration)
            animator.dampingRatio = motion.number(.damping)
            return animator
        case (.detents, .present), (.detents, .dismiss):
            let animator = DetentSheetAnimator(isPresenting: operation == .present)
            animator.settleResponse = motion.number(.response)
            return animator
        case (_, .push), (_, .pop):
            let system = tuning[.system]
            let animator = SystemSlideAnimator(operation: operation)
            animator.duration = system.number(.duration)
            animator.curve = system.curve(.curve)
            return animator
        case (_, .present), (_, .dismiss):
            let system = tuning[.system]
            let animator = CoverVerticalAnimator(isPresenting: operation == .present)
            animator.duration = system.number(.coverDuration)
            animator.curve = system.curve(.coverCurve)
            return animator
        }
    }

    /// How modals are presented in this style: the sheets float over the screen behind; the folds
    /// use the custom style, as the seed does, so the presenter stays in the window beneath.
    public var modalPresentationStyle: ModalPresentationStyle {
        switch self {
        case .sheet, .detents, .fold, .foldAffine: return .custom
        case .system, .scale, .circle, .zoom: return .fullScreen
        }
    }

    /// The presentation controller for this style's custom presentations: the sheet's card over
    /// a dimmed screen, the sheet with detents, or for the folds one without dimming (UIKit's
    /// default for the custom style); nil for styles that present full screen.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController
    ) -> PresentationController? {
        switch self {
        case .sheet: return SheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .detents:
            return DetentSheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .fold, .foldAffine:
            let controller = PresentationController(presentedViewController: presented, presenting: presenting)
            controller.dimmingColor = .clear
            return controller
        case .system, .scale, .circle, .zoom: return nil
        }
    }

    /// A one-line description: the durations and curves of the style's animators.
    public var summary: String {
        switch self {
        case .system: return "slide 0.35 s, cover 0.5 s"
        case .scale: return "1 s steps, ease-in-out"
        case .circle: return "3 s circle mask, ease-in-out"
        case .fold: return "1 s perspective fold"
        case .foldAffine: return "1 s affine squash (original)"
        case .sheet: return "0.8 s spring, damping 0.6"
        case .zoom: return "0.5 s critically damped spring"
        case .detents: return "medium/large, critically damped"
        }
    }
}

/// Hands a style's animators to a navigation controller and to presented controllers, and keeps
/// the interaction that comes with a request (edge swipe or drag to dismiss) in every style.
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
    /// chose another, and the release decision); a sheet with detents keeps its own physics.
    func interaction(for animator: AnimatedTransitioning, requested: InteractiveTransitioning?)
        -> InteractiveTransitioning?
    {
        if let requested {
            if let drag = requested as? PercentDrivenInteractiveTransition, !(animator is DetentSheetAnimator) {
                let motion = tuning[style]
                if drag.completionMotion == .spring(response: Spring.handOffResponse) {
                    drag.completionMotion = .spring(response: motion.number(.releaseResponse))
                }
                drag.releaseDecision = motion.releaseDecision
            }
            return requested
        }
        return animator is ZoomAnimator ? ZoomInteractiveTransition(wantsInteractiveStart: false) : nil
    }

    /// Creates a delegate for a style.
    public init(style: TransitionStyle) {
        self.style = style
    }

    /// The style's animator for a push or pop (nil for the system slide).
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        animator(for: operation, leaving: operation == .pop ? from : nil)
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
        return style.presentationController(forPresented: presented, presenting: presenting)
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
