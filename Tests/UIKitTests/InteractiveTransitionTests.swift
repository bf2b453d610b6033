import Segue
import UIKit
import XCTest

/// A fade written around a property animator, as iOS projects write interruptible animators:
/// `animateTransition(using:)` starts the animator `interruptibleAnimator(using:)` makes once.
final class PropertyAnimatorFade: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?
    var endedWith: Bool?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let animator { return animator }
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut) { toView.alpha = 1 }
        animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        animator = nil
        endedWith = transitionCompleted
    }
}

/// Hands a given animator out for presentations.
final class GivenAnimatorTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator: UIViewControllerAnimatedTransitioning

    init(_ animator: UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}

nonisolated final class InteractiveTransitionTests: XCTestCase {
    @MainActor func testAnAnimatorBuiltOnAPropertyAnimatorRuns() async {
        let h = ControllerHarness()
        let fade = PropertyAnimatorFade()
        let transitions = GivenAnimatorTransitions(fade)
        let modal = h.screen("M")
        modal.modalPresentationStyle = .overFullScreen
        modal.transitioningDelegate = transitions
        h.home.present(modal, animated: true)
        h.frame(9)
        let midway = Double(modal.view.presentation.alpha)
        XCTAssertGreaterThan(midway, 0.2, "the property animator's fade runs")
        XCTAssertLessThan(midway, 0.8)
        h.settle()
        XCTAssertEqual(fade.endedWith, true)
        XCTAssertEqual(modal.view.presentation.alpha, 1)
        XCTAssertEqual(h.log, ["M.viewWillAppear", "M.viewDidAppear"])
    }

    @MainActor func testACancelPlaysBackWithTheCompletionCurveAndSpeed() async {
        let h = ControllerHarness()
        h.nav.pushViewController(h.screen("B"), animated: false)
        let delegate = PopDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionMotion = .curve
        interaction.completionCurve = .linear
        interaction.completionSpeed = 2
        delegate.interaction = interaction
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        XCTAssertEqual(interaction.duration, 0.35, accuracy: 1e-12)
        interaction.update(0.5)
        h.frame()
        interaction.cancel()
        // The first frame after the release shows where the finger left it; then the rest, half
        // the transition, plays back linearly over 0.5 × 0.35 s at speed 2.
        h.frame()
        XCTAssertEqual(interaction.percentComplete, 0.5, accuracy: 1e-12)
        let length = 0.5 * 0.35 / 2
        for frame in 1...5 {
            h.frame()
            let expected = 0.5 * (1 - Double(frame) / 60 / length)
            XCTAssertEqual(interaction.percentComplete, max(expected, 0), accuracy: 1e-9, "frame \(frame)")
        }
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 2, "cancelled")
    }

    @MainActor func testATimingCurveOverridesTheCompletionCurve() async {
        let h = ControllerHarness()
        h.nav.pushViewController(h.screen("B"), animated: false)
        let delegate = PopDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionMotion = .curve
        interaction.completionCurve = .linear
        interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeIn)
        delegate.interaction = interaction
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        interaction.update(0.5)
        h.frame()
        interaction.finish()
        h.frame(4)
        let length = 0.5 * 0.35
        let eased = TimingCurve.easeIn.value(at: 3.0 / 60 / length)
        XCTAssertEqual(interaction.percentComplete, 0.5 + 0.5 * eased, accuracy: 1e-9)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 1, "finished")
    }
}
