// Segue's "sheet" motion for UIKit (tuned: duration, damping).

// present: the card rises on a spring: 0.9 s, damping ratio 0.75.
UIView.animate(
    withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0,
    options: [], animations: { /* the change */ })

// dismiss: the card slides down: 0.9 s on a cubic Bézier curve.
let dismiss = UIViewPropertyAnimator(
    duration: 0.9,
    timingParameters: UICubicTimingParameters(
        controlPoint1: CGPoint(x: 0.42, y: 0),
        controlPoint2: CGPoint(x: 0.58, y: 1)))

// a released drag finishes or cancels on the hand-off spring: critically damped, response 0.45 s
// (ω0 = 2π / response). `velocity` is the release speed and `distance` the way left, in
// points: UIKit's initial velocity is their ratio. A release faster than ω0 stiffens the
// spring to ω0 = v, so it never overshoots.
func releaseTiming(velocity: CGFloat, distance: CGFloat) -> UISpringTimingParameters {
    let omega0: CGFloat = 13.962634
    let v = distance != 0 ? velocity / distance : 0
    let omega = max(omega0, v)
    return UISpringTimingParameters(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: CGVector(dx: v, dy: v))
}

// A released drag finishes if it is faster than flickSpeed (pt/s) towards the end, cancels if
// faster away; otherwise it finishes when the progress carried projectionTime (s) ahead by
// the release velocity passes one half.
let flickSpeed: CGFloat = 1000
let projectionTime: CGFloat = 0.2
