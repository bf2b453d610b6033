import SegueCore
import XCTest

@testable import SegueUI

nonisolated final class PanGestureTests: XCTestCase {
    @MainActor private var driver: PointerDriver!
    @MainActor private var pan: PanGestureRecognizer!
    @MainActor private var log: StateLog!

    @MainActor override func setUp() async throws {
        driver = PointerDriver()
        pan = PanGestureRecognizer()
        driver.window.addGestureRecognizer(pan)
        log = StateLog(pan)
    }

    @MainActor func testBeginsAfterHysteresisWithTranslationFromThePress() async {
        var began: Point?
        pan.addTarget { [unowned self] r in
            if r.state == .began { began = pan.translation(in: nil) }
        }
        driver.down(100, 100)
        driver.move(106, 100)
        driver.move(109, 102)
        XCTAssertEqual(pan.state, .possible)
        driver.move(111, 100)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(began, Point(x: 11, y: 0))
        driver.move(130, 90)
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 30, y: -10))
        driver.up(130, 90)
        XCTAssertEqual(log.distinct, [.began, .changed, .ended])
        XCTAssertEqual(pan.state, .possible, "reset after the sequence")
    }

    @MainActor func testReleaseWithoutMovingFails() async {
        driver.down(100, 100)
        driver.move(104, 100)
        driver.up(104, 100)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testSetTranslationRebasesIt() async {
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 90, y: 50), steps: 4, release: false)
        pan.setTranslation(.zero, in: nil)
        driver.move(95, 53)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 5, y: 3))
        pan.setTranslation(Point(x: 100, y: 0), in: nil)
        driver.move(105, 53)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 110, y: 0))
    }

    @MainActor func testTranslationInAScaledView() async {
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        content.transform3D = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
        driver.window.addSubview(content)
        driver.drag(from: Point(x: 100, y: 100), to: Point(x: 140, y: 100), steps: 4, release: false)
        // Half size on screen: 40 window points are 80 of the view's own.
        XCTAssertEqual(pan.translation(in: content).x, 80, accuracy: 1e-9)
        XCTAssertEqual(pan.translation(in: content).y, 0, accuracy: 1e-9)
    }

    @MainActor func testVelocityOfAConstantSpeedDragAt60Hz() async {
        let speed = 800.0
        var reported: [Double] = []
        pan.addTarget { [unowned self] r in reported.append(pan.velocity(in: nil).x) }
        driver.down(20, 150)
        var x = 20.0
        for _ in 0..<20 {
            x += speed / 60
            driver.move(x, 150)
        }
        driver.up(x + speed / 60, 150)
        XCTAssertEqual(log.states.last, .ended)
        // Every report once two samples exist, and the one at release, are within 5%.
        for v in reported.dropFirst() {
            XCTAssertEqual(v, speed, accuracy: speed * 0.05)
        }
        XCTAssertEqual(reported.last ?? 0, speed, accuracy: speed * 0.05)
    }

    @MainActor func testVelocityUsesTimestampsNotEventCounts() async {
        // Uneven event spacing (8 ms and 25 ms alternately) at a true 600 pt/s diagonal.
        let vx = 600.0 * 0.6
        let vy = 600.0 * 0.8
        driver.down(20, 20)
        var t = 0.0
        var finalVelocity = Point.zero
        for i in 0..<16 {
            let dt = i % 2 == 0 ? 0.008 : 0.025
            t += dt
            driver.move(20 + vx * t, 20 + vy * t, after: dt)
            finalVelocity = pan.velocity(in: nil)
        }
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(finalVelocity.x, vx, accuracy: vx * 0.05)
        XCTAssertEqual(finalVelocity.y, vy, accuracy: vy * 0.05)
    }

    @MainActor func testVelocityAfterAPauseIsNearZero() async {
        driver.drag(from: Point(x: 20, y: 100), to: Point(x: 220, y: 100), steps: 15, release: false)
        var atEnd = Point(x: CGFloat.nan, y: CGFloat.nan)
        pan.addTarget { [unowned self] r in if r.state == .ended { atEnd = pan.velocity(in: nil) } }
        driver.up(220, 100, after: 0.3)
        XCTAssertEqual(atEnd.x, 0, accuracy: 1e-9)
    }

    @MainActor func testVelocityInAScaledView() async {
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        content.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
        driver.window.addSubview(content)
        driver.drag(from: Point(x: 20, y: 100), to: Point(x: 120, y: 100), steps: 6, release: false)
        XCTAssertEqual(pan.velocity(in: nil).x, 1000, accuracy: 1e-6)
        XCTAssertEqual(pan.velocity(in: content).x, 500, accuracy: 1e-6)
    }

    @MainActor func testFocusLostCancelsARunningPan() async {
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50), steps: 5, release: false)
        XCTAssertEqual(pan.state, .changed)
        driver.focusLost()
        XCTAssertEqual(log.distinct, [.began, .changed, .cancelled])
        XCTAssertNil(driver.router.activeTouch)
        XCTAssertEqual(pan.state, .possible)
        // The release that follows belongs to no touch.
        driver.up(150, 50)
        XCTAssertEqual(log.distinct, [.began, .changed, .cancelled])
    }

    @MainActor func testPointerLeavingTheWindowCancelsAndAnotherSequenceWorks() async {
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50), steps: 5, release: false)
        driver.router.pointerLeftWindow(time: 1)
        XCTAssertEqual(log.states.last, .cancelled)
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50), steps: 5)
        XCTAssertEqual(log.states.last, .ended)
        XCTAssertEqual(log.states.filter { $0 == .began }.count, 2)
    }

    @MainActor func testCancelledPointerEventCancels() async {
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50), steps: 5, release: false)
        driver.router.handle(.cancelled(time: 1))
        XCTAssertEqual(log.states.last, .cancelled)
    }

    @MainActor func testDisablingARunningPanCancelsIt() async {
        driver.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50), steps: 5, release: false)
        pan.isEnabled = false
        XCTAssertEqual(log.states.last, .cancelled)
        driver.move(200, 50)
        driver.up(200, 50)
        XCTAssertEqual(log.states.last, .cancelled)
        XCTAssertEqual(pan.state, .possible)
    }
}
