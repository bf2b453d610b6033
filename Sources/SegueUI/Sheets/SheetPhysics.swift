import Foundation
import SegueCore

/// The numbers behind a sheet's drag, as pure functions: the rubber band above the largest
/// detent, UIKit's deceleration projection, the snapping rule and the settling spring.
public enum SheetPhysics {
    /// UIScrollView's resistance coefficient.
    public static let rubberBandCoefficient = 0.55
    /// UIScrollView's normal deceleration rate (per millisecond).
    public static let decelerationRate = 0.998
    /// The undamped period, in seconds, of the settling spring (SwiftUI's default response).
    public static let settleResponse = 0.5

    /// How far the card moves for `overdrag` points of finger travel beyond the largest detent,
    /// in a container `dimension` points tall: `(1 - 1 / (x · 0.55 / d + 1)) · d`. It starts at
    /// the finger's rate (slope 0.55 at 0) and never reaches `dimension`.
    public static func rubberBand(overdrag: Double, dimension: Double) -> Double {
        guard dimension > 0, overdrag != 0 else { return 0 }
        let x = abs(overdrag)
        let moved = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overdrag < 0 ? -moved : moved
    }

    /// The overdrag that moves the card `moved` points (the rubber band's inverse, for grabbing a
    /// card that is springing back from above its largest detent).
    public static func rubberBandInverse(moved: Double, dimension: Double) -> Double {
        guard dimension > 0, moved != 0 else { return 0 }
        let y = min(abs(moved), dimension * 0.999_999)
        let x = dimension / rubberBandCoefficient * (1 / (1 - y / dimension) - 1)
        return moved < 0 ? -x : x
    }

    /// The rubber band's slope at `overdrag`: how many points the card moves per point of finger.
    public static func rubberBandSlope(overdrag: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let q = abs(overdrag) * rubberBandCoefficient / dimension + 1
        return rubberBandCoefficient / (q * q)
    }

    /// How far a release at `velocity` points per second carries on while decelerating at
    /// `rate` per millisecond (UIKit's projection): `v / 1000 · rate / (1 - rate)`.
    public static func projectedDistance(velocity: Double, rate: Double = decelerationRate) -> Double {
        velocity / 1000 * rate / (1 - rate)
    }

    /// Where a release ends up: at rest on a detent (its index among the tops given) or dismissed.
    public enum Landing: Equatable, Sendable {
        /// Settles on the detent at this index of `detentTops`.
        case detent(Int)
        /// Leaves the screen.
        case dismiss
    }

    /// The snapping rule. `projectedTop` is the card's top edge carried on by the release
    /// velocity; `detentTops` the tops of the detents (any order); `containerHeight` the bottom
    /// edge. The card settles on the detent whose top is nearest the projection, unless the
    /// projection is nearer the bottom edge than the smallest detent (the lowest top), when it is
    /// dismissed (only if `canDismiss`).
    public static func landing(
        projectedTop: Double, detentTops: [Double], containerHeight: Double, canDismiss: Bool = true
    ) -> Landing {
        guard !detentTops.isEmpty else { return .dismiss }
        var nearest = 0
        for (i, top) in detentTops.enumerated() where abs(top - projectedTop) < abs(detentTops[nearest] - projectedTop)
        {
            nearest = i
        }
        let lowest = detentTops.max() ?? containerHeight
        if canDismiss, projectedTop > lowest, containerHeight - projectedTop < projectedTop - lowest {
            return .dismiss
        }
        return .detent(nearest)
    }

    /// The critically damped spring that carries the card over `distance` points (signed, target
    /// minus start) starting at `velocity` points per second, normalised to the distance as
    /// `Spring` is. A release fast enough to overshoot a spring of `settleResponse` stiffens it
    /// until it cannot (`ω0 ≥ v0`), so the card never passes its detent and keeps its speed.
    public static func settleSpring(distance: Double, velocity: Double, response: Double = settleResponse) -> Spring {
        Spring.handOff(
            distance: distance, velocity: velocity, response: response,
            maximumAcceleration: Spring.handOffMaximumAcceleration)
    }
}
