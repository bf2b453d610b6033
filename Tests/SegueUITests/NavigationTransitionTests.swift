import SegueCore
import XCTest

@testable import SegueUI

nonisolated final class NavigationTransitionTests: XCTestCase {
    @MainActor func testPushAndPopEveryStyle() async {
        for style in TransitionStyle.builtIn {
            let h = TransitionHarness(style: style)
            let screen = h.makeScreen("Two")
            h.nav.pushViewController(screen, animated: true)
            XCTAssertTrue(h.window.isTransitioning, "\(style)")
            h.settle()
            XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home", "Two"], "\(style)")
            XCTAssertEqual(
                h.log, ["Home.willDisappear", "Two.willAppear", "Home.didDisappear", "Two.didAppear"], "\(style)")
            h.assertMirror()
            h.log.removeAll()
            h.nav.popViewController(animated: true)
            h.settle()
            XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home"], "\(style)")
            XCTAssertEqual(
                h.log, ["Two.willDisappear", "Home.willAppear", "Two.didDisappear", "Home.didAppear"], "\(style)")
            h.assertMirror()
            XCTAssertEqual(h.delegate.animators.count, 2)
            for animator in h.delegate.animators {
                XCTAssertEqual(animator.animateCalls, 1, "\(style)")
                XCTAssertEqual(animator.endedCalls, [true], "\(style)")
                XCTAssertEqual(animator.completeCallsAtEnd, [1], "\(style)")
            }
        }
    }

    @MainActor func testNonAnimatedOperationsHaveNoIntermediateFrames() async {
        let h = TransitionHarness(style: .circle)
        let two = h.makeScreen("Two")
        h.nav.pushViewController(two, animated: false)
        XCTAssertFalse(h.window.isTransitioning)
        XCTAssertEqual(h.nav.viewControllers.count, 2)
        h.assertMirror()
        h.nav.pushViewController(h.makeScreen("Three"), animated: false)
        h.nav.popToRootViewController(animated: false)
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home"])
        h.assertMirror()
        XCTAssertTrue(h.delegate.animators.isEmpty)
    }

    @MainActor func testProgrammaticRequestsDuringATransitionRunInOrder() async {
        let h = TransitionHarness(style: .system)
        h.nav.pushViewController(h.makeScreen("Two"), animated: true)
        h.frame(3)
        h.nav.pushViewController(h.makeScreen("Three"), animated: true)
        h.nav.pushViewController(h.makeScreen("Four"), animated: true)
        XCTAssertEqual(h.nav.viewControllers.count, 2)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home", "Two", "Three", "Four"])
        h.assertMirror()
    }

    @MainActor func testPopToRootAndSetViewControllers() async {
        let h = TransitionHarness(style: .fold)
        let two = h.makeScreen("Two")
        let three = h.makeScreen("Three")
        h.nav.setViewControllers([h.home, two, three], animated: true)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home", "Two", "Three"])
        h.nav.popToViewController(two, animated: true)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home", "Two"])
        h.nav.popToRootViewController(animated: true)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home"])
        h.assertMirror()
    }

    @MainActor func testCancelledInteractivePopCallsAppearanceInUIKitsCancelledOrder() async {
        let h = TransitionHarness(style: .system)
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        h.log.removeAll()
        let interaction = PercentDrivenInteractiveTransition()
        XCTAssertTrue(h.nav.popViewController(interaction: interaction), "the pop starts driven by the interaction")
        interaction.update(0.3)
        h.frame()
        interaction.cancel()
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.map(\.title), ["Home", "Two"])
        XCTAssertEqual(
            h.log,
            [
                "Two.willDisappear", "Home.willAppear", "Home.willDisappear", "Home.didDisappear", "Two.willAppear",
                "Two.didAppear",
            ])
        h.assertMirror()
    }

    @MainActor func testPoppedControllersAreReleased() async {
        let h = TransitionHarness(style: .scale)
        weak var weakScreen: ViewController?
        weak var weakView: View?
        do {
            let screen = h.makeScreen("Two")
            weakScreen = screen
            weakView = screen.view
            h.nav.pushViewController(screen, animated: true)
            h.settle()
            h.nav.popViewController(animated: true)
            h.settle()
        }
        XCTAssertNil(weakScreen)
        XCTAssertNil(weakView)
    }
}
