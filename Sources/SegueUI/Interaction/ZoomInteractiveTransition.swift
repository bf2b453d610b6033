import SegueCore

/// Drives a `ZoomAnimator`'s zoom from a finger and lets a finger grab a running zoom, as iOS 18's
/// zoom transition does.
///
/// Started with `wantsInteractiveStart` false it lets the animator's spring play (a zoom in or
/// out from a click or from code) and stays open to input, so a drag can `grab()` the zoom
/// where it is. Started interactively (a drag on a screen that arrived by zoom) the screen
/// follows the finger: `update(translation:)` moves it by the translation and scales it down
/// with the distance, to `smallestDragScale` at half the container's height. `release(velocity:)`
/// projects the velocity with UIKit's deceleration (rate 0.998, stretched by the animator's
/// `releaseDecision.projectionTime` over its standard 0.2 s) and either finishes into the source
/// (when the screen would come to rest below `collapseScale`, when the finger moves away from
/// where the drag began faster than the `releaseDecision.flickSpeed`, or always after a finger
/// stopped a zoom in, unless it throws the screen up) or springs back to full size, critically
/// damped springs of the animator's `releaseResponse` carrying the release velocity, so neither
/// position nor speed jumps.
@preconcurrency @MainActor public final class ZoomInteractiveTransition: InteractiveTransitioning {
    /// False plays the animator's spring until a drag grabs it.
    public let wantsInteractiveStart: Bool
    /// Where the interaction is.
    public private(set) var phase: InteractionPhase = .idle
    /// The transition's progress, 0...1 (towards its completion): while the animator's own spring
    /// plays, read from the moving screen's presentation; once handed over, this interaction's.
    public var percentComplete: Double {
        if phase == .finishing, spring == nil, let animator, !animator.isHandedOver, let parts = animator.parts {
            return percentComplete(of: ZoomAnimator.currentPose(of: parts), parts: parts, grows: animator.grows)
        }
        return drivenPercentComplete
    }
    /// The progress this interaction set last (following a finger, its own spring, or the end).
    private var drivenPercentComplete: Double = 0
    /// The scale at a drag of half the container's height.
    public static let smallestDragScale = 0.6
    /// UIKit's normal deceleration rate, per millisecond.
    public static let decelerationRate = 0.998
    /// Below this projected scale a released screen goes into its source.
    public static let collapseScale = 0.75

    private var context: TransitionContext?
    /// The media time of the latest release.
    private var releaseTime: Double?
    /// The engine time when the transition started: the local time of the animations alongside.
    private var startTime = 0.0
    private var animator: ZoomAnimator?
    private weak var engine: AnimationEngine?
    private var callbackID: Int?
    /// The pose when the finger took hold.
    private var grabbed: ZoomAnimator.Pose?
    /// A pinch's centroid when it took hold, from the moving screen's centre then (window points).
    private var pinchAnchor: Point?
    private var pose: ZoomAnimator.Pose?
    /// The springs after a release (hand-off springs, `Spring.handOff`): one for the pose as a
    /// whole (scale, mask, shade) carrying the scale's release speed, and one per axis of the
    /// offset carrying that axis's release velocity. `time` is the first frame after the release.
    private var spring:
        (
            start: ZoomAnimator.Pose, target: ZoomAnimator.Pose, collapse: Bool, time: Double?, pose: Spring,
            x: Spring, y: Spring
        )?

    /// Creates an interaction: interactive from the start (a drag) or playing until grabbed.
    public init(wantsInteractiveStart: Bool = true) {
        self.wantsInteractiveStart = wantsInteractiveStart
    }

    /// The moving screen's scale as this interaction last set it (a finger's or its own spring's),
    /// nil before it set any.
    public var drivenScale: Double? { pose?.scale }
    /// The moving screen's scale in its source (nil without a running zoom).
    public var collapsedScale: Double? { animator?.parts?.collapsed.scale }
    /// The moving screen's scale at full size (nil without a running zoom).
    public var expandedScale: Double? { animator?.parts?.expanded.scale }

    /// Open to a new drag while the zoom plays or springs on its own.
    public var isInterruptible: Bool { phase == .finishing || phase == .cancelling }

    /// The distance UIKit's deceleration carries a release velocity (points per second) before it
    /// stops: `v / 1000 · rate / (1 − rate)`.
    public static func projectedDistance(velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }

