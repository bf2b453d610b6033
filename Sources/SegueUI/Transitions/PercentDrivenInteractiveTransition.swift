import Foundation
import SegueCore

/// Drives an animator's animations from a percentage, as UIPercentDrivenInteractiveTransition:
/// it pauses the transition's views, scrubs their time to `percent × duration` on `update`, and
/// on `finish` or `cancel` plays the rest forwards or back to the start. Finish and cancel are
/// idempotent; the one that comes first wins.
///
/// While a finger drives it (and while it completes after the finger let go) the animations are
/// scrubbed linearly (`scrubsLinearly`, as UIViewPropertyAnimator's): progress `p` puts every
/// animated value at `p` of its way, whatever curve the animator uses on its own, so an element
/// that moves `L` points over the transition moves `p · L`, exactly as far as the finger.
///
/// The completion (`completionMotion`) is by default UIKit's: `.curve` plays the rest with
/// `timingCurve` (else `completionCurve`) at `completionSpeed`, so UIKit code moves as on the
/// device. Opting into `.spring(response:)` gives Segue's hand-off spring
/// (`Spring.handOff(distance:velocity:response:)`): critically damped, of a fixed response,
/// starting at the release velocity, so the element keeps the finger's speed when it lets go and
/// then eases into its end (or turns round and goes back, when cancelled). Segue's own drags
/// (its styles, sheets and drag drivers) opt in.
@preconcurrency @MainActor open class PercentDrivenInteractiveTransition: InteractiveTransitioning {
    /// How finish and cancel play the rest of the transition.
    public enum CompletionMotion: Equatable, Sendable {
        /// The hand-off spring of this response (seconds), carrying the release velocity.
        case spring(response: Double)
        /// `completionCurve` over the rest of the duration at `completionSpeed`; the release
        /// velocity is ignored.
        case curve
    }

    /// Speed of a `.curve` completion; values <= 0 mean 1.
    open var completionSpeed: CGFloat = 1
    /// Curve of a `.curve` completion.
    open var completionCurve: View.AnimationCurve = .easeInOut
    /// The timing of a `.curve` completion; nil (the default) takes `completionCurve`'s, as
    /// UIKit's. A spring's timing gives its curve's ease-in-ease-out.
    open var timingCurve: UITimingCurveProvider?
    /// How finish and cancel move the rest of the way: UIKit's curve by default; the hand-off
    /// spring when opted into.
    public var completionMotion: CompletionMotion {
        get { chosenCompletionMotion ?? .curve }
        set { chosenCompletionMotion = newValue }
    }
    /// The completion its owner set, nil while it is the default (a style's drag then takes the
    /// style's hand-off).
    package private(set) var chosenCompletionMotion: CompletionMotion?
    /// The distance, in progress, within which a completion spring counts as arrived (then the
    /// transition ends exactly at its end): 1/2000 of the way, under half a point on a screen.
    public var completionTolerance = 0.0005
    /// When true (the default) the animations follow the progress linearly while interactive
    /// and while completing; false scrubs them along their own curves.
    public var scrubsLinearly = true
    /// When false the transition starts animating on its own and can be grabbed with `pause()`.
    open var wantsInteractiveStart = true
    /// The finger's displacement that takes the transition from 0 to 100%, set by the drag that
    /// drives it (`InteractiveDragDriver`, a sheet's drag); nil when no drag says.
    public var fingerTravel: Point?
    /// How the drag that drives it decides, on release, between finishing and cancelling; nil
    /// leaves it to the drag (`InteractiveDragDriver.decision`).
    public var releaseDecision: ReleaseDecision?
    /// The latest progress, 0...1.
    public private(set) var percentComplete: Double = 0
    /// The animator's duration for the transition.
    public private(set) var duration: Double = 0
    /// Where the interaction is.
    public private(set) var phase: InteractionPhase = .idle
    /// The velocity of the progress, per second, as the completion last moved it (0 while a
    /// finger drives it).
    public private(set) var completionVelocity: Double = 0

    /// The transition driven, held until the interaction ends (as UIKit's percent-driven one does).
    private var context: TransitionContext?
    private weak var engine: AnimationEngine?
    private var callbackID: Int?
    private var drive: Drive?
    /// Whether the views are scrubbed linearly: decided when the transition starts (one that
    /// plays on its own keeps its curves, also once grabbed, so grabbing it moves nothing).
    private var linear = true

    /// How the rest of the transition is played after `finish`, `cancel` or a non-interactive start.
    private struct Drive {
        var start: Double
        var target: Double
        /// The media time of the first frame after the release, which shows the start (the
        /// frame before it still shows the finger's last step): nil until that frame.
        var startTime: Double?
        /// Seconds until it arrives.
        var length: Double
        /// The hand-off spring, or nil for the curve (or linear time, for a non-interactive start).
        var spring: Spring?
        /// True to move the time linearly (a transition playing on its own, with its own curves).
        var plainTime: Bool
    }

    /// Creates an interaction controller.
    public init() {}

