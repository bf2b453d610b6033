import SegueCore
import XCTest

@testable import SegueUI

/// The animator of the Writing an animator article (once the README's), as written there: it compiles, runs and runs interactively.
private final class FadeAnimator: AnimatedTransitioning {
    func transitionDuration(using context: TransitionContext?) -> Double { 0.4 }

    func animateTransition(using context: TransitionContext) {
        guard let toView = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        View.animate(
            withDuration: 0.4, curve: .easeInEaseOut,
            animations: {
                toView.alpha = 1
            },
            completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
    }
}

private final class Transitions: NavigationControllerDelegate {
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        operation == .push ? FadeAnimator() : nil
    }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animator: AnimatedTransitioning,
        requestedInteraction: InteractiveTransitioning?
    ) -> InteractiveTransitioning? {
        requestedInteraction
    }
}

nonisolated final class ReadmeAnimatorTests: XCTestCase {
    @MainActor func testTheReadmeAnimatorPushesAndFadesIn() async {
        let h = TransitionHarness()
        let transitions = Transitions()
        h.nav.delegate = transitions
        let two = h.makeScreen("Two")
        h.nav.pushViewController(two, animated: true)
        h.advance(seconds: 0.2)
        XCTAssertGreaterThan(two.view.presentation.alpha, 0.1)
        XCTAssertLessThan(two.view.presentation.alpha, 0.9)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 2)
        h.assertMirror()
        // Pop falls back to the system slide, and the edge swipe still drives it.
        let interaction = PercentDrivenInteractiveTransition()
        XCTAssertTrue(h.nav.popViewController(interaction: interaction), "the swipe's interaction drives the pop")
        interaction.update(0.5)
        interaction.finish()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 1)
        h.assertMirror()
    }
}
