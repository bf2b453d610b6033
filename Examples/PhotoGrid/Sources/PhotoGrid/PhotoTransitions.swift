import Segue

/// The navigation controller's delegate: a photo's detail zooms out of its card (iOS 18's zoom,
/// as `preferredTransition = .zoom` asks for it), whatever the style; every other push and pop,
/// and the zoom back of a screen that arrived by zoom, come from the style delegate, which also
/// keeps the edge swipe and the zoom's drag interactive.
final class PhotoTransitions: NavigationControllerDelegate {
    let styleDelegate: TransitionStyleDelegate

    init(styleDelegate: TransitionStyleDelegate) {
        self.styleDelegate = styleDelegate
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        if operation == .push, to is PhotoDetailScreen, !styleDelegate.reduceMotion {
            return TransitionStyle.zoom.animator(for: .push, tuning: styleDelegate.tuning)
        }
        return styleDelegate.navigationController(
            navigationController, animationControllerFor: operation, from: from, to: to)
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        styleDelegate.navigationController(
            navigationController, interactionControllerFor: animator, requestedInteraction: requestedInteraction)
    }
}
