import XCTest

@testable import SegueCore

/// One evaluation: the engine's presentation, `View.currentPresentationValue` and
/// `PropertyAnimation.value(at:model:)` agree at every local time, through the delay, the
/// animation and the hold after its end.
nonisolated final class AnimationEvaluationTests: XCTestCase {
    @MainActor func testTheEngineThePresentationValueAndValueAtAgreeEveryFrame() async {
        let clock = ManualClock()
        let window = WindowView(size: Size(width: 400, height: 800), clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.update()
        let animations = [
            PropertyAnimation(
                property: .transform, from: .transform(.identity),
                to: .transform(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1)), duration: 0.5, delay: 0.1,
                timing: .curve(.easeInEaseOut), fill: .forwards),
            PropertyAnimation(
                property: .backgroundColor, from: .color(Color(r: 255, g: 0, b: 0)),
                to: .color(Color(r: 0, g: 0, b: 255)), duration: 0.4,
                timing: .spring(Spring(duration: 0.4, dampingRatio: 0.5)),
                fill: .forwards),
            PropertyAnimation(
                property: .maskShape, from: .shape(.ellipse(Rect(x: 0, y: 0, width: 10, height: 10))),
                to: .shape(.ellipse(Rect(x: 0, y: 0, width: 100, height: 100))), duration: 0.3, fill: .forwards),
            PropertyAnimation(property: .alpha, from: .scalar(1), to: .scalar(0.25), duration: 0.2, fill: .forwards),
        ]
        for animation in animations { view.add(animation) }
        var distinct = Set<AnimationValue>()
        for _ in 0..<50 {
            clock.advanceOneFrame()
            window.update()
            let local = view.localTime(atGlobal: window.engine.time)
            for animation in animations {
                let value = animation.value(at: local, model: view.model)
                XCTAssertEqual(
                    view.presentation.value(of: animation.property), value, "\(animation.property) at \(local)")
                XCTAssertEqual(view.currentPresentationValue(of: animation.property), value)
                distinct.insert(value)
            }
        }
        XCTAssertGreaterThan(distinct.count, 50, "the values move")
        // Held at their ends once over.
        XCTAssertEqual(view.presentation.alpha, 0.25)
        XCTAssertEqual(view.presentation.transform, Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1))
    }

    @MainActor func testAnInterpolationAtItsEndsGivesItsEnds() async {
        let a = AnimationValue.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        let b = AnimationValue.rect(Rect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(AnimationValue.interpolate(a, b, 0), a)
        XCTAssertEqual(AnimationValue.interpolate(a, b, 1), b)
        XCTAssertEqual(AnimationValue.interpolate(a, b, 0.5), .rect(Rect(x: 3, y: 4, width: 5, height: 6)))
        // Values that do not interpolate jump at the end.
        XCTAssertEqual(AnimationValue.interpolate(.shape(nil), b, 0.99), .shape(nil))
        XCTAssertEqual(AnimationValue.interpolate(.shape(nil), b, 1), b)
    }
}
