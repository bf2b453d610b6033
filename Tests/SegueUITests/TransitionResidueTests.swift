@_spi(Testing) import SegueCore
@_spi(Testing) import SegueUI
import XCTest

/// An animator written as for UIKit: the push shrinks the old screen to half size and leaves it
/// so; the pop notes the transform it finds on the screen underneath and grows it back.
private final class ShrinkAnimator: AnimatedTransitioning {
    let isPush: Bool
    var transformAtPopStart: Transform3D?

    init(isPush: Bool) { self.isPush = isPush }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.5 }

    func animateTransition(using context: TransitionContext) {
        let from: View = context.view(forKey: .from)!
        let to: View = context.view(forKey: .to)!
        if isPush {
            context.containerView.addSubview(to)
            to.alpha = 0
            View.animate(withDuration: 0.5) {
                from.transform3D = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
                to.alpha = 1
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else {
            transformAtPopStart = to.transform3D
            context.containerView.insertSubview(to, at: 0)
            View.animate(withDuration: 0.5) {
                from.alpha = 0
                to.transform3D = .identity
            } completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }
}

/// Hands out shrink animators.
private final class ShrinkDelegate: NavigationControllerDelegate {
    var animators: [ShrinkAnimator] = []

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from: ViewController, to: ViewController
    ) -> AnimatedTransitioning? {
        let animator = ShrinkAnimator(isPush: operation == .push)
        animators.append(animator)
        return animator
    }
}

/// Gives a custom presentation an animator and no presentation controller.
private final class AnimatorOnlyDelegate: TransitioningDelegate {
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> AnimatedTransitioning? { CrossDissolveAnimator(operation: .present) }
}

/// What an animator leaves on the views when its transition completes: kept for an animator
/// written as for UIKit, cleared for Segue's; and the default custom presentation draws nothing.
nonisolated final class TransitionResidueTests: XCTestCase {
    @MainActor func testAUIKitAnimatorsPushLeavesTheOldScreenShrunkForThePop() async {
        let h = TransitionHarness()
        let shrink = ShrinkDelegate()
        h.nav.delegate = shrink
        let second = h.makeScreen("Second")
        h.nav.pushViewController(second, animated: true)
        h.settle()
        let home: View = h.home.view
        XCTAssertEqual(home.transform3D, Transform3D(scaleX: 0.5, y: 0.5, z: 1), "kept, as UIKit keeps it")
        XCTAssertTrue(h.home.keepsTransitionResidue)
        h.assertMirror()

        h.nav.popViewController(animated: true)
        h.settle()
        XCTAssertEqual(shrink.animators.last?.transformAtPopStart, Transform3D(scaleX: 0.5, y: 0.5, z: 1))
        XCTAssertEqual(home.transform3D, .identity, "the pop grew it back")
        XCTAssertEqual(second.view.alpha, 0, "the popped screen keeps the alpha the pop left")
        XCTAssertTrue(second.keepsTransitionResidue)
        h.assertMirror()
    }

    @MainActor func testSegueStylesStillClearTheirViews() async {
        let h = TransitionHarness()
        h.nav.delegate = TransitionStyleDelegate(style: .scale)
        h.nav.pushViewController(h.makeScreen("Second"), animated: true)
        h.settle()
        let home: View = h.home.view
        XCTAssertEqual(home.transform3D, .identity, "the scale style's half size is cleared")
        XCTAssertFalse(h.home.keepsTransitionResidue)
        h.assertMirror()
    }

    @MainActor func testASegueTransitionAfterAUIKitOneClearsTheViews() async {
        let h = TransitionHarness()
        let shrink = ShrinkDelegate()
        h.nav.delegate = shrink
        h.nav.pushViewController(h.makeScreen("Second"), animated: true)
        h.settle()
        h.nav.delegate = nil
        h.nav.popViewController(animated: true)
        h.settle()
        let home: View = h.home.view
        XCTAssertEqual(home.transform3D, .identity, "the system slide's completion clears it")
        XCTAssertFalse(h.home.keepsTransitionResidue)
        h.assertMirror()
    }

    @MainActor func testTheDefaultCustomPresentationDrawsNothingBeneath() async {
        let h = TransitionHarness()
        let transitions = AnimatorOnlyDelegate()
        let modal = h.makeScreen("Modal")
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = transitions
        h.home.present(modal, animated: true)
        h.frame(5)
        let presentation = h.window.presentations.first
        XCTAssertNotNil(presentation?.presentationController, "UIKit's base presentation controller")
        XCTAssertNil(presentation?.presentationController?.dimmingView, "no dimming view while presenting")
        h.settle()
        XCTAssertNil(presentation?.presentationController?.dimmingView, "none at rest")
        XCTAssertEqual(presentation?.containerView.subviews.count, 1, "the presented view alone")
        h.assertMirror()
    }
}
