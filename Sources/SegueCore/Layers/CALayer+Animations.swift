import Foundation

extension CALayer {
    /// Adds an explicit animation under a key (a copy of it, as Core Animation copies), replacing
    /// the one under the same key. It does not change the model: unless it fills forwards with
    /// `isRemovedOnCompletion = false`, the layer shows its model value again at the end. Segue runs
    /// one animation per property at a time, so a second animation of the same property under
    /// another key replaces the first as well (finished false).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let anim = anim.copy() as? CAAnimation ?? anim
        if let transition = anim as? CATransition {
            addTransition(transition)
            return
        }
        let key = key ?? "animation-\(ObjectIdentifier(anim).hashValue)"
        removeAnimation(forKey: key)
        guard let animations = anim.propertyAnimations(for: self), !animations.isEmpty else { return }
        animationsByKey[key] = anim
        let delay = anim.beginTime > 0 ? max(0, anim.beginTime - CACurrentMediaTime()) : 0
        var pending = animations.count
        var allFinished = true
        anim.delegate?.animationDidStart(anim)
        for animation in animations {
            animation.delay += delay
            // An animation's own timeOffset starts it that far into its time.
            if anim.timeOffset != 0, anim.speed > 0 { animation.delay -= anim.timeOffset / Double(anim.speed) }
            animation.completion = { [weak self] finished in
                pending -= 1
                if !finished { allFinished = false }
                guard pending == 0 else { return }
                if let self, self.animationsByKey[key] === anim, anim.isRemovedOnCompletion || !finished {
                    self.animationsByKey[key] = nil
                }
                anim.delegate?.animationDidStop(anim, finished: allFinished)
            }
            node.add(animation)
        }
    }

    /// The animation under a key, or nil.
    public func animation(forKey key: String) -> CAAnimation? { animationsByKey[key] }

    /// The keys of the animations attached, as `animationKeys()` (nil when there are none).
    public func animationKeys() -> [String]? {
        animationsByKey.isEmpty ? nil : animationsByKey.keys.sorted()
    }

    /// Removes the animation under a key: its property shows the model value again, and its
    /// delegate hears `animationDidStop(_:finished: false)`.
    public func removeAnimation(forKey key: String) {
        if let transition = animationsByKey[key] as? CATransition {
            transition.stopRunning?()
            animationsByKey[key] = nil
            return
        }
        guard let anim = animationsByKey.removeValue(forKey: key), let animations = anim.propertyKeys else { return }
        for property in animations { node.removeAnimation(for: property) }
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        for key in animationsByKey.keys.sorted() { removeAnimation(forKey: key) }
        node.removeAllAnimations()
    }

    // MARK: Media timing

    /// How fast the layer's time runs against its superlayer's (0 pauses it).
    public var speed: Float {
        get { Float(node.timing.speed) }
        set { node.timing.speed = Double(newValue) }
    }

    /// An offset added to the layer's time (scrubs a paused layer).
    public var timeOffset: CFTimeInterval {
        get { node.timing.timeOffset }
        set { node.timing.timeOffset = newValue }
    }

    /// When the layer's time starts against its superlayer's.
    public var beginTime: CFTimeInterval {
        get { node.timing.beginTime }
        set { node.timing.beginTime = newValue }
    }

    /// Converts a time in the window's time (`from: nil`, as `CACurrentMediaTime()` gives it) to
    /// this layer's local time, as `convertTime(_:from:)`; a time of another layer is taken as in
    /// the window's when that layer's time runs as the window's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        node.localTime(atGlobal: t)
    }
}

extension CAAnimation {
    /// The properties the animation's Segue animations change.
    var propertyKeys: [AnimatableProperty]? {
        guard let path = (self as? CAPropertyAnimation)?.keyPath.flatMap(LayerKeyPath.init) else { return nil }
        return [path.property]
    }
}
