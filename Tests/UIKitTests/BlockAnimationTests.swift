import Foundation
import UIKit
import XCTest

/// UIView.animate's rules, each test naming the UIKit behaviour it checks.
nonisolated final class BlockAnimationTests: AnimationHarness {
    /// iOS 8 additive animations: a second block on a property in flight does not remove the
    /// first; the model jumps to the new value, what is on screen is the first animation's value
    /// plus the second's change times its progress, and both complete, finished, at their ends.
    @MainActor func testOverlappingBlocksBlendAdditivelyAndBothFinish() async {
        var first: [Bool] = []
        var second: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.center.x = 100 },
            completion: { first.append($0) })
        advance(0.5)
        XCTAssertEqual(x, 50, accuracy: 1e-9)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveEaseInOut, animations: { self.view.center.x = -100 },
            completion: { second.append($0) })
        XCTAssertEqual(view.center.x, -100, "the model takes the new value at once")
        XCTAssertEqual(x, 50, accuracy: 1e-9, "no jump where the second block starts")
        XCTAssertEqual(first, [], "the first animation is not interrupted")
        advance(0.25)
        let expected = (100 * 0.75) + (-200 * TimingCurve.easeInEaseOut.value(at: 0.25))
        XCTAssertEqual(x, expected, accuracy: 1e-6, "first's value plus second's change times its progress")
        advance(0.25)
        XCTAssertEqual(first, [true], "the first block completes, finished, at its own end")
        XCTAssertEqual(second, [])
        advance(0.5)
        XCTAssertEqual(second, [true])
        XCTAssertEqual(x, -100, accuracy: 1e-9)
    }

    /// The completion's `finished` is false when the animation was interrupted: a property that
    /// does not animate additively (a colour) replaced by a new block, or animations removed.
    @MainActor func testInterruptedAnimationsCompleteUnfinished() async {
        var colour: [Bool] = []
        var removed: [Bool] = []
        UIView.animate(
            withDuration: 1, animations: { self.view.backgroundColor = .white }, completion: { colour.append($0) })
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0 }, completion: { removed.append($0) })
        advance(0.25)
        UIView.animate(withDuration: 1, animations: { self.view.backgroundColor = .black })
        XCTAssertEqual(colour, [false], "replaced: finished is false, at once")
        view.removeAllAnimations()
        XCTAssertEqual(removed, [false], "removed: finished is false")
    }

    /// `beginFromCurrentState`: a replaced animation's successor starts from what is on screen;
    /// without it, UIKit lets the in-flight animation end first and starts from its end value.
    @MainActor func testBeginFromCurrentStateStartsFromThePresentationValue() async {
        let start = Color(r: 0, g: 0, b: 0)
        let middle = Color(r: 200, g: 0, b: 0)
        let end = Color(r: 0, g: 0, b: 200)
        view.backgroundColor = start
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.backgroundColor = middle })
        advance(0.5)
        let onScreen = view.presentation.backgroundColor
        XCTAssertEqual(Int(onScreen.r), 100, accuracy: 1)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
            animations: { self.view.backgroundColor = end })
        XCTAssertEqual(view.presentation.backgroundColor, onScreen, "starts from the presentation value")
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.backgroundColor = middle })
        XCTAssertEqual(view.presentation.backgroundColor, end, "without the option: from the in-flight end value")
    }

    /// A zero-duration block applies its changes at once and calls its completion on the next
    /// turn of the run loop (the next frame), finished.
    @MainActor func testZeroDurationAppliesAtOnceAndCompletesOnTheNextFrame() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { self.view.alpha = 0.3 }, completion: { calls.append($0) })
        XCTAssertEqual(view.presentation.alpha, 0.3)
        XCTAssertEqual(calls, [], "not called synchronously")
        advance(1.0 / 60)
        XCTAssertEqual(calls, [true])
    }

    /// `.repeat` with `.autoreverse`: back and forth for ever, the completion never called.
    @MainActor func testRepeatAutoreverseCyclesForever() async {
        view.alpha = 0
        var calls = 0
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
            animations: { self.view.alpha = 1 }, completion: { _ in calls += 1 })
        advance(0.25)
        XCTAssertEqual(view.presentation.alpha, 0.25, accuracy: 1e-9)
        advance(1)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-9, "on the way back")
        advance(0.5)
        XCTAssertEqual(view.presentation.alpha, 0.25, accuracy: 1e-9)
        advance(11)
        XCTAssertEqual(view.presentation.alpha, 0.75, accuracy: 1e-9, "12.75 s: three quarters into a cycle")
        XCTAssertEqual(calls, 0)
    }

    /// `.autoreverse` alone plays forwards then backwards once, then shows the model value
    /// (UIKit's well-known snap at the end); `.repeat` alone starts each cycle again.
    @MainActor func testAutoreverseAloneSnapsToTheModelAndRepeatRestarts() async {
        view.alpha = 0
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { self.view.alpha = 1 },
            completion: { finished.append($0) })
        advance(1.5)
        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        advance(0.6)
        XCTAssertEqual(view.presentation.alpha, 1, "the model value after the reverse")
        XCTAssertEqual(finished, [true])
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { self.view.center.x = 100 })
        advance(1.25)
        XCTAssertEqual(x, 25, accuracy: 1e-9)
    }

    /// Nested blocks inherit the enclosing block's duration and curve unless
    /// `.overrideInheritedDuration` / `.overrideInheritedCurve` say otherwise;
    /// `inheritedAnimationDuration` is the block's duration inside one and 0 outside.
    @MainActor func testNestedBlocksInheritDurationAndCurveUnlessOverridden() async {
        let other = UIView(frame: Rect(x: -50, y: 0, width: 100, height: 100))
        window.addSubview(other)
        var inside = -1.0
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            inside = UIView.inheritedAnimationDuration
            UIView.animate(withDuration: 4, delay: 0, options: .curveEaseIn) { self.view.center.x = 100 }
            UIView.animate(
                withDuration: 4, delay: 0, options: [.curveEaseIn, .overrideInheritedDuration, .overrideInheritedCurve]
            ) { other.center.x = 100 }
        }
        XCTAssertEqual(inside, 1)
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        advance(0.5)
        XCTAssertEqual(x, 50, accuracy: 1e-9, "inherited: 1 s, linear")
        XCTAssertEqual(other.presentation.position.x, 100 * TimingCurve.easeIn.value(at: 0.125), accuracy: 1e-6)
    }

    /// The spring form: the damping ratio and the initial velocity relative to the distance are
    /// UIKit's; the motion is the damped oscillator's closed form, and it settles by the duration.
    @MainActor func testSpringBlockFollowsTheDampedOscillator() async {
        let zeta = 0.5
        let v0 = 2.0
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: zeta, initialSpringVelocity: v0, options: [],
            animations: { self.view.center.x = 100 })
        let spring = Spring(duration: 1, dampingRatio: zeta, initialVelocity: v0)
        XCTAssertEqual(spring.dampingRatio, zeta, accuracy: 1e-9)
        let omega0 = spring.naturalFrequency
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        var overshoots = false
        for _ in 0..<30 {
            advance(1.0 / 60)
            let t = clock.now
            let y = exp(-zeta * omega0 * t) * (-cos(omegaD * t) + (v0 - zeta * omega0) / omegaD * sin(omegaD * t))
            XCTAssertEqual(x, 100 * (1 + y), accuracy: 1e-6, "at \(t) s")
            overshoots = overshoots || x > 100
        }
        XCTAssertTrue(overshoots, "ζ = 0.5 overshoots")
        advance(0.5)
        XCTAssertEqual(x, 100, "settled and ended by the duration")
        XCTAssertTrue(view.animations.isEmpty)
    }

    /// The initial spring velocity is relative to the distance: 2 covers twice the distance per
    /// second at the start.
    @MainActor func testInitialSpringVelocityIsRelativeToTheDistance() async {
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 2, options: [],
            animations: { self.view.center.x = 300 })
        clock.advance(by: 0.0005)
        window.update()
        XCTAssertEqual(x / 0.0005, 2 * 300, accuracy: 600 * 0.05)
    }

    /// iOS 17's `animate(springDuration:bounce:)`: unit mass, ω0 = 2π / duration and damping
    /// ratio 1 − bounce; the block lasts until the spring settles.
    @MainActor func testSpringDurationAndBounce() async {
        var done: [Bool] = []
        UIView.animate(
            springDuration: 0.5, bounce: 0.3, animations: { self.view.center.x = 100 }, completion: { done.append($0) })
        let omega0 = 2 * Double.pi / 0.5
        let zeta = 0.7
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        advance(0.2)
        let t = 0.2
        let y = exp(-zeta * omega0 * t) * (-cos(omegaD * t) - zeta * omega0 / omegaD * sin(omegaD * t))
        XCTAssertEqual(x, 100 * (1 + y), accuracy: 1e-6)
        advance(3)
        XCTAssertEqual(done, [true])
    }
}

