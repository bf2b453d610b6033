import XCTest

@testable import SegueCore

/// The engine's records (`AnimationRecords`) give every frame the values the animation objects
/// give, and step aside whenever they could not.
nonisolated final class AnimationRecordsTests: XCTestCase {
    @MainActor private var clock: ManualClock!
    @MainActor private var window: WindowView!

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        window = WindowView(size: Size(width: 400, height: 800), clock: clock)
    }

    @MainActor private func frame() {
        clock.advanceOneFrame()
        window.update()
    }

    /// Every animated property of `view` shows exactly what its animation's `value(at:model:)` says.
    @MainActor private func assertPresentationFollowsTheAnimations(
        of views: [View], file: StaticString = #filePath, line: UInt = #line
    ) {
        for view in views {
            for animation in view.animations {
                let expected = animation.value(at: window.engine.time, model: view.model)
                XCTAssertEqual(
                    view.presentation.value(of: animation.property), expected, "\(animation.property)", file: file,
                    line: line)
            }
        }
    }

    @MainActor private func makeViews(_ count: Int, in parent: View) -> [View] {
        (0..<count).map { i in
            let view = View(frame: Rect(x: Double(i) * 12, y: 20, width: 10, height: 10))
            view.backgroundColor = .white
            parent.addSubview(view)
            return view
        }
    }

    @MainActor func testEveryKindOfValueTheRecordsHoldMatchesItsAnimation() async {
        let views = makeViews(6, in: window)
        window.update()
        View.animate(withDuration: 1, curve: .easeInEaseOut) {
            views[0].alpha = 0.3
            views[1].center = Point(x: 200, y: 300)
            views[2].frame = Rect(x: 10, y: 10, width: 80, height: 40)
            views[3].backgroundColor = Color(r: 10, g: 200, b: 90, a: 128)
            views[4].transform3D = Transform3D(rotationAngle: 2.5, x: 0, y: 0, z: 1).scaledBy(x: 1.5, y: 0.5, z: 1)
            views[5].cornerRadius = 4
        }
        View.animate(withDuration: 0.8, dampingRatio: 0.6, initialVelocity: 2) {
            views[5].transform3D = Transform3D(rotationAngle: -1, x: 0, y: 0, z: 1)
        }
        for _ in 0..<40 {
            frame()
            assertPresentationFollowsTheAnimations(of: views)
        }
        XCTAssertGreaterThan(window.engine.recordCounts.records, 0, "the frames went through the records")
        XCTAssertEqual(window.engine.recordCounts.generalViews, 0)
    }

    @MainActor func testAThreeDimensionalTransformAndAViewUnderAPausedContainerGoTheGeneralWay() async {
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(container)
        let paused = makeViews(2, in: container)
        let tilted = View(frame: Rect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(tilted)
        window.update()
        View.animate(withDuration: 1, curve: .linear) {
            paused[0].alpha = 0
            paused[1].center = Point(x: 300, y: 300)
            tilted.transform3D = Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0)
        }
        frame()
        container.timing = MediaTiming(beginTime: 0, speed: 0, timeOffset: 0.25)
        frame()
        XCTAssertEqual(window.engine.recordCounts.generalViews, 3)
        XCTAssertEqual(paused[0].presentation.alpha, 0.75, accuracy: 1e-9, "held at a quarter by the container")
        for _ in 0..<10 {
            frame()
            XCTAssertEqual(paused[0].presentation.alpha, 0.75, accuracy: 1e-9)
        }
        container.timing = MediaTiming()
        frame()
        XCTAssertEqual(window.engine.recordCounts.generalViews, 1, "the paused views' records are back")
        assertPresentationFollowsTheAnimations(of: paused)
    }

    @MainActor func testAChangeToARunningAnimationReachesTheNextFrame() async {
        let view = makeViews(1, in: window)[0]
        window.update()
        View.animate(withDuration: 2, curve: .linear) { view.alpha = 0 }
        for _ in 0..<6 { frame() }
        let animation = view.animations[0]
        animation.duration = 0.5
        frame()
        XCTAssertEqual(view.presentation.alpha, 1 - (window.engine.time - animation.beginTime) / 0.5, accuracy: 1e-9)
        animation.to = .scalar(0.5)
        frame()
        assertPresentationFollowsTheAnimations(of: [view])
    }

    @MainActor func testAnimationsThatEndOrWaitOutADelayAreEvaluatedAndEnded() async {
        let views = makeViews(3, in: window)
        window.update()
        var finished: [Bool] = []
        View.animate(
            withDuration: 0.25, delay: 0, curve: .linear, animations: { views[0].alpha = 0.5 },
            completion: { finished.append($0) })
        View.animate(
            withDuration: 0.25, delay: 0.5, curve: .linear, animations: { views[1].alpha = 0.2 },
            completion: { finished.append($0) })
        for _ in 0..<20 {
            frame()
            assertPresentationFollowsTheAnimations(of: views)
        }
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(views[0].presentation.alpha, 0.5)
        XCTAssertEqual(views[1].presentation.alpha, 1, "still waiting out its delay")
        for _ in 0..<40 { frame() }
        XCTAssertEqual(finished, [true, true])
        XCTAssertFalse(window.engine.isAnimating)
    }

    @MainActor func testAViewWhoseAnimationsWereRemovedFromOutsideStopsAnimating() async {
        let views = makeViews(2, in: window)
        window.update()
        View.animate(withDuration: 1) {
            views[0].alpha = 0
            views[1].alpha = 0
        }
        frame()
        views[0].removeAllAnimations()
        frame()
        XCTAssertEqual(window.engine.animatingViewCount, 1)
        XCTAssertEqual(views[0].presentation.alpha, 0)
    }

    @MainActor func testARemovedViewThatGoesAwayIsNotWrittenTo() async {
        var views: [View]? = makeViews(50, in: window)
        weak let first = views?[0]
        window.update()
        View.animate(withDuration: 1) {
            for view in views ?? [] { view.center = Point(x: 1, y: 1) }
        }
        frame()
        for view in views ?? [] {
            view.removeAllAnimations()
            view.removeFromSuperview()
        }
        views = nil
        frame()
        XCTAssertNil(first, "the engine no longer holds the views")
        frame()
        XCTAssertFalse(window.engine.isAnimating)
    }
}
