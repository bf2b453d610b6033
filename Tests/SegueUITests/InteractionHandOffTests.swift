import SegueCore
import XCTest

@testable import SegueUI

/// A delegate with a custom animator that records the interaction handed to it and returns it,
/// or declines it.
private final class HandOffDelegate: NavigationControllerDelegate, TransitioningDelegate {
    var accepts = true
    var handedPop: [InteractiveTransitioning?] = []
    var handedDismissal: [InteractiveTransitioning?] = []

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? { TransitionOperation(operation).map { TransitionStyle.fold.animator(for: $0) } }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        handedPop.append(requestedInteraction)
        return accepts ? requestedInteraction : nil
    }

    func animationController(forDismissed dismissed: ViewController) -> AnimatedTransitioning? {
        TransitionStyle.scale.animator(for: .dismiss)
    }

    func interactionControllerForDismissal(
        using animator: AnimatedTransitioning, requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        handedDismissal.append(requestedInteraction)
        return accepts ? requestedInteraction : nil
    }
}

/// An interaction controller that is not percent-driven: it plays the animator and reports a
/// phase and progress it sets itself, so the window can only learn them through the protocol.
private final class ManualInteraction: InteractiveTransitioning {
    var phase: InteractionPhase = .idle
    var percentComplete = 0.0
    func startInteractiveTransition(_ context: TransitionContext) {
        phase = .interacting
        context.startAnimations()
    }
}

/// The interaction controller travels with the request and is handed to the delegate.
nonisolated final class InteractionHandOffTests: XCTestCase {
    @MainActor func testPopWithAnInteractionHandsItToACustomDelegateWhichKeepsItInteractive() async {
        let h = TransitionHarness()
        let delegate = HandOffDelegate()
        h.nav.delegate = delegate
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        XCTAssertTrue(h.nav.popViewController(interaction: interaction))
        XCTAssertEqual(delegate.handedPop.count, 1)
        XCTAssertTrue(delegate.handedPop.first! === interaction, "the delegate receives the request's interaction")
        XCTAssertTrue(h.window.activeTransition?.interactionController === interaction)
        XCTAssertEqual(h.window.activeTransition?.context.isInteractive, true)
        interaction.update(0.4)
        h.frame()
        XCTAssertEqual(h.window.activeTransition?.progress ?? -1, 0.4, accuracy: 1e-9)
        interaction.finish()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home"])
        h.assertMirror()
    }

    @MainActor func testADelegateThatDeclinesTheInteractionGetsAPlainAnimatedPop() async {
        let h = TransitionHarness()
        let delegate = HandOffDelegate()
        delegate.accepts = false
        h.nav.delegate = delegate
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        XCTAssertFalse(h.nav.popViewController(interaction: interaction), "the interaction does not drive it")
        XCTAssertTrue(h.window.isTransitioning, "the pop still plays, on its own")
        XCTAssertNil(h.window.activeTransition?.interactionController)
        XCTAssertEqual(interaction.phase, .idle)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home"])
    }

    @MainActor func testAnInteractiveRequestIsNeverQueued() async {
        let h = TransitionHarness()
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        h.nav.pushViewController(h.makeScreen("Three"), animated: true)
        let interaction = PercentDrivenInteractiveTransition()
        XCTAssertFalse(h.nav.popViewController(interaction: interaction), "a transition runs")
        XCTAssertEqual(h.window.queuedRequestCount, 0)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 3)
        let root = h.makeScreen("Root only")
        let lone = TransitionHarness()
        lone.nav.setViewControllers([root], animated: false)
        XCTAssertFalse(lone.nav.popViewController(interaction: interaction), "nothing to pop")
    }

    @MainActor func testDismissWithAnInteractionHandsItToTheTransitioningDelegate() async {
        let h = TransitionHarness()
        let delegate = HandOffDelegate()
        let modal = h.makeModal("Modal")
        modal.transitioningDelegate = delegate
        h.home.present(modal, animated: false)
        h.frame()
        let interaction = PercentDrivenInteractiveTransition()
        XCTAssertTrue(modal.dismiss(interaction: interaction))
        XCTAssertTrue(delegate.handedDismissal.first! === interaction)
        interaction.update(0.3)
        h.frame()
        interaction.cancel()
        h.settle()
        XCTAssertTrue(h.nav.presentedViewController === modal, "cancelled")
        h.assertMirror()
    }

    @MainActor func testTheWindowReadsPhaseAndProgressThroughTheProtocol() async {
        let h = TransitionHarness()
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        let interaction = ManualInteraction()
        XCTAssertTrue(h.nav.popViewController(interaction: interaction))
        interaction.percentComplete = 0.25
        XCTAssertEqual(h.window.activeTransition?.progress ?? -1, 0.25, accuracy: 1e-12)
        h.window.activeTransition?.context.finishInteractiveTransition()
        XCTAssertTrue(h.window.ignoresInteractionEvents, "playing on its own: input waits")
        interaction.phase = .finishing
        XCTAssertFalse(h.window.ignoresInteractionEvents, "a finishing interaction can be grabbed")
        interaction.phase = .ended
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home"])
    }
}
