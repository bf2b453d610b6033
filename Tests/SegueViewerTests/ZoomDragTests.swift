import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Drag anywhere to zoom back, grabbing running zooms, and what a cancelled drag leaves.
nonisolated final class ZoomDragTests: XCTestCase {
    /// A pointer on a driver: press, move in steps of one frame, release.
    @MainActor private struct Finger {
        let driver: SceneDriver
        var location: Point

        mutating func down(_ point: Point) {
            location = point
            driver.viewer.router.handle(.down(location: point, time: driver.clock.now))
        }

        mutating func move(by delta: Point, frames: Int) throws {
            let start = location
            for i in 1...frames {
                try driver.frame()
                let t = Double(i) / Double(frames)
                location = Point(x: start.x + delta.x * t, y: start.y + delta.y * t)
                driver.viewer.router.handle(.moved(location: location, time: driver.clock.now))
            }
        }

        func hold(frames: Int) throws {
            for _ in 0..<frames {
                try driver.frame()
                driver.viewer.router.handle(.moved(location: location, time: driver.clock.now))
            }
        }

        func up() {
            driver.viewer.router.handle(.up(location: location, time: driver.clock.now))
        }
    }

    @MainActor private func detailDriver(card: Int) throws -> (SceneDriver, GalleryScreen, DetailScreen) {
        let driver = SceneDriver(style: .zoom)
        try tap("Gallery", driver)
        XCTAssertTrue(try driver.settle())
        let gallery = try XCTUnwrap(driver.viewer.navigation.topViewController as? GalleryScreen)
        try tap("Card \(card)", driver)
        XCTAssertTrue(try driver.settle())
        let detail = try XCTUnwrap(driver.viewer.navigation.topViewController as? DetailScreen)
        XCTAssertTrue(detail.arrivedByZoom)
        return (driver, gallery, detail)
    }

    @MainActor func testASlowShortDragSpringsBackAndTheFullDragGoesIntoTheCard() async throws {
        let (driver, gallery, detail) = try detailDriver(card: 4)
        let card = try XCTUnwrap(gallery.card(4))
        var finger = Finger(driver: driver, location: .zero)
        finger.down(Point(x: 200, y: 400))
        try finger.move(by: Point(x: 40, y: 120), frames: 20)
        let frame = detail.view.presentationFrameInRoot
        XCTAssertLessThan(frame.width, 390 * 0.95, "the screen shrinks under the finger")
        XCTAssertEqual(driver.viewer.window.activeTransition?.context.isInteractive, true)
        try finger.hold(frames: 12)
        finger.up()
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Detail 4", "a slow release of a short drag springs back")
        XCTAssertNil(detail.view.presentation.maskShape)
        XCTAssertEqual(detail.view.presentationFrameInRoot, Rect(x: 0, y: 56, width: 390, height: 788))
        finger.down(Point(x: 200, y: 300))
        try finger.move(by: Point(x: 0, y: 330), frames: 30)
        try finger.hold(frames: 12)
        finger.up()
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Gallery", "a long drag goes back into the card")
        XCTAssertFalse(card.isHidden)
        XCTAssertEqual(card.presentation.alpha, 1)
        XCTAssertEqual(driver.viewer.window.mirrorInvariantViolations(), [])
    }

    @MainActor func testAFlickDismisses() async throws {
        let (driver, _, _) = try detailDriver(card: 2)
        var finger = Finger(driver: driver, location: .zero)
        finger.down(Point(x: 200, y: 300))
        try finger.move(by: Point(x: 0, y: 60), frames: 4)
        finger.up()
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Gallery")
    }

    @MainActor func testGrabbingAZoomInAfter100msAndReleasingSlowlyGoesBackIntoTheCard() async throws {
        let driver = SceneDriver(style: .zoom)
        try tap("Gallery", driver)
        XCTAssertTrue(try driver.settle())
        let gallery = try XCTUnwrap(driver.viewer.navigation.topViewController as? GalleryScreen)
        let card = try XCTUnwrap(gallery.card(6))
        let cardFrame = card.presentationFrameInRoot
        try tap("Card 6", driver)
        for _ in 0..<6 { try driver.frame() }
        let detail = try XCTUnwrap(driver.viewer.navigation.topViewController as? DetailScreen)
        var finger = Finger(driver: driver, location: .zero)
        finger.down(Point(x: 200, y: 400))
        try finger.move(by: Point(x: 0, y: 9), frames: 2)
        try driver.frame()
        let before = detail.view.presentationFrameInRoot
        XCTAssertEqual(driver.viewer.window.activeTransition?.context.isInteractive, false)
        // Past the pan's slop: it begins and grabs the zoom, in this very event.
        driver.viewer.router.handle(.moved(location: Point(x: 200, y: 412), time: driver.clock.now))
        finger.location = Point(x: 200, y: 412)
        XCTAssertEqual(driver.viewer.window.activeTransition?.context.isInteractive, true, "the drag grabbed the zoom")
        let after = detail.view.presentationFrameInRoot
        // The screen takes the finger's step (3 points) and at most the few points a frame that
        // close the pan's slop: no jump when the finger lands.
        XCTAssertGreaterThanOrEqual(after.midY - before.midY, 3 - 1e-6, "moves with the finger")
        XCTAssertLessThanOrEqual(after.midY - before.midY, 3 + 4, "no jump when the finger lands")
        XCTAssertEqual(after.width, before.width, accuracy: 0.02 * before.width)
        try finger.move(by: Point(x: 0, y: 40), frames: 10)
        try finger.hold(frames: 12)
        finger.up()
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Gallery")
        XCTAssertFalse(card.isHidden)
        XCTAssertEqual(card.presentationFrameInRoot, cardFrame)
        XCTAssertEqual(card.presentation.alpha, 1)
        XCTAssertTrue(standIns(driver.viewer.window).isEmpty)
    }

    @MainActor func testTheReleaseVelocityCarriesIntoTheSpringWithoutAJump() async throws {
        let (driver, _, detail) = try detailDriver(card: 1)
        var finger = Finger(driver: driver, location: .zero)
        finger.down(Point(x: 200, y: 300))
        try finger.move(by: Point(x: 0, y: 240), frames: 24)
        var centres: [Double] = []
        try driver.frame()
        centres.append(detail.view.presentationFrameInRoot.midY)
        try finger.move(by: Point(x: 0, y: 10), frames: 1)
        try driver.frame()
        centres.append(detail.view.presentationFrameInRoot.midY)
        finger.up()
        try driver.frame()
        centres.append(detail.view.presentationFrameInRoot.midY)
        let fingerStep = centres[1] - centres[0]
        let releaseStep = centres[2] - centres[1]
        XCTAssertGreaterThan(fingerStep, 5)
        XCTAssertLessThan(abs(releaseStep), abs(fingerStep) * 2, "no jump at release")
        // Carried velocity: released while moving, the screen is further down a frame later than
        // when released from rest at the same place (the spring starts with the finger's speed).
        XCTAssertGreaterThan(releaseStep, -abs(fingerStep) * 1.5)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Gallery")
    }

    /// A drag that carries the screen thousands of points away leaves the hand-off springs far
    /// from their end, where they are softened and take longer than the duration and its grace:
    /// the never-completes check waits for them, and the zoom completes on its own.
    @MainActor func testASpringReleasedFarAwayIsNotReportedAsNeverCompleting() async throws {
        let (driver, _, _) = try detailDriver(card: 3)
        var finger = Finger(driver: driver, location: .zero)
        finger.down(Point(x: 200, y: 300))
        try finger.move(by: Point(x: 2400, y: 6000), frames: 30)
        try finger.hold(frames: 12)
        finger.up()
        let released = driver.clock.now
        XCTAssertTrue(try driver.settle())
        XCTAssertGreaterThan(
            driver.clock.now - released, 0.5 + driver.viewer.window.stuckTransitionGrace,
            "the springs needed longer than the duration and the grace")
        XCTAssertEqual(driver.viewer.frontTitle, "Gallery")
        XCTAssertEqual(driver.viewer.window.transitionDiagnostics.map(\.kind), [])
    }

    @MainActor func testTheEdgeSwipeStillWorksOnAScreenThatArrivedByZoom() async throws {
        let (driver, _, _) = try detailDriver(card: 9)
        var finger = Finger(driver: driver, location: .zero)
        finger.down(Point(x: 3, y: 400))
        try finger.move(by: Point(x: 300, y: 0), frames: 20)
        finger.up()
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Gallery")
    }

    @MainActor func testAClickDuringARunningZoomIsIgnoredAndARequestQueues() async throws {
        let (driver, _, _) = try detailDriver(card: 3)
        try tap("Close", driver)
        try driver.frame()
        XCTAssertTrue(driver.viewer.window.isTransitioning)
        let point = Point(x: 195, y: 760)
        driver.viewer.router.handle(.down(location: point, time: driver.clock.now))
        try driver.frame()
        driver.viewer.router.handle(.up(location: point, time: driver.clock.now))
        driver.viewer.request(.push)
        XCTAssertEqual(driver.viewer.window.queuedRequestCount, 1)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.navigationTitles, ["Home", "Gallery", "Screen 3"])
    }

    @MainActor func testACancelledZoomDragRestoresThePixelsExactly() async throws {
        let host = try HeadlessHost(options: RunOptions(), content: ViewerScene(style: .zoom))
        let run = try ScriptRunner(
            script: ScriptParser.parse("click Gallery\nsettle\n", fileName: "t"), host: host,
            output: OutputFolder(path: NSTemporaryDirectory()), fontPath: FontResolver().resolve())
        try run.run()
        let gallery = try host.canvas.snapshot().pixels()
        try ScriptRunner(
            script: ScriptParser.parse(
                "click \"Card 7\"\nsettle\ndown 200 400\nmove 250 520 300\nmove 250 520 200\nup\nsettle\n"
                    + "expect top \"Detail 7\"\n", fileName: "t"),
            host: host, output: OutputFolder(path: NSTemporaryDirectory()), fontPath: FontResolver().resolve()
        ).run()
        try ScriptRunner(
            script: ScriptParser.parse("click Close\nsettle\nexpect top Gallery\n", fileName: "t"), host: host,
            output: OutputFolder(path: NSTemporaryDirectory()), fontPath: FontResolver().resolve()
        ).run()
        try host.canvas.render(host.scene.window)
        XCTAssertTrue(try host.canvas.snapshot().pixels() == gallery, "the Gallery looks exactly as before")
    }
}
