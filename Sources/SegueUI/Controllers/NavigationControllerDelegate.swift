/// Supplies a navigation controller's custom animators and hears when it shows a screen, as
/// UINavigationControllerDelegate. Every method has a default, as UIKit's are optional.
@preconcurrency @MainActor public protocol NavigationControllerDelegate: AnyObject {
    /// Called just before the navigation controller shows `viewController`'s screen (after its
    /// `viewWillAppear`), for every change of the top screen, animated or not.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after the navigation controller showed `viewController`'s screen (after its
    /// `viewDidAppear`); not called when an interactive pop was cancelled.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator for a push or pop, or nil for the system slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning?
    /// The interaction controller for an animator the delegate returned, or nil, as UIKit asks it.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning?
    /// The interaction controller for an animator the delegate returned, or nil. `requestedInteraction`
    /// is the one that came with the request (`popViewController(interaction:)`, the edge swipe):
    /// return it to keep the pop interactive with the custom animator. By default, UIKit's
    /// `navigationController(_:interactionControllerFor:)`.
    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing by default.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
    /// The system animator by default.
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> AnimatedTransitioning? { nil }
    /// Not interactive by default (as UIKit with a custom animator).
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: AnimatedTransitioning
    ) -> InteractiveTransitioning? { nil }
    /// UIKit's `navigationController(_:interactionControllerFor:)` by default.
    public func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        self.navigationController(navigationController, interactionControllerFor: animator)
    }
}

extension NavigationController {
    /// The kind of change a navigation transition makes, as UINavigationController.Operation
    /// (with UIKit's raw values).
    public enum Operation: Int, Sendable, CaseIterable {
        /// No change.
        case none = 0
        /// A screen pushed onto the stack.
        case push = 1
        /// A screen popped off the stack.
        case pop = 2
    }
}

extension TransitionOperation {
    /// The transition operation of a navigation operation (nil for `.none`).
    public init?(_ operation: NavigationController.Operation) {
        switch operation {
        case .push: self = .push
        case .pop: self = .pop
        case .none: return nil
        }
    }
}
