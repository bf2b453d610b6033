import Segue
import UIKit
import XCTest

/// A pop animator written as iOS projects write one: the screen below slides in under the one
/// leaving, which slides off to the right.
final class SlideBackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let container = transitionContext.containerView
        container.insertSubview(toView, belowSubview: fromView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: { fromView.frame.origin.x = container.bounds.width },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

/// A navigation delegate written against UIKit's protocol: a custom pop with an interaction
/// controller, and the will-show and did-show calls logged.
final class PopDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?
    var log: (String) -> Void = { _ in }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? SlideBackAnimator() : nil
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log("willShow \(viewController.title ?? "")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log("didShow \(viewController.title ?? "")")
    }
}

/// The appearance callbacks of push, pop, present, dismiss and interactive pops, in UIKit's
/// observed orders:
/// - push and pop, interactive or not: the outgoing screen's will-disappear, the incoming one's
///   will-appear, the outgoing one's did-disappear, the incoming one's did-appear
///   (wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html), with the
///   delegate's will-show after the will-appear and did-show after the did-appear
///   (vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/);
/// - a cancelled interactive pop: the outgoing screen's will-disappear, the incoming one's
///   will-appear, then the incoming one's will-disappear and did-disappear, then the outgoing
///   one's will-appear and did-appear (wangling.me, as above);
/// - a full-screen presentation: the presenter's will-disappear, the presented one's
///   will-appear and did-appear, then the presenter's did-disappear
///   (velog.io/@rudin_/iOS-LifeCycle-in-Modal); the dismissal mirrors the navigation order.
nonisolated final class AppearanceOrderTests: XCTestCase {
    @MainActor private func pushB(_ h: ControllerHarness) -> LoggingViewController {
        let b = h.screen("B")
        h.nav.pushViewController(b, animated: true)
        h.settle()
        h.log.removeAll()
        return b
    }

    @MainActor func testPushAndPop() async {
        let h = ControllerHarness()
        let delegate = PopDelegate()
        delegate.log = { [unowned h] in h.log.append($0) }
        h.nav.delegate = delegate
        let b = h.screen("B")
        h.nav.pushViewController(b, animated: true)
        XCTAssertEqual(h.log, ["A.viewWillDisappear", "B.viewWillAppear", "willShow B"], "before the first frame")
        h.settle()
        XCTAssertEqual(
            h.log,
            [
                "A.viewWillDisappear", "B.viewWillAppear", "willShow B", "A.viewDidDisappear", "B.viewDidAppear",
                "didShow B",
            ])
        h.log.removeAll()
        let popped = h.nav.popViewController(animated: true)
        XCTAssertTrue(popped === b)
        h.settle()
        XCTAssertEqual(
            h.log,
            [
                "B.viewWillDisappear", "A.viewWillAppear", "willShow A", "B.viewDidDisappear", "A.viewDidAppear",
                "didShow A",
            ])
        XCTAssertEqual(h.nav.viewControllers.count, 1)
    }

    @MainActor func testInteractivePopThatFinishes() async {
        let h = ControllerHarness()
        _ = pushB(h)
        let delegate = PopDelegate()
        delegate.log = { [unowned h] in h.log.append($0) }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        XCTAssertTrue(h.window.activeTransition?.context.isInteractive == true, "the delegate's interaction drives it")
        interaction.update(0.4)
        h.frame(3)
        XCTAssertEqual(interaction.percentComplete, 0.4, accuracy: 1e-12)
        interaction.finish()
        h.settle()
        XCTAssertEqual(
            h.log,
            [
                "B.viewWillDisappear", "A.viewWillAppear", "willShow A", "B.viewDidDisappear", "A.viewDidAppear",
                "didShow A",
            ])
        XCTAssertTrue(h.nav.topViewController === h.home)
    }

    @MainActor func testInteractivePopThatIsCancelled() async {
        let h = ControllerHarness()
        let b = pushB(h)
        let delegate = PopDelegate()
        delegate.log = { [unowned h] in h.log.append($0) }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        h.nav.delegate = delegate
        h.nav.popViewController(animated: true)
        interaction.update(0.3)
        h.frame(3)
        interaction.cancel()
        h.settle()
        XCTAssertEqual(
            h.log,
            [
                "B.viewWillDisappear", "A.viewWillAppear", "willShow A", "A.viewWillDisappear", "A.viewDidDisappear",
                "B.viewWillAppear", "B.viewDidAppear",
            ])
        XCTAssertTrue(h.nav.topViewController === b, "the pop was cancelled")
        XCTAssertEqual(b.view.frame, h.nav.containerView.bounds, "the screen is back in place")
    }

    @MainActor func testPresentAndDismissFullScreen() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalPresentationStyle = .fullScreen
        var presented = false
        h.home.present(modal, animated: true) { presented = true }
        h.settle()
        XCTAssertTrue(presented)
        XCTAssertEqual(h.log, ["A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear"])
        XCTAssertTrue(modal.presentingViewController === h.nav, "presented from the front-most controller")
        XCTAssertTrue(h.nav.presentedViewController === modal)
        h.log.removeAll()
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        h.settle()
        XCTAssertTrue(dismissed)
        XCTAssertEqual(h.log, ["M.viewWillDisappear", "A.viewWillAppear", "M.viewDidDisappear", "A.viewDidAppear"])
        XCTAssertNil(h.nav.presentedViewController)
        XCTAssertNil(modal.presentingViewController)
    }

    @MainActor func testOverFullScreenLeavesThePresenterAlone() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalPresentationStyle = .overFullScreen
        h.home.present(modal, animated: true)
        h.settle()
        XCTAssertEqual(h.log, ["M.viewWillAppear", "M.viewDidAppear"])
        XCTAssertTrue(h.nav.view.superview === h.window, "the presenter's view stays beneath")
        h.log.removeAll()
        h.home.dismiss(animated: true)
        h.settle()
        XCTAssertEqual(h.log, ["M.viewWillDisappear", "M.viewDidDisappear"])
    }
}
