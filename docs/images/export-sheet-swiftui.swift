// Segue's "sheet" motion for SwiftUI (tuned: duration, damping).

// present: the card rises on a spring: UIKit's 0.9 s spring of damping ratio 0.75,
// as SwiftUI's duration (the response, 2π / ω0) and bounce (1 − damping ratio).
let present = Animation.spring(duration: 0.579305, bounce: 0.25)

// dismiss: the card slides down: 0.9 s on a cubic Bézier curve.
let dismiss = Animation.timingCurve(0.42, 0, 0.58, 1, duration: 0.9)

// a released drag finishes or cancels on the hand-off spring: critically damped, response 0.45 s.
let release = Animation.spring(duration: 0.45, bounce: 0)
// With the release velocity (points per second ÷ points left), stiffness (2π / duration)²:
func releaseAnimation(velocity: Double, distance: Double) -> Animation {
    let omega0 = 13.962634
    let v = distance != 0 ? velocity / distance : 0
    let omega = max(omega0, v)
    return .interpolatingSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: v)
}

// A released drag finishes if it is faster than flickSpeed (pt/s) towards the end, cancels if
// faster away; otherwise it finishes when the progress carried projectionTime (s) ahead by
// the release velocity passes one half.
let flickSpeed: Double = 1000
let projectionTime: Double = 0.2
