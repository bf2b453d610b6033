import SegueCore

/// The "sheet" transitions (PresentedAnimation): on present the new screen rises from below
/// its final frame (offset by the screen's height) to it with a spring of damping ratio 0.6 and
/// no initial velocity, over 0.8 s; on dismiss it slides back down over the same time, by the
/// distance from its top to the bottom edge. Drag-down dismissal drives the dismissal
/// interactively: linear while the finger holds it, so the card moves with the finger.
@preconcurrency @MainActor public final class SheetAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// True for presentation, false for dismissal.
    public let isPresenting: Bool
    /// The duration in seconds.
    public static let duration = 0.8
    /// The spring's damping ratio.
    public static let dampingRatio = 0.6
    /// This animator's duration (`SheetAnimator.duration` unless tuned).
    public var duration = SheetAnimator.duration
    /// This animator's presenting spring's damping ratio.
    public var dampingRatio = SheetAnimator.dampingRatio
    /// The dismissal's curve when not under a finger.
    public var curve: TimingCurve = .easeInEaseOut

    /// Creates the animator.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let height = container.bounds.height
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if isPresenting {
            guard let toView = context.view(forKey: .to) else { return done(true) }
            let finalFrame = context.finalFrame(for: context.controller(forKey: .to))
            View.performWithoutAnimation { toView.frame = finalFrame.offsetBy(dx: 0, dy: height) }
            container.addSubview(toView)
            View.animate(
                withDuration: duration, dampingRatio: dampingRatio, initialVelocity: 0,
                animations: { toView.frame = finalFrame }, completion: done)
        } else {
            guard let fromView = context.view(forKey: .from) else { return done(true) }
            // The card slides down by its own height, so it just leaves the bottom edge, and under
            // a finger (linear, the drag measured over the card's height) it moves point for point.
            let curve: TimingCurve = context.isInteractive ? .linear : self.curve
            let distance = max(height - fromView.frame.minY, 0)
            View.animate(
                withDuration: duration, curve: curve, animations: { fromView.center.y += distance },
                completion: done)
        }
    }
}
