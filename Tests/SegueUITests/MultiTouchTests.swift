import SegueCore
import XCTest

@testable import SegueUI

/// Several touches at once through the router, the two-touch recognizers, and the trackpad's
/// swipe touch.
nonisolated final class MultiTouchTests: XCTestCase {
    @MainActor private var window: WindowView!
    @MainActor private var router: EventRouter!
    @MainActor private var time = 0.0

    @MainActor override func setUp() async throws {
        window = WindowView(size: Size(width: 400, height: 300), clock: ManualClock())
        router = EventRouter(window: window)
    }

    @MainActor private func down(_ finger: Int, _ x: Double, _ y: Double, type: TouchType = .direct) {
        router.handle(.began(finger: finger, location: Point(x: x, y: y), time: time, type: type))
    }

    @MainActor private func move(_ moves: [(Int, Double, Double)]) {
        time += 1.0 / 60
        for (finger, x, y) in moves { router.handle(.moved(finger: finger, location: Point(x: x, y: y), time: time)) }
    }

    @MainActor private func up(_ fingers: [Int]) {
        for finger in fingers {
            guard let touch = router.touch(ofFinger: finger) else { continue }
            router.handle(.ended(finger: finger, location: touch.location, time: time))
        }
    }

    // MARK: Router

    @MainActor func testEachFingerHasItsOwnTouchAndHitView() async {
        let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
        window.addSubview(left)
        window.addSubview(right)
        down(1, 50, 50)
        down(2, 300, 50)
        XCTAssertEqual(router.activeTouches.count, 2)
        XCTAssertTrue(router.touch(ofFinger: 1)?.view === left)
        XCTAssertTrue(router.touch(ofFinger: 2)?.view === right)
        XCTAssertNotEqual(router.touch(ofFinger: 1)?.identifier, router.touch(ofFinger: 2)?.identifier)
        XCTAssertEqual(router.lastPointerLocation, Point(x: 175, y: 50), "the fingers' centre")
        up([1])
        XCTAssertTrue(router.isPointerDown)
        XCTAssertEqual(router.activeTouches.count, 1)
        up([2])
        XCTAssertFalse(router.isPointerDown)
        XCTAssertNil(router.activeTouch)
    }

    @MainActor func testTwoButtonsTrackTheirOwnFingersAndFireOnce() async {
        let a = Button(title: "A", frame: Rect(x: 10, y: 10, width: 100, height: 40))
        let b = Button(title: "B", frame: Rect(x: 200, y: 10, width: 100, height: 40))
        window.addSubview(a)
        window.addSubview(b)
        let logA = ControlEventLog(a)
        let logB = ControlEventLog(b)
        down(1, 50, 30)
        down(2, 250, 30)
        down(3, 60, 30)  // a second finger on A is not A's touch
        up([3])
        XCTAssertTrue(a.isTracking, "another finger lifting does not end A's tracking")
        up([2])
        up([1])
        XCTAssertEqual(logA.count("upInside"), 1)
        XCTAssertEqual(logB.count("upInside"), 1)
    }

    @MainActor func testFocusLostCancelsEveryTouch() async {
        let button = Button(title: "A", frame: Rect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(button)
        let log = ControlEventLog(button)
        down(1, 50, 30)
        down(2, 300, 200)
        router.focusLost(time: time)
        XCTAssertNil(router.activeTouch)
        XCTAssertFalse(router.isPointerDown)
        XCTAssertEqual(log.count("cancel"), 1)
        XCTAssertTrue(router.participatingRecognizers.isEmpty)
    }

    @MainActor func testAScrollTouchReachesOnlyPansThatTakeScrolls() async {
        let button = Button(title: "A", frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(button)
        let log = ControlEventLog(button)
        let taking = PanGestureRecognizer()
        taking.allowedScrollTypesMask = .continuous
        let ignoring = PanGestureRecognizer()
        window.addGestureRecognizer(taking)
        window.addGestureRecognizer(ignoring)
        down(TrackpadSwipeInput.finger, 100, 100, type: .scroll)
        XCTAssertEqual(router.participatingRecognizers.count, 1)
        XCTAssertTrue(router.participatingRecognizers.first === taking)
        move([(TrackpadSwipeInput.finger, 130, 100)])
        XCTAssertEqual(taking.state, .began)
        XCTAssertEqual(ignoring.state, .possible)
        up([TrackpadSwipeInput.finger])
        XCTAssertEqual(log.events, [], "a swipe never presses a button")
    }

    // MARK: Pinch

    @MainActor func testPinchReportsScaleAndVelocityAndEndsWhenAFingerLifts() async {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var states: [GestureRecognizerState] = []
        pinch.addTarget { states.append($0.state) }
        down(1, 100, 150)
        move([(1, 102, 150)])
        XCTAssertEqual(pinch.state, .possible, "one finger is no pinch")
        down(2, 300, 150)
        move([(1, 104, 150), (2, 296, 150)])
        XCTAssertEqual(pinch.state, .possible, "within the hysteresis")
        for step in 1...6 {
            move([(1, 104 + Double(step) * 10, 150), (2, 296 - Double(step) * 10, 150)])
        }
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(pinch.scale, 72.0 / 198, accuracy: 1e-9, "from 198 points apart when the second landed")
        XCTAssertEqual(pinch.velocity, -20.0 * 60 / 198, accuracy: 0.2, "about 20 points a frame of 198")
        XCTAssertEqual(pinch.location(in: nil), Point(x: 200, y: 150))
        pinch.scale = 1
        XCTAssertEqual(pinch.scale, 1, accuracy: 1e-12, "setting the scale rebases it, as UIKit's")
        up([2])
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        up([1])
        XCTAssertEqual(pinch.state, .possible, "reset once its touches are over")
    }

    @MainActor func testAPanOfTwoFingersBeginsOnlyWithTwoAndAFingerLandingMovesNothing() async {
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        window.addGestureRecognizer(pan)
        down(1, 100, 100)
        move([(1, 140, 100)])
        XCTAssertEqual(pan.state, .possible, "one finger does not pan")
        down(2, 200, 100)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 40, y: 0), "the landing finger moved nothing")
        move([(1, 160, 120), (2, 220, 120)])
        XCTAssertTrue(pan.state.isActive)
        XCTAssertEqual(pan.translation(in: nil), Point(x: 60, y: 20))
        up([2])
        XCTAssertEqual(pan.state, .ended, "ended below two fingers")
        up([1])
        XCTAssertEqual(pan.state, .possible, "reset once its touches are over")
    }

    @MainActor func testAOneFingerPanFollowsTheCentroidWithoutJumpsWhenFingersLandAndLift() async {
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        down(1, 100, 100)
        move([(1, 130, 100)])
        XCTAssertEqual(pan.state, .began)
        let before = pan.translation(in: nil)
        down(2, 300, 250)
        XCTAssertEqual(pan.translation(in: nil), before)
        move([(1, 140, 100), (2, 310, 250)])
        XCTAssertEqual(pan.translation(in: nil), Point(x: before.x + 10, y: 0))
        up([1])
        XCTAssertEqual(pan.state, .changed, "one finger left: the pan goes on")
        XCTAssertEqual(pan.translation(in: nil), Point(x: before.x + 10, y: 0))
        up([2])
    }

    // MARK: Trackpad

    @MainActor func testTrackpadDeltasMoveTheTouchOneToOneAndItEndsAfterTheTimeout() async {
        let input = TrackpadSwipeInput(router: router)
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(pan)
        XCTAssertFalse(input.scroll(dx: 1, dy: 0, at: Point(x: 200, y: 150), time: time), "a notch starts nothing")
        XCTAssertFalse(input.isSwiping)
        for _ in 0..<6 {
            XCTAssertTrue(input.scroll(dx: 1.5, dy: 0, at: Point(x: 200, y: 150), time: time))
            time += 1.0 / 60
            input.advance(to: time)
        }
        XCTAssertEqual(pan.translation(in: nil), Point(x: 90, y: 0), "1.5 units of 10 points, six times")
        XCTAssertEqual(pan.velocity(in: nil).x, 900, accuracy: 1e-6)
        var frames = 0
        while input.isSwiping {
            time += 1.0 / 60
            input.advance(to: time)
            frames += 1
        }
        XCTAssertEqual(frames, 2, "going on for a frame, then ended \(TrackpadSwipeInput.endTimeout) s after")
        XCTAssertNil(router.activeTouch)
        XCTAssertEqual(router.lastPointerLocation.x, 200 + 90 + 2 * 15, accuracy: 1e-6, "at the swipe's speed")
    }

    @MainActor func testAZeroDeltaEndsTheSwipeAndLaterDeltasPayBackTheCoasting() async {
        let input = TrackpadSwipeInput(router: router)
        input.scroll(dx: 0.5, dy: 0, at: .zero, time: time)
        time += 1.0 / 60
        input.advance(to: time)
        input.scroll(dx: 0.5, dy: 0, at: .zero, time: time)
        time += 1.0 / 60
        input.advance(to: time)
        time += 1.0 / 60
        input.advance(to: time)  // no delta: goes on 5 points
        XCTAssertEqual(input.location.x, 15, accuracy: 1e-6)
        input.scroll(dx: 0.7, dy: 0, at: .zero, time: time)
        XCTAssertEqual(input.location.x, 17, accuracy: 1e-6, "7 points of fingers, 5 already shown")
        input.scroll(dx: 0, dy: 0, at: .zero, time: time)
        XCTAssertFalse(input.isSwiping)
        XCTAssertFalse(router.isPointerDown)
    }
}
