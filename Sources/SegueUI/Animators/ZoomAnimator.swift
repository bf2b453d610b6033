import SegueCore

/// The zoom transition (iOS 18's `.zoom`): push and present grow the incoming screen out of a
/// source view, clipped to a rounded rectangle that morphs from the source's corner radius to the
/// screen's, while the outgoing screen shrinks slightly and dims; pop and dismiss shrink the
/// screen back into the source, asked for again at that moment (the leaving controller's
/// `zoomSourceProvider`). When there is no source, or it is gone or off screen, the screen grows
/// from (or shrinks to) the centre and fades. The source is hidden while the zoom runs, and the
/// screens take no clicks. A critically damped spring drives it; it settles in `duration`. The
/// shared elements (the card and the detail's header) fly above it with their content: a
/// stand-in carrying snapshots of both cross-fades from the source's look to the destination's,
/// as iOS 18's zoom does (`SharedElementTransition`).
///
/// A `ZoomInteractiveTransition` can take the zoom over at any moment (`parts` tells it what
/// moves), or drive it from the start under a finger.
@preconcurrency @MainActor public final class ZoomAnimator: AnimatedTransitioning {
    /// True: Segue's animator leaves its views clean when the transition ends (see
    /// `AnimatedTransitioning.clearsResidueWhenEnded`).
    public var clearsResidueWhenEnded: Bool { true }

    /// The operation.
    public let operation: TransitionOperation
    /// The spring's settling time in seconds.
    public static let duration = 0.5
    /// This animator's settling time (`ZoomAnimator.duration` unless tuned).
    public var duration = ZoomAnimator.duration
    /// This animator's spring's damping ratio (critically damped unless tuned).
    public var dampingRatio = 1.0
    /// The response of the hand-off springs after a drag on the zoom is released
    /// (`Spring.handOffResponse` unless tuned: the style's `releaseResponse`).
    public var releaseResponse = Spring.handOffResponse
    /// How a released drag decides (the style's `flickSpeed` and `projectionTime`): see
    /// `ZoomInteractiveTransition.release(velocity:translation:)`.
    public var releaseDecision = ReleaseDecision()
    /// The scale of the screen underneath while the zoomed screen is in front.
    public static let underneathScale = 0.94
    /// The shade over the screen underneath, at its darkest.
    public static let dimColor = Color(r: 0, g: 0, b: 0, a: 90)
    /// How small a screen with no source grows from or shrinks to, and fades.
    public static let centreScale = 0.3

    /// A pose of the zoom: where the moving screen is and how the one underneath looks.
    public struct Pose: Equatable, Sendable {
        /// The moving screen's uniform scale about its centre.
        public var scale: Double
        /// The moving screen's offset from its place, in points.
        public var offset: Point
        /// The moving screen's clip, in its own coordinates.
        public var mask: Shape
        /// The moving screen's opacity.
        public var alpha: Double
        /// The scale of the screen underneath.
        public var underScale: Double
        /// The shade over the screen underneath, 0...1.
        public var dim: Double

        /// The pose a fraction `t` of the way to `other` (the mask blends as a shape).
        public func interpolated(to other: Pose, _ t: Double) -> Pose {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return Pose(
                scale: mix(scale, other.scale),
                offset: Point(x: mix(offset.x, other.offset.x), y: mix(offset.y, other.offset.y)),
                mask: Shape.interpolate(mask, other.mask, t), alpha: mix(alpha, other.alpha),
                underScale: mix(underScale, other.underScale), dim: mix(dim, other.dim))
        }

        /// The moving screen's transform.
        public var transform: Transform3D {
            Transform3D(scaleX: scale, y: scale, z: 1).concatenating(
                Transform3D(translationX: offset.x, y: offset.y, z: 0))
        }
    }

    /// What a running zoom moves.
    public struct Parts {
        /// The screen that grows or shrinks.
        public let moving: View
        /// The screen underneath (nil when the animator may not touch it).
        public let under: View?
        /// The shade over the screen underneath.
        public let dim: View
        /// The pose with the moving screen full size.
        public let expanded: Pose
        /// The pose with the moving screen in its source (or shrunk to the centre).
        public let collapsed: Pose
        /// The source, if one was usable.
        public let source: View?
    }

