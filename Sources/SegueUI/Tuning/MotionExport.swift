import Foundation
import SegueCore

/// A style's motion written as code a UIKit or SwiftUI developer pastes, or as its tuning file.
///
/// The conversions: a curve is the same four cubic-Bézier numbers everywhere
/// (`UICubicTimingParameters`, `Animation.timingCurve`). A spring of a duration and a damping
/// ratio (UIKit's `usingSpringWithDamping`, which Segue's `Spring(duration:dampingRatio:)`
/// follows) keeps both in UIKit; SwiftUI's `.spring(duration:bounce:)` takes the spring's
/// response, `2π / ω0`, as its duration and `1 − ζ` as its bounce (ζ ≤ 1 here, so bounce ≥ 0),
/// that is stiffness `(2π / duration)²` and damping ratio `1 − bounce`. A spring of a response
/// (the hand-off, a sheet's settle) is critically damped: stiffness `(2π / response)²`, damping
/// `2 · 2π / response`, bounce 0. UIKit's initial velocity is the release speed normalised to
/// the distance left (`velocity / distance`).
public enum MotionExport {
    /// The formats `segue export` writes.
    public enum Format: String, CaseIterable, Sendable {
        /// `UIViewPropertyAnimator` and `UIView.animate` code.
        case uikit
        /// SwiftUI `Animation` values.
        case swiftui
        /// The style's tuning file.
        case json
    }

    /// One animation of a style, as exported.
    enum Piece {
        /// A timed curve.
        case curve(name: String, what: String, duration: Double, curve: TimingCurve)
        /// A spring of a settling duration and a damping ratio (UIKit's damping spring).
        case dampedSpring(name: String, what: String, duration: Double, damping: Double)
        /// A critically damped spring of a response, carrying a release velocity.
        case responseSpring(name: String, what: String, response: Double)
    }

    /// The animations of a style, in order.
    static func pieces(of motion: StyleMotion) -> [Piece] {
        var pieces: [Piece] = []
        let duration = motion.number(.duration)
        switch motion.style {
        case .system:
            pieces.append(
                .curve(
                    name: "slide", what: "push and pop: slide with parallax", duration: duration,
                    curve: motion.curve(.curve)))
            pieces.append(
                .curve(
                    name: "cover", what: "present and dismiss: cover vertical", duration: motion.number(.coverDuration),
                    curve: motion.curve(.coverCurve)))
        case .scale:
            pieces.append(
                .curve(
                    name: "step", what: "each step (pop plays two, the second delayed by one step)", duration: duration,
                    curve: motion.curve(.curve)))
        case .circle:
            pieces.append(
                .curve(
                    name: "reveal", what: "push and pop: the circle mask", duration: duration,
                    curve: motion.curve(.curve)))
        case .fold, .foldAffine:
            pieces.append(
                .curve(
                    name: "fold", what: "all four operations: the fold", duration: duration, curve: motion.curve(.curve)
                ))
        case .sheet:
            pieces.append(
                .dampedSpring(
                    name: "present", what: "present: the card rises on a spring", duration: duration,
                    damping: motion.number(.damping)))
            pieces.append(
                .curve(
                    name: "dismiss", what: "dismiss: the card slides down", duration: duration,
                    curve: motion.curve(.curve)))
        case .zoom:
            pieces.append(
                .dampedSpring(
                    name: "zoom", what: "all four operations: the zoom", duration: duration,
                    damping: motion.number(.damping)))
        case .detents:
            pieces.append(
                .responseSpring(
                    name: "settle", what: "present, dismiss and settling on a detent",
                    response: motion.number(.response)))
        default:
            pieces += genericPieces(of: motion)
        }
        pieces.append(
            .responseSpring(
                name: "release", what: "a released drag finishes or cancels on the hand-off spring",
                response: motion.number(.releaseResponse)))
        return pieces
    }

    /// The animations of an app's style, from the keys it has: a duration with a curve is a timed
    /// curve, a duration with a damping ratio a damped spring, a response a critically damped one.
    static func genericPieces(of motion: StyleMotion) -> [Piece] {
        let keys = motion.keys
        let name = motion.style.name
        var pieces: [Piece] = []
        if keys.contains(.duration), keys.contains(.damping) {
            pieces.append(
                .dampedSpring(
                    name: "animation", what: "\(name): the animation", duration: motion.number(.duration),
                    damping: motion.number(.damping)))
        } else if keys.contains(.duration) {
            pieces.append(
                .curve(
                    name: "animation", what: "\(name): the animation", duration: motion.number(.duration),
                    curve: keys.contains(.curve) ? motion.curve(.curve) : .easeInEaseOut))
        }
        if keys.contains(.response) {
            pieces.append(
                .responseSpring(name: "settle", what: "\(name): the settle", response: motion.number(.response)))
        }
        return pieces
    }

    /// The code or file for a style's motion in `tuning`.
    public static func text(for style: TransitionStyle, tuning: MotionTuning, format: Format) -> String {
        let motion = tuning[style]
        switch format {
        case .json: return MotionTuningFile.encode(tuning, styles: [style])
        case .uikit: return uikit(motion)
        case .swiftui: return swiftUI(motion)
        }
    }

