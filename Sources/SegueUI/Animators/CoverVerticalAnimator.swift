import SegueCore

/// The system modal transition ("cover vertical"): the presented screen slides up from the
/// bottom edge, and slides back down when dismissed.
@preconcurrency @MainActor public final class CoverVerticalAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// True for presentation, false for dismissal.
    public let isPresenting: Bool
    /// The duration in seconds.
    public var duration = 0.5
    /// The curve when not under a finger (linear while interactive).
    public var curve: TimingCurve = .easeInEaseOut

    /// Creates the animator for presenting or dismissing.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let height = container.bounds.height
        let curve: TimingCurve = context.isInteractive ? .linear : self.curve
        if isPresenting {
            guard let toView = context.view(forKey: .to) else {
                context.completeTransition(!context.transitionWasCancelled)
                return
            }
            let frame = context.finalFrame(for: context.controller(forKey: .to))
            container.addSubview(toView)
            View.performWithoutAnimation { toView.frame = frame.offsetBy(dx: 0, dy: height) }
            View.animate(
                withDuration: duration, curve: curve, animations: { toView.frame = frame },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else {
            guard let fromView = context.view(forKey: .from) else {
                context.completeTransition(!context.transitionWasCancelled)
                return
            }
            View.animate(
                withDuration: duration, curve: curve, animations: { fromView.center.y += height },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }
}