    /// What the running zoom moves, once it started.
    public private(set) var parts: Parts?
    /// Set by an interaction that drives the zoom itself: the animator then only sets it up.
    public var isDrivenByInteraction = false
    /// Set when an interaction took the running zoom over: the animator's spring no longer ends it.
    public var isHandedOver = false

    private var interactionStates: [(view: View, enabled: Bool)] = []

    /// Creates the animator for an operation.
    public init(operation: TransitionOperation) {
        self.operation = operation
    }

    /// The transition's duration in seconds.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The critically damped spring of the zoom, carrying `velocity` (distance per second).
    public static func spring(initialVelocity velocity: Double = 0) -> Spring {
        Spring(duration: duration, dampingRatio: 1, initialVelocity: velocity)
    }

    /// This animator's spring: `duration` and `dampingRatio`, carrying `velocity`.
    public func spring(initialVelocity velocity: Double = 0) -> Spring {
        Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
    }

    /// How the views with a shared `transitionID` move during this transition.
    public func sharedElementMotion(using context: TransitionContext) -> SharedElementMotion {
        // Under a finger the shared elements ride inside their screens.
        if isDrivenByInteraction { return .crossFade }
        return .morph(context.isInteractive ? .curve(.linear) : .spring(spring()))
    }

    /// True when the screen grows (push, present), false when it shrinks back (pop, dismiss).
    public var grows: Bool { operation == .push || operation == .present }

    /// Animates the transition in the context's container and calls `completeTransition` when it ends (see ``AnimatedTransitioning``).
    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let moving = context.view(forKey: grows ? .to : .from)
        let under = context.view(forKey: grows ? .from : .to)
        guard let moving else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let movingController = context.controller(forKey: grows ? .to : .from)
        // The pose scales about the screen's centre: a screen resting anchored elsewhere (the
        // affine fold's squash about its bottom edge) is re-anchored at its centre, in its place.
        if !grows { ZoomAnimator.anchorAtCentre(moving) }
        let screenFrame = grows ? context.finalFrame(for: movingController) : moving.frame
        let sourceSide: TransitionKey = grows ? .from : .to
        let source = ZoomAnimator.usableSource(movingController.zoomSourceProvider?(), in: context, side: sourceSide)
        if grows {
            container.addSubview(moving)
            View.performWithoutAnimation { moving.frame = screenFrame }
        } else if let under, under.superview !== container {
            container.insertSubview(under, belowSubview: moving)
        }
        let dim = View(frame: container.bounds)
        dim.backgroundColor = ZoomAnimator.dimColor
        dim.accessibilityTitle = "ZoomDim"
        dim.isUserInteractionEnabled = false
        container.insertSubview(dim, belowSubview: moving)
        if let source { context.hideUntilTransitionEnds(source) }
        // Clicks are ignored while the zoom runs; a drag is for the window's zoom drag.
        let bar = context.controller(forKey: .from).navigationController?.navigationBar
        for view in [moving, under, bar].compactMap({ $0 }) {
            interactionStates.append((view, view.isUserInteractionEnabled))
            view.isUserInteractionEnabled = false
        }

