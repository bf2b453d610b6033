import Segue
@_spi(Testing) import SegueUI
import UIKit
import XCTest

/// The fade animator exactly as Apple's documentation and countless iOS projects write it.
class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: 0.3, animations: { toView.alpha = 1 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// Its dismissal counterpart: under the custom style there is no to-view (the presenter's view
/// stays where it is), so the presented view fades out.
class FadeOutAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        UIView.animate(
            withDuration: 0.3, animations: { fromView.alpha = 0 },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// A transitioning delegate as iOS projects write one.
final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var presentationControllers = 0

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeOutAnimator()
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        presentationControllers += 1
        return UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

nonisolated final class FadeAnimatorTests: XCTestCase {
    /// UIView.animate's default curve (ease-in-ease-out) at `frames` frames into 0.3 s.
    @MainActor private func eased(_ frames: Int) -> Double {
        TimingCurve.easeInEaseOut.value(at: min(Double(frames) / 60 / 0.3, 1))
    }

    @MainActor func testPresentsAndDismissesThroughTheTransitioningDelegate() async throws {
        let h = ControllerHarness()
        let transitions = FadeTransitions()
        let modal = h.screen("M")
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = transitions
        var completions = 0
        h.home.present(modal, animated: true) { completions += 1 }

        // The transition started at once: the context holds the presented view, transparent.
        let context = try XCTUnwrap(h.window.activeTransition?.context)
        XCTAssertEqual(context.presentationStyle, .custom)
        XCTAssertTrue(context.viewController(forKey: .to) === modal)
        XCTAssertTrue(context.viewController(forKey: .from) === h.nav)
        XCTAssertNil(context.view(forKey: .from), "the presenter's view is not the animator's under .custom")
        XCTAssertEqual(transitions.presentationControllers, 1)
        XCTAssertEqual(h.log, ["M.viewWillAppear"], "a custom presentation leaves the presenter alone")
        let modalView: UIView = modal.view
        XCTAssertTrue(modalView.superview === context.containerView)
        XCTAssertEqual(modalView.frame, h.window.bounds, "the base presentation controller's frame")

        // Every frame: the presented view fades in with UIView.animate's default curve, over
        // the presenter's view, which stays in the window and untouched.
        for frame in 1...17 {
            h.frame()
            XCTAssertTrue(h.window.isTransitioning, "frame \(frame)")
            XCTAssertEqual(Double(modalView.presentation.alpha), eased(frame), accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(modalView.alpha, 1, "the model value is the end value")
            XCTAssertTrue(h.nav.view.superview === h.window, "frame \(frame)")
            XCTAssertEqual(h.nav.view.presentation.alpha, 1, "frame \(frame)")
            XCTAssertEqual(h.window.presentations.count, 1)
            XCTAssertNil(h.window.presentations[0].presentationController?.dimmingView, "UIKit's base dims nothing")
        }
        // Frame 18 is 0.3 s in: the animation's completion calls completeTransition.
        h.frame()
        XCTAssertFalse(h.window.isTransitioning, "completeTransition ended it after 0.3 s")
        XCTAssertEqual(completions, 1)
        XCTAssertEqual(h.log, ["M.viewWillAppear", "M.viewDidAppear"])
        XCTAssertEqual(modalView.presentation.alpha, 1)
        XCTAssertTrue(h.nav.presentedViewController === modal)
        XCTAssertTrue(modal.presentationController === h.window.presentations[0].presentationController)
        XCTAssertTrue(modal.presentationController?.presentingViewController === h.nav)

        // Dismissal: the presented view fades out every frame, then leaves the window.
        h.log.removeAll()
        modal.dismiss(animated: true) { completions += 1 }
        let dismissal = try XCTUnwrap(h.window.activeTransition?.context)
        XCTAssertTrue(dismissal.viewController(forKey: .from) === modal)
        XCTAssertNil(dismissal.view(forKey: .to))
        XCTAssertEqual(h.log, ["M.viewWillDisappear"])
        for frame in 1...17 {
            h.frame()
            XCTAssertTrue(h.window.isTransitioning, "frame \(frame)")
            XCTAssertEqual(
                Double(modalView.presentation.alpha), 1 - eased(frame), accuracy: 1e-6, "frame \(frame)")
            XCTAssertTrue(modalView.superview === dismissal.containerView, "frame \(frame)")
        }
        h.frame()
        XCTAssertFalse(h.window.isTransitioning)
        XCTAssertEqual(completions, 2)
        XCTAssertEqual(h.log, ["M.viewWillDisappear", "M.viewDidDisappear"])
        XCTAssertNil(modalView.superview, "the presented view left the window")
        XCTAssertEqual(modalView.alpha, 0, "as UIKit, the dismissed view keeps what the animator left")
        XCTAssertEqual(h.window.presentations.count, 0)
        XCTAssertNil(h.nav.presentedViewController)
        XCTAssertEqual(h.window.mirrorInvariantViolations(), [])
    }
}
