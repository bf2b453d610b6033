import SegueCore

/// The "circle" transitions (ZZFTransition): over three seconds with ease-in-ease-out, push
/// reveals the new screen through a circular mask that grows from a 12-point circle at the centre
/// to a circle covering the screen; pop hides the old screen through the same circle shrinking
/// to a point.
/// The mask is an explicit animation of the mask's shape (as a CABasicAnimation on a shape
/// layer's path) and is removed at the end. The original centres the large circle at (150, 150)
/// and its small one at the centre's corner; here both are centred, and the radius (the height
/// less 100, as the original) is at least the distance to the corners so the screen is covered.
@preconcurrency @MainActor public final class CircleRevealAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// True for push (reveal), false for pop (hide).
    public let isPush: Bool
    /// The duration in seconds.
    public static let duration = 3.0
    /// The seed's small circle's diameter, in points.
    public static let startSize = 12.0
    /// This animator's duration (`CircleRevealAnimator.duration` unless tuned).
    public var duration = CircleRevealAnimator.duration
    /// The curve of the mask's change.
    public var curve: TimingCurve = .easeInEaseOut
    /// The diameter of the circle the reveal grows from.
    public var startSize = CircleRevealAnimator.startSize

    /// Creates the animator.
    public init(isPush: Bool) {
        self.isPush = isPush
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The small circle and the large one for a container of the given bounds.
    public static func circles(in bounds: Rect, startSize: Double = startSize) -> (small: Shape, large: Shape) {
        let center = bounds.center
        let r = startSize / 2
        let small = Shape.ellipse(Rect(x: center.x - r, y: center.y - r, width: startSize, height: startSize))
        let corner = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
        let radius = max(bounds.height - 100, corner + 1)
        let large = Shape.ellipse(
            Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        return (small, large)
    }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let (small, large) = CircleRevealAnimator.circles(in: container.bounds, startSize: startSize)
        let masked: View
        let start: Shape
        let end: Shape
        if isPush {
            container.addSubview(fromView)
            container.addSubview(toView)
            masked = toView
            (start, end) = (small, large)
        } else {
            // Pop (the seed has only the push) closes the circle all the way, to a point, so the
            // old screen is gone by the last frame.
            container.insertSubview(toView, belowSubview: fromView)
            masked = fromView
            let center = container.bounds.center
            (start, end) = (large, Shape.ellipse(Rect(x: center.x, y: center.y, width: 0, height: 0)))
        }
        View.performWithoutAnimation { masked.maskShape = end }
        let animation = PropertyAnimation(
            property: .maskShape, from: .shape(start), to: .shape(end), duration: duration,
            timing: .curve(curve))
        animation.completion = { _ in
            context.completeTransition(!context.transitionWasCancelled)
            View.performWithoutAnimation {
                fromView.maskShape = nil
                toView.maskShape = nil
            }
        }
        masked.add(animation)
    }
}
