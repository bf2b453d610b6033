import Segue

/// Turns the screen over like a card about its vertical axis, in perspective: the old screen
/// turns edge-on in the first half, the new one turns from edge-on to flat in the second. Both
/// halves are one timeline (the second delayed), so a drag can scrub and reverse the whole flip.
final class CardFlipAnimator: AnimatedTransitioning {
    /// The whole flip, in seconds.
    static let duration = 0.8

    /// Push turns to the left, pop back to the right.
    let operation: TransitionOperation

    init(operation: TransitionOperation) {
        self.operation = operation
    }

    func transitionDuration(using context: TransitionContext?) -> Double { Self.duration }

    func animateTransition(using context: TransitionContext) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let half = Self.duration / 2
        let turn = operation == .push ? Double.pi / 2 : -Double.pi / 2
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to))
        toView.transform = Self.turned(by: -turn)
        context.containerView.addSubview(toView)
        View.animate(withDuration: half, curve: .easeIn) {
            fromView.transform = Self.turned(by: turn)
        }
        View.animate(
            withDuration: half, delay: half, curve: .easeOut, animations: { toView.transform = .identity },
            completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }

    /// A turn by `angle` radians about the vertical axis, seen from 900 points away.
    static func turned(by angle: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 900))
    }
}

/// Hands the card flip to the navigation controller for push and pop, and keeps the drag (and the
/// left-edge swipe) interactive: the interaction that comes with a pop request drives the flip.
final class CardFlipTransitions: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        CardFlipAnimator(operation: operation)
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        requestedInteraction
    }
}
