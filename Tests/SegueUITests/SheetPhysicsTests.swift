import SegueCore
import XCTest

@testable import SegueUI

/// The numbers behind a sheet's drag: detents, rubber band, projection, snapping, settling.
nonisolated final class SheetPhysicsTests: XCTestCase {
    @MainActor func testDetentHeights() async {
        XCTAssertEqual(SheetDetent.medium.height(containerHeight: 844, topGap: 60), 422)
        XCTAssertEqual(SheetDetent.medium.top(containerHeight: 844, topGap: 60), 422)
        XCTAssertEqual(SheetDetent.large.height(containerHeight: 844, topGap: 60), 784)
        XCTAssertEqual(SheetDetent.large.top(containerHeight: 844, topGap: 60), 60)
        XCTAssertEqual(SheetDetent.large.top(containerHeight: 40, topGap: 60), 20, "never lower than medium")
        XCTAssertEqual(SheetDetent.large.top(containerHeight: 150, topGap: 100), 75, "never lower than medium")
        XCTAssertEqual(SheetDetent.medium.top(containerHeight: -30, topGap: 60), -30, "no negative height")
    }

    @MainActor func testRubberBandFollowsUIScrollViewsFormula() async {
        let d = 844.0
        // (1 - 1 / (200 · 0.55 / 844 + 1)) · 844
        XCTAssertEqual(SheetPhysics.rubberBand(overdrag: 200, dimension: d), 97.3166, accuracy: 0.001)
        XCTAssertEqual(SheetPhysics.rubberBand(overdrag: 0, dimension: d), 0)
        XCTAssertEqual(SheetPhysics.rubberBand(overdrag: -200, dimension: d), -97.3166, accuracy: 0.001)
        XCTAssertLessThan(SheetPhysics.rubberBand(overdrag: 1e9, dimension: d), d, "never reaches the dimension")
        XCTAssertEqual(SheetPhysics.rubberBandSlope(overdrag: 0, dimension: d), 0.55, accuracy: 1e-12)
        for x in [1.0, 50, 200, 2000] {
            let moved = SheetPhysics.rubberBand(overdrag: x, dimension: d)
            XCTAssertLessThan(moved, x, "the card moves less than the finger")
            XCTAssertEqual(SheetPhysics.rubberBandInverse(moved: moved, dimension: d), x, accuracy: 1e-6)
            let h = 1e-4
            let numeric =
                (SheetPhysics.rubberBand(overdrag: x + h, dimension: d)
                    - SheetPhysics.rubberBand(overdrag: x - h, dimension: d)) / (2 * h)
            XCTAssertEqual(SheetPhysics.rubberBandSlope(overdrag: x, dimension: d), numeric, accuracy: 1e-6)
        }
    }

    @MainActor func testProjectionUsesUIKitsDecelerationRate() async {
        // 1,250 pt/s: 1.25 · 0.998 / 0.002 = 623.75 points.
        XCTAssertEqual(SheetPhysics.projectedDistance(velocity: 1250), 623.75, accuracy: 1e-9)
        XCTAssertEqual(SheetPhysics.projectedDistance(velocity: -1000), -499, accuracy: 1e-9)
        XCTAssertEqual(SheetPhysics.projectedDistance(velocity: 0), 0)
    }

    @MainActor func testSnappingPicksTheNearestDetentOrDismisses() async {
        let tops = [422.0, 60]
        func land(_ y: Double) -> SheetPhysics.Landing {
            SheetPhysics.landing(projectedTop: y, detentTops: tops, containerHeight: 844)
        }
        XCTAssertEqual(land(-300), .detent(1))
        XCTAssertEqual(land(240), .detent(1))
        XCTAssertEqual(land(242), .detent(0))
        XCTAssertEqual(land(600), .detent(0), "nearer medium (178) than the bottom edge (244)")
        XCTAssertEqual(land(634), .dismiss, "nearer the bottom edge (210) than medium (212)")
        XCTAssertEqual(land(2000), .dismiss)
        XCTAssertEqual(
            SheetPhysics.landing(projectedTop: 2000, detentTops: tops, containerHeight: 844, canDismiss: false),
            .detent(0))
    }

    @MainActor func testSettlingSpringNeverOvershootsAndKeepsTheReleaseSpeed() async {
        for (distance, velocity) in [(362.0, 0.0), (362, 1250), (-362, -1250), (20, 3000), (-5, -4000), (100, -800)] {
            let spring = SheetPhysics.settleSpring(distance: distance, velocity: velocity)
            XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-9, "critically damped")
            XCTAssertEqual(spring.velocity(at: 0) * distance, velocity, accuracy: 1e-6, "starts at the release speed")
            var t = 0.0
            while t < spring.settlingDuration {
                XCTAssertLessThanOrEqual(
                    spring.value(at: t), 1 + 1e-9, "overshoot at \(t) s for \(distance), \(velocity)")
                t += 1.0 / 240
            }
            XCTAssertEqual(spring.value(at: spring.settlingDuration), 1, accuracy: 0.001)
        }
    }
}
