import Foundation

/// An animation of one layer property named by a key path, as Core Animation's
/// `CAPropertyAnimation`.
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    /// The animated key path (`position`, `position.x`, `bounds`, `transform.scale`,
    /// `transform.rotation.z`, `opacity`, `cornerRadius`, `backgroundColor`, `path`, …).
    open var keyPath: String?
    /// Adds the animated value to the model value instead of replacing it.
    open var isAdditive = false
    /// Accumulates the value over repeats.
    open var isCumulative = false

    /// The value an additive animation shows for `raw`: the model value (when the animation is
    /// added) moved by it, as Core Animation adds an additive animation's values to the model's.
    func additiveValue(_ raw: Any, path: LayerKeyPath, model: LayerState) -> AnimationValue? {
        let raw = (raw as? NSValue)?.unboxed ?? raw
        let base = model.value(of: path.property)
        if let delta = raw as? CATransform3D, case .transform(let m) = base {
            return .transform(delta.concatenating(m))
        }
        if let delta = raw as? CGRect, case .rect(let r) = base {
            return .rect(
                CGRect(
                    x: r.minX + delta.minX, y: r.minY + delta.minY, width: r.width + delta.width,
                    height: r.height + delta.height))
        }
        return path.adding(raw, to: base, on: model)
    }

    /// Creates an animation of a key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Creates an animation.
    public required init() { super.init() }

    /// Makes a copy.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath
            isAdditive = other.isAdditive
            isCumulative = other.isCumulative
        }
    }
}

/// An animation between two values of a layer property, as Core Animation's `CABasicAnimation`:
/// `fromValue` (the presentation value when nil), `toValue` (the model value when nil) or
/// `byValue` (relative to the other end).
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change from the start (or to the end, when only `toValue` is set).
    open var byValue: Any?

    /// Creates an animation.
    public required init() { super.init() }

    /// Makes a copy.
    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CABasicAnimation {
            fromValue = other.fromValue
            toValue = other.toValue
            byValue = other.byValue
        }
    }

    override func propertyAnimations(for layer: CALayer) -> [PropertyAnimation]? {
        guard let keyPath, let path = LayerKeyPath(keyPath) else { return nil }
        let model = layer.node.model
        if isAdditive {
            // The values are offsets from the model value.
            let base = model.value(of: path.property)
            let animation = PropertyAnimation(
                property: path.property,
                from: fromValue.flatMap { additiveValue($0, path: path, model: model) } ?? base,
                to: toValue.flatMap { additiveValue($0, path: path, model: model) } ?? base,
                duration: effectiveDuration, timing: segueTiming, fill: segueFill)
            applyRepeats(to: animation)
            return [animation]
        }
        let from = fromValue.flatMap { path.value(of: $0, on: model) }
        var to = toValue.flatMap { path.value(of: $0, on: model) }
        var start = from
        if let by = byValue {
            if let from, to == nil {
                to = path.adding(by, to: from, on: model)
            } else if let to, from == nil {
                start = path.adding(by, to: to, on: model, negated: true)
            } else if from == nil, to == nil {
                let current = layer.node.currentPresentationValue(of: path.property)
                start = current
                to = path.adding(by, to: current, on: model)
            }
        }
        let animation = PropertyAnimation(
            property: path.property, from: start, to: to, duration: effectiveDuration, timing: segueTiming,
            fill: segueFill)
        applyRepeats(to: animation)
        return [animation]
    }
}
