import SegueCore

/// The "fold" transitions (vcAnimation), one second with ease-in-ease-out. Both screens turn
/// about their bottom edge (anchor point (0.5, 1)). On push the old screen shrinks to the frame
/// (20, 20, W − 40, H − 10) while the new one unfolds: it starts turned 0.5 rad about the x axis
/// and ends flat. Pop plays the same in reverse.
///
/// The original sets the new screen's transform to CATransform3DGetAffineTransform of a rotation
/// by −0.5 rad about x: the perspective is dropped, the screen is only squashed to cos 0.5 of its
/// height, and it stays squashed at the end. `.affine` keeps that look (animating towards the
/// squash, as the original); `.perspective`, the default, is a real fold seen in perspective
/// (eye 1,000 points away) that ends at the identity. In perspective the original's −0.5 rad
/// would swing the top edge out towards the eye and far past the window, so the fold turns the
/// other way, +0.5 rad: the top edge leans back, as a page folding up from the bottom.
public final class FoldAnimator: AnimatedTransitioning {
    /// The two looks of the fold.
    public enum Variant: Sendable {
        /// A perspective fold that ends flat.
        case perspective
        /// The original's affine squash.
        case affine
    }

    /// Push or pop.
    public let isPush: Bool
    /// The look.
    public let variant: Variant
    /// The duration in seconds.
    public static let duration = 1.0
    /// The angle of the fold in radians.
    public static let angle = 0.5

    /// Creates the animator.
    public init(isPush: Bool, variant: Variant = .perspective) {
        self.isPush = isPush
        self.variant = variant
    }

    public func transitionDuration(using context: TransitionContext?) -> Double { FoldAnimator.duration }

    /// The folded transform of a screen.
    public var foldedTransform: Transform3D {
        switch variant {
        case .affine:
            return Transform3D(
                affine: Transform3D(rotationAngle: -FoldAnimator.angle, x: 0.3, y: 0, z: 0).affineTransform)
        case .perspective:
            return Transform3D(rotationAngle: FoldAnimator.angle, x: 1, y: 0, z: 0)
                .concatenating(.perspective(eyeDistance: 1000))
        }
    }

    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let b = container.bounds
        let bottomCenter = Point(x: b.midX, y: b.height)
        let shrunk = Rect(x: 20, y: 20, width: b.width - 40, height: b.height - 10)
        let folded = foldedTransform
        // The seed's curve, interactive or not: scrubbing shows the same frames as playing.
        let curve: TimingCurve = .easeInEaseOut
        View.performWithoutAnimation {
            for view in [fromView, toView] {
                view.frame = b
                view.anchorPoint = Point(x: 0.5, y: 1)
                view.position = bottomCenter
            }
        }
        if isPush {
            container.addSubview(toView)
            if variant == .perspective { View.performWithoutAnimation { toView.transform = folded } }
            View.animate(
                withDuration: FoldAnimator.duration, curve: curve,
                animations: {
                    fromView.frame = shrunk
                    toView.transform = self.variant == .perspective ? .identity : folded
                },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        } else {
            container.insertSubview(toView, belowSubview: fromView)
            View.performWithoutAnimation { toView.frame = shrunk }
            View.animate(
                withDuration: FoldAnimator.duration, curve: curve,
                animations: {
                    toView.frame = b
                    fromView.transform = folded
                },
                completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
        }
    }
}
