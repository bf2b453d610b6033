import Foundation
import UIKit
import XCTest

/// UICubicTimingParameters and UISpringTimingParameters, driving a property animator.
nonisolated final class TimingParametersTests: AnimationHarness {
    /// The cubic parameters carry UIKit's control points for the standard curves.
    @MainActor func testCubicParameters() async {
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        XCTAssertEqual(easeIn.controlPoint1, CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(easeIn.controlPoint2, CGPoint(x: 1, y: 1))
        XCTAssertEqual(UICubicTimingParameters().animationCurve, .easeInOut)
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        XCTAssertEqual(custom.timingCurveType, .cubic)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: custom)
        animator.addAnimations { self.view.center.x = 100 }
        animator.startAnimation()
        advance(0.25)
        XCTAssertEqual(x, 100 * TimingCurve(0.1, 0.9, 0.2, 1).value(at: 0.25), accuracy: 1e-6)
    }

    /// Mass, stiffness and damping: the position at t is the damped harmonic oscillator's
    /// closed form, and the animation lasts until the spring settles, the animator's duration
    /// ignored (as UIKit documents).
    @MainActor func testMassStiffnessDampingFollowsTheClosedForm() async {
        let parameters = UISpringTimingParameters(
            mass: 2, stiffness: 200, damping: 12, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: parameters)
        animator.addAnimations { self.view.center.x = 100 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        let omega0 = (200.0 / 2).squareRoot()
        let zeta = 12 / (2 * (200.0 * 2).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        for _ in 0..<45 {
            advance(1.0 / 60)
            let t = clock.now
            let y = exp(-zeta * omega0 * t) * (-cos(omegaD * t) - zeta * omega0 / omegaD * sin(omegaD * t))
            XCTAssertEqual(x, 100 * (1 + y), accuracy: 1e-6, "at \(t) s")
        }
        XCTAssertEqual(animator.duration, 10)
        advance(3)
        XCTAssertEqual(positions, [.end], "ended when the spring settled, long before 10 s")
    }

    /// Damping ratio and initial velocity: a spring of that ratio settling within the duration,
    /// starting at the velocity relative to the distance.
    @MainActor func testDampingRatioAndInitialVelocity() async {
        let parameters = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 3, dy: 0))
        XCTAssertEqual(parameters.initialVelocity, CGVector(dx: 3, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { self.view.center.x = 100 }
        animator.startAnimation()
        clock.advance(by: 0.0005)
        window.update()
        XCTAssertEqual(x / 0.0005, 300, accuracy: 15, "3 distances a second at the start")
        let spring = Spring(duration: 1, dampingRatio: 0.6, initialVelocity: 3)
        advance(0.5)
        XCTAssertEqual(x, 100 * spring.value(at: clock.now), accuracy: 1e-6)
    }

    /// iOS 17's duration and bounce.
    @MainActor func testDurationAndBounce() async {
        let parameters = UISpringTimingParameters(duration: 0.4, bounce: 0.2)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        animator.addAnimations { self.view.center.x = 100 }
        animator.startAnimation()
        advance(0.1)
        let omega0 = 2 * Double.pi / 0.4
        let zeta = 0.8
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let t = 0.1
        let y = exp(-zeta * omega0 * t) * (-cos(omegaD * t) - zeta * omega0 / omegaD * sin(omegaD * t))
        XCTAssertEqual(x, 100 * (1 + y), accuracy: 1e-6)
    }
}

/// UISpringTimingParameters.initialVelocity: "For view position animations, both components of
/// the initial velocity vector are considered", dx along x and dy along y.
nonisolated final class SpringVelocityAxesTests: AnimationHarness {
    @MainActor func testPositionTakesDxAlongXAndDyAlongY() async {
        let parameters = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 4))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
        let start = view.center
        animator.addAnimations { self.view.center = Point(x: start.x + 100, y: start.y + 100) }
        animator.startAnimation()
        clock.advance(by: 0.0005)
        window.update()
        let p = view.presentation.position
        XCTAssertEqual((p.y - start.y) / 0.0005, 400, accuracy: 20, "dy: 4 distances a second along y")
        XCTAssertLessThan((p.x - start.x) / 0.0005, 20, "dx: starting at rest along x")
        advance(1.2)
        XCTAssertEqual(view.presentation.position, Point(x: start.x + 100, y: start.y + 100))
        XCTAssertEqual(animator.state, .inactive)
    }
}
