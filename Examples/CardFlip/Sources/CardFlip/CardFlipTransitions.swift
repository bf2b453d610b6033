import Segue

/// Hands the card flip to the navigation controller for push and pop, and keeps the drag (and the
/// left-edge swipe) interactive: the interaction that comes with a pop request drives the flip.
final class CardFlipTransitions: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        TransitionOperation(operation).map { CardFlipAnimator(operation: $0) }
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        requestedInteraction
    }
}
