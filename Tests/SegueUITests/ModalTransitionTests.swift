@_spi(Testing) import SegueCore
import XCTest

@_spi(Testing) @testable import SegueUI

nonisolated final class ModalTransitionTests: XCTestCase {
    @MainActor func testPresentAndDismissEveryStyle() async {
        for style in TransitionStyle.builtIn {
            let h = TransitionHarness(style: style)
            let modal = h.makeModal("Modal 1")
            h.home.present(modal, animated: true)
            h.settle()
            XCTAssertTrue(h.nav.presentedViewController === modal, "\(style)")
            XCTAssertTrue(modal.presentingViewController === h.nav, "\(style)")
            XCTAssertEqual(h.window.presentations.count, 1)
            if style.modalPresentationStyle == .fullScreen {
                XCTAssertEqual(
                    h.log, ["Home.willDisappear", "Modal 1.willAppear", "Modal 1.didAppear", "Home.didDisappear"],
                    "\(style)")
                XCTAssertNil(h.nav.view.superview, "full screen removes the presenter's view")
            } else {
                XCTAssertEqual(h.log, ["Modal 1.willAppear", "Modal 1.didAppear"], "custom style: presenter untouched")
                XCTAssertTrue(h.nav.view.superview === h.window)
                // The sheets dim the screen beneath (the detents sheet from above medium); the
                // folds, as UIKit's default custom presentation, do not.
                let dimming = h.window.presentations[0].presentationController?.dimmingView
                XCTAssertEqual(dimming != nil, style == .sheet || style == .detents, "\(style)")
            }
            h.assertMirror()
            h.log.removeAll()
            modal.dismiss(animated: true)
            h.settle()
            XCTAssertNil(h.nav.presentedViewController, "\(style)")
            XCTAssertEqual(h.window.presentations.count, 0)
            if style.modalPresentationStyle == .fullScreen {
                XCTAssertEqual(
                    h.log, ["Modal 1.willDisappear", "Home.willAppear", "Modal 1.didDisappear", "Home.didAppear"],
                    "\(style)")
            } else {
                XCTAssertEqual(h.log, ["Modal 1.willDisappear", "Modal 1.didDisappear"], "\(style)")
            }
            h.assertMirror()
            for animator in h.delegate.animators {
                XCTAssertEqual(animator.animateCalls, 1, "\(style)")
                XCTAssertEqual(animator.endedCalls, [true], "\(style)")
            }
        }
    }

    @MainActor func testStackedModalsAndDismissingALowerOneTakesTheUpperAlong() async {
        let h = TransitionHarness(style: .scale)
        let first = h.makeModal("Modal 1")
        let second = h.makeModal("Modal 2")
        h.home.present(first, animated: true)
        first.present(second, animated: true)
        h.settle()
        XCTAssertEqual(h.window.presentations.map { $0.presented.title }, ["Modal 1", "Modal 2"])
        h.assertMirror()
        first.dismiss(animated: true)
        h.settle()
        XCTAssertEqual(h.window.presentations.map { $0.presented.title }, ["Modal 1"])
        h.nav.dismiss(animated: true)
        h.settle()
        XCTAssertTrue(h.window.presentations.isEmpty)
        h.assertMirror()
    }

    @MainActor func testFullScreenDismissalShowsThePresenterBelowFromTheFirstFrame() async {
        let h = TransitionHarness(style: .system)
        let modal = h.makeModal("Modal 1")
        h.home.present(modal, animated: true)
        h.settle()
        XCTAssertNil(h.nav.view.superview)
        modal.dismiss(animated: true)
        // Before any frame of the dismissal is drawn the presenter's view is back, below the modal.
        let container = h.window.presentations[0].containerView
        XCTAssertTrue(h.nav.view.isDescendant(of: h.window))
        XCTAssertEqual(container.subviews.first.map { $0 === h.nav.view }, true)
        XCTAssertEqual(container.subviews.last.map { $0 === modal.view }, true)
        h.frame()
        XCTAssertTrue(h.nav.view.isDescendant(of: h.window))
        h.settle()
        XCTAssertTrue(h.nav.view.superview === h.window)
        h.assertMirror()
    }

    @MainActor func testNonAnimatedPresentAndDismiss() async {
        let h = TransitionHarness(style: .sheet)
        let modal = h.makeModal("Modal 1")
        h.home.present(modal, animated: false)
        XCTAssertFalse(h.window.isTransitioning)
        XCTAssertTrue(h.nav.presentedViewController === modal)
        h.assertMirror()
        modal.dismiss(animated: false)
        XCTAssertNil(h.nav.presentedViewController)
        h.assertMirror()
    }

    @MainActor func testThousandCyclesReleaseEveryControllerAndView() async {
        let h = TransitionHarness(style: .system)
        let baseControllers = ViewController.liveCount
        let baseViews = View.liveCount
        var weakControllers: [() -> AnyObject?] = []
        for i in 0..<1000 {
            do {
                let screen = h.makeScreen("S\(i)")
                let modal = h.makeModal("M\(i)")
                weakControllers.append { [weak screen] in screen }
                weakControllers.append { [weak modal] in modal }
                let animated = i % 2 == 0
                h.nav.pushViewController(screen, animated: animated)
                h.nav.popViewController(animated: animated)
                h.home.present(modal, animated: animated)
                h.nav.dismiss(animated: animated)
                h.settle()
            }
        }
        let alive = weakControllers.compactMap { ($0() as? ViewController)?.title }
        XCTAssertEqual(alive, [])
        XCTAssertEqual(ViewController.liveCount, baseControllers)
        XCTAssertEqual(View.liveCount, baseViews)
        h.assertMirror()
    }
}
