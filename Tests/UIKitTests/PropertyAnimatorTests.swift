import UIKit
import XCTest

/// UIViewPropertyAnimator: pause, scrub, reverse, continue, stop and finish, with the completion
/// position.
nonisolated final class PropertyAnimatorTests: AnimationHarness {
    @MainActor private func moveAnimator(curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: curve) { self.view.center.x = 100 }
    }

    /// Pausing keeps the animator active but not running; `fractionComplete` scrubs it, linearly
    /// by default (`scrubsLinearly`), along the curve when `scrubsLinearly` is false.
    @MainActor func testPauseAndScrubFractionComplete() async {
        let animator = moveAnimator(curve: .easeIn)
        XCTAssertEqual(animator.state, .inactive)
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(view.center.x, 100, "the blocks ran: the model is the end value")
        animator.fractionComplete = 0.3
        XCTAssertEqual(x, 30, accuracy: 1e-9)
        advance(0.5)
        XCTAssertEqual(x, 30, accuracy: 1e-9, "paused: time does not move it")
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
        animator.scrubsLinearly = false
        XCTAssertEqual(x, 100 * TimingCurve.easeIn.value(at: 0.3), accuracy: 1e-6)
    }

    /// Resuming after a linear scrub carries on from what is on screen (the curve takes over
    /// without a jump), and the animator completes at the end with `.end`.
    @MainActor func testStartAfterScrubCarriesOnAndCompletesAtEnd() async {
        let animator = moveAnimator(curve: .easeInOut)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.4
        XCTAssertEqual(x, 40, accuracy: 1e-9)
        animator.startAnimation()
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(x, 40, accuracy: 1e-6, "no jump when the curve takes over")
        advance(1)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x, 100)
    }

    /// Reversing a running animator plays it back along the same curve to its start; it
    /// completes with `.start` and the views keep their start values.
    @MainActor func testReverseEndsAtStart() async {
        let animator = moveAnimator()
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(0.5)
        XCTAssertEqual(x, 50, accuracy: 1e-9)
        animator.isReversed = true
        advance(0.25)
        XCTAssertEqual(x, 25, accuracy: 1e-9)
        advance(0.25)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 0, "the model goes back to the start value")
        XCTAssertEqual(x, 0)
    }

    /// continueAnimation re-times what remains: new timing over the remaining duration times
    /// the factor.
    @MainActor func testContinueAnimationRetimesTheRemainder() async {
        let animator = moveAnimator(curve: .easeInOut)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        XCTAssertTrue(animator.isRunning)
        advance(0.5)
        XCTAssertEqual(x, 75, accuracy: 1e-9, "half of the remaining 1 s, linearly")
        XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-9)
        advance(0.5)
        XCTAssertEqual(positions, [.end])
    }

    /// stopAnimation(false) leaves the views where they are and the animator stopped;
    /// finishAnimation(at:) then runs the completions with that position.
    @MainActor func testStopThenFinishAtCurrentStartAndEnd() async {
        for position in [UIViewAnimatingPosition.current, .start, .end] {
            view.center.x = 0
            let animator = moveAnimator()
            var positions: [UIViewAnimatingPosition] = []
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
            advance(0.5)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(view.center.x, 50, accuracy: 1e-9, "the current value becomes the model")
            XCTAssertEqual(positions, [])
            animator.finishAnimation(at: position)
            XCTAssertEqual(animator.state, .inactive)
            XCTAssertEqual(positions, [position])
            let expected: Double = position == .current ? 50 : position == .start ? 0 : 100
            XCTAssertEqual(view.center.x, expected, accuracy: 1e-9)
            XCTAssertEqual(x, expected, accuracy: 1e-9)
        }
    }

    /// stopAnimation(true) ends the animator at once: inactive, no completion.
    @MainActor func testStopWithoutFinishingCallsNoCompletion() async {
        let animator = moveAnimator()
        var calls = 0
        animator.addCompletion { _ in calls += 1 }
        animator.startAnimation()
        advance(0.25)
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 25, accuracy: 1e-9)
        advance(1)
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(x, 25, accuracy: 1e-9)
    }

    /// pausesOnCompletion: at its end the animator stays active and paused, without completion,
    /// and can be reversed from there.
    @MainActor func testPausesOnCompletionThenReverse() async {
        let animator = moveAnimator()
        animator.pausesOnCompletion = true
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(1.5)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(positions, [])
        XCTAssertEqual(x, 100, accuracy: 1e-9)
        animator.pausesOnCompletion = false
        animator.isReversed = true
        animator.startAnimation()
        advance(1.1)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(x, 0)
    }

    /// addAnimations(_:delayFactor:) starts after that fraction of the remaining duration and
    /// lasts the rest.
    @MainActor func testDelayFactor() async {
        let animator = moveAnimator()
        animator.addAnimations({ self.view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        advance(0.25)
        XCTAssertEqual(view.presentation.alpha, 1)
        advance(0.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
    }

    /// startAnimation(afterDelay:) holds the start values until the delay has passed.
    @MainActor func testStartAfterDelay() async {
        let animator = moveAnimator()
        animator.startAnimation(afterDelay: 0.5)
        XCTAssertEqual(animator.delay, 0.5)
        advance(0.25)
        XCTAssertEqual(x, 0)
        advance(0.75)
        XCTAssertEqual(x, 50, accuracy: 1e-9)
    }

    /// runningPropertyAnimator starts at once, completes with `.end`, and is let go afterwards.
    @MainActor func testRunningPropertyAnimatorRunsAndIsReleased() async {
        var positions: [UIViewAnimatingPosition] = []
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.5, delay: 0, options: .curveLinear, animations: { self.view.center.x = 100 },
                completion: { positions.append($0) })
            weakAnimator = animator
            XCTAssertTrue(animator.isRunning)
        }
        XCTAssertNotNil(weakAnimator, "kept alive while it runs")
        advance(0.25)
        XCTAssertEqual(x, 50, accuracy: 1e-9)
        advance(0.25)
        XCTAssertEqual(positions, [.end])
        XCTAssertNil(weakAnimator, "released once it ended")
    }
}

/// A property an animator animates, taken over by a later block: the animator leaves it to the
/// block, and still completes.
nonisolated final class PropertyAnimatorTakeOverTests: AnimationHarness {
    @MainActor func testABlockTakesAPropertyOverFromAnAnimator() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 100 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        advance(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = -100 })
        XCTAssertEqual(x, 50, accuracy: 1e-9, "the block starts where the animator had the view")
        advance(0.5)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(view.center.x, -100, "the animator does not reset what the block set")
        advance(0.5)
        XCTAssertEqual(x, -100, accuracy: 1e-9)
    }
}
