import SegueCore

/// The reduce-motion transition: every operation becomes a cross-dissolve. The outgoing screen,
/// on top, fades out over the incoming one, which stays opaque underneath, so the frame at
/// progress p is `(1 − p) · outgoing + p · incoming`; when there is no outgoing view to fade (a
/// presentation over a presenter that stays), the incoming screen fades in on top instead.
/// Shared elements cross-fade in place with their screens. Linear while a finger drives it.
@preconcurrency @MainActor public final class CrossDissolveAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// The operation.
    public let operation: TransitionOperation
    /// The duration in seconds.
    public let duration: Double
    /// The longest a reduce-motion dissolve lasts.
    public static let longestDuration = 0.35

    /// Creates the dissolve for an operation, lasting `duration` (at most `longestDuration`).
    public init(operation: TransitionOperation, duration: Double = CrossDissolveAnimator.longestDuration) {
        self.operation = operation
        self.duration = min(max(duration, 0.01), CrossDissolveAnimator.longestDuration)
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// How the views with a shared `transitionID` move during this transition.
    public func sharedElementMotion(using context: TransitionContext) -> SharedElementMotion { .crossFade }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let curve: TimingCurve = context.isInteractive ? .linear : .easeInEaseOut
        let done: (Bool) -> Void = { _ in
            View.performWithoutAnimation {
                fromView?.alpha = 1
                toView?.alpha = 1
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        if let toView {
            let frame = context.finalFrame(for: context.controller(forKey: .to))
            if let fromView, fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else if toView.superview !== container {
                container.addSubview(toView)
            }
            View.performWithoutAnimation { toView.frame = frame }
        }
        if let fromView, fromView.superview === container || toView == nil {
            View.animate(withDuration: duration, curve: curve, animations: { fromView.alpha = 0 }, completion: done)
        } else if let toView {
            View.performWithoutAnimation { toView.alpha = 0 }
            View.animate(withDuration: duration, curve: curve, animations: { toView.alpha = 1 }, completion: done)
        } else {
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