    // A completion that brought the animations to their end lets the transition complete before
    // the next frame's `advance` could stop the drive: nothing may keep ticking once this is gone.
    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            if let callbackID { engine?.removeFrameCallback(callbackID) }
        }
    }

    /// Pauses the transition's views at the start and starts the animator.
    open func startInteractiveTransition(_ transitionContext: TransitionContext) {
        let context = transitionContext
        self.context = context
        engine = context.containerView.animationEngine
        duration = max(context.animator?.transitionDuration(using: context) ?? 0, 0)
        phase = .interacting
        percentComplete = 0
        linear = scrubsLinearly && wantsInteractiveStart
        scrub(to: 0)
        context.startAnimations()
        if !wantsInteractiveStart {
            // It plays like a finishing interaction, so `pause()` can grab it.
            context.isInteractive = false
            phase = .finishing
            play(to: 1, velocity: 0, plainTime: true)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1) while interacting.
    open func update(_ percentComplete: CGFloat) {
        guard phase == .interacting else { return }
        let percent = Double(percentComplete)
        let p = percent.isFinite ? min(max(percent, 0), 1) : self.percentComplete
        self.percentComplete = p
        context?.updateInteractiveTransition(p)
        scrub(to: p)
    }

    /// Plays the rest of the transition to its end, as UIKit's `finish()`.
    open func finish() {
        finish(velocity: 0)
    }

    /// Plays the rest of the transition to its end. `velocity` is the release speed in progress
    /// per second, carried into the completion spring.
    open func finish(velocity: Double) {
        guard phase == .interacting else { return }
        context?.finishInteractiveTransition()
        phase = .finishing
        play(to: 1, velocity: velocity, plainTime: false)
    }

    /// Plays the transition back to its start, then it completes as cancelled, as UIKit's `cancel()`.
    open func cancel() {
        cancel(velocity: 0)
    }

    /// Plays the transition back to its start, then it completes as cancelled. `velocity` is the
    /// release speed in progress per second (positive forwards): carried into the spring, which
    /// turns the element round when it still moves forwards.
    open func cancel(velocity: Double) {
        guard phase == .interacting else { return }
        context?.cancelInteractiveTransition()
        phase = .cancelling
        play(to: 0, velocity: velocity, plainTime: false)
    }

    /// Grabs a transition whose completion animation is playing, as UIKit's `pause()`: it stops
    /// where it is and follows `update` again (interruptible transitions). Does nothing when there
    /// is nothing to grab (see `grab()`).
    open func pause() {
        grab()
    }

    /// Grabs a transition whose completion animation is playing: it stops where it is and
    /// follows `update` again (interruptible transitions). Returns false when there is nothing
    /// to grab (the transition ended, or it was cancelled).
    @discardableResult
    public func grab() -> Bool {
        guard phase == .finishing, let context, context.isInFlight, !context.transitionWasCancelled else {
            return false
        }
        stopDrive()
        completionVelocity = 0
        phase = .interacting
        context.pauseInteractiveTransition()
        return true
    }

    private func scrub(to percent: Double) {
        guard let context else { return }
        // While a finger holds the transition it must not end on its own: at 100% the animations
        // stop a hair before their end, so only `finish` completes them.
        let offset = phase == .interacting ? min(percent * duration, duration - 1e-6) : percent * duration
        let timing = MediaTiming(beginTime: 0, speed: 0, timeOffset: offset, scrubsLinearly: linear)
        for view in context.drivenViews {
            view.timing = timing
        }
    }

    private func play(to target: Double, velocity: Double, plainTime: Bool) {
        guard let context, let engine = context.containerView.animationEngine else {
            end(at: target)
            return
        }
        let distance = target - percentComplete
        let releaseVelocity = velocity.isFinite ? velocity : 0
        var drive = Drive(
            start: percentComplete, target: target, startTime: nil, length: 0, spring: nil, plainTime: plainTime)
        switch completionMotion {
        case .spring(let response) where !plainTime:
            guard abs(distance) > 0 || abs(releaseVelocity) > 0 else { return end(at: target) }
            // In the finger's units when a drag says how far the transition goes, so that a long
            // way left does not pull the element ahead of the finger.
            let travel = fingerTravel.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() } ?? 0
            let spring = Spring.handOff(
                distance: distance, velocity: releaseVelocity, response: response,
                maximumAcceleration: travel > 0 ? Spring.handOffMaximumAcceleration / travel : nil)
            drive.spring = spring
            let tolerance = completionTolerance / max(abs(distance), completionTolerance)
            drive.length = spring.settlingDuration(tolerance: tolerance)
        default:
            let speed = completionSpeed > 0 ? Double(completionSpeed) : 1
            drive.length = abs(distance) * duration / speed
        }
        guard drive.length > 0, drive.length.isFinite else { return end(at: target) }
        self.drive = drive
        completionVelocity = releaseVelocity
        stopCallback(engine)
        callbackID = engine.addFrameCallback { [weak self] time in self?.advance(time) }
    }

    private func advance(_ time: Double) {
        guard var drive else { return }
        if drive.startTime == nil {
            drive.startTime = time
            self.drive = drive
        }
        guard context?.isInFlight == true else {
            // The animations reached their end on their own: nothing left to drive.
            end(at: drive.target)
            return
        }
        let elapsed = time - (drive.startTime ?? time)
        if elapsed >= drive.length {
            end(at: drive.target)
            return
        }
        let fraction: Double
        if let spring = drive.spring {
            fraction = spring.value(at: elapsed)
            completionVelocity = (drive.target - drive.start) * spring.velocity(at: elapsed)
        } else if drive.plainTime {
            fraction = elapsed / drive.length
        } else {
            fraction = completionTimingCurve.value(at: elapsed / drive.length)
        }
        percentComplete = min(max(drive.start + (drive.target - drive.start) * fraction, 0), 1)
        context?.updateInteractiveTransition(percentComplete)
        scrub(to: percentComplete)
    }

    private func end(at target: Double) {
        stopDrive()
        percentComplete = target
        completionVelocity = 0
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

    /// The cubic a `.curve` completion follows: `timingCurve`'s, else `completionCurve`'s.
    private var completionTimingCurve: TimingCurve {
        guard let cubic = timingCurve?.cubicTimingParameters else { return completionCurve.timingCurve }
        return TimingCurve(
            Double(cubic.controlPoint1.x), Double(cubic.controlPoint1.y), Double(cubic.controlPoint2.x),
            Double(cubic.controlPoint2.y))
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
