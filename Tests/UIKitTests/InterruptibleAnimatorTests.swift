import Segue
import UIKit
import XCTest

/// A pop animator written around a property animator, as iOS projects write interruptible
/// animators: `interruptibleAnimator(using:)` makes the animator once (the leaving screen slides
/// off to the right, linearly), its completion calls `completeTransition`, and
/// `animateTransition(using:)` starts it.
final class PropertyAnimatorSlide: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var animator: UIViewPropertyAnimator?
    var endedWith: Bool?
    var completedAt: UIViewAnimatingPosition?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            fromView.frame.origin.x = container.bounds.width
        }
        animator.addCompletion { [weak self] position in
            self?.completedAt = position
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith = transitionCompleted
    }
}

/// Pops with the property-animator slide and a given interaction controller.
final class PropertyAnimatorPopDelegate: NSObject, UINavigationControllerDelegate {
    let slide = PropertyAnimatorSlide()
    let interaction: UIPercentDrivenInteractiveTransition

    init(_ interaction: UIPercentDrivenInteractiveTransition) {
        self.interaction = interaction
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? slide : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// UIKit's percent-driven transition drives an animator's own `interruptibleAnimator(using:)`:
/// `update` scrubs its `fractionComplete`, `finish()` continues it and `cancel()` reverses it
/// over `(1 − percentComplete) · duration / completionSpeed` (or `percentComplete · duration /
/// completionSpeed` back) with `completionCurve`, and its completion ends the transition.
nonisolated final class InterruptibleAnimatorTests: XCTestCase {
    /// A navigation stack A, B with B's pop about to be driven by `interaction`.
    @MainActor private func popping(
        _ h: ControllerHarness, with interaction: UIPercentDrivenInteractiveTransition
    ) -> (PropertyAnimatorPopDelegate, LoggingViewController) {
        let b = h.screen("B")
        h.nav.pushViewController(b, animated: false)
        h.settle()
        h.log.removeAll()
        let delegate = PropertyAnimatorPopDelegate(interaction)
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        return (delegate, b)
    }

    @MainActor func testUpdateScrubsTheInterruptibleAnimator() async throws {
        let h = ControllerHarness()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (delegate, b) = popping(h, with: interaction)
        let animator = try XCTUnwrap(delegate.slide.animator, "the percent-driven transition asked for it")
        XCTAssertFalse(animator.isRunning, "paused while a finger holds the transition")
        interaction.update(0.25)
        h.frame(10)
        XCTAssertEqual(Double(animator.fractionComplete), 0.25, accuracy: 1e-9)
        let width = Double(h.nav.containerView.bounds.width)
        XCTAssertEqual(Double(b.view.presentation.frame.origin.x), 0.25 * width, accuracy: 1e-6)
        interaction.update(0.5)
        h.frame()
        XCTAssertEqual(Double(b.view.presentation.frame.origin.x), 0.5 * width, accuracy: 1e-6)
        XCTAssertEqual(interaction.percentComplete, 0.5)
        XCTAssertTrue(h.window.isTransitioning, "nothing ends the transition but finish or cancel")
    }

    @MainActor func testFinishContinuesTheAnimatorWithTheCompletionCurveAndSpeed() async throws {
        let h = ControllerHarness()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        interaction.completionSpeed = 2
        let (delegate, b) = popping(h, with: interaction)
        let animator = try XCTUnwrap(delegate.slide.animator)
        interaction.update(0.5)
        h.frame()
        interaction.finish()
        XCTAssertFalse(animator.isReversed)
        // The rest, half the transition, plays forwards linearly over 0.5 × 0.4 s / 2.
        let length = 0.5 * 0.4 / 2
        for frame in 1...5 {
            h.frame()
            let expected = 0.5 + 0.5 * Double(frame) / 60 / length
            XCTAssertEqual(Double(animator.fractionComplete), expected, accuracy: 1e-9, "frame \(frame)")
            XCTAssertEqual(interaction.percentComplete, expected, accuracy: 1e-9, "frame \(frame)")
        }
        h.frame(7)
        XCTAssertEqual(delegate.slide.completedAt, .end, "ended within 0.1 s")
        XCTAssertEqual(delegate.slide.endedWith, true)
        XCTAssertTrue(h.nav.topViewController === h.home)
        XCTAssertFalse(b.view.hasAnimationsInSubtree)
        XCTAssertFalse(h.nav.containerView.hasAnimationsInSubtree, "no animation left behind")
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(
            h.log, ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
    }

    @MainActor func testCancelReversesTheAnimatorAndRestoresTheStart() async throws {
        let h = ControllerHarness()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        let (delegate, b) = popping(h, with: interaction)
        let animator = try XCTUnwrap(delegate.slide.animator)
        interaction.update(0.6)
        h.frame()
        interaction.cancel()
        XCTAssertTrue(animator.isReversed, "cancel reverses the animator")
        let length = 0.6 * 0.4
        for frame in 1...4 {
            h.frame()
            let expected = 0.6 * (1 - Double(frame) / 60 / length)
            XCTAssertEqual(Double(animator.fractionComplete), expected, accuracy: 1e-9, "frame \(frame)")
        }
        h.settle()
        XCTAssertEqual(delegate.slide.completedAt, .start)
        XCTAssertEqual(delegate.slide.endedWith, false)
        XCTAssertTrue(h.nav.topViewController === b, "the pop was cancelled")
        XCTAssertEqual(b.view.frame, h.nav.containerView.bounds, "the screen is back where it started")
        XCTAssertEqual(b.view.presentation.frame, h.nav.containerView.bounds)
        XCTAssertFalse(h.nav.containerView.hasAnimationsInSubtree, "no animation left behind")
        XCTAssertEqual(
            h.log,
            [
                "B.viewWillDisappear", "A.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
    }

    @MainActor func testPauseGrabsTheFinishingAnimator() async throws {
        let h = ControllerHarness()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (delegate, b) = popping(h, with: interaction)
        let animator = try XCTUnwrap(delegate.slide.animator)
        interaction.update(0.3)
        h.frame()
        interaction.finish()
        h.frame(3)
        interaction.pause()
        let held = Double(animator.fractionComplete)
        XCTAssertGreaterThan(held, 0.3)
        XCTAssertFalse(animator.isRunning)
        h.frame(5)
        XCTAssertEqual(Double(animator.fractionComplete), held, accuracy: 1e-9, "held where it was grabbed")
        XCTAssertEqual(interaction.percentComplete, held, accuracy: 1e-9)
        interaction.update(0.2)
        h.frame()
        let width = Double(h.nav.containerView.bounds.width)
        XCTAssertEqual(Double(b.view.presentation.frame.origin.x), 0.2 * width, accuracy: 1e-6)
        interaction.cancel()
        h.settle()
        XCTAssertTrue(h.nav.topViewController === b, "cancelled after the grab")
        XCTAssertEqual(delegate.slide.endedWith, false)
    }

    @MainActor func testAlongsideAnimationsJoinTheInterruptibleAnimator() async throws {
        let h = ControllerHarness()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (delegate, b) = popping(h, with: interaction)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.home.view.addSubview(badge)
        let coordinator = try XCTUnwrap(b.transitionCoordinator)
        coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 })
        let animator = try XCTUnwrap(delegate.slide.animator)
        interaction.update(0.5)
        h.frame(3)
        XCTAssertEqual(Double(badge.presentation.alpha), 0.5, accuracy: 1e-6, "scrubbed with the animator")
        interaction.finish()
        h.settle()
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(badge.alpha, 0)
        XCTAssertFalse(badge.hasAnimationsInSubtree)
    }

    @MainActor func testTheOptedInHandOffLeavesAtTheSpeedOfTheLastUpdates() async throws {
        for cancels in [false, true] {
            let h = ControllerHarness()
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionMotion = .spring(response: 0.45)
            let (delegate, b) = popping(h, with: interaction)
            let animator = try XCTUnwrap(delegate.slide.animator)
            // 1% a frame, as UIKit code reports a drag: update(_:), then finish() or cancel().
            for step in 1...15 {
                interaction.update(0.1 + 0.01 * CGFloat(step))
                h.frame()
            }
            let width = Double(h.nav.containerView.bounds.width)
            func shown() -> Double { Double(b.view.presentation.frame.origin.x) / width }
            let before = shown()
            XCTAssertEqual(before, 0.25, accuracy: 1e-6)
            if cancels { interaction.cancel() } else { interaction.finish() }
            XCTAssertEqual(animator.isReversed, cancels)
            h.frame()
            let first = shown() - before
            h.frame()
            let second = shown() - before - first
            // The speed at the release instant from the first two steps is the updates' 1% a frame,
            // within the hand-off invariant's tolerance (3 points + 15%); a cancel first carries
            // on forwards, then turns round.
            let finger = 0.01 * width
            XCTAssertEqual(
                (3 * first - second) / 2 * width, finger, accuracy: 3 + 0.15 * finger, "cancels \(cancels)")
            XCTAssertGreaterThan(first, 0, "it goes on the finger's way first (cancels \(cancels))")
            h.settle()
            XCTAssertEqual(delegate.slide.endedWith, !cancels, "cancels \(cancels)")
            XCTAssertTrue(h.nav.topViewController === (cancels ? b : h.home), "cancels \(cancels)")
            XCTAssertFalse(h.nav.containerView.hasAnimationsInSubtree)
        }
    }
}
