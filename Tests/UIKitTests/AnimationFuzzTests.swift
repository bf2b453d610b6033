import Segue
import UIKit
import XCTest

/// Seeded sessions of random calls to the view-animation API (blocks of every kind, keyframes,
/// transitions, property animators started, paused, scrubbed, reversed, re-timed, stopped and
/// finished, animations removed), with what must hold throughout and what they must never leave
/// behind: finite values on screen, each completion called at most once, and once everything
/// has ended no animation, no frame callback, no snapshot, and the screen showing the model.
nonisolated final class AnimationFuzzTests: AnimationHarness {
    @MainActor private var random = SeededGenerator(seed: 0)
    @MainActor private var animators: [UIViewPropertyAnimator] = []
    @MainActor private var completionCounts: [Int] = []
    @MainActor private var others: [UIView] = []

    @MainActor private func chance(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    @MainActor private func value(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(random.next() % 10_001) / 10_000 * (range.upperBound - range.lowerBound)
    }

    /// A completion that counts its calls (index `slot`).
    @MainActor private func counting() -> (Bool) -> Void {
        completionCounts.append(0)
        let slot = completionCounts.count - 1
        return { [weak self] _ in self?.completionCounts[slot] += 1 }
    }

    @MainActor private func change(_ target: UIView) {
        switch chance(5) {
        case 0: target.center.x = value(-100...300)
        case 1: target.alpha = value(0...1)
        case 2: target.bounds.size.width = value(10...200)
        case 3: target.backgroundColor = Color(r: UInt8(chance(256)), g: 10, b: 10)
        default: target.transform3D = Transform3D(rotationAngle: value(-3...3), x: 0, y: 0, z: 1)
        }
    }

    @MainActor private func randomStep() {
        let target = chance(3) == 0 ? others[chance(others.count)] : view!
        let options = UIView.AnimationOptions(rawValue: UInt(chance(1 << 7)) | UInt(chance(4)) << 16)
            .subtracting(.repeat)
        switch chance(14) {
        case 0:
            let done = counting()
            UIView.animate(
                withDuration: value(0...1), delay: value(0...0.3), options: options,
                animations: { self.change(target) },
                completion: done)
        case 1:
            let done = counting()
            UIView.animate(
                withDuration: value(0.1...1), delay: 0, usingSpringWithDamping: value(0.1...1.5),
                initialSpringVelocity: value(-3...3), options: options, animations: { self.change(target) },
                completion: done)
        case 2:
            let done = counting()
            UIView.animateKeyframes(
                withDuration: value(0...1), delay: 0,
                options: UIView.KeyframeAnimationOptions(rawValue: UInt(chance(5)) << 10),
                animations: {
                    UIView.addKeyframe(
                        withRelativeStartTime: self.value(0...0.5), relativeDuration: self.value(0...0.5)
                    ) {
                        self.change(target)
                    }
                    UIView.addKeyframe(withRelativeStartTime: self.value(0...1), relativeDuration: self.value(0...1)) {
                        self.change(target)
                    }
                }, completion: done)
        case 3:
            let done = counting()
            let kinds: [UIView.AnimationOptions] = [
                .transitionCrossDissolve, .transitionFlipFromLeft, .transitionFlipFromBottom, .transitionCurlUp,
            ]
            UIView.transition(
                with: target, duration: value(0...1), options: kinds[chance(kinds.count)],
                animations: { self.change(target) }, completion: done)
        case 4:
            let animator = UIViewPropertyAnimator(
                duration: value(0...1), dampingRatio: value(0.2...1.2)
            ) { self.change(target) }
            animator.addAnimations({ self.change(self.view) }, delayFactor: value(0...1))
            let done = counting()
            animator.addCompletion { _ in done(true) }
            animators.append(animator)
            if chance(2) == 0 { animator.startAnimation() } else { animator.pauseAnimation() }
        case 5...10:
            guard let animator = animators.randomElement(using: &random) else { return }
            switch chance(9) {
            case 0: animator.startAnimation()
            case 1: animator.pauseAnimation()
            case 2: animator.fractionComplete = value(-0.2...1.2)
            case 3: animator.isReversed.toggle()
            case 4:
                animator.continueAnimation(
                    withTimingParameters: chance(2) == 0
                        ? UICubicTimingParameters(animationCurve: .easeOut)
                        : UISpringTimingParameters(dampingRatio: 0.7),
                    durationFactor: value(0...2))
            case 5: animator.stopAnimation(chance(2) == 0)
            case 6: animator.finishAnimation(at: [.start, .end, .current][chance(3)])
            case 7: animator.addAnimations { self.change(target) }
            default: animator.startAnimation(afterDelay: value(0...0.5))
            }
        case 11:
            target.removeAllAnimations()
        default:
            advance(Double(chance(20)) / 60)
        }
    }

    @MainActor private func assertFiniteScreen(_ step: Int) {
        for v in [view!] + others {
            let p = v.presentation
            let numbers = [p.position.x, p.position.y, p.bounds.width, p.bounds.height, p.alpha, p.transform.m11]
            XCTAssertTrue(numbers.allSatisfy(\.isFinite), "step \(step): \(numbers)")
        }
    }

    @MainActor func testRandomSessionsLeaveNothingBehind() async {
        for seed in 1...12 {
            random = SeededGenerator(seed: UInt64(seed))
            animators = []
            completionCounts = [0]
            others = (0..<2).map { i in
                let other = UIView(frame: Rect(x: 100 + Double(i) * 60, y: 150, width: 50, height: 50))
                view.addSubview(other)
                return other
            }
            for step in 0..<300 {
                randomStep()
                assertFiniteScreen(step)
                XCTAssertTrue(
                    completionCounts.allSatisfy { $0 <= 1 }, "seed \(seed), step \(step): a completion ran twice")
            }
            // End everything: stopped animators finish where they are, running ones run out.
            for animator in animators {
                if animator.state == .active { animator.stopAnimation(false) }
                if animator.state == .stopped { animator.finishAnimation(at: .current) }
            }
            advance(3)
            for v in [view!] + others {
                XCTAssertTrue(v.animations.isEmpty, "seed \(seed): an animation left behind")
                XCTAssertEqual(v.presentation, v.model, "seed \(seed): the screen does not show the model")
                XCTAssertFalse(v.subviews.contains { $0 is SnapshotView }, "seed \(seed): a snapshot left behind")
            }
            XCTAssertFalse(window.engine.isAnimating, "seed \(seed): the engine still animates")
            XCTAssertTrue(animators.allSatisfy { $0.state == .inactive })
            for other in others { other.removeFromSuperview() }
        }
    }
}
