import SegueCore

/// Drives an animator's animations from a percentage, as UIPercentDrivenInteractiveTransition:
/// it pauses the transition's views, scrubs their time to `percent × duration` on `update`, and
/// on `finish` or `cancel` plays the rest forwards or back to the start with `completionCurve`
/// at `completionSpeed` (or with a spring carrying the release velocity). Finish and cancel are
/// idempotent; the one that comes first wins.
open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// Speed of the completion animation; values <= 0 mean 1.
    public var completionSpeed: Double = 1
    /// Curve of the completion animation.
    public var completionCurve: TimingCurve = .easeInEaseOut
    /// When false the transition starts animating on its own and can be grabbed with `pause()`.
    public var wantsInteractiveStart = true
    /// The latest progress, 0...1.
    public private(set) var percentComplete: Double = 0
    /// The animator's duration for the transition.
    public private(set) var duration: Double = 0
    /// Where the interaction is.
    public private(set) var phase: InteractionPhase = .idle

    /// The transition driven, held until the interaction ends (as UIKit's percent-driven one does).
    private var context: TransitionContext?
    private weak var engine: AnimationEngine?
    private var callbackID: Int?
    private var drive: (start: Double, target: Double, startTime: Double, length: Double, spring: Spring?)?

    /// Creates an interaction controller.
    public init() {}

    // A completion that brought the animations to their end lets the transition complete before
    // the next frame's `advance` could stop the drive: nothing may keep ticking once this is gone.
    deinit {
        if let callbackID { engine?.removeFrameCallback(callbackID) }
    }

    /// Pauses the transition's views at the start and starts the animator.
    open func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        engine = context.containerView.animationEngine
        duration = max(context.animator?.transitionDuration(using: context) ?? 0, 0)
        phase = .interacting
        percentComplete = 0
        scrub(to: 0)
        context.startAnimations()
        if !wantsInteractiveStart {
            // It plays like a finishing interaction, so `pause()` can grab it.
            context.isInteractive = false
            phase = .finishing
            play(to: 1, velocity: 0)
        }
    }

    /// Moves the transition to `percent` (clamped to 0...1) while interacting.
    open func update(_ percent: Double) {
        guard phase == .interacting else { return }
        let p = min(max(percent, 0), 1)
        percentComplete = p
        context?.updateInteractiveTransition(p)
        scrub(to: p)
    }

    /// Plays the rest of the transition to its end. `velocity` is the release speed in progress
    /// per second; a positive one is carried into a critically damped completion spring.
    open func finish(velocity: Double = 0) {
        guard phase == .interacting else { return }
        context?.finishInteractiveTransition()
        phase = .finishing
        play(to: 1, velocity: velocity)
    }

    /// Plays the transition back to its start, then it completes as cancelled. `velocity` is the
    /// release speed in progress per second; a negative one is carried into the spring.
    open func cancel(velocity: Double = 0) {
        guard phase == .interacting else { return }
        context?.cancelInteractiveTransition()
        phase = .cancelling
        play(to: 0, velocity: velocity)
    }

    /// Grabs a transition whose completion animation is playing: it stops where it is and
    /// follows `update` again (interruptible transitions). Returns false when there is nothing
    /// to grab (the transition ended, or it was cancelled).
    @discardableResult
    open func pause() -> Bool {
        guard phase == .finishing, let context, context.isInFlight, !context.transitionWasCancelled else {
            return false
        }
        stopDrive()
        phase = .interacting
        context.isInteractive = true
        return true
    }

    private func scrub(to percent: Double) {
        guard let context else { return }
        // While a finger holds the transition it must not end on its own: at 100% the animations
        // stop a hair before their end, so only `finish` completes them.
        let offset = phase == .interacting ? min(percent * duration, duration - 1e-6) : percent * duration
        for view in context.drivenViews {
            view.timing = MediaTiming(beginTime: 0, speed: 0, timeOffset: offset)
        }
    }

    private func play(to target: Double, velocity: Double) {
        guard let context, let engine = context.containerView.animationEngine else {
            end(at: target)
            return
        }
        let distance = abs(target - percentComplete)
        let speed = completionSpeed > 0 ? completionSpeed : 1
        let length = distance * duration / speed
        guard length > 0 else {
            end(at: target)
            return
        }
        let towardsTarget = target > percentComplete ? velocity : -velocity
        var spring: Spring?
        if towardsTarget > 0 {
            spring = Spring(duration: length, dampingRatio: 1, initialVelocity: towardsTarget / distance)
        }
        drive = (percentComplete, target, engine.time, length, spring)
        stopCallback(engine)
        callbackID = engine.addFrameCallback { [weak self] time in self?.advance(time) }
    }

    private func advance(_ time: Double) {
        guard let drive else { return }
        guard context?.isInFlight == true else {
            // The animations reached their end on their own: nothing left to drive.
            end(at: drive.target)
            return
        }
        let elapsed = time - drive.startTime
        if elapsed >= drive.length {
            end(at: drive.target)
            return
        }
        let progress: Double
        if let spring = drive.spring {
            progress = min(spring.value(at: elapsed), 1)
        } else {
            progress = completionCurve.value(at: elapsed / drive.length)
        }
        percentComplete = drive.start + (drive.target - drive.start) * progress
        context?.updateInteractiveTransition(percentComplete)
        scrub(to: percentComplete)
    }

    private func end(at target: Double) {
        stopDrive()
        percentComplete = target
        phase = .ended
        guard let context else { return }
        self.context = nil
        context.updateInteractiveTransition(target)
        scrub(to: target)
        // Time runs normally again; every animation of the transition ends where it now is,
        // finished, so the animator's completions run and report the outcome.
        for view in context.drivenViews { view.timing = MediaTiming() }
        for view in context.drivenViews { view.completeAllAnimationsInSubtree() }
        // An animator whose completion does not hang on its animations would leave the
        // transition stuck: end it here rather than never.
        if context.isInFlight, !context.drivenViews.contains(where: { $0.hasAnimationsInSubtree }) {
            context.completeTransition(!context.transitionWasCancelled)
        }
    }

    private func stopDrive() {
        drive = nil
        if let engine { stopCallback(engine) }
    }

    private func stopCallback(_ engine: AnimationEngine) {
        if let callbackID { engine.removeFrameCallback(callbackID) }
        callbackID = nil
    }
}
