import XCTest

@testable import SegueCore

nonisolated final class AnimationEngineTests: XCTestCase {
    @MainActor private var clock: ManualClock!
    @MainActor private var window: WindowView!

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        window = WindowView(size: Size(width: 400, height: 800), clock: clock)
    }

    @MainActor private func advance(seconds: Double) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            clock.advanceOneFrame()
            window.update()
        }
    }

    @MainActor func testFrameAnimationAtQuarterTimeFollowsEaseInEaseOut() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        View.animate(withDuration: 1, curve: .easeInEaseOut) {
            view.frame = Rect(x: 200, y: 400, width: 200, height: 300)
        }
        XCTAssertEqual(view.frame, Rect(x: 200, y: 400, width: 200, height: 300), "the model is the target at once")
        advance(seconds: 0.25)
        let p = TimingCurve.easeInEaseOut.value(at: 0.25)
        let frame = view.presentation.frame
        XCTAssertEqual(frame.origin.x, 200 * p, accuracy: 1e-6)
        XCTAssertEqual(frame.origin.y, 400 * p, accuracy: 1e-6)
        XCTAssertEqual(frame.width, 100 + 100 * p, accuracy: 1e-6)
        XCTAssertEqual(frame.height, 100 + 200 * p, accuracy: 1e-6)
        XCTAssertLessThan(p, 0.25, "ease-in-ease-out lags linear at a quarter")
    }

    @MainActor func testCompletionRunsOnceAfterAllAnimationsEnd() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var calls: [Bool] = []
        View.animate(
            withDuration: 0.5,
            animations: {
                view.alpha = 0.2
                view.center = Point(x: 50, y: 50)
            }, completion: { calls.append($0) })
        advance(seconds: 0.4)
        XCTAssertEqual(calls, [])
        advance(seconds: 0.2)
        XCTAssertEqual(calls, [true])
        advance(seconds: 1)
        XCTAssertEqual(calls, [true])
        XCTAssertEqual(view.presentation.alpha, 0.2)
    }

    @MainActor func testReplacedAnimationCompletesUnfinishedAndNewOneStartsFromPresentation() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var first: [Bool] = []
        var second: [Bool] = []
        View.animate(withDuration: 1, curve: .linear, animations: { view.alpha = 0 }, completion: { first.append($0) })
        advance(seconds: 0.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        View.animate(withDuration: 1, curve: .linear, animations: { view.alpha = 1 }, completion: { second.append($0) })
        XCTAssertEqual(first, [false])
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9, "no jump")
        advance(seconds: 0.5)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-9)
        advance(seconds: 0.6)
        XCTAssertEqual(first, [false])
        XCTAssertEqual(second, [true])
    }

    @MainActor func testBlockWithoutChangesCompletesOnNextFrame() async {
        let view = View()
        window.addSubview(view)
        var calls = 0
        View.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { _ in calls += 1 })
        XCTAssertEqual(calls, 0)
        advance(seconds: 1.0 / 60)
        XCTAssertEqual(calls, 1)
    }

    @MainActor func testPausedSubtreeWithTimeOffsetShowsThatState() async {
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(view)
        window.addSubview(container)
        container.timing = MediaTiming(beginTime: 0, speed: 0, timeOffset: 0)
        View.animate(withDuration: 2, curve: .linear) { view.center = Point(x: 250, y: 50) }
        advance(seconds: 1)
        XCTAssertEqual(view.presentation.position.x, 50, accuracy: 1e-9, "paused: time does not move")
        container.timing.timeOffset = 0.6
        window.update()
        XCTAssertEqual(view.presentation.position.x, 50 + 200 * 0.3, accuracy: 1e-9)
    }

    @MainActor func testPlayingBackwardsReturnsToStartAndReportsIt() async {
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(view)
        window.addSubview(container)
        var result: [Bool] = []
        View.animate(withDuration: 1, curve: .linear, animations: { view.alpha = 0 }, completion: { result.append($0) })
        advance(seconds: 0.5)
        // Reverse from the current local time.
        let local = container.localTime(atGlobal: window.engine.time)
        container.timing = MediaTiming(beginTime: window.engine.time, speed: -1, timeOffset: local)
        advance(seconds: 0.25)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-9)
        XCTAssertEqual(result, [])
        advance(seconds: 0.3)
        XCTAssertEqual(result, [true])
    }

    @MainActor func testSpringBlockOvershootsAndSettles() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        View.animate(withDuration: 0.8, dampingRatio: 0.6, initialVelocity: 0) {
            view.center = Point(x: 150, y: 50)
        }
        var maximum = 0.0
        for _ in 0..<48 {
            clock.advanceOneFrame()
            window.update()
            maximum = max(maximum, view.presentation.position.x)
        }
        XCTAssertGreaterThan(maximum, 150.5)
        XCTAssertEqual(view.presentation.position.x, 150)
        XCTAssertEqual(window.engine.animatingViewCount, 0)
    }

    @MainActor func testExplicitMaskAnimationFillsForwardsUntilRemoved() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        window.addSubview(view)
        let small = Shape.ellipse(Rect(x: 194, y: 394, width: 12, height: 12))
        let large = Shape.ellipse(Rect(x: -500, y: -500, width: 1400, height: 1400))
        view.maskShape = large
        let animation = PropertyAnimation(
            property: .maskShape, from: .shape(small), to: .shape(large), duration: 3, timing: .curve(.easeInEaseOut))
        var stopped: [Bool] = []
        animation.completion = { stopped.append($0) }
        view.add(animation)
        advance(seconds: 1.5)
        guard case .ellipse(let r)? = view.presentation.maskShape else { return XCTFail("mask is an ellipse") }
        XCTAssertEqual(r.width, 12 + (1400 - 12) * 0.5, accuracy: 1e-6)
        advance(seconds: 1.6)
        XCTAssertEqual(stopped, [true])
        XCTAssertEqual(view.presentation.maskShape, large)
    }

    @MainActor func testAnimationAddedAfterAnIdleStretchStartsNow() async {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.update()
        // Idle: the clock moves on without frames, as a window waiting for events.
        clock.advance(by: 5)
        View.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
        clock.advanceOneFrame()
        window.update()
        XCTAssertEqual(view.presentation.alpha, 1 - 1.0 / 60, accuracy: 1e-9, "one frame in, not five seconds")
    }
}