    /// A number with at most six decimals, trailing zeros dropped.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func header(_ motion: StyleMotion, for framework: String) -> [String] {
        let changed = motion.changedKeys.map(\.name)
        return [
            "// Segue's \"\(motion.style.name)\" motion for \(framework)"
                + (changed.isEmpty ? " (standard)." : " (tuned: \(changed.joined(separator: ", "))).")
        ]
    }

    private static func seeds(_ motion: StyleMotion) -> [String] {
        switch motion.style {
        case .fold, .foldAffine:
            return [
                "// The fold turns about the bottom edge (anchorPoint (0.5, 1)) by this angle, in radians:",
                "let foldAngle: CGFloat = \(number(motion.number(.angle)))",
            ]
        case .circle:
            return [
                "// The reveal's mask grows from a circle of this diameter, in points, at the centre:",
                "let circleStartSize: CGFloat = \(number(motion.number(.startSize)))",
            ]
        default: return []
        }
    }

    private static func release(_ motion: StyleMotion) -> [String] {
        [
            "// A released drag finishes if it is faster than flickSpeed (pt/s) towards the end, cancels if",
            "// faster away; otherwise it finishes when the progress carried projectionTime (s) ahead by",
            "// the release velocity passes one half.",
            "let flickSpeed: CGFloat = \(number(motion.number(.flickSpeed)))",
            "let projectionTime: CGFloat = \(number(motion.number(.projectionTime)))",
        ]
    }

    private static func uikit(_ motion: StyleMotion) -> String {
        var lines = header(motion, for: "UIKit")
        for piece in pieces(of: motion) {
            lines.append("")
            switch piece {
            case .curve(let name, let what, let duration, let curve):
                lines.append("// \(what): \(number(duration)) s on a cubic Bézier curve.")
                lines.append("let \(name) = UIViewPropertyAnimator(")
                lines.append("    duration: \(number(duration)),")
                lines.append("    timingParameters: UICubicTimingParameters(")
                lines.append(
                    "        controlPoint1: CGPoint(x: \(number(curve.controlPoint1.x)), y: \(number(curve.controlPoint1.y))),"
                )
                lines.append(
                    "        controlPoint2: CGPoint(x: \(number(curve.controlPoint2.x)), y: \(number(curve.controlPoint2.y)))))"
                )
            case .dampedSpring(_, let what, let duration, let damping):
                lines.append("// \(what): \(number(duration)) s, damping ratio \(number(damping)).")
                lines.append("UIView.animate(")
                lines.append(
                    "    withDuration: \(number(duration)), delay: 0, usingSpringWithDamping: \(number(damping)), initialSpringVelocity: 0,"
                )
                lines.append("    options: [], animations: { /* the change */ })")
            case .responseSpring(let name, let what, let response):
                let omega = 2 * Double.pi / response
                lines.append("// \(what): critically damped, response \(number(response)) s")
                lines.append("// (ω0 = 2π / response). `velocity` is the release speed and `distance` the way left, in")
                lines.append(
                    "// points: UIKit's initial velocity is their ratio. A release faster than ω0 stiffens the")
                lines.append("// spring to ω0 = v, so it never overshoots.")
                lines.append("func \(name)Timing(velocity: CGFloat, distance: CGFloat) -> UISpringTimingParameters {")
                lines.append("    let omega0: CGFloat = \(number(omega))")
                lines.append("    let v = distance != 0 ? velocity / distance : 0")
                lines.append("    let omega = max(omega0, v)")
                lines.append(
                    "    return UISpringTimingParameters(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: CGVector(dx: v, dy: v))"
                )
                lines.append("}")
            }
        }
        lines.append("")
        lines += seeds(motion) + (seeds(motion).isEmpty ? [] : [""]) + release(motion)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func swiftUI(_ motion: StyleMotion) -> String {
        var lines = header(motion, for: "SwiftUI")
        for piece in pieces(of: motion) {
            lines.append("")
            switch piece {
            case .curve(let name, let what, let duration, let curve):
                lines.append("// \(what): \(number(duration)) s on a cubic Bézier curve.")
                let p1 = curve.controlPoint1
                let p2 = curve.controlPoint2
                lines.append(
                    "let \(name) = Animation.timingCurve(\(number(p1.x)), \(number(p1.y)), \(number(p2.x)), \(number(p2.y)), duration: \(number(duration)))"
                )
            case .dampedSpring(let name, let what, let duration, let damping):
                let spring = Spring(duration: duration, dampingRatio: damping)
                let response = 2 * Double.pi / spring.naturalFrequency
                lines.append("// \(what): UIKit's \(number(duration)) s spring of damping ratio \(number(damping)),")
                lines.append("// as SwiftUI's duration (the response, 2π / ω0) and bounce (1 − damping ratio).")
                lines.append(
                    "let \(name) = Animation.spring(duration: \(number(response)), bounce: \(number(1 - damping)))")
            case .responseSpring(let name, let what, let response):
                let omega = 2 * Double.pi / response
                lines.append("// \(what): critically damped, response \(number(response)) s.")
                lines.append("let \(name) = Animation.spring(duration: \(number(response)), bounce: 0)")
                lines.append(
                    "// With the release velocity (points per second ÷ points left), stiffness (2π / duration)²:")
                lines.append("func \(name)Animation(velocity: Double, distance: Double) -> Animation {")
                lines.append("    let omega0 = \(number(omega))")
                lines.append("    let v = distance != 0 ? velocity / distance : 0")
                lines.append("    let omega = max(omega0, v)")
                lines.append(
                    "    return .interpolatingSpring(mass: 1, stiffness: omega * omega, damping: 2 * omega, initialVelocity: v)"
                )
                lines.append("}")
            }
        }
        lines.append("")
        lines += seeds(motion).map { $0.replacingOccurrences(of: ": CGFloat", with: ": Double") }
        if !seeds(motion).isEmpty { lines.append("") }
        lines += release(motion).map { $0.replacingOccurrences(of: ": CGFloat", with: ": Double") }
        return lines.joined(separator: "\n") + "\n"
    }
}
