import SegueCore
import XCTest

@testable import SegueUI

nonisolated final class InteractiveTransitionTests: XCTestCase {
    /// Pushes a second screen (not animated), then starts an interactive pop.
    @MainActor private func startPop(_ h: TransitionHarness) -> PercentDrivenInteractiveTransition {
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        h.delegate.interaction = interaction
        h.nav.popViewController(animated: true)
        return interaction
    }

    @MainActor func testUpdateShowsTheSameFrameAsTheAnimationAtThatTime() async {
        for style in [TransitionStyle.system, .scale, .circle, .fold, .foldAffine] {
            // Non-interactive reference at 30% of the duration.
            let reference = TransitionHarness(style: style)
            reference.nav.pushViewController(reference.makeScreen("Two"), animated: false)
            reference.nav.popViewController(animated: true)
            let duration = reference.delegate.animators[0].transitionDuration(using: nil)
            let frames = Int((0.3 * duration * 60).rounded())
            reference.frame(frames)
            let expected = ViewSnapshot(reference.nav.containerView)

            let h = TransitionHarness(style: style)
            h.nav.pushViewController(h.makeScreen("Two"), animated: false)
            let interaction = PercentDrivenInteractiveTransition()
            // Scrubbed along their own curves, the seed animators show the frame of that time;
            // the system slide turns linear under a finger whatever this says (as UIKit's does,
            // so the screen follows it), and the bar follows the finger linearly too.
            interaction.scrubsLinearly = false
            h.delegate.interaction = interaction
            h.nav.popViewController(animated: true)
            h.frame(5)
            interaction.update(Double(frames) / 60 / duration)
            h.frame()
            let actual = ViewSnapshot(h.nav.containerView)
            XCTAssertEqual(actual.count, expected.count, "\(style)")
            if style != .system {
                XCTAssertEqual(actual, expected, "\(style)")
            }
            interaction.cancel()
            h.settle()
        }
    }

    @MainActor func testScrubbingIsLinearByDefault() async {
        // The system slide under a finger: the top screen is at exactly p of its way.
        for progress in [0.1, 0.3, 0.55, 0.8] {
            let h = TransitionHarness(style: .fold)
            let interaction = startPop(h)
            h.frame(2)
            interaction.update(progress)
            h.frame()
            // Every animation of the fold is at `progress` of its way: the scrubbed time's linear
            // fraction, not its curve's.
            let animated = h.nav.containerView.subviews.flatMap { $0.animations }
            XCTAssertFalse(animated.isEmpty)
            for view in h.nav.containerView.subviews {
                for animation in view.animations {
                    let local = view.localTime(atGlobal: h.window.engine.time)
                    let linear = animation.value(at: local, model: view.model, linear: true)
                    XCTAssertEqual(view.currentPresentationValue(of: animation.property), linear)
                }
            }
            XCTAssertTrue(h.nav.containerView.subviews.allSatisfy { $0.scrubsLinearly })
            interaction.cancel()
            h.settle()
        }
    }

    @MainActor func testCancelRestoresTheTreeExactly() async {
        for style in TransitionStyle.builtIn {
            let h = TransitionHarness(style: style)
            h.nav.pushViewController(h.makeScreen("Two"), animated: false)
            h.frame()
            let before = ViewSnapshot(h.window)
            let interaction = PercentDrivenInteractiveTransition()
            h.delegate.interaction = interaction
            h.nav.popViewController(animated: true)
            interaction.update(0.3)
            h.frame(10)
            XCTAssertNotEqual(ViewSnapshot(h.window), before, "\(style): the pop shows")
            interaction.cancel()
            h.settle()
            XCTAssertEqual(ViewSnapshot(h.window), before, "\(style)")
            XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home", "Two"])
            XCTAssertEqual(h.delegate.animators.last?.endedCalls, [false])
            h.assertMirror()
        }
    }

    @MainActor func testFinishEndsLikeANonInteractiveRun() async {
        for style in TransitionStyle.builtIn {
            let reference = TransitionHarness(style: style)
            reference.nav.pushViewController(reference.makeScreen("Two"), animated: false)
            reference.nav.popViewController(animated: true)
            reference.settle()
            let h = TransitionHarness(style: style)
            let interaction = startPop(h)
            interaction.update(0.7)
            h.frame(3)
            interaction.finish()
            h.settle()
            XCTAssertEqual(ViewSnapshot(h.window), ViewSnapshot(reference.window), "\(style)")
            XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home"])
            h.assertMirror()
        }
    }

    @MainActor func testCancelAtZeroAndFinishAtOne() async {
        let h = TransitionHarness(style: .circle)
        var interaction = startPop(h)
        interaction.update(0)
        interaction.cancel()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 2)
        h.assertMirror()
        interaction = PercentDrivenInteractiveTransition()
        h.delegate.interaction = interaction
        h.nav.popViewController(animated: true)
        interaction.update(1)
        interaction.finish()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 1)
        h.assertMirror()
    }

    @MainActor func testFinishAndCancelAreIdempotent() async {
        let h = TransitionHarness(style: .fold)
        let interaction = startPop(h)
        interaction.update(0.5)
        interaction.finish()
        interaction.finish()
        interaction.cancel()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 1)
        XCTAssertEqual(h.delegate.animators.last?.completeCallsAtEnd, [1])
        XCTAssertEqual(h.delegate.animators.last?.endedCalls, [true])
        interaction.cancel()
        interaction.finish()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 1)
        h.assertMirror()
    }

    @MainActor func testPercentIsClampedAndTheInteractivePhaseIsLinearInTime() async {
        let h = TransitionHarness(style: .scale)
        let interaction = startPop(h)
        interaction.update(1.7)
        XCTAssertEqual(interaction.percentComplete, 1)
        interaction.update(-2)
        XCTAssertEqual(interaction.percentComplete, 0)
        interaction.update(0.25)
        h.frame()
        // Scale pop: the first second slides the old screen down with ease-in-out; at a quarter
        // of two seconds the curve is at its value for half of the first step.
        let fromView = h.nav.containerView.subviews.last!
        let expectedY = TimingCurve.easeInEaseOut.value(at: 0.5) * h.nav.containerView.bounds.height
        XCTAssertEqual(fromView.presentation.frame.minY, expectedY, accuracy: 1e-6)
        interaction.cancel()
        h.settle()
    }

    @MainActor func testInteractiveDismissalWithTheSheetFinishesAndCancels() async {
        let h = TransitionHarness(style: .sheet)
        let modal = h.makeModal("Modal 1")
        h.home.present(modal, animated: true)
        h.settle()
        let before = ViewSnapshot(h.window)
        h.log.removeAll()
        var interaction = PercentDrivenInteractiveTransition()
        h.delegate.interaction = interaction
        modal.dismiss(animated: true)
        interaction.update(0.2)
        h.frame(4)
        interaction.cancel()
        h.settle()
        XCTAssertTrue(h.nav.presentedViewController === modal)
        XCTAssertEqual(ViewSnapshot(h.window), before)
        // The custom style keeps the presenter on screen: it gets no callbacks, cancelled or not.
        XCTAssertEqual(h.log, ["Modal 1.willDisappear", "Modal 1.willAppear", "Modal 1.didAppear"])
        h.assertMirror()
        interaction = PercentDrivenInteractiveTransition()
        h.delegate.interaction = interaction
        modal.dismiss(animated: true)
        interaction.update(0.6)
        h.frame(2)
        interaction.finish(velocity: 2)
        h.settle()
        XCTAssertNil(h.nav.presentedViewController)
        h.assertMirror()
    }

    @MainActor func testCompletionSpeedShortensTheCompletion() async {
        let h = TransitionHarness(style: .fold)
        let interaction = startPop(h)
        interaction.completionMotion = .curve
        interaction.completionSpeed = 2
        interaction.update(0.5)
        h.frame()
        interaction.finish()
        // Half of 1 s remains, at double speed: 0.25 s, that is 15 frames.
        h.frame(14)
        XCTAssertTrue(h.window.isTransitioning)
        h.frame(2)
        XCTAssertFalse(h.window.isTransitioning)
    }

    @MainActor func testATransitionThatStartsAnimatingCanBeGrabbed() async {
        let h = TransitionHarness(style: .fold)
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        h.delegate.interaction = interaction
        h.nav.popViewController(animated: true)
        XCTAssertEqual(h.window.activeTransition?.context.isInteractive, false, "it starts animating")
        h.frame(20)
        XCTAssertGreaterThan(interaction.percentComplete, 0.1)
        XCTAssertTrue(interaction.grab(), "grabbed while it plays")
        XCTAssertEqual(h.window.activeTransition?.context.isInteractive, true)
        let grabbed = interaction.percentComplete
        h.frame(10)
        XCTAssertEqual(interaction.percentComplete, grabbed, "held where it was grabbed")
        interaction.update(0.1)
        interaction.cancel()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 2)
        XCTAssertFalse(interaction.grab(), "nothing left to grab")
        h.assertMirror()
    }
}
