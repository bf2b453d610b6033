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
        switch (self, operation) {
        case (.scale, _): return ScaleAnimator(operation: operation)
        case (.circle, .push): return CircleRevealAnimator(isPush: true)
        case (.circle, .pop): return CircleRevealAnimator(isPush: false)
        case (.fold, _): return FoldAnimator(operation: operation)
        case (.foldAffine, _): return FoldAnimator(operation: operation, variant: .affine)
        case (.sheet, .present): return SheetAnimator(isPresenting: true)
        case (.sheet, .dismiss): return SheetAnimator(isPresenting: false)
        case (.zoom, _): return ZoomAnimator(operation: operation)
        case (.detents, .present): return DetentSheetAnimator(isPresenting: true)
        case (.detents, .dismiss): return DetentSheetAnimator(isPresenting: false)
        case (_, .push): return SystemSlideAnimator(operation: .push)
        case (_, .pop): return SystemSlideAnimator(operation: .pop)
        case (_, .present): return CoverVerticalAnimator(isPresenting: true)
        case (_, .dismiss): return CoverVerticalAnimator(isPresenting: false)
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

    /// The animator for an operation: the style's, or its dissolve under reduce motion. A
    /// screen that arrived by zoom (`leaving`, for pop and dismiss) zooms back in any style.
    public func animator(for operation: TransitionOperation, leaving: ViewController? = nil) -> AnimatedTransitioning {
        var animator = style.animator(for: operation)
        if leaving?.arrivedByZoom == true { animator = ZoomAnimator(operation: operation) }
        guard reduceMotion else { return animator }
        return CrossDissolveAnimator(operation: operation, duration: animator.transitionDuration(using: nil))
    }

    /// The interaction for a transition: the one that came with the request, else, for a zoom, one
    /// that lets the zoom play and keeps it open to a drag that grabs it.
    func interaction(for animator: AnimatedTransitioning, requested: InteractiveTransitioning?)
        -> InteractiveTransitioning?
    {
        if let requested { return requested }
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
            return DetentSheetAnimator(isPresenting: false)
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
