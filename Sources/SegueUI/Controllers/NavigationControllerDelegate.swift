/// Supplies a navigation controller's custom animators, as UINavigationControllerDelegate.
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for a push or pop, or nil for the system slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for an animator the delegate returned, or nil.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// The system animator by default.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// Not interactive by default.
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
}
