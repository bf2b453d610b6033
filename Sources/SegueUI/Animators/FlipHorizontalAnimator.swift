import SegueCore

/// UIKit's `.flipHorizontal` modal transition: the screen turns over about its vertical axis in
/// perspective, its right edge coming forward, and the presented screen is on its back. The
/// outgoing view turns from flat to edge-on over the first half, ease-in, then the incoming one
/// from edge-on to flat over the second, ease-out; a dismissal turns the other way.
@preconcurrency @MainActor public final class FlipHorizontalAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// True for presentation, false for dismissal.
    public let isPresenting: Bool
    /// The duration in seconds (UIKit's flip lasts about 0.75 s).
    public var duration = 0.75
    /// How far the eye is from the screen, in points.
    public static let eyeDistance = 1000.0

    /// Creates the animator for presenting or dismissing.
    public init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using transitionContext: TransitionContext?) -> Double { duration }

    /// The turned transform: `fraction` of a quarter turn about y (negative: right edge forward,
    /// as the outgoing screen turns when presenting), seen in perspective.
    static func turn(_ fraction: Double) -> Transform3D {
        Transform3D(rotationAngle: fraction * .pi / 2, x: 0, y: 1, z: 0)
            .concatenating(.perspective(eyeDistance: eyeDistance))
    }

    /// Animates the transition in the context's container and calls `completeTransition` when it
    /// ends (see ``AnimatedTransitioning``).
    public func animateTransition(using transitionContext: TransitionContext) {
        let context = transitionContext
        let container = context.containerView
        // Only the views the context gives are turned: a presenter that stays beneath a custom
        // or over-full-screen presentation is left alone.
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let done: (Bool) -> Void = { _ in
            View.performWithoutAnimation { fromView?.transform3D = .identity }
            context.completeTransition(!context.transitionWasCancelled)
        }
        // Presenting turns right edge forward; dismissing turns back the other way.
        let sign = isPresenting ? 1.0 : -1.0
        let half = duration / 2
        let interactive = context.isInteractive
        if let fromView {
            View.animate(
                withDuration: half, curve: interactive ? .linear : .easeIn,
                animations: { fromView.transform3D = Self.turn(-sign) },
                completion: toView == nil ? done : nil)
        }
        guard let toView else {
            if fromView == nil { context.completeTransition(!context.transitionWasCancelled) }
            return
        }
        if toView.superview !== container { container.addSubview(toView) }
        View.performWithoutAnimation {
            toView.frame = context.finalFrame(for: context.controller(forKey: .to))
            toView.transform3D = Self.turn(sign)
        }
        View.animate(
            withDuration: half, delay: fromView == nil ? 0 : half, curve: interactive ? .linear : .easeOut,
            animations: { toView.transform3D = .identity }, completion: done)
    }
}