/// `.layoutSubviews`: the subviews laid out at the end of the block animate with their parent.
nonisolated final class LayoutSubviewsOptionTests: AnimationHarness {
    @MainActor func testLayoutSubviewsAnimatesTheLaidOutSubviews() async {
        let child = UIView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        view.layoutHandler = { parent in child.frame = parent.bounds }
        window.update()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
            animations: { self.view.bounds.size.width = 200 })
        advance(0.5)
        XCTAssertEqual(child.presentation.bounds.width, 150, accuracy: 1e-9, "animated with the parent")
        advance(0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.bounds.size.width = 300 })
        window.update()
        XCTAssertEqual(child.bounds.width, 300)
        XCTAssertEqual(child.presentation.bounds.width, 300, "without the option: laid out later, at once")
    }
}

/// "By default input events are disabled when an animation is taking place" unless
/// `.allowUserInteraction`; an animator's `isUserInteractionEnabled` does the same.
nonisolated final class AnimationInteractionTests: AnimationHarness {
    @MainActor private var centre: Point {
        Point(x: view.presentation.position.x, y: view.presentation.position.y + 10)
    }

    @MainActor func testAnimatingViewsTakeNoTouchesWithoutAllowUserInteraction() async {
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.9 })
        XCTAssertFalse(window.hitTest(centre) === view, "animating: no touches")
        advance(1.1)
        XCTAssertTrue(window.hitTest(centre) === view, "ended: touches again")
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { self.view.alpha = 1 })
        XCTAssertTrue(window.hitTest(centre) === view, "allowUserInteraction")
        advance(1.1)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.alpha = 0.8 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        XCTAssertFalse(window.hitTest(centre) === view, "an animator with isUserInteractionEnabled false")
        advance(1.1)
        XCTAssertTrue(window.hitTest(centre) === view)
    }
}
