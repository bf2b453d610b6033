import SegueCore

/// A parameter that shapes a style's motion: its name in tuning files (`"duration"`), in
/// `tune STYLE.KEY VALUE` and in the lab, what kind of value it takes, its range, its unit and
/// the lab's step. The built-in styles use the keys below; an app's style may declare its own
/// (`MotionKey(name:kind:unit:step:)`) and read them from its `StyleMotion`.
nonisolated public struct MotionKey: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of value a key takes.
    public enum Kind: Hashable, Sendable {
        /// A number within a closed range.
        case number(ClosedRange<Double>)
        /// A timing curve.
        case curve
    }

    /// The key's name in files and scripts: letters and digits, starting with a letter.
    public let name: String
    /// What the key takes.
    public let kind: Kind
    /// The unit the lab and plots show after the value (`s`, `pt`, `rad`, or empty).
    public let unit: String
    /// The lab's fine step for a number (Shift takes ten).
    public let step: Double

    /// Creates a key. Two keys are the same key when everything here is equal; styles that share
    /// a name share the key.
    public init(name: String, kind: Kind, unit: String = "", step: Double = 0.05) {
        self.name = name
        self.kind = kind
        self.unit = unit
        self.step = step
    }

    /// The name.
    public var description: String { name }

    /// Seconds: the style's main animation (for scale, one of its steps; pop takes two).
    public static let duration = MotionKey(name: "duration", kind: .number(0.01...30), unit: "s")
    /// The timing curve of the style's main animation (a named curve or four cubic-Bézier numbers).
    public static let curve = MotionKey(name: "curve", kind: .curve)
    /// Seconds: the system's modal slide (cover vertical), also used by styles without modals.
    public static let coverDuration = MotionKey(name: "coverDuration", kind: .number(0.01...30), unit: "s")
    /// The curve of the system's modal slide.
    public static let coverCurve = MotionKey(name: "coverCurve", kind: .curve)
    /// The spring's damping ratio (1 is critically damped, smaller bounces).
    public static let damping = MotionKey(name: "damping", kind: .number(0.05...1))
    /// Seconds: the undamped period of a critically damped spring (a sheet with detents' settle).
    public static let response = MotionKey(name: "response", kind: .number(0.05...10), unit: "s")
    /// Radians: the fold's angle.
    public static let angle = MotionKey(name: "angle", kind: .number(0...1.57), unit: "rad")
    /// Points: the diameter of the circle the reveal grows from.
    public static let startSize = MotionKey(name: "startSize", kind: .number(0...4000), unit: "pt", step: 2)
    /// Seconds: the response of the hand-off spring that finishes or cancels a released drag.
    public static let releaseResponse = MotionKey(name: "releaseResponse", kind: .number(0.05...10), unit: "s")
    /// Points per second: a release faster than this decides by its direction alone.
    public static let flickSpeed = MotionKey(
        name: "flickSpeed", kind: .number(0...100_000), unit: "pt/s", step: 50)
    /// Seconds: how far ahead the release velocity carries the progress before deciding.
    public static let projectionTime = MotionKey(name: "projectionTime", kind: .number(0...5), unit: "s")

    /// The keys of the release model every style with a drag has, in order.
    public static let releaseKeys: [MotionKey] = [.releaseResponse, .flickSpeed, .projectionTime]
}

/// A parameter's value: a number or a timing curve.
nonisolated public enum MotionValue: Hashable, Sendable, CustomStringConvertible {
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

nonisolated extension MotionValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A number written as a literal (`0.6` in a style's parameters).
    public init(floatLiteral value: Double) {
        self = .number(value)
    }

    /// A whole number written as a literal (`12` in a style's parameters).
    public init(integerLiteral value: Int) {
        self = .number(Double(value))
    }
}
