import SegueCore
import SegueUI
import XCTest

/// A controller released while its transition runs or its request waits: nothing of it is kept
/// alive by the transition, nothing crashes, and the window settles.
nonisolated final class ReleasedControllerTests: XCTestCase {
    @MainActor private let clock = ManualClock()
    @MainActor private lazy var window = SceneWindow(size: Size(width: 390, height: 844), clock: clock)

    @MainActor private func settle(file: StaticString = #filePath, line: UInt = #line) {
        var frames = 0
        while window.isTransitioning || window.engine.isAnimating || window.queuedRequestCount > 0 {
            clock.advanceOneFrame()
            window.update()
            frames += 1
            if frames > 1800 { return XCTFail("did not settle within 30 s", file: file, line: line) }
        }
    }

    /// A navigation controller made the root, and only a weak reference to it kept.
    @MainActor private func showNavigation() -> () -> NavigationController? {
        let navigation = NavigationController(rootViewController: ColorScreen("Home", Color(r: 240, g: 240, b: 240)))
        window.setRootViewController(navigation)
        window.update()
        return { [weak navigation] in navigation }
    }

    @MainActor func testANavigationControllerReleasedDuringItsPushIsNotTouchedWhenThePushEnds() async {
        let navigation = showNavigation()
        navigation()?.pushViewController(ColorScreen("Next", Color(r: 30, g: 120, b: 200)), animated: true)
        clock.advanceOneFrame()
        window.update()
        XCTAssertTrue(window.isTransitioning)
        window.setRootViewController(ColorScreen("Other", Color(r: 10, g: 10, b: 10)))
        XCTAssertNil(navigation(), "the transition does not keep its navigation controller alive")
        settle()
        XCTAssertFalse(window.isTransitioning)
        XCTAssertEqual(window.rootViewController?.title, "Other")
    }

    @MainActor func testANavigationControllerReleasedWhileItsPushWaitsRunsNothing() async {
        let navigation = showNavigation()
        navigation()?.pushViewController(ColorScreen("First", Color(r: 200, g: 60, b: 60)), animated: true)
        clock.advanceOneFrame()
        window.update()
        XCTAssertTrue(window.isTransitioning)
        navigation()?.pushViewController(ColorScreen("Next", Color(r: 30, g: 120, b: 200)), animated: true)
        XCTAssertEqual(window.queuedRequestCount, 1, "the second push waits for the first")
        window.setRootViewController(ColorScreen("Other", Color(r: 10, g: 10, b: 10)))
        XCTAssertNil(navigation(), "the waiting request does not keep its navigation controller alive")
        settle()
        XCTAssertEqual(window.queuedRequestCount, 0)
        XCTAssertEqual(window.rootViewController?.title, "Other")
    }
}
