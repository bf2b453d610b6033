import SegueCore

/// The transitions of a sheet with detents: on present the card rises from below the container
/// to its selected detent; on dismiss it leaves through the bottom edge from wherever it is.
/// Both move with the critically damped spring of `SheetPhysics.settleSpring` (no overshoot);
/// an interactive dismissal (a drag) moves the card linearly, so it follows the finger point for
/// point, and its completion spring carries the release velocity. The dimming and the view
/// behind follow the card through its `DetentSheetPresentationController`.
@preconcurrency @MainActor public final class DetentSheetAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// True for presentation, false for dismissal.
    public let isPresenting: Bool
    /// The settling spring's response (`SheetPhysics.settleResponse` unless tuned).
    public var settleResponse = SheetPhysics.settleResponse

    /// Creates the animator.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// The card's journey: its top edge now, its target top, and its starting velocity.
    private func journey(using context: TransitionContext) -> (from: Double, to: Double, velocity: Double) {
        let height = context.containerView.bounds.height
        if isPresenting {
            let final = context.finalFrame(for: context.controller(forKey: .to))
            return (height, final.minY, 0)
        }
        let controller = context.controller(forKey: .from)
        let sheet = controller.sheetPresentationController
        let top = context.view(forKey: .from)?.frame.minY ?? height
        return (top, height, sheet?.dismissalVelocity ?? 0)
    }

    private func spring(using context: TransitionContext) -> Spring {
        let path = journey(using: context)
        return SheetPhysics.settleSpring(
            distance: path.to - path.from, velocity: path.velocity, response: settleResponse)
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double {
        guard let context, !context.isInteractive else {
            return SheetPhysics.settleSpring(distance: 1, velocity: 0, response: settleResponse).settlingDuration
        }
        return spring(using: context).settlingDuration
    }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        let path = journey(using: context)
        let spring = spring(using: context)
        let key: TransitionKey = isPresenting ? .to : .from
        guard let card = context.view(forKey: key) else { return done(true) }
        if isPresenting {
            let final = context.finalFrame(for: context.controller(forKey: .to))
            View.performWithoutAnimation { card.frame = final.offsetBy(dx: 0, dy: path.from - path.to) }
            context.containerView.addSubview(card)
        }
        let distance = path.to - path.from
        if context.isInteractive {
            View.animate(
                withDuration: transitionDuration(using: context), curve: .linear,
                animations: { card.center.y += distance }, completion: done)
        } else {
            View.animate(with: spring, animations: { card.center.y += distance }, completion: done)
        }
    }
}
