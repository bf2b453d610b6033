import Foundation

nonisolated extension Spring {
    /// The response, in seconds, of the spring that takes over a moving element when a finger
    /// lets go (`handOff(distance:velocity:response:)`): about SwiftUI's and UIKit's interactive
    /// springs, fixed, whatever the distance left.
    public static let handOffResponse = 0.45
    /// The hand-off spring's largest pull at the release, in points per second squared (12 points
    /// per frame per frame at 60 frames a second): far from its end the spring softens so the
    /// element does not surge away from the finger's speed.
    public static let handOffMaximumAcceleration = 43_200.0

    /// The spring that carries an element from where a finger let go of it to where it was
    /// decided to go, keeping the finger's speed: critically damped, of a fixed `response`
    /// (`ω0 = 2π / response`), starting at `velocity` (in the element's own units per second,
    /// normalised to `distance` as UIKit's initial spring velocity: `velocity / distance`).
    ///
    /// `distance` is the target minus the start (signed, in the same units as `velocity`). A
    /// release towards the target fast enough that the spring would overshoot (`v0 > ω0`)
    /// stiffens it to `ω0 = v0`, so the element never passes its end and keeps its speed; a
    /// release away from the target carries on, slows and turns round. With no distance left
    /// the spring is the plain one of that response.
    ///
    /// `maximumAcceleration` (in the units of `distance` per second squared) softens the spring
    /// for long distances: its pull at the release, `ω0² · distance`, stays within it (the
    /// response grows as `2π / √(a / distance)`), so an element released far from its end does
    /// not leap ahead of the finger; nil leaves the response as given.
    public static func handOff(
        distance: Double, velocity: Double, response: Double = handOffResponse, maximumAcceleration: Double? = nil
    ) -> Spring {
        var base = 2 * Double.pi / max(response, 1e-3)
        guard abs(distance) > 1e-12, distance.isFinite, velocity.isFinite else {
            return Spring(dampingRatio: 1, response: response)
        }
        if let maximumAcceleration, maximumAcceleration > 0 {
            base = min(base, (maximumAcceleration / abs(distance)).squareRoot())
        }
        let normalised = min(max(velocity / distance, -1e6), 1e6)
        let omega = max(base, normalised, 1e-3)
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: normalised)
    }
}