        let expanded = Pose(
            scale: 1, offset: .zero, mask: .roundedRect(moving.bounds, cornerRadius: 0), alpha: 1,
            underScale: ZoomAnimator.underneathScale, dim: 1)
        let collapsed = ZoomAnimator.collapsedPose(
            of: moving, screenFrame: screenFrame, source: source.map { context.frame(of: $0, forKey: sourceSide) },
            sourceRadius: source?.cornerRadius ?? 0)
        let parts = Parts(
            moving: moving, under: under, dim: dim, expanded: expanded, collapsed: collapsed, source: source)
        self.parts = parts
        View.performWithoutAnimation { ZoomAnimator.apply(grows ? collapsed : expanded, to: parts) }
        if isDrivenByInteraction { return }
        let end = grows ? expanded : collapsed
        let changes = { ZoomAnimator.apply(end, to: parts) }
        let completion: (Bool) -> Void = { [self] _ in
            guard !isHandedOver else { return }
            finish(completed: !context.transitionWasCancelled, context: context)
        }
        if context.isInteractive {
            View.animate(
                withDuration: duration, curve: .linear, animations: changes, completion: completion)
        } else {
            View.animate(
                withDuration: duration, timing: .spring(spring()), animations: changes,
                completion: completion)
        }
    }

    /// Moves a view's anchor point to its centre without moving its bounds (untransformed), and
    /// drops its transform: the zoom's poses are about the centre.
    static func anchorAtCentre(_ view: View) {
        let centre = Point(x: 0.5, y: 0.5)
        guard view.anchorPoint != centre || view.transform3D != .identity else { return }
        View.performWithoutAnimation {
            let size = view.bounds.size
            let anchor = view.anchorPoint
            let origin = Point(x: view.position.x - anchor.x * size.width, y: view.position.y - anchor.y * size.height)
            view.transform3D = .identity
            view.anchorPoint = centre
            view.position = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
    }

    /// Puts a pose on the parts as model values: inside an animate block it animates there;
    /// wrap it in `View.performWithoutAnimation` to jump.
    public static func apply(_ pose: Pose, to parts: Parts) {
        parts.moving.transform3D = pose.transform
        parts.moving.maskShape = pose.mask
        parts.moving.alpha = pose.alpha
        parts.dim.alpha = pose.dim
        parts.under?.transform3D = Transform3D(scaleX: pose.underScale, y: pose.underScale, z: 1)
    }

    /// The pose on screen now (the presentation of the parts).
    public static func currentPose(of parts: Parts) -> Pose {
        let t = parts.moving.presentation.transform
        return Pose(
            scale: t.m11, offset: Point(x: t.m41, y: t.m42),
            mask: parts.moving.presentation.maskShape ?? .roundedRect(parts.moving.bounds, cornerRadius: 0),
            alpha: parts.moving.presentation.alpha,
            underScale: parts.under.map { Double($0.presentation.transform.m11) } ?? 1,
            dim: parts.dim.presentation.alpha)
    }

    /// Ends the zoom: the shade goes, the screens are put back as they were and the transition
    /// completes; a screen that grew now counts as arrived by zoom.
    public func finish(completed: Bool, context: TransitionContext) {
        if let parts {
            parts.dim.removeFromSuperview()
            View.performWithoutAnimation {
                for view in [parts.moving, parts.under].compactMap({ $0 }) {
                    view.removeAllAnimations()
                    view.transform3D = .identity
                    view.maskShape = nil
                    view.alpha = 1
                }
            }
        }
        for (view, enabled) in interactionStates { view.isUserInteractionEnabled = enabled }
        interactionStates.removeAll()
        if grows, completed { context.controller(forKey: .to).arrivedByZoom = true }
        context.completeTransition(completed)
    }

    /// The source when it can be zoomed into: on the given side's screen, not hidden, with a
    /// size, and at least partly inside the container.
    static func usableSource(_ source: View?, in context: TransitionContext, side: TransitionKey) -> View? {
        guard let source, let screen = context.screen(forKey: side), source.isDescendant(of: screen),
            source.bounds.width > 0, source.bounds.height > 0
        else { return nil }
        var current: View? = source
        while let view = current, view !== screen {
            if context.isHiddenOutsideTransition(view) || view.alpha <= 0.01 { return nil }
            current = view.superview
        }
        let frame = context.frame(of: source, forKey: side)
        return frame.overlap(context.containerView.bounds) != nil ? source : nil
    }

    /// The pose with the moving screen in the source's frame (scaled uniformly to the source's
    /// width, clipped to the source's height and corner radius), or, with no source, scaled down
    /// about the centre and faded out.
    static func collapsedPose(of screen: View, screenFrame: Rect, source: Rect?, sourceRadius: Double) -> Pose {
        let bounds = screen.bounds
        guard let source, screenFrame.width > 0, bounds.width > 0 else {
            return Pose(
                scale: centreScale, offset: .zero, mask: .roundedRect(bounds, cornerRadius: 0), alpha: 0,
                underScale: 1, dim: 0)
        }
        let scale = max(source.width / screenFrame.width, 0.001)
        let height = min(source.height / scale, bounds.height)
        let mask = Rect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
        return Pose(
            scale: scale, offset: Point(x: source.midX - screenFrame.midX, y: source.midY - screenFrame.midY),
            mask: .roundedRect(mask, cornerRadius: sourceRadius / scale), alpha: 1, underScale: 1, dim: 0)
    }
}
