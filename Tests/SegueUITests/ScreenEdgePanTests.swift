import SegueCore
import XCTest

@testable import SegueUI

nonisolated final class ScreenEdgePanTests: XCTestCase {
    @MainActor private var driver: PointerDriver!
    @MainActor private var edgePan: ScreenEdgePanGestureRecognizer!
    @MainActor private var log: StateLog!

    @MainActor override func setUp() async throws {
        driver = PointerDriver(size: Size(width: 400, height: 300))
        let screen = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        driver.window.addSubview(screen)
        edgePan = ScreenEdgePanGestureRecognizer(edges: .left)
        screen.addGestureRecognizer(edgePan)
        log = StateLog(edgePan)
    }

    @MainActor func testBeginsFromTheLeftEdge() async {
        driver.down(12, 150)
        XCTAssertEqual(edgePan.state, .possible)
        driver.move(13.5, 150.5)
        XCTAssertEqual(edgePan.state, .possible, "within the two-point hysteresis")
        driver.move(20, 152)
        XCTAssertEqual(edgePan.state, .began, "an edge pan begins with the finger's first step past two points")
        let following = edgePan.followingTranslation(in: nil).x
        XCTAssertGreaterThanOrEqual(following, 6.5, "the screen moves the finger's step")
        XCTAssertLessThanOrEqual(following, 8, "and at most what the finger moved")
        driver.move(30, 153)
        XCTAssertEqual(edgePan.state, .changed)
        driver.move(120, 160)
        XCTAssertEqual(edgePan.translation(in: nil), Point(x: 108, y: 10))
        driver.up(120, 160)
        XCTAssertEqual(log.distinct, [.began, .changed, .ended])
    }

    @MainActor func testFailsFromTheMiddle() async {
        driver.down(200, 150)
        XCTAssertEqual(edgePan.state, .failed)
        driver.move(260, 150)
        driver.move(300, 150)
        driver.up(300, 150)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testFailsJustBeyondTheEdgeWidth() async {
        driver.drag(from: Point(x: 21, y: 150), to: Point(x: 200, y: 150), steps: 6)
        XCTAssertEqual(log.states, [])
        driver.drag(from: Point(x: 19, y: 150), to: Point(x: 200, y: 150), steps: 6)
        XCTAssertEqual(log.states.first, .began)
    }

    @MainActor func testEdgeWidthIsAProperty() async {
        edgePan.edgeWidth = 40
        driver.drag(from: Point(x: 35, y: 150), to: Point(x: 200, y: 150), steps: 6)
        XCTAssertEqual(log.distinct, [.began, .changed, .ended])
    }

    @MainActor func testVerticalMoveFromTheEdgeFails() async {
        driver.down(5, 100)
        driver.move(8, 115)
        XCTAssertEqual(edgePan.state, .failed)
        driver.move(100, 120)
        driver.up(100, 120)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testMovingTowardsTheEdgeFails() async {
        edgePan.edgeWidth = 30
        driver.down(25, 100)
        driver.move(24, 100.5)
        XCTAssertEqual(edgePan.state, .possible, "within the hysteresis")
        driver.move(18, 101)
        XCTAssertEqual(edgePan.state, .failed)
        driver.move(100, 100)
        driver.up(100, 100)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testRightEdge() async {
        edgePan.edges = .right
        driver.drag(from: Point(x: 12, y: 150), to: Point(x: 200, y: 150), steps: 6)
        XCTAssertEqual(log.states, [])
        driver.drag(from: Point(x: 390, y: 150), to: Point(x: 200, y: 150), steps: 6)
        XCTAssertEqual(log.distinct, [.began, .changed, .ended])
    }
}
