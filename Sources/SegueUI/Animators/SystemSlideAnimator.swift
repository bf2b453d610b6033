import SegueCore

/// The system push and pop: the new screen slides in from the right over the old one, which
/// moves a third of the way left (parallax) under a darkening shade; pop reverses it. Linear while
/// interactive, so the screen follows the finger.
@preconcurrency @MainActor public final class SystemSlideAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// Push or pop.
    public let operation: TransitionOperation
    /// The duration in seconds.
    public var duration = 0.35
    /// The curve when not under a finger (linear while interactive).
    public var curve: TimingCurve = .default
    /// The shade over the screen underneath, at its darkest.
    public var shadeColor = Color(r: 0, g: 0, b: 0, a: 40)

    /// Creates the animator for `.push` or `.pop`.
    public init(operation: TransitionOperation) {
        self.operation = operation
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let width = container.bounds.width
        let isPush = operation != .pop
        let shade = View(frame: container.bounds)
        shade.backgroundColor = shadeColor
        shade.accessibilityTitle = "Shade"
        let frame = context.finalFrame(for: context.controller(forKey: .to))
        if isPush {
            container.addSubview(shade)
            container.addSubview(toView)
            View.performWithoutAnimation {
                shade.alpha = 0
                toView.frame = frame.offsetBy(dx: width, dy: 0)
            }
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(shade, belowSubview: fromView)
            View.performWithoutAnimation {
                toView.frame = frame.offsetBy(dx: -width / 3, dy: 0)
                shade.alpha = 1
            }
        }
        let curve: TimingCurve = context.isInteractive ? .linear : self.curve
        View.animate(
            withDuration: duration, curve: curve,
            animations: {
                if isPush {
                    fromView.center.x -= width / 3
                    toView.frame = frame
                    shade.alpha = 1
                } else {
                    fromView.center.x += width
                    toView.frame = frame
                    shade.alpha = 0
                }
            },
            completion: { _ in
                shade.removeFromSuperview()
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
