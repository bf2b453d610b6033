/// Supplies a navigation controller's custom animators, as UINavigationControllerDelegate.
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for a push or pop, or nil for the system slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for an animator the delegate returned, or nil. `requestedInteraction`
    /// is the one that came with the request (`popViewController(interaction:)`, the edge swipe):
    /// return it to keep the pop interactive with the custom animator.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// The system animator by default.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// Not interactive by default (as UIKit with a custom animator).
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? { nil }
}
