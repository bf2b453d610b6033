import Foundation
import SegueCore

/// An animator: animates one transition, as UIViewControllerAnimatedTransitioning.
///
/// `animateTransition(using:)` adds the to-view to the container where needed, animates with
/// `View.animate` blocks or explicit animations, and calls `context.completeTransition(_:)` once,
/// passing `!context.transitionWasCancelled`. Everything it adds to views should be animations,
/// so that a percent-driven interaction can scrub and reverse it.
@preconcurrency @MainActor public protocol AnimatedTransitioning: AnyObject {
    /// The duration of the whole animation in seconds (UIKit's `TimeInterval`).
    func transitionDuration(using transitionContext: TransitionContext?) -> TimeInterval
    /// Starts the animations of the transition.
    func animateTransition(using transitionContext: TransitionContext)
    /// Called after the transition ended and `completeTransition` took effect.
    func animationEnded(_ transitionCompleted: Bool)
    /// The animator that runs the transition's animations, for animators written around a
    /// `UIViewPropertyAnimator` (their `animateTransition(using:)` starts it). Segue runs
    /// `animateTransition(using:)` and asks for nothing else.
    func interruptibleAnimator(using transitionContext: TransitionContext) -> UIViewImplicitlyAnimating
    /// How shared elements (views with the same `transitionID` on both screens) move.
    func sharedElementMotion(using context: TransitionContext) -> SharedElementMotion
    /// Called when the window was resized during the transition, after the container's views
    /// (and their running animations) were scaled to the container's new size, which was
    /// `oldSize`: an animator whose animations hold values that do not scale with the container
    /// puts in the values for the new size here.
    func containerDidResize(using context: TransitionContext, from oldSize: Size)
    /// True when Segue clears what the animation leaves on the controllers' views (transform,
    /// anchor point, alpha, mask) once the transition completed, keeping only the transforms set
    /// with `TransitionContext.setRestingTransform(_:anchorPoint:for:)`. False by default: as
    /// UIKit, the views keep whatever the animator left on them, and the next transition starts
    /// from there. Segue's own animators say true.
    var clearsResidueWhenEnded: Bool { get }
}

extension AnimatedTransitioning {
    /// Does nothing by default.
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// By default an animator of no animations lasting the transition's duration (UIKit's
    /// method is optional; Segue never calls it on its own).
    public func interruptibleAnimator(using transitionContext: TransitionContext) -> UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }

    /// False: as UIKit, the views keep what the animator left on them.
    public var clearsResidueWhenEnded: Bool { false }

    /// Does nothing by default: scaling with the container is right for most animations.
    public func containerDidResize(using context: TransitionContext, from oldSize: Size) {}

    /// By default shared elements morph ease-in-out (linearly while a finger drives the transition).
    public func sharedElementMotion(using context: TransitionContext) -> SharedElementMotion {
        .morph(.curve(context.isInteractive ? .linear : .easeInEaseOut))
    }
}

/// An interaction controller, as UIViewControllerInteractiveTransitioning: it drives the
/// animator's animations from user input instead of the clock.
///
/// It travels with the request that starts the transition (`popViewController(interaction:)`,
/// `dismiss(interaction:)`); a delegate that supplies a custom animator is handed it and returns
/// it (or another, or nil). The window reads `phase` and `percentComplete` to decide whether
/// input is open and to report progress.
@preconcurrency @MainActor public protocol InteractiveTransitioning: AnyObject {
    /// Takes over the transition: usually pauses the container and starts the animator.
    func startInteractiveTransition(_ transitionContext: TransitionContext)
    /// True when the transition starts interactively (false starts it animating, to be grabbed later).
    var wantsInteractiveStart: Bool { get }
    /// The speed at which the rest of the transition plays once the interaction ends (1 by default).
    var completionSpeed: CGFloat { get }
    /// The curve with which the rest of the transition plays once the interaction ends.
    var completionCurve: View.AnimationCurve { get }
    /// Where the interaction is: following input, playing to an end, or over.
    var phase: InteractionPhase { get }
    /// The transition's progress as the interaction drives it, 0...1.
    var percentComplete: Double { get }
    /// True while the transition plays on its own and a new drag may grab it: input stays open.
    var isInterruptible: Bool { get }
    /// The finger's displacement, in window points, that takes the transition from 0 to 100%
    /// when a drag drives it (its direction times its length): the progress in the finger's
    /// units, for measuring motion against the finger. Nil when no drag sets it.
    var fingerTravel: Point? { get }
}

/// The phases of an interaction controller.
public enum InteractionPhase: Equatable, Sendable {
    /// Not started.
    case idle
    /// Following updates (a finger holds the transition).
    case interacting
    /// Playing to the end; a new drag may grab it again.
    case finishing
    /// Playing back to the start.
    case cancelling
    /// Over.
    case ended
}

extension InteractiveTransitioning {
    /// Interactive from the start by default.
    public var wantsInteractiveStart: Bool { true }

    /// 1 by default, as UIKit's.
    public var completionSpeed: CGFloat { 1 }

    /// Ease-in-ease-out by default, as UIKit's.
    public var completionCurve: View.AnimationCurve { .easeInOut }

    /// Following input by default: an interaction controller that does not report its phase
    /// (one written against UIKit's protocol) is taken to drive the transition until it ends.
    public var phase: InteractionPhase { .interacting }

    /// 0 by default: an interaction controller that does not report its progress leaves the
    /// window to read the transition context's.
    public var percentComplete: Double { 0 }

    /// By default a transition can be grabbed while it finishes (not while it cancels).
    public var isInterruptible: Bool { phase == .finishing }

    /// Unknown by default.
    public var fingerTravel: Point? { nil }
}