    /// Starts the zoom out driven by the drag from the context.
    public func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        engine = context.containerView.animationEngine
        startTime = engine?.time ?? 0
        animator = context.animator as? ZoomAnimator
        guard let animator else {
            // Not a zoom: let the animator play on its own.
            phase = .finishing
            context.startAnimations()
            return
        }
        animator.isDrivenByInteraction = wantsInteractiveStart
        context.startAnimations()
        if wantsInteractiveStart {
            phase = .interacting
            pose = animator.parts.map { animator.grows ? $0.collapsed : $0.expanded }
            grabbed = pose
            pauseAlongside(at: 0)
        } else {
            phase = .finishing
        }
    }

    /// Takes hold of the running zoom where it is (the animator's spring or this interaction's
    /// own); false when there is nothing to grab.
    @discardableResult
    public func grab() -> Bool {
        guard isInterruptible, let context, context.isInFlight, let animator, let parts = animator.parts else {
            return false
        }
        stopSpring()
        let now = ZoomAnimator.currentPose(of: parts)
        if !animator.isHandedOver {
            animator.isHandedOver = true
            for view in [parts.moving, parts.under, parts.dim].compactMap({ $0 }) { view.removeAllAnimations() }
            // Shared elements ride inside their screens from now on.
            for standIn in context.containerView.subviews where standIn is SharedElementStandIn {
                standIn.removeFromSuperview()
            }
            for view in ZoomInteractiveTransition.elements(in: parts.moving) { view.isHidden = false }
            pauseAlongside(at: percentComplete(of: now, parts: parts, grows: animator.grows))
        }
        View.performWithoutAnimation { ZoomAnimator.apply(now, to: parts) }
        pose = now
        grabbed = now
        phase = .interacting
        context.isInteractive = true
        return true
    }

    /// Follows the finger: `translation` in window points since the drag began.
    public func update(translation: Point) {
        guard phase == .interacting, let grabbed, let animator, let parts = animator.parts, let context else { return }
        let half = max(context.containerView.bounds.height / 2, 1)
        let distance = min((translation.x * translation.x + translation.y * translation.y).squareRoot() / half, 1)
        var next = grabbed
        next.scale = grabbed.scale * (1 - (1 - ZoomInteractiveTransition.smallestDragScale) * distance)
        next.offset = Point(x: grabbed.offset.x + translation.x, y: grabbed.offset.y + translation.y)
        let rounded = Shape.roundedRect(parts.moving.bounds, cornerRadius: 40)
        next.mask = Shape.interpolate(grabbed.mask, rounded, min(distance * 4, 1))
        next.underScale = grabbed.underScale + (1 - grabbed.underScale) * distance
        next.dim = grabbed.dim * (1 - distance)
        pose = next
        View.performWithoutAnimation { ZoomAnimator.apply(next, to: parts) }
        let progress = self.percentComplete(of: next, parts: parts, grows: animator.grows)
        drivenPercentComplete = progress
        context.updateInteractiveTransition(progress)
        scrubAlongside(to: progress)
    }

    /// Lets go with `velocity` (window points per second): projects where the screen would
    /// come to rest and finishes into the source or springs back, carrying the velocity.
    public func release(velocity: Point, translation: Point) {
        guard phase == .interacting, let grabbed, pose != nil, let animator, animator.parts != nil, let context
        else { return }
        let half = max(context.containerView.bounds.height / 2, 1)
        // The style's projection time stretches UIKit's deceleration (at the standard 0.2 s it is
        // exactly UIKit's).
        let reach = animator.releaseDecision.projectionTime / ReleaseDecision().projectionTime
        let projected = Point(
            x: translation.x + ZoomInteractiveTransition.projectedDistance(velocity: velocity.x) * reach,
            y: translation.y + ZoomInteractiveTransition.projectedDistance(velocity: velocity.y) * reach)
        let distance = min((projected.x * projected.x + projected.y * projected.y).squareRoot() / half, 1)
        let projectedScale = grabbed.scale * (1 - (1 - ZoomInteractiveTransition.smallestDragScale) * distance)
        let upwards = projected.y < -abs(projected.x)
        // The finger's speed away from where the drag began: beyond the flick speed the screen
        // goes back into its source whatever the projection says (unless thrown up).
        let length = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        let radial = length > 1e-9 ? (translation.x * velocity.x + translation.y * velocity.y) / length : 0
        let flicked = radial > animator.releaseDecision.flickSpeed
        // A finger that stopped a zoom in sends the screen back into its source unless it throws
        // it up; otherwise the screen goes back when it would come to rest small enough.
        let collapse =
            !upwards && (animator.grows || flicked || projectedScale < ZoomInteractiveTransition.collapseScale)
        // The scale's speed at the release: the finger's speed away from where the drag began,
        // through the drag's scale (nothing while past half the height, where the scale stops).
        var scaleVelocity = 0.0
        if length > 1e-9, length < half {
            scaleVelocity = -grabbed.scale * (1 - ZoomInteractiveTransition.smallestDragScale) * radial / half
        }
        startSpring(collapse: collapse, scaleVelocity: scaleVelocity, offsetVelocity: velocity)
    }

    /// The springs from where the screen is to `collapse`'s end, carrying the scale's speed
    /// (scale units per second) and the offset's (points per second).
    private func startSpring(collapse: Bool, scaleVelocity: Double, offsetVelocity velocity: Point) {
        guard let pose, let animator, let parts = animator.parts, let context else { return }
        let target = collapse ? parts.collapsed : parts.expanded
        let completes = collapse != animator.grows
        context.isInteractive = false
        releaseTime = engine?.time
        phase = completes ? .finishing : .cancelling
        pinchAnchor = nil
        guard let engine else { return }
        let scaleDistance = target.scale - pose.scale
        let poseVelocity = abs(scaleDistance) > 1e-9 ? scaleVelocity / scaleDistance : 0
        let response = animator.releaseResponse
        spring = (
            pose, target, collapse, nil, Spring.handOff(distance: 1, velocity: poseVelocity, response: response),
            Spring.handOff(
                distance: target.offset.x - pose.offset.x, velocity: velocity.x, response: response,
                maximumAcceleration: Spring.handOffMaximumAcceleration),
            Spring.handOff(
                distance: target.offset.y - pose.offset.y, velocity: velocity.y, response: response,
                maximumAcceleration: Spring.handOffMaximumAcceleration)
        )
        callbackID = engine.addFrameCallback { [weak self] time in self?.advance(time) }
    }

    // MARK: Pinch

    /// How much of a spread beyond full size shows (a quarter: the screen resists growing).
    public static let pinchOverscale = 0.25

    /// Follows a pinch: `scale` is the fingers' distance over what it was when the pinch took
    /// hold, `centroid` where their centre is now and `translation` how far it moved (window
    /// points). The screen scales by `scale` about the point under the fingers (a quarter of it
    /// beyond full size) and moves with their centre; the rounding, the screen underneath and the
    /// shade follow the scale below where it was grabbed as they follow a drag's distance.
    public func update(pinchScale scale: Double, centroid: Point, translation: Point) {
        guard phase == .interacting, let grabbed, let animator, let parts = animator.parts, let context else { return }
        let start = centroid - translation
        let anchor: Point
        if let pinchAnchor {
            anchor = pinchAnchor
        } else {
            let centre = context.containerView.convert(parts.moving.center, to: nil) + grabbed.offset
            anchor = start - centre
            pinchAnchor = anchor
        }
        let ratio = pinchRatio(scale, grabbed: grabbed.scale, expanded: parts.expanded.scale).ratio
        let distance = min(max((1 - ratio) / (1 - ZoomInteractiveTransition.smallestDragScale), 0), 1)
        var next = grabbed
        next.scale = grabbed.scale * ratio
        next.offset = grabbed.offset + translation + anchor * (1 - ratio)
        let rounded = Shape.roundedRect(parts.moving.bounds, cornerRadius: 40)
        next.mask = Shape.interpolate(grabbed.mask, rounded, min(distance * 4, 1))
        next.underScale = grabbed.underScale + (1 - grabbed.underScale) * distance
        next.dim = grabbed.dim * (1 - distance)
        pose = next
        View.performWithoutAnimation { ZoomAnimator.apply(next, to: parts) }
        let progress = self.percentComplete(of: next, parts: parts, grows: animator.grows)
        drivenPercentComplete = progress
        context.updateInteractiveTransition(progress)
        scrubAlongside(to: progress)
    }

    /// The screen's scale over the grabbed one for a pinch's scale (the pinch's own up to full
    /// size, a quarter of it beyond), and how fast it moves against the pinch's (1 or a quarter).
    private func pinchRatio(_ scale: Double, grabbed: Double, expanded: Double) -> (ratio: Double, slope: Double) {
        let scale = scale.isFinite ? max(scale, 0) : 1
        let raw = grabbed * scale
        guard raw > expanded, grabbed > 1e-9 else { return (scale, 1) }
        let over = max(expanded, grabbed)
        let shown = over + (raw - over) * ZoomInteractiveTransition.pinchOverscale
        return (shown / grabbed, ZoomInteractiveTransition.pinchOverscale)
    }

    /// Lets go of a pinch with `scaleVelocity` (the pinch's scale units per second) and the
    /// centre's `velocity` (points per second): the screen goes into its source when the scale
    /// carried on by its speed for the projection time (`releaseDecision.projectionTime`) would be
    /// below `collapseScale` of where it was grabbed, and springs back to full size otherwise
    /// (spreading the fingers again cancels), carrying both speeds.
    public func release(pinchScale scale: Double, scaleVelocity: Double, velocity: Point) {
        guard phase == .interacting, let grabbed, let animator, let parts = animator.parts else { return }
        let velocity = Point(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        let rate = scaleVelocity.isFinite ? scaleVelocity : 0
        let (ratio, slope) = pinchRatio(scale, grabbed: grabbed.scale, expanded: parts.expanded.scale)
        let projected = ratio + rate * slope * animator.releaseDecision.projectionTime
        let collapse = projected < ZoomInteractiveTransition.collapseScale
        let anchor = pinchAnchor ?? .zero
        // The offset moves with the centre and, through the anchor, with the scale.
        let ratioVelocity = rate * slope
        let offsetVelocity = velocity - anchor * ratioVelocity
        startSpring(collapse: collapse, scaleVelocity: grabbed.scale * ratioVelocity, offsetVelocity: offsetVelocity)
    }

    private func advance(_ time: Double) {
        guard var spring, let animator, let parts = animator.parts, let context, context.isInFlight else {
            stopSpring()
            return
        }
        if spring.time == nil {
            // The first frame after the release shows where the finger let go.
            spring.time = time
            self.spring = spring
        }
        let elapsed = time - (spring.time ?? time)
        let settling = max(spring.pose.settlingDuration, spring.x.settlingDuration, spring.y.settlingDuration)
        if elapsed >= settling {
            end(collapse: spring.collapse)
            return
        }
        var now = spring.start.interpolated(to: spring.target, spring.pose.value(at: elapsed))
        let fx = spring.x.value(at: elapsed)
        let fy = spring.y.value(at: elapsed)
        now.offset = Point(
            x: spring.start.offset.x + (spring.target.offset.x - spring.start.offset.x) * fx,
            y: spring.start.offset.y + (spring.target.offset.y - spring.start.offset.y) * fy)
        pose = now
        View.performWithoutAnimation { ZoomAnimator.apply(now, to: parts) }
        let progress = percentComplete(of: now, parts: parts, grows: animator.grows)
        drivenPercentComplete = progress
        context.updateInteractiveTransition(progress)
        scrubAlongside(to: progress)
    }

    private func end(collapse: Bool) {
        stopSpring()
        guard let context, let animator else { return }
        self.context = nil
        let completes = collapse != animator.grows
        phase = .ended
        drivenPercentComplete = completes ? 1 : 0
        for view in context.drivenViews { view.timing = MediaTiming() }
        if completes {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        animator.finish(completed: completes, context: context)
    }

    private func stopSpring() {
        spring = nil
        if let callbackID, let engine { engine.removeFrameCallback(callbackID) }
        callbackID = nil
    }

    /// Progress of the transition for a pose: how far the moving screen is from where it started.
    private func percentComplete(of pose: ZoomAnimator.Pose, parts: ZoomAnimator.Parts, grows: Bool) -> Double {
        let span = parts.expanded.scale - parts.collapsed.scale
        guard abs(span) > 1e-9 else { return 0 }
        let towardsExpanded = min(max((pose.scale - parts.collapsed.scale) / span, 0), 1)
        return grows ? towardsExpanded : 1 - towardsExpanded
    }

    /// The animations alongside (the navigation bar) follow the progress, paused.
    private func pauseAlongside(at progress: Double) {
        scrubAlongside(to: progress)
    }

    private func scrubAlongside(to progress: Double) {
        guard let context else { return }
        // The animations alongside run over the animator's (tuned) duration.
        let duration = animator?.transitionDuration(using: context) ?? ZoomAnimator.duration
        let offset = startTime + min(progress * duration, duration - 1e-6)
        for view in context.drivenViews { view.timing = MediaTiming(beginTime: 0, speed: 0, timeOffset: offset) }
    }

    private static func elements(in view: View) -> [View] {
        var result: [View] = view.transitionID == nil ? [] : [view]
        for subview in view.subviews { result += elements(in: subview) }
        return result
    }
}

extension ZoomInteractiveTransition: SettlingInteraction {
    /// When the springs after the release settle (media time): far from their end they are
    /// softened (`Spring.handOffMaximumAcceleration`) and may need longer than the duration.
    var settlesAt: Double? {
        guard let spring else { return nil }
        let settling = max(spring.pose.settlingDuration, spring.x.settlingDuration, spring.y.settlingDuration)
        return (spring.time ?? releaseTime ?? 0) + settling
    }
}
