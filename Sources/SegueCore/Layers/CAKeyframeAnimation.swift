import Foundation

/// How a keyframe animation goes between its values, as Core Animation's
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string.
    public let rawValue: String
    /// Creates a mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight between values at the key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even speed along the values; key times are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even speed; key times are ignored.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// A property animation through a list of values (or along a path, for a position), as Core
/// Animation's `CAKeyframeAnimation`.
@preconcurrency @MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// A path the position follows (instead of `values`).
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration from 0 to 1 (evenly spaced when
    /// nil).
    open var keyTimes: [NSNumber]?
    /// The pacing between successive values; Segue applies the first to the whole animation.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How it goes between values.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer following a path turns with it; kept, not applied.
    open var rotationMode: String?

    /// Creates a keyframe animation.
    public required init() { super.init() }

    /// Makes a copy.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAKeyframeAnimation {
            values = other.values
            path = other.path
            keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode
            rotationMode = other.rotationMode
        }
    }

    override var segueTiming: AnimationTiming {
        .curve(timingFunction?.curve ?? timingFunctions?.first?.curve ?? .linear)
    }

    override func propertyAnimations(for layer: CALayer) -> [PropertyAnimation]? {
        guard let keyPath, let key = LayerKeyPath(keyPath) else { return nil }
        let model = layer.node.model
        var converted: [AnimationValue] = []
        if let path, key.property == .position {
            let flat = path.flattened(tolerance: CGPath.defaultFlatteningTolerance)
            converted = flat.points.map { AnimationValue.point($0) }
        } else {
            converted = (values ?? []).compactMap { key.value(of: $0, on: model) }
        }
        if isAdditive {
            // Each value is an offset from the model value (a shake: 0, 10, -10, 0).
            let base = model.value(of: key.property)
            if path != nil, key.property == .position {
                converted = converted.map { $0.adding(base, scaledBy: 1) }
            } else {
                converted = (values ?? []).compactMap { additiveValue($0, path: key, model: model) }
            }
        }
        guard let first = converted.first, let last = converted.last else { return nil }
        let mode = keyframeMode(usesPath: path != nil && key.property == .position)
        var times = (keyTimes ?? []).map { $0.doubleValue }
        if times.count != converted.count {
            let count = max(converted.count - 1, 1)
            times = converted.indices.map { Double($0) / Double(count) }
        }
        let animation = PropertyAnimation(
            property: key.property, from: first, to: last, duration: effectiveDuration, timing: segueTiming,
            fill: segueFill)
        animation.fixedInterpolation = KeyframeInterpolation(times: times, values: converted, mode: mode)
        applyRepeats(to: animation)
        return [animation]
    }

    /// The calculation mode in Segue's terms (a path is followed at an even pace unless discrete).
    private func keyframeMode(usesPath: Bool) -> KeyframeCalculationMode {
        switch calculationMode {
        case .discrete: return .discrete
        case .paced: return .paced
        case .cubic: return usesPath ? .paced : .cubic
        case .cubicPaced: return usesPath ? .paced : .cubicPaced
        default: return usesPath ? .paced : .linear
        }
    }
}

/// Several animations that run together on one layer, as Core Animation's `CAAnimationGroup`:
/// each member's `beginTime` is within the group, and the group's duration cuts them.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
    /// The members.
    open var animations: [CAAnimation]?

    /// Creates a group.
    public required init() { super.init() }

    /// Makes a copy.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        animations = (other as? CAAnimationGroup)?.animations
    }

    override func propertyAnimations(for layer: CALayer) -> [PropertyAnimation]? {
        let groupDuration = effectiveDuration
        var result: [PropertyAnimation] = []
        for member in animations ?? [] {
            guard let made = member.propertyAnimations(for: layer) else { continue }
            for animation in made {
                animation.delay += max(0, member.beginTime)
                let end =
                    animation.delay + animation.duration * max(animation.repeatCount, 1)
                    * (animation.autoreverses ? 2 : 1)
                if end > groupDuration, animation.repeatCount <= 1, !animation.autoreverses,
                    let from = animation.from, let to = animation.to, animation.duration > 0
                {
                    // The group cuts a member at its own end: the member stops where it is then
                    // (exactly for linear pacing; a curved member ends at its value there, reached
                    // along the same curve over the shorter time).
                    let kept = max(0, groupDuration - animation.delay)
                    let fraction = min(kept / animation.duration, 1)
                    let progress = animation.timing.progress(elapsed: kept, duration: animation.duration)
                    animation.to = AnimationValue.interpolate(from, to, fraction < 1 ? progress : 1)
                    animation.duration = kept
                }
                if member.timingFunction == nil, let curve = timingFunction?.curve {
                    animation.timing = .curve(curve)
                }
                animation.fill = segueFill
                result.append(animation)
            }
        }
        return result.isEmpty ? nil : result
    }
}
