import UIKit
import XCTest

/// Core Animation's keyframe, group, spring and repeat rules.
nonisolated final class CAAnimationTests: XCTestCase {
    @MainActor private var clock: ManualClock!
    @MainActor private var window: WindowView!
    @MainActor private var view: UIView!

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        window = WindowView(size: CGSize(width: 400, height: 800), clock: clock)
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
    }

    @MainActor private func advance(frames: Int) {
        for _ in 0..<frames {
            clock.advanceOneFrame()
            window.update()
        }
    }

    @MainActor private var presentedX: CGFloat { view.layer.presentation()!.position.x }

    /// CAKeyframeAnimation (linear): each value at its key time, straight in between.
    @MainActor func testKeyframesReachEachValueAtItsKeyTime() async {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 100, 40]
        shake.keyTimes = [0, 0.25, 1]
        shake.duration = 1
        view.layer.add(shake, forKey: "shake")
        advance(frames: 15)
        XCTAssertEqual(presentedX, 100, accuracy: 1e-6, "the second value at a quarter")
        advance(frames: 30)
        XCTAssertEqual(presentedX, 60, accuracy: 1e-6, "two thirds of the way from 100 to 40 at 0.75")
    }

    /// CAKeyframeAnimation (discrete): each value held until the next key time.
    @MainActor func testDiscreteKeyframesHoldEachValue() async {
        let steps = CAKeyframeAnimation(keyPath: "position.x")
        steps.values = [10, 20, 30]
        steps.calculationMode = .discrete
        steps.duration = 0.9
        view.layer.add(steps, forKey: nil)
        advance(frames: 20)
        XCTAssertEqual(presentedX, 10, accuracy: 1e-9)
        advance(frames: 20)
        XCTAssertEqual(presentedX, 20, accuracy: 1e-9)
    }

    /// CAAnimationGroup: members start at their beginTime within the group and the group cuts
    /// them at its duration.
    @MainActor func testAGroupStartsMembersAtTheirBeginTimes() async {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.beginTime = 0.5
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 1
        view.layer.add(group, forKey: "group")
        advance(frames: 15)
        // Segue holds a delayed animation's start value while it waits (as UIKit's delayed blocks
        // do); Core Animation without a backwards fill would show the model value (docs/UIKIT.md).
        XCTAssertEqual(presentedX, 0, accuracy: 1e-6, "the move waits out its beginTime")
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.75, accuracy: 1e-6)
        advance(frames: 30)
        XCTAssertEqual(presentedX, 25, accuracy: 1e-6, "a quarter into the move at 0.75 s")
    }

    /// CASpringAnimation follows the damped oscillator of its mass, stiffness and damping.
    @MainActor func testASpringFollowsItsOscillator() async {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.mass = 1
        spring.stiffness = 100
        spring.damping = 10
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: nil)
        advance(frames: 12)
        // ζ = 10 / (2·√100) = 0.5, ω₀ = 10; x(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t).
        let t = 0.2
        let zeta = 0.5
        let omega = 10.0
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let x = 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        XCTAssertEqual(Double(presentedX), 100 * x, accuracy: 0.5)
        XCTAssertGreaterThan(spring.settlingDuration, 0.5)
    }

    /// repeatCount with autoreverses: forwards then backwards each cycle, and the model after.
    @MainActor func testRepeatAndAutoreverse() async {
        let pulse = CABasicAnimation(keyPath: "position.x")
        pulse.fromValue = 0
        pulse.toValue = 100
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.repeatCount = 2
        view.layer.add(pulse, forKey: "pulse")
        advance(frames: 15)
        XCTAssertEqual(presentedX, 50, accuracy: 1e-6, "halfway out")
        advance(frames: 30)
        XCTAssertEqual(presentedX, 50, accuracy: 1e-6, "halfway back")
        advance(frames: 30)
        XCTAssertEqual(presentedX, 50, accuracy: 1e-6, "halfway out in the second cycle")
        advance(frames: 46)
        XCTAssertEqual(presentedX, 50, accuracy: 1e-9, "done after two cycles: the model value")
        XCTAssertNil(view.layer.animationKeys())
    }
}
