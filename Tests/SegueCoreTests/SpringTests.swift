import XCTest

@testable import SegueCore

nonisolated final class SpringTests: XCTestCase {
    /// Integrates m·x'' + c·x' + k·(x - 1) = 0 from x = 0, x' = v0 with classic RK4.
    @MainActor private func integrate(_ spring: Spring, until end: Double, step: Double = 1e-4) -> [(Double, Double)] {
        let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
        func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
        var x = 0.0
        var v = spring.initialVelocity
        var samples: [(Double, Double)] = [(0, 0)]
        let steps = Int((end / step).rounded())
        for i in 1...steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + step / 2 * k1v
            let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
            let k3x = v + step / 2 * k2v
            let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
            let k4x = v + step * k3v
            let k4v = acceleration(x + step * k3x, v + step * k3v)
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if i % 100 == 0 { samples.append((Double(i) * step, x)) }
        }
        return samples
    }

    @MainActor private func assertMatchesIntegration(
        _ spring: Spring, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (t, x) in integrate(spring, until: 3) {
            XCTAssertEqual(spring.value(at: t), x, accuracy: 1e-3, "t = \(t)", file: file, line: line)
        }
    }

    @MainActor func testUnderDampedClosedFormMatchesIntegration() async {
        let spring = Spring(mass: 1, stiffness: 100, damping: 6, initialVelocity: 2)
        XCTAssertEqual(spring.dampingRatio, 0.3, accuracy: 1e-12)
        guard case .underDamped = spring.solution else { return XCTFail("expected under-damped") }
        assertMatchesIntegration(spring)
        assertMatchesIntegration(Spring(mass: 2, stiffness: 300, damping: 10, initialVelocity: -3))
    }

    @MainActor func testCriticallyDampedClosedFormMatchesIntegration() async {
        let spring = Spring(mass: 1, stiffness: 64, damping: 16, initialVelocity: 1.5)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
        guard case .criticallyDamped = spring.solution else { return XCTFail("expected critically damped") }
        assertMatchesIntegration(spring)
        // A ratio within the tolerance of 1 also takes the critical form.
        let near = Spring(mass: 1, stiffness: 64, damping: 16 * (1 + 1e-9))
        guard case .criticallyDamped = near.solution else { return XCTFail("expected critically damped") }
        assertMatchesIntegration(near)
    }

    @MainActor func testOverDampedClosedFormMatchesIntegration() async {
        let spring = Spring(mass: 1, stiffness: 50, damping: 30, initialVelocity: -1)
        XCTAssertGreaterThan(spring.dampingRatio, 1)
        guard case .overDamped = spring.solution else { return XCTFail("expected over-damped") }
        assertMatchesIntegration(spring)
        // Just above the critical tolerance: the over-damped form must still be accurate.
        assertMatchesIntegration(Spring(mass: 1, stiffness: 64, damping: 16 * (1 + 1e-5), initialVelocity: 2))
    }

    @MainActor func testVelocityIsTheDerivativeOfValue() async {
        let springs = [
            Spring(mass: 1, stiffness: 100, damping: 6, initialVelocity: 2),
            Spring(mass: 1, stiffness: 64, damping: 16, initialVelocity: -2),
            Spring(mass: 1, stiffness: 50, damping: 30, initialVelocity: 1),
        ]
        for spring in springs {
            for t in [0.05, 0.2, 0.5, 1.1] {
                let h = 1e-6
                let numeric = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
                XCTAssertEqual(spring.velocity(at: t), numeric, accuracy: 1e-5, "ζ \(spring.dampingRatio) t \(t)")
            }
        }
    }

    @MainActor func testInitialVelocityIsTheDerivativeAtZero() async {
        for ratio in [0.3, 0.6, 1.0, 1.5] {
            for v0 in [0.0, 2, -1] {
                let spring = Spring(duration: 0.8, dampingRatio: ratio, initialVelocity: v0)
                XCTAssertEqual(spring.value(at: 0), 0)
                XCTAssertEqual(spring.velocity(at: 0), v0, accuracy: 1e-9, "ζ \(ratio) v0 \(v0)")
                let h = 1e-7
                XCTAssertEqual(spring.value(at: h) / h, v0, accuracy: 1e-3, "ζ \(ratio) v0 \(v0)")
            }
        }
    }

    @MainActor func testDampingRatioBelowOneOvershoots() async {
        let spring = Spring(duration: 0.8, dampingRatio: 0.6, initialVelocity: 0)
        let peak = stride(from: 0.0, through: 0.8, by: 0.001).map { spring.value(at: $0) }.max()!
        XCTAssertGreaterThan(peak, 1.05)
        // The overshoot of an under-damped oscillator starting at rest is e^(-πζ/√(1-ζ²)).
        XCTAssertEqual(peak - 1, exp(-Double.pi * 0.6 / 0.8), accuracy: 1e-4)
    }

    @MainActor func testCriticalDampingNeverOvershoots() async {
        for spring in [
            Spring(duration: 0.8, dampingRatio: 1, initialVelocity: 0),
            Spring(dampingRatio: 1, response: 0.5),
            Spring(duration: 2, dampingRatio: 1.5, initialVelocity: 0),
        ] {
            var previous = 0.0
            for i in 1...20_000 {
                let value = spring.value(at: Double(i) * 1e-4)
                XCTAssertLessThanOrEqual(value, 1)
                XCTAssertGreaterThanOrEqual(value, previous)
                previous = value
            }
        }
    }

    @MainActor func testDurationBasedSpringSettlesWithinItsDuration() async {
        for duration in [0.3, 0.8, 2.0] {
            for ratio in [0.3, 0.6, 1.0, 1.5] {
                for v0 in [0.0, 2, -1] {
                    let spring = Spring(duration: duration, dampingRatio: ratio, initialVelocity: v0)
                    let label = "d \(duration) ζ \(ratio) v0 \(v0)"
                    XCTAssertEqual(spring.dampingRatio, ratio, accuracy: 1e-9, label)
                    XCTAssertEqual(spring.value(at: duration), 1, accuracy: 0.005, label)
                    XCTAssertEqual(spring.settlingDuration, duration, accuracy: duration * 1e-6, label)
                    // It stays settled afterwards, and the envelope is tight: the spring is not
                    // simply made much stiffer than needed.
                    for t in stride(from: duration, through: duration * 3, by: duration / 97) {
                        XCTAssertLessThanOrEqual(abs(spring.value(at: t) - 1), 0.001 + 1e-9, label)
                    }
                    XCTAssertGreaterThan(spring.envelope(at: duration * 0.9), 0.001, label)
                    XCTAssertTrue(spring.isDone(at: duration + 1e-6), label)
                    XCTAssertFalse(spring.isDone(at: duration * 0.9), label)
                }
            }
        }
    }

    @MainActor func testEnvelopeBoundsTheDisplacement() async {
        for spring in [
            Spring(mass: 1, stiffness: 100, damping: 6, initialVelocity: 5),
            Spring(mass: 1, stiffness: 64, damping: 16, initialVelocity: 20),
            Spring(mass: 1, stiffness: 50, damping: 30, initialVelocity: -4),
        ] {
            for i in 0...3000 {
                let t = Double(i) * 1e-3
                XCTAssertLessThanOrEqual(abs(spring.value(at: t) - 1), spring.envelope(at: t) + 1e-12)
            }
            let settled = spring.settlingDuration
            XCTAssertEqual(spring.envelope(at: settled), Spring.defaultTolerance, accuracy: 1e-9)
        }
    }

    @MainActor func testCriticalSpringWithLargeVelocityOvershootsAndSettlesLater() async {
        // With a big push even critical damping crosses the target once; the envelope rises
        // first, so settling is found after its peak.
        let spring = Spring(mass: 1, stiffness: 64, damping: 16, initialVelocity: 40)
        XCTAssertGreaterThan(spring.value(at: 0.25), 1)
        XCTAssertLessThan(abs(spring.value(at: spring.settlingDuration) - 1), 0.001 + 1e-12)
        XCTAssertGreaterThan(spring.envelope(at: spring.settlingDuration * 0.95), 0.001)
    }

    @MainActor func testResponseSetsTheNaturalFrequency() async {
        let spring = Spring(dampingRatio: 0.5, response: 0.4, initialVelocity: 0)
        XCTAssertEqual(spring.naturalFrequency, 2 * Double.pi / 0.4, accuracy: 1e-9)
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.mass, 1)
    }

    @MainActor func testUndampedSpringNeverSettles() async {
        let spring = Spring(mass: 1, stiffness: 10, damping: 0)
        XCTAssertEqual(spring.settlingDuration, .infinity)
        XCTAssertFalse(spring.isDone(at: 1e6))
        XCTAssertEqual(spring.value(at: Double.pi / 10.0.squareRoot()), 2, accuracy: 1e-9)
    }

    @MainActor func testSettlingDurationDependsOnTolerance() async {
        let spring = Spring(duration: 1, dampingRatio: 0.7, initialVelocity: 0)
        XCTAssertLessThan(spring.settlingDuration(tolerance: 0.01), spring.settlingDuration)
        XCTAssertGreaterThan(spring.settlingDuration(tolerance: 1e-5), spring.settlingDuration)
    }
}
