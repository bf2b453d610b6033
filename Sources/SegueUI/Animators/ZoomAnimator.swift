import SegueCore

/// The zoom transition (iOS 18's `.zoom`): push and present grow the incoming screen out of a
/// source view, clipped to a rounded rectangle that morphs from the source's corner radius to the
/// screen's, while the outgoing screen shrinks slightly and dims; pop and dismiss shrink the
/// screen back into the source, asked for again at that moment (the leaving controller's
/// `zoomSourceProvider`). When there is no source, or it is gone or off screen, the screen grows
/// from (or shrinks to) the centre and fades. The source is hidden while the zoom runs. A
/// critically damped spring drives it; it settles in `duration`.
public final class ZoomAnimator: AnimatedTransitioning {
    /// The operation.
    public let operation: TransitionOperation
    /// The spring's settling time in seconds.
    public static let duration = 0.5
    /// The scale of the screen underneath while the zoomed screen is in front.
    public static let underneathScale = 0.94
    /// The shade over the screen underneath, at its darkest.
    public static let dimColor = Color(r: 0, g: 0, b: 0, a: 90)
    /// How small a screen with no source grows from or shrinks to, and fades.
    public static let centreScale = 0.3

    /// Creates the animator for an operation.
    public init(operation: TransitionOperation) {
        self.operation = operation
    }

    public func transitionDuration(using context: TransitionContext?) -> Double { ZoomAnimator.duration }

    /// The critically damped spring of the zoom, carrying `velocity` (distance per second).
    public static func spring(initialVelocity velocity: Double = 0) -> Spring {
        Spring(duration: duration, dampingRatio: 1, initialVelocity: velocity)
    }

    public func sharedElementMotion(using context: TransitionContext) -> SharedElementMotion {
        .morph(context.isInteractive ? .curve(.linear) : .spring(ZoomAnimator.spring()))
    }

    /// True when the screen grows (push, present), false when it shrinks back (pop, dismiss).
    public var grows: Bool { operation == .push || operation == .present }

    public func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let moving = context.view(forKey: grows ? .to : .from)
        let under = context.view(forKey: grows ? .from : .to)
        guard let moving else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let movingController = context.viewController(forKey: grows ? .to : .from)
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

        let collapsed = ZoomAnimator.collapsedState(
            of: moving, screenFrame: screenFrame, source: source.map { context.frame(of: $0, forKey: sourceSide) },
            sourceRadius: source?.cornerRadius ?? 0)
        let expanded = (transform: Transform3D.identity, mask: Shape.roundedRect(moving.bounds, cornerRadius: 0))
        if let source { context.hideUntilTransitionEnds(source) }
        let shrunk = Transform3D(scaleX: ZoomAnimator.underneathScale, y: ZoomAnimator.underneathScale, z: 1)
        let fades = source == nil
        View.performWithoutAnimation {
            let start = grows ? collapsed : expanded
            moving.transform = start.transform
            moving.mask = start.mask
            moving.alpha = grows && fades ? 0 : 1
            dim.alpha = grows ? 0 : 1
            under?.transform = grows ? .identity : shrunk
        }
        let changes = {
            let end = self.grows ? expanded : collapsed
            moving.transform = end.transform
            moving.mask = end.mask
            if fades { moving.alpha = self.grows ? 1 : 0 }
            dim.alpha = self.grows ? 1 : 0
            under?.transform = self.grows ? shrunk : .identity
        }
        let completion: (Bool) -> Void = { _ in
            dim.removeFromSuperview()
            View.performWithoutAnimation {
                for view in [moving, under].compactMap({ $0 }) {
                    view.transform = .identity
                    view.mask = nil
                    view.alpha = 1
                }
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
        if context.isInteractive {
            View.animate(withDuration: ZoomAnimator.duration, curve: .linear, animations: changes, completion: completion)
        } else {
            View.animate(
                withDuration: ZoomAnimator.duration, timing: .spring(ZoomAnimator.spring()), animations: changes,
                completion: completion)
        }
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
        return frame.intersection(context.containerView.bounds) != nil ? source : nil
    }

    /// The moving screen's transform and mask when it sits in the source's frame (scaled
    /// uniformly to the source's width, clipped to the source's height and corner radius), or,
    /// with no source, scaled down about the centre.
    static func collapsedState(of screen: View, screenFrame: Rect, source: Rect?, sourceRadius: Double) -> (
        transform: Transform3D, mask: Shape
    ) {
        let bounds = screen.bounds
        guard let source, screenFrame.width > 0, bounds.width > 0 else {
            let s = centreScale
            return (Transform3D(scaleX: s, y: s, z: 1), .roundedRect(bounds, cornerRadius: 0))
        }
        let scale = max(source.width / screenFrame.width, 0.001)
        let height = min(source.height / scale, bounds.height)
        let mask = Rect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
        let transform = Transform3D(scaleX: scale, y: scale, z: 1).concatenating(
            Transform3D(translationX: source.midX - screenFrame.midX, y: source.midY - screenFrame.midY, z: 0))
        return (transform, .roundedRect(mask, cornerRadius: sourceRadius / scale))
    }
}
