import Foundation
import SegueCore

/// Runs animations alongside a transition and code after it, as UIKit's transition coordinator
/// (`UIViewControllerTransitionCoordinator`), and describes the transition to the blocks it runs
/// (UIKit's `UIViewControllerTransitionCoordinatorContext`, the same object here).
///
/// A controller reaches it through `transitionCoordinator` while a transition that moves it (or
/// its parent) runs, from its `viewWillAppear`/`viewWillDisappear` until the transition ends.
/// Blocks given before the animator started run with it, over the transition's duration, with
/// the ease-in-ease-out curve (linear while an interaction drives the transition, so they follow
/// the finger as the animator's animations do); blocks given later run over what remains.
/// Completion blocks run once the transition ended, before the controllers' did-appear and
/// did-disappear callbacks, with `isCancelled` telling how it ended.
@preconcurrency @MainActor public final class TransitionCoordinator {
    private let context: TransitionContext
    private let interaction: InteractiveTransitioning?
    /// The transition's duration (the animator's), in seconds.
    public let transitionDuration: TimeInterval
    /// True when the transition started interactively.
    public let initiallyInteractive: Bool
    private var startTime: Double?
    private var pending: [(View?, (TransitionCoordinator) -> Void)] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    /// True once the transition ended: the controllers no longer report this coordinator.
    private(set) var hasEnded = false

    init(context: TransitionContext, interaction: InteractiveTransitioning?, duration: TimeInterval) {
        self.context = context
        self.interaction = interaction
        transitionDuration = duration
        initiallyInteractive = context.isInteractive
    }

    // MARK: The context

    /// True when the transition animates.
    public var isAnimated: Bool { context.isAnimated }
    /// The presented controller's presentation style (`.none` for a push or pop).
    public var presentationStyle: ModalPresentationStyle { context.presentationStyle }
    /// True while an interaction drives the transition.
    public var isInteractive: Bool { context.isInteractive }
    /// True when the transition can be grabbed while it plays on its own.
    public var isInterruptible: Bool { interaction?.isInterruptible ?? false }
    /// True once the transition was cancelled.
    public var isCancelled: Bool { context.transitionWasCancelled }
    /// The progress, 0...1, as the interaction last reported it.
    public var percentComplete: CGFloat {
        CGFloat(interaction.map { max($0.percentComplete, context.percentComplete) } ?? context.percentComplete)
    }
    /// The speed at which the interaction's completion plays.
    public var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
    /// The curve with which the interaction's completion plays.
    public var completionCurve: View.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
    /// The view in which the transition takes place.
    public var containerView: View { context.containerView }
    /// The rotation applied during the transition: the identity.
    public var targetTransform: CGAffineTransform { context.targetTransform }

    /// A controller of the transition.
    public func viewController(forKey key: TransitionKey) -> ViewController? {
        context.controller(forKey: key)
    }

    /// A view of the transition, as the context gives it to the animator.
    public func view(forKey key: TransitionKey) -> View? {
        context.view(forKey: key)
    }

    // MARK: Blocks

    /// Runs `animation` alongside the transition's animations and `completion` once it ends.
    /// Returns false (running nothing) when the transition has ended.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
        completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    /// As `animate(alongsideTransition:completion:)`, for animations of views outside the
    /// transition's container (`view`'s time then follows the transition too).
    @discardableResult
    public func animateAlongsideTransition(
        in view: View?, animation: ((TransitionCoordinator) -> Void)?,
        completion: ((TransitionCoordinator) -> Void)? = nil
    ) -> Bool {
        guard !hasEnded, context.isInFlight else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if startTime == nil {
                pending.append((view, animation))
            } else {
                run(animation, in: view)
            }
        }
        return true
    }

    /// Calls `handler` whenever the transition goes from interactive to not (the finger let go:
    /// it finishes or cancels) or back (a finger grabbed it again).
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinator) -> Void) {
        context.interactionChangeHandlers.append { [weak self] _ in
            guard let self else { return }
            handler(self)
        }
    }

    // MARK: The runner's calls

    /// Runs the blocks given so far, as the animator starts.
    func animatorDidStart(at time: Double) {
        startTime = time
        let blocks = pending
        pending.removeAll()
        for (view, block) in blocks { run(block, in: view) }
    }

    /// Runs the completion blocks, once.
    func transitionDidEnd() {
        hasEnded = true
        pending.removeAll()
        context.interactionChangeHandlers.removeAll()
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }

    private func run(_ animation: (TransitionCoordinator) -> Void, in view: View?) {
        if let view, !context.drivenViews.contains(where: { view.isDescendant(of: $0) }) {
            view.timing = context.containerView.timing
            context.drivenViews.append(view)
        }
        let elapsed = (context.containerView.animationEngine?.time ?? startTime ?? 0) - (startTime ?? 0)
        let remaining = max(transitionDuration - max(elapsed, 0), 0)
        let curve: TimingCurve = context.isInteractive ? .linear : .easeInEaseOut
        View.animate(withDuration: remaining, curve: curve, animations: { animation(self) })
    }
}
