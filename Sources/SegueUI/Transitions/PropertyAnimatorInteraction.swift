import Foundation
import SegueCore

/// A percent-driven interaction's hold on the animator's own interruptible animator (an
/// animator that implements `interruptibleAnimator(using:)`), as UIKit's percent-driven
/// transition drives it: paused and scrubbed through `fractionComplete` while a finger holds the
/// transition, continued forwards or reversed on release, and followed frame by frame while it
/// plays, so the interaction reports its progress.
@MainActor final class PropertyAnimatorInteraction {
    /// The animator's interruptible animator.
    let animator: UIViewImplicitlyAnimating
    /// Called each frame while the animator plays, with its fraction complete.
    var onProgress: (Double) -> Void = { _ in }
    /// Called once when the animator's animations ended, after the animator's own completions.
    var onEnd: (UIViewAnimatingPosition) -> Void = { _ in }
    private weak var engine: AnimationEngine?
    private var callbackID: Int?

    /// Takes hold of `animator`, whose completions (the animator's own, added before) run first.
    init(animator: UIViewImplicitlyAnimating, engine: AnimationEngine?) {
        self.animator = animator
        self.engine = engine
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            self.stopFollowing()
            self.onEnd(position)
        }
    }

    // The engine's frame callback goes with it.
    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            if let callbackID { engine?.removeFrameCallback(callbackID) }
        }
    }

    /// The animator's fraction complete.
    var fraction: Double { Double(animator.fractionComplete) }

    /// Pauses the animator (a finger holds the transition).
    func pause() {
        stopFollowing()
        if animator.isRunning || animator.state == .inactive { animator.pauseAnimation() }
    }

    /// Scrubs the paused animator to `fraction`.
    func scrub(to fraction: Double) {
        animator.fractionComplete = CGFloat(fraction)
    }

    /// Plays the rest forwards (or back to the start, `reversed`) with `timing` over the
    /// remaining duration times `durationFactor`, as UIKit's `finish()` and `cancel()` do.
    func play(reversed: Bool, timing: UITimingCurveProvider?, durationFactor: Double) {
        animator.isReversed = reversed
        animator.continueAnimation(withTimingParameters: timing, durationFactor: CGFloat(durationFactor))
        follow()
    }

    /// Lets the animator play on its own (a transition that does not start interactively).
    func playOnItsOwn() {
        if !animator.isRunning { animator.startAnimation() }
        follow()
    }

    private func follow() {
        guard callbackID == nil, let engine else { return }
        callbackID = engine.addFrameCallback { [weak self] _ in
            guard let self, self.animator.state == .active else { return }
            self.onProgress(self.fraction)
        }
    }

    private func stopFollowing() {
        if let callbackID { engine?.removeFrameCallback(callbackID) }
        callbackID = nil
    }
}
