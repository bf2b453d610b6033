import XCTest

@testable import SegueCore

nonisolated final class TimingCurveTests: XCTestCase {
    /// A reference solver written independently of TimingCurve: evaluates the Bernstein form of
    /// the Bézier and finds the parameter by plain bisection.
    @MainActor private func reference(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if bezier(x1, x2, middle) < t { low = middle } else { high = middle }
        }
        return bezier(y1, y2, (low + high) / 2)
    }

    @MainActor private let named: [(String, TimingCurve, (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
        ("default", .default, (0.25, 0.1, 0.25, 1)),
    ]

    @MainActor func testNamedCurvesMatchReferenceBezier() async {
        for (name, curve, p) in named {
            for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
                let expected = reference(p.0, p.1, p.2, p.3, at: t)
                XCTAssertEqual(curve.value(at: t), expected, accuracy: 1e-4, "\(name) at \(t)")
            }
        }
    }

    @MainActor func testNamedCurvesHaveCoreAnimationControlPoints() async {
        XCTAssertEqual(TimingCurve.easeIn.controlPoint1, Point(x: 0.42, y: 0))
        XCTAssertEqual(TimingCurve.easeIn.controlPoint2, Point(x: 1, y: 1))
        XCTAssertEqual(TimingCurve.easeOut.controlPoint2, Point(x: 0.58, y: 1))
        XCTAssertEqual(TimingCurve.easeInEaseOut.controlPoint1, Point(x: 0.42, y: 0))
        XCTAssertEqual(TimingCurve.default.controlPoint1, Point(x: 0.25, y: 0.1))
    }

    @MainActor func testSolverIsTightOnADenseGrid() async {
        // Much tighter than the 1e-4 contract: the solver works to 1e-7 in x.
        for (name, curve, p) in named {
            for i in 1..<200 {
                let t = Double(i) / 200
                let expected = reference(p.0, p.1, p.2, p.3, at: t)
                XCTAssertEqual(curve.value(at: t), expected, accuracy: 1e-6, "\(name) at \(t)")
            }
        }
    }

    @MainActor func testEndpointsAreExactAndInputIsClamped() async {
        for (name, curve, _) in named {
            XCTAssertEqual(curve.value(at: 0), 0, name)
            XCTAssertEqual(curve.value(at: 1), 1, name)
            XCTAssertEqual(curve.value(at: -0.5), 0, name)
            XCTAssertEqual(curve.value(at: 1.5), 1, name)
        }
    }

    @MainActor func testKnownShapeOfNamedCurves() async {
        // easeInEaseOut is symmetric about (0.5, 0.5); easeIn lags linear, easeOut leads it.
        XCTAssertEqual(TimingCurve.easeInEaseOut.value(at: 0.5), 0.5, accuracy: 1e-7)
        XCTAssertEqual(
            TimingCurve.easeInEaseOut.value(at: 0.2), 1 - TimingCurve.easeInEaseOut.value(at: 0.8), accuracy: 1e-7)
        XCTAssertLessThan(TimingCurve.easeIn.value(at: 0.5), 0.4)
        XCTAssertGreaterThan(TimingCurve.easeOut.value(at: 0.5), 0.6)
        XCTAssertEqual(TimingCurve.linear.value(at: 0.3), 0.3, accuracy: 1e-12)
    }

    @MainActor func testControlPointXIsClamped() async {
        let curve = TimingCurve(-1, 0.5, 2, 0.5)
        XCTAssertEqual(curve.controlPoint1.x, 0)
        XCTAssertEqual(curve.controlPoint2.x, 1)
        XCTAssertEqual(curve.value(at: 0.37), reference(0, 0.5, 1, 0.5, at: 0.37), accuracy: 1e-6)
    }

    @MainActor func testSteepCurvesFallBackToBisection() async {
        // x'(s) vanishes at s = 0.5 here, which defeats Newton near t = 0.5.
        let curve = TimingCurve(1, 0, 0, 1)
        for t in stride(from: 0.01, to: 1, by: 0.01) {
            XCTAssertEqual(curve.value(at: t), reference(1, 0, 0, 1, at: t), accuracy: 1e-5, "at \(t)")
        }
    }

    @MainActor func testSlopeMatchesFiniteDifference() async {
        for (name, curve, _) in named {
            for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
                let h = 1e-6
                let numeric = (curve.value(at: t + h) - curve.value(at: t - h)) / (2 * h)
                XCTAssertEqual(curve.slope(at: t), numeric, accuracy: 1e-3, "\(name) at \(t)")
            }
        }
        XCTAssertEqual(TimingCurve.linear.slope(at: 0), 1, accuracy: 1e-12)
        // easeIn starts flat (its first control point lies on the x axis).
        XCTAssertEqual(TimingCurve.easeIn.slope(at: 0), 0, accuracy: 1e-3)
        // easeOut starts steep: both tangents vanish at 0 and the slope is taken just inside.
        XCTAssertGreaterThan(TimingCurve.easeOut.slope(at: 0), 1)
    }
}
