import SegueCore

/// One style's motion parameters: every key the style has (`TransitionStyle.motionKeys`), each
/// at its standard value (today's motion) until set.
public struct StyleMotion: Hashable, Sendable {
    /// The style these parameters shape.
    public let style: TransitionStyle
    /// The values, one for each of the style's keys.
    public private(set) var values: [MotionKey: MotionValue]

    /// The style's standard motion.
    public init(standardFor style: TransitionStyle) {
        self.style = style
        values = [:]
        for key in style.motionKeys { values[key] = Self.standardValue(key, for: style) }
    }

    /// The style's keys, in the order files, the lab and exports list them.
    public var keys: [MotionKey] { style.motionKeys }

    /// The value of a key, nil when the style has no such key.
    public subscript(key: MotionKey) -> MotionValue? { values[key] }

    /// The number of a key (its standard where the style does not have it).
    public func number(_ key: MotionKey) -> Double {
        values[key]?.number ?? Self.standardValue(key, for: style).number ?? 0
    }

    /// The curve of a key (its standard where the style does not have it).
    public func curve(_ key: MotionKey) -> TimingCurve {
        values[key]?.curve ?? Self.standardValue(key, for: style).curve ?? .easeInEaseOut
    }

    /// Sets a key after checking it: the style must have it, the value must be of its kind and
    /// within its range. Throws with a message that names `style.key`.
    public mutating func set(_ key: MotionKey, to value: MotionValue) throws(MotionTuningError) {
        let path = "\(style.name).\(key.name)"
        guard keys.contains(key) else {
            throw MotionTuningError(
                key: path,
                "unknown key for \(style.name); its keys: \(keys.map(\.name).joined(separator: ", "))")
        }
        switch (key.kind, value) {
        case (.number(let range), .number(let number)):
            guard number.isFinite, range.contains(number) else {
                throw MotionTuningError(
                    key: path,
                    "\(MotionValue.format(number)) is out of range (\(MotionValue.format(range.lowerBound)) to \(MotionValue.format(range.upperBound))\(key.unit.isEmpty ? "" : " " + key.unit))"
                )
            }
        case (.curve, .curve(let curve)):
            let points = [curve.controlPoint1, curve.controlPoint2]
            guard points.allSatisfy({ (0...1).contains($0.x) && (-5...5).contains($0.y) }) else {
                throw MotionTuningError(
                    key: path, "curve out of range: x1 and x2 must be from 0 to 1, y1 and y2 from -5 to 5")
            }
        case (.number, .curve):
            throw MotionTuningError(key: path, "expected a number, got a curve")
        case (.curve, .number):
            throw MotionTuningError(
                key: path, "expected a curve name (\(Self.curveNames)) or four numbers [x1, y1, x2, y2]")
        }
        values[key] = value
    }

    /// True when every value is the standard one.
    public var isStandard: Bool { self == StyleMotion(standardFor: style) }

    /// The keys whose values differ from the standard ones, in order.
    public var changedKeys: [MotionKey] {
        let standard = StyleMotion(standardFor: style)
        return keys.filter { values[$0] != standard.values[$0] }
    }

    /// How a released drag decides between finishing and cancelling in this style.
    public var releaseDecision: ReleaseDecision {
        var decision = ReleaseDecision()
        decision.flickSpeed = number(.flickSpeed)
        decision.projectionTime = number(.projectionTime)
        return decision
    }

    /// The names of the named curves, for messages.
    static var curveNames: String { MotionValue.namedCurves.map(\.name).joined(separator: ", ") }

    /// Today's motion: the numbers the animators, the hand-off and the release decision use
    /// unless tuned (the style's `TransitionStyleDefinition`); the release model's defaults and,
    /// for a key the style does not have, a neutral value (0, or the ease-in-out curve).
    public static func standardValue(_ key: MotionKey, for style: TransitionStyle) -> MotionValue {
        if let value = style.definition.standardValue(of: key) { return value }
        switch key.kind {
        case .number: return .number(0)
        case .curve: return .curve(.easeInEaseOut)
        }
    }
}

extension TransitionStyle {
    /// True when the style animates `operation` itself; the others use the system's animator
    /// (and the system's tuning).
    public func hasOwnAnimator(for operation: TransitionOperation) -> Bool {
        definition.operations.contains(operation)
    }

    /// The keys that shape `operation` in this style: its own animator's (for the system, the
    /// slide's or the cover's) and the release model's; none of the animation's when the style
    /// leaves the operation to the system.
    public func motionKeys(for operation: TransitionOperation) -> [MotionKey] {
        guard hasOwnAnimator(for: operation) else { return MotionKey.releaseKeys }
        return definition.parametersForOperation?(operation) ?? motionKeys
    }

    /// The keys that shape this style's motion, in order: its animation's duration and curve or
    /// spring, the seed's own numbers, then the release model of its drags.
    public var motionKeys: [MotionKey] { definition.motionKeys }
}
