import SegueCore

/// The "scale" transitions (PP_Transition), one second a step with UIView.animate's
/// ease-in-ease-out curve:
/// - push: the old screen shrinks to half its size, then the new screen appears;
/// - pop: the old screen slides down off the screen, then the screen underneath (at half size)
///   grows back to full size: two steps, two seconds (the original reports one second but takes
///   two; here the duration says the truth, and the screen underneath is shown from the start);
/// - present: the new screen grows from a point at the centre to the full screen (scaled, so its
///   content grows with it);
/// - dismiss: the old screen slides up off the screen.
/// The two steps of pop are one timeline (the second delayed by a second), so percent-driven
/// interaction scrubs and reverses both.
@preconcurrency @MainActor public final class ScaleAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// The operation this animator runs.
    public let operation: TransitionOperation
    /// The duration of one step, in seconds.
    public static let stepDuration = 1.0
    /// This animator's step, in seconds (`ScaleAnimator.stepDuration` unless tuned).
    public var stepDuration = ScaleAnimator.stepDuration
    /// The curve of each step.
    public var curve: TimingCurve = .easeInEaseOut

    /// The scale a presented screen starts from: a point (not 0, which no transform inverts).
    static let pointScale = 0.001

    /// Creates the animator for an operation.
    public init(operation: TransitionOperation) {
        self.operation = operation
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double {
        operation == .pop ? 2 * stepDuration : stepDuration
    }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let size = container.bounds.size
        let step = stepDuration
        let curve = self.curve
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        switch operation {
        case .push:
            guard let fromView, let toView else { return done(true) }
            View.animate(
                withDuration: step, curve: curve,
                animations: { fromView.transform3D = Transform3D(scaleX: 0.5, y: 0.5, z: 1) },
                completion: { _ in
                    if !context.transitionWasCancelled { container.addSubview(toView) }
                    done(true)
                })
        case .pop:
            guard let fromView, let toView else { return done(true) }
            container.insertSubview(toView, belowSubview: fromView)
            View.performWithoutAnimation { toView.transform3D = Transform3D(scaleX: 0.5, y: 0.5, z: 1) }
            View.animate(
                withDuration: step, curve: curve,
                animations: { fromView.frame = Rect(x: 0, y: size.height, width: size.width, height: size.height) })
            View.animate(
                withDuration: step, delay: step, curve: curve, animations: { toView.transform3D = .identity },
                completion: done)
        case .present:
            guard let toView else { return done(true) }
            // The seed grows the frame from a point at the centre; its content (laid out for
            // the final frame) would then stand outside the growing screen, so the screen is
            // laid out at its final frame and scaled from the centre instead: the same
            // rectangle every frame, with the content inside it.
            let frame = context.finalFrame(for: context.controller(forKey: .to))
            View.performWithoutAnimation {
                toView.frame = frame
                toView.transform3D = Transform3D(
                    scaleX: ScaleAnimator.pointScale, y: ScaleAnimator.pointScale, z: 1
                ).concatenating(
                    Transform3D(translationX: size.width / 2 - frame.midX, y: size.height / 2 - frame.midY, z: 0))
            }
            container.addSubview(toView)
            View.animate(
                withDuration: step, curve: curve, animations: { toView.transform3D = .identity }, completion: done)
        case .dismiss:
            guard let fromView else { return done(true) }
            View.animate(
                withDuration: step, curve: curve,
                animations: { fromView.frame = Rect(x: 0, y: -size.height, width: size.width, height: size.height) },
                completion: { _ in
                    if !context.transitionWasCancelled, let toView { container.insertSubview(toView, at: 0) }
                    done(true)
                })
        }
    }
}
