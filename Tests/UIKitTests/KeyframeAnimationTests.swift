import UIKit
import XCTest

/// UIView.animateKeyframes: keyframes at relative start times and durations, in each
/// calculation mode.
nonisolated final class KeyframeAnimationTests: AnimationHarness {
    /// Linear timing over the whole animation (UIKit code passes the curve bits of
    /// `AnimationOptions` through the raw value for it).
    @MainActor private let linear = UIView.KeyframeAnimationOptions(
        rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// Two keyframes: to 100 over the first half, back to 0 over the next quarter.
    @MainActor private func animateTwoKeyframes(
        _ options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)? = nil
    ) {
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.view.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.view.center.x = 0 }
            }, completion: completion)
    }

    /// `calculationModeLinear`: each keyframe reaches its value at the end of its relative span,
    /// in a straight line from the previous one, and the last value holds to the end.
    @MainActor func testLinearKeyframesFollowRelativeStartAndDuration() async {
        var done: [Bool] = []
        animateTwoKeyframes(linear.union(.calculationModeLinear)) { done.append($0) }
        XCTAssertEqual(view.center.x, 0, "the model is the last keyframe's value")
        advance(0.25)
        XCTAssertEqual(x, 50, accuracy: 1e-9)
        advance(0.25)
        XCTAssertEqual(x, 100, accuracy: 1e-9)
        advance(0.15)
        XCTAssertEqual(x, 40, accuracy: 1e-9, "60% into the second keyframe (0.5 to 0.75)")
        advance(0.25)
        XCTAssertEqual(x, 0, accuracy: 1e-9, "holds after the last keyframe")
        XCTAssertEqual(done, [])
        advance(0.1)
        XCTAssertEqual(done, [true])
    }

    /// Without curve bits the whole keyframe animation is eased in and out (raw value 0 is
    /// `curveEaseInOut`).
    @MainActor func testDefaultOptionsEaseTheWholeAnimation() async {
        animateTwoKeyframes([])
        advance(0.25)
        XCTAssertEqual(x, 200 * TimingCurve.easeInEaseOut.value(at: 0.25), accuracy: 1e-6)
    }

    /// `calculationModeCubic`: a smooth curve through the same values at the same times, which
    /// leaves the straight lines between them (Catmull–Rom tangents).
    @MainActor func testCubicKeyframesPassThroughTheValuesOnACurve() async {
        animateTwoKeyframes(linear.union(.calculationModeCubic))
        advance(0.25)
        // Hermite on the first segment (0 → 100 over 0...0.5) with tangents 200 (one-sided at the
        // start) and 0 (between 0 at t = 0 and 0 at t = 0.75), at its middle.
        let h = 0.5
        let expected = 0.5 * 0 + 0.125 * h * 200 + 0.5 * 100 - 0.125 * h * 0
        XCTAssertEqual(x, expected, accuracy: 1e-9)
        XCTAssertNotEqual(x, 50, accuracy: 1, "not the straight line")
        advance(0.25)
        XCTAssertEqual(x, 100, accuracy: 1e-9, "through the keyframe's value at its time")
    }

    /// `calculationModeDiscrete`: each value shows, without interpolation, from its keyframe's
    /// start until the next one's.
    @MainActor func testDiscreteKeyframesJump() async {
        animateTwoKeyframes(linear.union(.calculationModeDiscrete))
        advance(0.25)
        XCTAssertEqual(x, 100)
        advance(0.35)
        XCTAssertEqual(x, 0)
    }

    /// `calculationModePaced`: an even pace over the whole path, the keyframes' times set aside.
    @MainActor func testPacedKeyframesMoveAtAnEvenPace() async {
        animateTwoKeyframes(linear.union(.calculationModePaced))
        advance(0.25)
        XCTAssertEqual(x, 50, accuracy: 1e-9)
        advance(0.5)
        XCTAssertEqual(x, 50, accuracy: 1e-9, "three quarters of 200 points of path: on the way back")
    }
}
