import SegueCore

/// A parameter that shapes a style's motion: its name in tuning files (`"duration"`), in
/// `tune STYLE.KEY VALUE` and in the lab, what kind of value it takes and its range.
public enum MotionKey: String, CaseIterable, Sendable {
    /// Seconds: the style's main animation (for scale, one of its steps; pop takes two).
    case duration
    /// The timing curve of the style's main animation (a named curve or four cubic-Bézier numbers).
    case curve
    /// Seconds: the system's modal slide (cover vertical), also used by styles without modals.
    case coverDuration
    /// The curve of the system's modal slide.
    case coverCurve
    /// The spring's damping ratio (1 is critically damped, smaller bounces).
    case damping
    /// Seconds: the undamped period of a critically damped spring (a sheet with detents' settle).
    case response
    /// Radians: the fold's angle.
    case angle
    /// Points: the diameter of the circle the reveal grows from.
    case startSize
    /// Seconds: the response of the hand-off spring that finishes or cancels a released drag.
    case releaseResponse
    /// Points per second: a release faster than this decides by its direction alone.
    case flickSpeed
    /// Seconds: how far ahead the release velocity carries the progress before deciding.
    case projectionTime

    /// The kinds of value a key takes.
    public enum Kind: Equatable, Sendable {
        /// A number within a closed range.
        case number(ClosedRange<Double>)
        /// A timing curve.
        case curve
    }

    /// The key's name in files and scripts.
    public var name: String { rawValue }

    /// What the key takes.
    public var kind: Kind {
        switch self {
        case .duration, .coverDuration: return .number(0.01...30)
        case .curve, .coverCurve: return .curve
        case .damping: return .number(0.05...1)
        case .response, .releaseResponse: return .number(0.05...10)
        case .angle: return .number(0...1.57)
        case .startSize: return .number(0...4000)
        case .flickSpeed: return .number(0...100_000)
        case .projectionTime: return .number(0...5)
        }
    }

    /// The unit the lab and plots show after the value.
    public var unit: String {
        switch self {
        case .duration, .coverDuration, .response, .releaseResponse, .projectionTime: return "s"
        case .angle: return "rad"
        case .startSize: return "pt"
        case .flickSpeed: return "pt/s"
        case .curve, .coverCurve, .damping: return ""
        }
    }

    /// The lab's fine step for a number (Shift takes ten).
    public var step: Double {
        switch self {
        case .duration, .coverDuration, .response, .releaseResponse, .projectionTime, .damping, .angle: return 0.05
        case .startSize: return 2
        case .flickSpeed: return 50
        case .curve, .coverCurve: return 0.05
        }
    }
}

/// A parameter's value: a number or a timing curve.
public enum MotionValue: Hashable, Sendable, CustomStringConvertible {
    /// A number (seconds, points, radians or a ratio, as the key says).
    case number(Double)
    /// A cubic-Bézier timing curve.
    case curve(TimingCurve)

    /// The number, or nil for a curve.
    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The curve, or nil for a number.
    public var curve: TimingCurve? {
        if case .curve(let value) = self { return value }
        return nil
    }

    /// The value as a tuning file writes it: the number, a curve's name, or its four numbers.
    public var description: String {
        switch self {
        case .number(let value): return MotionValue.format(value)
        case .curve(let curve):
            if let name = MotionValue.curveName(curve) { return "\"\(name)\"" }
            let p1 = curve.controlPoint1
            let p2 = curve.controlPoint2
            return "[" + [p1.x, p1.y, p2.x, p2.y].map(MotionValue.format).joined(separator: ", ") + "]"
        }
    }

    /// The named curves a file or a script may use.
    public static let namedCurves: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    /// The name of a named curve, nil for any other.
    public static func curveName(_ curve: TimingCurve) -> String? {
        namedCurves.first { $0.curve == curve }?.name
    }

    /// The curve of a name, nil for an unknown one.
    public static func curve(named name: String) -> TimingCurve? {
        namedCurves.first { $0.name == name }?.curve
    }

    /// A number as short as it reads back exactly (`1.2`, `0.35`, `1000`).
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
