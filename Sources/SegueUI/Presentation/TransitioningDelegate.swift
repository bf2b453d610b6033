import SegueCore

/// Supplies the objects of a custom modal transition, as UIViewControllerTransitioningDelegate.
/// Every method may return nil for the system behaviour.
@preconcurrency @MainActor public protocol TransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting`.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning?
    /// The interaction controller for a presentation, as UIKit asks it; asked only when an
    /// animator was returned.
    func interactionControllerForPresentation(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The interaction controller for a dismissal, as UIKit asks it; asked only when an
    /// animator was returned.
    func interactionControllerForDismissal(using animator: AnimatedTransitioning) -> InteractiveTransitioning?
    /// The interaction controller for a presentation; asked only when an animator was returned.
    /// `requestedInteraction` is the one that came with the request, if any. By default, UIKit's
    /// `interactionControllerForPresentation(using:)`.
    func interactionControllerForPresentation(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning?
    /// The interaction controller for a dismissal; asked only when an animator was returned.
    /// `requestedInteraction` is the one that came with the request (`dismiss(interaction:)`, a
    /// drag to dismiss): return it to keep the dismissal interactive with the custom animator.
    /// By default, UIKit's `interactionControllerForDismissal(using:)`.
    func interactionControllerForDismissal(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning?
    /// The presentation controller for the custom style.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension TransitioningDelegate {
    /// The system animator by default.
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// The system animator by default.
    public func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? { nil }
    /// Not interactive by default (as UIKit with a custom animator).
    public func interactionControllerForPresentation(using animator: AnimatedTransitioning)
        -> InteractiveTransitioning?
    { nil }
    /// Not interactive by default (as UIKit with a custom animator).
    public func interactionControllerForDismissal(using animator: AnimatedTransitioning)
        -> InteractiveTransitioning?
    { nil }
    /// UIKit's `interactionControllerForPresentation(using:)` by default.
    public func interactionControllerForPresentation(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? { interactionControllerForPresentation(using: animator) }
    /// UIKit's `interactionControllerForDismissal(using:)` by default.
    public func interactionControllerForDismissal(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? { interactionControllerForDismissal(using: animator) }
    /// The default presentation controller by default.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}
