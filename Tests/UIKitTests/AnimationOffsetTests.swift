import UIKit
import XCTest

/// Core Animation's `isAdditive` and `timeOffset` rules for explicit animations.
nonisolated final class AnimationOffsetTests: AnimationHarness {
    /// CAPropertyAnimation.isAdditive: "the value specified by the animation is added to the
    /// current render tree value": a shake of ±20 about the model's x.
    @MainActor func testAdditiveBasicAnimationAddsToTheModelValue() async {
        view.center = CGPoint(x: 100, y: 50)
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.isAdditive = true
        nudge.fromValue = 40
        nudge.toValue = 0
        nudge.duration = 1
        view.layer.add(nudge, forKey: "nudge")
        advance(0.5)
        XCTAssertEqual(x, 120, accuracy: 1e-6, "model 100 + half of 40")
        XCTAssertEqual(view.center.x, 100, "the model is unchanged")
        advance(0.5)
        XCTAssertEqual(x, 100, accuracy: 1e-9, "back on the model")
    }

    /// An additive keyframe animation (the usual shake: 0, 10, -10, 0 on position.x) moves about
    /// the model value.
    @MainActor func testAdditiveKeyframesShakeAboutTheModel() async {
        view.center = CGPoint(x: 100, y: 50)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.isAdditive = true
        shake.duration = 1
        view.layer.add(shake, forKey: "shake")
        advance(0.25)
        XCTAssertEqual(x, 110, accuracy: 1e-6)
        advance(0.5)
        XCTAssertEqual(x, 90, accuracy: 1e-6)
    }

    /// CAMediaTiming.timeOffset on an animation: it starts that far into its own time.
    @MainActor func testTimeOffsetStartsAnAnimationPartWayThrough() async {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timeOffset = 0.5
        view.layer.add(move, forKey: "move")
        advance(1 / 60.0)
        XCTAssertEqual(x, 100 * (0.5 + 1 / 60.0), accuracy: 1e-6, "half way at once")
    }
}
