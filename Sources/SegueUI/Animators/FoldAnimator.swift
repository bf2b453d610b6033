import SegueCore

/// The "fold" transitions (vcAnimation), one second with ease-in-ease-out, for push, pop,
/// present and dismiss. The seed's own example is a presentation with the custom style.
///
/// Push and present: the screen underneath shrinks to the frame (20, 20, W − 40, H − 10) while
/// the new one, turning about its bottom edge (anchor point (0.5, 1)), unfolds. Pop and dismiss
/// play it backwards and fold the leaving screen all the way down onto its bottom edge, so it is
/// gone by the last frame: nothing jumps when the transition ends.
///
/// The original sets the new screen's transform to CATransform3DGetAffineTransform of a rotation
/// by −0.5 rad about x: the perspective is dropped, the screen is only squashed to cos 0.5 of its
/// height about its bottom edge, and it stays squashed once the transition ends. `.affine` keeps
/// that look, the squash included (the screen rests squashed about its bottom edge, through
/// `TransitionContext.setRestingTransform`, as UIKit would show it); `.perspective`, the default,
/// is a real fold seen in perspective (eye 1,000 points away) that ends flat. In perspective the
/// original's −0.5 rad would swing the top edge out towards the eye and far past the window, so
/// the fold turns the other way, +0.5 rad: the top edge leans back, as a page folding up from the
/// bottom.
///
/// Under the custom presentation the presenter stays in the window, as UIKit keeps it: it
/// shrinks with a transform (its content scaled, not laid out again) and rests shrunk while the
/// presented screen is up; the dismissal grows it back.
@preconcurrency @MainActor public final class FoldAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// The two looks of the fold.
    public enum Variant: Sendable {
        /// A perspective fold that ends flat.
        case perspective
        /// The original's affine squash.
        case affine
    }

    /// The operation this animator runs.
    public let operation: TransitionOperation
    /// The look.
    public let variant: Variant
    /// The duration in seconds.
    public static let duration = 1.0
    /// The angle of the fold in radians.
    public static let angle = 0.5
    /// This animator's duration (`FoldAnimator.duration` unless tuned).
    public var duration = FoldAnimator.duration
    /// This animator's fold angle in radians (`FoldAnimator.angle` unless tuned).
    public var angle = FoldAnimator.angle
    /// The curve, interactive or not.
    public var curve: TimingCurve = .easeInEaseOut

    /// Creates the animator for an operation.
    public init(operation: TransitionOperation, variant: Variant = .perspective) {
        self.operation = operation
        self.variant = variant
    }

    /// Creates the animator for a push (true) or a pop (false).
    public convenience init(isPush: Bool, variant: Variant = .perspective) {
        self.init(operation: isPush ? .push : .pop, variant: variant)
    }

    /// True for push and present (the new screen unfolds), false for pop and dismiss.
    public var isForward: Bool { operation == .push || operation == .present }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The folded transform of a screen, about its bottom edge.
    public var foldedTransform: Transform3D { folded(by: angle) }

    /// The transform of a screen folded right down onto its bottom edge (gone from view).
    public var collapsedTransform: Transform3D { folded(by: Double.pi / 2) }

    private func folded(by angle: Double) -> Transform3D {
        switch variant {
        case .affine:
            return Transform3D(affine: Transform3D(rotationAngle: -angle, x: 0.3, y: 0, z: 0).affineTransform)
        case .perspective:
            return Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0).concatenating(.perspective(eyeDistance: 1000))
        }
    }

    /// The frame the screen underneath shrinks to, in a container of bounds `b`.
    public static func shrunkFrame(in b: Rect) -> Rect {
        Rect(x: 20, y: 20, width: max(b.width - 40, 0), height: max(b.height - 10, 0))
    }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let b = container.bounds
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        // The seed's curve, interactive or not: scrubbing shows the same frames as playing.
        let curve = self.curve
        switch operation {
        case .push, .pop:
            guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
                return done(true)
            }
            for view in [fromView, toView] { Self.hinge(view, in: b) }
            let shrunk = Self.shrunkFrame(in: b)
            // The seed animates the screen underneath's frame; its content, laid out for the
            // full frame, would stick out past the shrunk screen's edges, so the screen is scaled
            // onto the shrunk frame instead (as the presenter is under a fold presentation).
            if isForward {
                container.addSubview(toView)
                let shrink = fromView.transform3D.concatenating(Self.shrinkTransform(of: fromView, to: shrunk))
                View.animate(
                    withDuration: duration, curve: curve, animations: { fromView.transform3D = shrink })
                unfold(toView, controller: context.controller(forKey: .to), context: context, curve: curve)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
                // A transform the screen rests with (the affine fold's squash) stays under the shrink.
                let rest = toView.transform3D
                View.performWithoutAnimation {
                    toView.transform3D = rest.concatenating(Self.shrinkTransform(of: toView, to: shrunk))
                }
                View.animate(
                    withDuration: duration, curve: curve, animations: { toView.transform3D = rest })
                collapse(fromView, curve: curve, completion: done)
            }
        case .present:
            let presented = context.controller(forKey: .to)
            guard let toView = context.view(forKey: .to) else { return done(true) }
            toView.frame = context.finalFrame(for: presented)
            Self.hinge(toView, in: toView.frame)
            container.addSubview(toView)
            let presenter = context.controller(forKey: .from)
            Self.hinge(presenter.view, in: Self.untransformedFrame(of: presenter.view))
            let shrink = Self.shrinkTransform(of: presenter.view, to: Self.shrunkFrame(in: b))
            View.animate(
                withDuration: duration, curve: curve, animations: { presenter.view.transform3D = shrink })
            context.setRestingTransform(shrink, anchorPoint: Self.bottomEdge, for: presenter)
            unfold(toView, controller: presented, context: context, curve: curve)
        case .dismiss:
            guard let fromView = context.view(forKey: .from) else { return done(true) }
            Self.hinge(fromView, in: Self.untransformedFrame(of: fromView))
            let presenter = context.controller(forKey: .to)
            Self.hinge(presenter.view, in: Self.untransformedFrame(of: presenter.view))
            View.animate(
                withDuration: duration, curve: curve, animations: { presenter.view.transform3D = .identity })
            collapse(fromView, curve: curve, completion: done)
        }
    }

    /// The appearing screen unfolds: from the fold to flat in perspective, from flat to the squash
    /// (where it rests) in the affine look. Completes the transition when done.
    private func unfold(
        _ view: View, controller: ViewController, context: TransitionContext, curve: TimingCurve
    ) {
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        switch variant {
        case .perspective:
            View.performWithoutAnimation { view.transform3D = foldedTransform }
            View.animate(
                withDuration: duration, curve: curve, animations: { view.transform3D = .identity },
                completion: done)
        case .affine:
            let squash = foldedTransform
            View.animate(
                withDuration: duration, curve: curve, animations: { view.transform3D = squash },
                completion: done)
            context.setRestingTransform(squash, anchorPoint: Self.bottomEdge, for: controller)
        }
    }

    /// The shrink of the screen underneath is a scale that takes the old size onto the shrunk
    /// frame: after a resize it is worked out again for the new size (the end of a push's
    /// shrink, the start of a pop's growing back), over the transform the screen rests with.
    public func containerDidResize(using context: TransitionContext, from oldSize: Size) {
        guard operation == .push || operation == .pop else { return }
        let shrunk = Self.shrinkTransform(
            of: View(frame: context.containerView.bounds), to: Self.shrunkFrame(in: context.containerView.bounds))
        if isForward, let view = context.view(forKey: .from) {
            for animation in view.animations where animation.property == .transform {
                guard case .transform(let rest)? = animation.from else { continue }
                animation.to = .transform(rest.concatenating(shrunk))
            }
        } else if !isForward, let view = context.view(forKey: .to) {
            for animation in view.animations where animation.property == .transform {
                guard case .transform(let rest)? = animation.to else { continue }
                animation.from = .transform(rest.concatenating(shrunk))
            }
        }
    }

    /// The leaving screen folds down onto its bottom edge.
    private func collapse(_ view: View, curve: TimingCurve, completion: @escaping (Bool) -> Void) {
        let collapsed = collapsedTransform
        View.animate(
            withDuration: duration, curve: curve, animations: { view.transform3D = collapsed },
            completion: completion)
    }

    /// The middle of the bottom edge, in unit coordinates: what the fold turns about.
    static let bottomEdge = Point(x: 0.5, y: 1)

    /// Puts a screen's anchor on the middle of its bottom edge, its bounds (untransformed) at
    /// `frame`. A transform it rests with is already about its bottom edge (the fold's own).
    private static func hinge(_ view: View, in frame: Rect) {
        View.performWithoutAnimation {
            view.frame = frame
            view.anchorPoint = bottomEdge
            view.position = Point(x: frame.midX, y: frame.maxY)
        }
    }

    /// The frame a view has without its transform (its bounds placed at its position).
    private static func untransformedFrame(of view: View) -> Rect {
        let size = view.bounds.size
        let anchor = view.anchorPoint
        return Rect(
            x: view.position.x - anchor.x * size.width, y: view.position.y - anchor.y * size.height,
            width: size.width, height: size.height)
    }

    /// The transform, about the middle of a view's bottom edge, that takes its (untransformed)
    /// frame onto `target`: scaled, then moved.
    static func shrinkTransform(of view: View, to target: Rect) -> Transform3D {
        let frame = untransformedFrame(of: view)
        let sx = frame.width > 0 ? target.width / frame.width : 1
        let sy = frame.height > 0 ? target.height / frame.height : 1
        return Transform3D(scaleX: sx, y: sy, z: 1).concatenating(
            Transform3D(translationX: target.midX - frame.midX, y: target.maxY - frame.maxY, z: 0))
    }
}
