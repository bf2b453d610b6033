import Segue

/// The lift: the new screen rises into place from a little below, growing from 0.92 of its size
/// and fading in over the first 40% of the time, over the old one, which darkens under a light
/// shade; pop and dismiss reverse it (the top screen drops and shrinks, fading away over the last
/// 40%, while the shade lifts from the one beneath). Every change is a `View.animate` block on one
/// timeline, so the edge swipe and a drag down scrub it and play it back or on (linearly while a
/// finger holds it).
final class LiftAnimator: AnimatedTransitioning {
    /// How far below its place the rising screen starts, in points.
    static let rise = 80.0
    /// The rising screen's scale when it starts.
    static let startScale = 0.92
    /// The part of the duration the rising screen fades in over (and a dropping one fades out
    /// over, at the end).
    static let fadeShare = 0.4
    /// The shade over the screen underneath, at its darkest.
    static let shade = Color(r: 0, g: 0, b: 0, a: 50)

    let operation: TransitionOperation
    let duration: Double
    let curve: TimingCurve

    init(operation: TransitionOperation, duration: Double, curve: TimingCurve) {
        self.operation = operation
        self.duration = duration
        self.curve = curve
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// True when the new screen rises (push, present), false when the top one drops (pop, dismiss).
    var rises: Bool { operation == .push || operation == .present }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let moving = context.view(forKey: rises ? .to : .from)
        let under = context.view(forKey: rises ? .from : .to)
        guard let moving else { return context.completeTransition(!context.transitionWasCancelled) }
        if rises {
            container.addSubview(moving)
            View.performWithoutAnimation {
                moving.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
            }
        } else if let under, under.superview == nil {
            // A dismissal over a full-screen modal: the screen beneath comes back into the window.
            container.insertSubview(under, belowSubview: moving)
        }
        let shade = View(frame: container.bounds)
        shade.backgroundColor = Self.shade
        shade.isUserInteractionEnabled = false
        container.insertSubview(shade, belowSubview: moving)

        let lowered = Transform3D(scaleX: Self.startScale, y: Self.startScale, z: 1)
            .concatenating(Transform3D(translationX: 0, y: Self.rise, z: 0))
        View.performWithoutAnimation {
            moving.transform3D = rises ? lowered : .identity
            moving.alpha = rises ? 0 : 1
            shade.alpha = rises ? 0 : 1
        }
        // The screen is opaque for most of the way: it fades over the first part of a rise and
        // the last part of a drop, so what shows is the movement rather than a dissolve.
        let curve = context.isInteractive ? .linear : self.curve
        let fade = duration * Self.fadeShare
        View.animate(
            withDuration: fade, delay: rises ? 0 : duration - fade, curve: curve,
            animations: { moving.alpha = self.rises ? 1 : 0 })
        View.animate(
            withDuration: duration, curve: curve,
            animations: {
                moving.transform3D = self.rises ? .identity : lowered
                shade.alpha = self.rises ? 1 : 0
            },
            completion: { _ in
                // Finished or cancelled, both screens are left as they are at rest.
                shade.removeFromSuperview()
                View.performWithoutAnimation {
                    for view in [moving, under].compactMap({ $0 }) {
                        view.transform3D = .identity
                        view.alpha = 1
                    }
                }
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}
