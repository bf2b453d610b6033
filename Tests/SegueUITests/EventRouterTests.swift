@_spi(Testing) import SegueCore
import XCTest

@_spi(Testing) @testable import SegueUI

nonisolated final class EventRouterTests: XCTestCase {
    @MainActor private var driver: PointerDriver!
    @MainActor private var screen: View!
    @MainActor private var button: Button!
    @MainActor private var buttonLog: ControlEventLog!

    @MainActor override func setUp() async throws {
        driver = PointerDriver()
        screen = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        driver.window.addSubview(screen)
        button = Button(title: "Go", frame: Rect(x: 100, y: 100, width: 120, height: 44))
        screen.addSubview(button)
        buttonLog = ControlEventLog(button)
    }

    // MARK: Recognizers against the hit view

    @MainActor func testDragFromAButtonBeginsThePanAndCancelsTheButton() async {
        let pan = PanGestureRecognizer()
        screen.addGestureRecognizer(pan)
        let panLog = StateLog(pan)
        driver.down(150, 120)
        driver.move(154, 121)
        XCTAssertTrue(button.isHighlighted, "below the hysteresis the button still tracks")
        driver.move(180, 122)
        XCTAssertFalse(button.isHighlighted)
        XCTAssertFalse(button.isTracking)
        driver.move(200, 122)
        driver.up(160, 122)
        XCTAssertEqual(buttonLog.milestones, ["down", "cancel"])
        XCTAssertEqual(buttonLog.count("upInside"), 0)
        XCTAssertEqual(panLog.distinct, [.began, .changed, .ended])
    }

    @MainActor func testPanThatDoesNotCancelTouchesLeavesTheButtonTracking() async {
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        screen.addGestureRecognizer(pan)
        driver.drag(from: Point(x: 150, y: 120), to: Point(x: 180, y: 120), steps: 3)
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"])
    }

    @MainActor func testFocusLostCancelsTheButton() async {
        driver.down(150, 120)
        driver.move(152, 120)
        driver.focusLost()
        XCTAssertEqual(buttonLog.milestones, ["down", "cancel"])
        XCTAssertFalse(button.isHighlighted)
        driver.up(150, 120)
        XCTAssertEqual(buttonLog.count("upInside"), 0)
    }

    @MainActor func testShouldBeginFalseMakesThePanFailAndTheButtonWins() async {
        @MainActor final class Refuser: GestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
                asked += 1
                return false
            }
        }
        let refuser = Refuser()
        let pan = PanGestureRecognizer()
        pan.delegate = refuser
        screen.addGestureRecognizer(pan)
        let panLog = StateLog(pan)
        driver.down(150, 120)
        driver.move(170, 120)
        XCTAssertEqual(pan.state, .failed)
        driver.move(175, 120)
        driver.up(175, 120)
        XCTAssertEqual(refuser.asked, 1)
        XCTAssertEqual(panLog.states, [])
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"])
    }

    @MainActor func testNestedPansExcludeEachOtherByDefault() async {
        let inner = View(frame: Rect(x: 0, y: 200, width: 400, height: 100))
        screen.addSubview(inner)
        let outerPan = PanGestureRecognizer()
        let innerPan = PanGestureRecognizer()
        screen.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        let outerLog = StateLog(outerPan)
        let innerLog = StateLog(innerPan)
        driver.down(50, 250)
        driver.move(80, 250)
        XCTAssertEqual(innerPan.state, .began)
        XCTAssertEqual(outerPan.state, .failed)
        driver.up(90, 250)
        XCTAssertEqual(innerLog.distinct, [.began, .ended])
        XCTAssertEqual(outerLog.states, [])
    }

    @MainActor func testSimultaneousRecognitionLetsTwoPansRunTogether() async {
        @MainActor final class Together: GestureRecognizerDelegate {
            func gestureRecognizer(
                _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { true }
        }
        let together = Together()
        let inner = View(frame: Rect(x: 0, y: 200, width: 400, height: 100))
        screen.addSubview(inner)
        let outerPan = PanGestureRecognizer()
        let innerPan = PanGestureRecognizer()
        outerPan.delegate = together
        screen.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        let outerLog = StateLog(outerPan)
        let innerLog = StateLog(innerPan)
        driver.drag(from: Point(x: 50, y: 250), to: Point(x: 150, y: 250), steps: 4)
        XCTAssertEqual(innerLog.distinct, [.began, .changed, .ended])
        XCTAssertEqual(outerLog.distinct, [.began, .changed, .ended])
    }

    @MainActor func testTapOnAViewRecognizesAndCancelsItsTouches() async {
        let recorder = TouchRecorder(frame: Rect(x: 0, y: 0, width: 80, height: 80))
        screen.addSubview(recorder)
        let tap = TapGestureRecognizer()
        recorder.addGestureRecognizer(tap)
        let tapLog = StateLog(tap)
        driver.down(40, 40)
        driver.up(42, 41)
        XCTAssertEqual(tapLog.states, [.ended])
        XCTAssertEqual(recorder.calls, ["began", "cancelled"])
        driver.drag(from: Point(x: 40, y: 40), to: Point(x: 70, y: 40), steps: 3)
        XCTAssertEqual(tapLog.states, [.ended], "moved too far: no second tap")
        XCTAssertEqual(Array(recorder.calls.suffix(5)), ["began", "moved", "moved", "moved", "ended"])
    }

    @MainActor func testTapOnTheButtonsSuperviewDoesNotStealTheClick() async {
        let tap = TapGestureRecognizer()
        screen.addGestureRecognizer(tap)
        let tapLog = StateLog(tap)
        driver.down(150, 120)
        driver.up(150, 120)
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"])
        XCTAssertEqual(tapLog.states, [])
        driver.down(300, 250)
        driver.up(300, 250)
        XCTAssertEqual(tapLog.states, [.ended])
    }

    @MainActor func testDelaysTouchesBeganHoldsTheViewBackUntilTheRecognizerFails() async {
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        screen.addGestureRecognizer(pan)
        driver.down(150, 120)
        driver.move(153, 120)
        XCTAssertEqual(buttonLog.events, [], "held back while the pan may still begin")
        driver.up(153, 120)
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"])
        driver.drag(from: Point(x: 150, y: 120), to: Point(x: 190, y: 120), steps: 3)
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"], "the drag never reached the button")
    }

    // MARK: Blocking

    @MainActor func testPressWhileBlockedDoesNothing() async {
        let pan = PanGestureRecognizer()
        screen.addGestureRecognizer(pan)
        let panLog = StateLog(pan)
        var blocked = true
        driver.router.isInputBlocked = { blocked }
        driver.down(150, 120)
        XCTAssertNil(driver.router.activeTouch)
        blocked = false
        driver.move(190, 120)
        driver.move(220, 120)
        driver.up(150, 120)
        XCTAssertEqual(buttonLog.events, [])
        XCTAssertEqual(panLog.states, [])
        XCTAssertEqual(driver.router.droppedPressCount, 1)
        driver.down(150, 120)
        driver.up(150, 120)
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"])
    }

    @MainActor func testTouchInProgressContinuesWhenInputBecomesBlocked() async {
        var blocked = false
        driver.router.isInputBlocked = { blocked }
        driver.down(150, 120)
        blocked = true
        driver.move(155, 120)
        driver.up(155, 120)
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"])
    }

    // MARK: Views and touches

    @MainActor func testPlainViewsPassTouchesToTheirSuperview() async {
        let recorder = TouchRecorder(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        recorder.addSubview(child)
        screen.addSubview(recorder)
        driver.down(15, 15)
        driver.move(16, 15)
        driver.up(16, 15)
        XCTAssertEqual(recorder.calls, ["began", "moved", "ended"])
        XCTAssertTrue(recorder.lastTouch?.view === child)
        XCTAssertEqual(recorder.lastTouch?.location(in: child), Point(x: 6, y: 5))
        XCTAssertEqual(recorder.lastTouch?.previousLocation(in: nil), Point(x: 16, y: 15))
        XCTAssertEqual(recorder.lastTouch?.phase, .ended)
    }

    @MainActor func testHitTestingUsesThePresentation() async {
        let clock = ManualClock()
        let window = WindowView(size: Size(width: 400, height: 300), clock: clock)
        let router = EventRouter(window: window)
        let moving = Button(title: "M", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(moving)
        let log = ControlEventLog(moving)
        View.animate(withDuration: 1, curve: .linear) { moving.center = Point(x: 350, y: 50) }
        clock.advance(by: 0.5)
        window.update()
        // Half way: the presentation covers x 150...250 while the model is already at the end.
        router.handle(.down(location: Point(x: 200, y: 50), time: 0.5))
        XCTAssertEqual(log.events, ["down"])
    }

    @MainActor func testMissingReleaseIsCancelledByTheNextPress() async {
        driver.down(150, 120)
        driver.down(150, 120)
        XCTAssertEqual(buttonLog.milestones, ["down", "cancel", "down"])
        driver.up(150, 120)
        XCTAssertEqual(buttonLog.count("upInside"), 1)
    }

    @MainActor func testRouterKeepsNothingAliveAfterASequence() async {
        let before = View.liveCount
        do {
            let transient = Button(title: "Gone", frame: Rect(x: 250, y: 20, width: 100, height: 40))
            let pan = PanGestureRecognizer()
            transient.addGestureRecognizer(pan)
            driver.window.addSubview(transient)
            driver.drag(from: Point(x: 300, y: 40), to: Point(x: 340, y: 40), steps: 3)
            transient.removeFromSuperview()
        }
        XCTAssertEqual(View.liveCount, before)
        XCTAssertNil(driver.router.activeTouch)
        XCTAssertTrue(driver.router.participatingRecognizers.isEmpty)
    }

    @MainActor func testRemovingARecognizerDetachesIt() async {
        let pan = PanGestureRecognizer()
        screen.addGestureRecognizer(pan)
        XCTAssertTrue(pan.view === screen)
        button.addGestureRecognizer(pan)
        XCTAssertTrue(pan.view === button)
        XCTAssertNil(screen.gestureRecognizers)
        button.removeGestureRecognizer(pan)
        XCTAssertNil(pan.view)
        driver.drag(from: Point(x: 150, y: 120), to: Point(x: 190, y: 120), steps: 3)
        XCTAssertEqual(buttonLog.milestones, ["down", "upInside"])
    }
}

/// A view that records the touch hooks it receives.
private final class TouchRecorder: View {
    var calls: [String] = []
    var lastTouch: Touch?

    override func touchesBegan(_ touches: Set<Touch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: UIEvent?) { record("cancelled", touches) }

    private func record(_ name: String, _ touches: Set<Touch>) {
        calls.append(name)
        lastTouch = touches.first
    }
}
