import Segue

/// Turns the screen over like a card about its vertical axis, in perspective: a snapshot of the
/// old screen turns edge-on in the first half, a snapshot of the new one from edge-on to flat in
/// the second, while both screens stay flat and hidden under them (so their layout, hit testing
/// and gestures never see a transform). Both halves are one timeline (the second delayed), so a
/// drag can scrub and reverse the whole flip.
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
        let container = context.containerView
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        container.addSubview(toView)
        // The old screen as it is on screen; the new one laid out as it will be.
        guard let front = fromView.snapshotView(afterScreenUpdates: false),
            let back = toView.snapshotView(afterScreenUpdates: true)
        else { return context.completeTransition(!context.transitionWasCancelled) }
        front.frame = fromView.frame
        back.frame = toView.frame
        container.addSubview(front)
        container.addSubview(back)
        fromView.isHidden = true
        toView.isHidden = true

        let half = Self.duration / 2
        let turn = operation == .push ? Double.pi / 2 : -Double.pi / 2
        back.transform3D = Self.turned(by: -turn)
        View.animate(withDuration: half, curve: .easeIn) {
            front.transform3D = Self.turned(by: turn)
        }
        View.animate(
            withDuration: half, delay: half, curve: .easeOut, animations: { back.transform3D = .identity },
            completion: { _ in
                // Finished or cancelled, the screens come back and the snapshots go.
                front.removeFromSuperview()
                back.removeFromSuperview()
                fromView.isHidden = false
                toView.isHidden = false
                context.completeTransition(!context.transitionWasCancelled)
            })
    }

    /// A turn by `angle` radians about the vertical axis, seen from 900 points away.
    static func turned(by angle: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 900))
    }
}
