import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Faults in the middle of transitions: resizes and lost focus end cleanly.
nonisolated final class FaultTests: XCTestCase {
    @MainActor private func assertLaidOut(
        _ scene: ViewerScene, _ size: Size, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(scene.window.bounds.size, size, file: file, line: line)
        // Laid out to fill the window, under the transform it may rest with (the fold's presenter).
        let nav: View = scene.navigation.view
        let anchor = nav.anchorPoint
        let origin = Point(
            x: nav.position.x - anchor.x * nav.bounds.width, y: nav.position.y - anchor.y * nav.bounds.height)
        XCTAssertEqual(
            Rect(origin: origin, size: nav.bounds.size), Rect(origin: .zero, size: size), file: file, line: line)
        XCTAssertEqual(nav.transform3D, scene.navigation.restingTransform.transform, file: file, line: line)
        if let front = scene.window.frontViewController {
            let frame = front.view.presentationFrameInRoot
            if scene.window.presentations.isEmpty {
                XCTAssertEqual(frame.width, size.width, file: file, line: line)
                XCTAssertEqual(frame.maxY, size.height, accuracy: 1e-9, file: file, line: line)
            } else {
                XCTAssertEqual(frame.width, size.width, file: file, line: line)
            }
        }
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [], file: file, line: line)
    }

    @MainActor func testResizeDuringEachTransitionEndsLaidOutForTheNewSize() async throws {
        for style in TransitionStyle.builtIn {
            let driver = SceneDriver(style: style)
            let scene = driver.viewer
            let requests: [() -> Void] = [scene.push, scene.pop, scene.present, scene.dismiss]
            for (i, request) in requests.enumerated() {
                request()
                for _ in 0..<10 { try driver.frame() }
                let size = i % 2 == 0 ? Size(width: 600, height: 500) : Size(width: 320, height: 700)
                scene.resize(to: size)
                XCTAssertTrue(try driver.settle())
                assertLaidOut(scene, size)
            }
        }
    }

    @MainActor func testFocusLostDuringADragCancelsTheInteractiveTransitionCleanly() async throws {
        let driver = SceneDriver()
        let scene = driver.viewer
        scene.present()
        XCTAssertTrue(try driver.settle())
        let before = ViewSnapshot(scene.window)
        scene.router.handle(.down(location: Point(x: 200, y: 300), time: driver.clock.now))
        for i in 1...20 {
            try driver.frame()
            scene.router.handle(.moved(location: Point(x: 200, y: 300 + Double(i) * 12), time: driver.clock.now))
        }
        XCTAssertEqual(scene.window.activeTransition?.context.isInteractive, true)
        scene.router.focusLost(time: driver.clock.now)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
        XCTAssertEqual(ViewSnapshot(scene.window), before)
        XCTAssertNil(scene.router.activeTouch)
    }

    @MainActor func testPointerLeavingTheWindowDuringAnEdgeSwipeCancelsIt() async throws {
        let driver = SceneDriver()
        let scene = driver.viewer
        scene.push()
        XCTAssertTrue(try driver.settle())
        scene.router.handle(.down(location: Point(x: 4, y: 400), time: driver.clock.now))
        for i in 1...20 {
            try driver.frame()
            scene.router.handle(.moved(location: Point(x: 4 + Double(i) * 6, y: 400), time: driver.clock.now))
        }
        XCTAssertEqual(scene.window.activeTransition?.context.operation, .pop)
        scene.router.pointerLeftWindow(time: driver.clock.now)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
    }
}
