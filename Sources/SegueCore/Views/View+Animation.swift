import Foundation

extension View {
    /// The engine that runs this view's animations: its window's.
    public var animationEngine: AnimationEngine? { window?.engine }

    /// The view's local time now, following the timing of each ancestor (pause, offset, reverse).
    public func localTime(atGlobal global: Double) -> Double {
        let parentTime = superview?.localTime(atGlobal: global) ?? global
        return timing.isIdentity ? parentTime : timing.localTime(parentTime)
    }

    /// The product of the speeds from the root to this view: negative when time runs backwards here.
    public var effectiveSpeed: Double {
        var speed = 1.0
        var current: View? = self
        while let v = current {
            speed *= v.timing.speed
            current = v.superview
        }
        return speed
    }

    /// True when this view or an ancestor scrubs linearly (`MediaTiming.scrubsLinearly`): its
    /// animations then progress in proportion to their time.
    public var scrubsLinearly: Bool {
        var current: View? = self
        while let v = current {
            if v.timing.scrubsLinearly { return true }
            current = v.superview
        }
        return false
    }

    /// The presentation value of a property at the engine's current time (the model value when
    /// it does not animate).
    public func currentPresentationValue(of property: AnimatableProperty) -> AnimationValue {
        guard let animation = animations.first(where: { $0.property == property }) else {
            return model.value(of: property)
        }
        guard let engine = animationEngine else { return presentation.value(of: property) }
        return animation.value(at: localTime(atGlobal: engine.time), model: model, linear: scrubsLinearly)
    }

    /// Adds an explicit animation (as CALayer.add(_:forKey:)). It replaces a running animation of
    /// the same property, which stops with finished false. A missing `from` starts at the current
    /// presentation value.
    public func add(_ animation: PropertyAnimation) {
        animationEngine?.synchronizeWithClock()
        let from = animation.from ?? currentPresentationValue(of: animation.property)
        removeAnimation(for: animation.property)
        animation.from = from
        guard let engine = animationEngine else {
            // Without a window nothing is drawn: the animation ends at once.
            animation.isAttached = true
            finish(animation, finished: true)
            return
        }
        // A property animator's animation begins at its delay on the animator's own clock.
        animation.beginTime =
            animation.driver == nil ? localTime(atGlobal: engine.time) + animation.delay : animation.delay
        animation.isAttached = true
        animations.append(animation)
        engine.register(self)
        engine.updatePresentation(of: self)
    }

    /// Removes the animation of a property; it stops with finished false.
    public func removeAnimation(for property: AnimatableProperty) {
        guard let index = animations.firstIndex(where: { $0.property == property }) else { return }
        let animation = animations.remove(at: index)
        presentation.set(property, to: model.value(of: property))
        finish(animation, finished: false)
    }

    /// Removes every animation of the view; each stops with finished false.
    public func removeAllAnimations() {
        while let animation = animations.first {
            removeAnimation(for: animation.property)
        }
        presentation = model
    }

    /// Removes every animation of the view and of its subtree.
    public func removeAllAnimationsInSubtree() {
        removeAllAnimations()
        for subview in children { subview.removeAllAnimationsInSubtree() }
    }

    /// Ends every animation of the subtree now, as if it had run to its end: each stops with
    /// finished true and the presentation shows the model.
    public func completeAllAnimationsInSubtree() {
        let ended = animations
        animations.removeAll()
        presentation = model
        for animation in ended { finish(animation, finished: true) }
        for subview in children { subview.completeAllAnimationsInSubtree() }
    }

    /// True when this view or a view below it animates.
    public var hasAnimationsInSubtree: Bool {
        if !animations.isEmpty { return true }
        return children.contains { $0.hasAnimationsInSubtree }
    }

    func finish(_ animation: PropertyAnimation, finished: Bool) {
        let completion = animation.completion
        animation.completion = nil
        let group = animation.group
        animation.group = nil
        completion?(finished)
        group?.memberStopped(finished: finished)
        // The animations an additive one was added over stop with it, if they had not ended.
        var link = animation.additiveBase
        while let base = link {
            if !base.endReported {
                base.endReported = true
                finish(base, finished: finished)
            }
            link = base.additiveBase
        }
    }

    // MARK: Animate blocks

    /// Animates the changes made in `animations` over `duration` seconds with a timing curve
    /// (easeInEaseOut by default, as UIView.animate). `completion` runs once after every animation
    /// of the block ended, with false when one was removed or replaced first. Disfavoured, so that
    /// a call spelled as UIKit's (`animate(withDuration:delay:animations:)`) takes UIKit's form.
    @_disfavoredOverload
    public static func animate(
        withDuration duration: Double, delay: Double = 0, curve: TimingCurve = .easeInEaseOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = AnimationContext(duration: duration, delay: delay, timing: .curve(curve), completion: completion)
        context.run(animations)
    }

    /// Animates the changes made in `animations` with a spring that settles within `duration`,
    /// as UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:).
    /// `initialVelocity` is normalised to the distance (1 covers the whole distance in a second).
    public static func animate(
        withDuration duration: Double, delay: Double = 0, dampingRatio: Double, initialVelocity: Double,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        let context = AnimationContext(
            duration: duration, delay: delay, timing: .spring(spring), completion: completion)
        context.run(animations)
    }

    /// Animates the changes made in `animations` over `duration` seconds with any timing (a
    /// curve or a spring), for code that is handed its timing.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, timing: AnimationTiming, animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let context = AnimationContext(duration: duration, delay: delay, timing: timing, completion: completion)
        context.run(animations)
    }

    /// Animates the changes made in `animations` with a given spring, for its settling duration
    /// (a spring carrying a release velocity, for example).
    public static func animate(
        with spring: Spring, delay: Double = 0, animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let context = AnimationContext(
            duration: spring.settlingDuration, delay: delay, timing: .spring(spring), completion: completion)
        context.run(animations)
    }

    /// Applies the changes in `changes` without animation, even inside an animate block.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        let context = AnimationContext(duration: 0, delay: 0, timing: .curve(.linear), completion: nil)
        context.disablesAnimation = true
        context.run(changes)
    }
}

/// An open animate block: the settings that changes made inside it animate with.
final class AnimationContext {
    /// The innermost open block, if any (blocks nest, as UIKit's).
    static var current: AnimationContext? { stack.last }
    private static var stack: [AnimationContext] = []

    let duration: Double
    let delay: Double
    let timing: AnimationTiming
    var group: AnimationGroup
    var disablesAnimation = false
    /// UIKit's blocks (since iOS 8): a change of a number, point or rectangle in flight is blended
    /// over the running animation instead of replacing it.
    var isAdditive = false
    /// When false, a replaced (non-additive) animation's successor starts from the replaced
    /// one's end, not from what is on screen (UIKit without `.beginFromCurrentState`).
    var beginsFromCurrentState = true
    /// How many cycles the block's animations play, and whether they reverse each time.
    var repeatCount = 1.0
    var autoreverses = false
    /// The options a nested UIKit block inherits (UIView.AnimationOptions' raw value).
    var inheritableOptions: UInt = 0
    /// The property animator a block belongs to: its clock, the begin time of the block's
    /// animations on it, and what adopts each animation made.
    var driver: AnimationDriver?
    var driverBegin = 0.0
    var adopt: ((View, PropertyAnimation) -> Void)?
    /// The keyframe animation a keyframe's changes are recorded into, and the keyframe's span.
    var keyframes: KeyframeRecorder?
    var keyframeStart = 0.0
    var keyframeDuration = 1.0
    /// The views the block changed, kept when it lays them out at its end (`.layoutSubviews`).
    var touchedViews: [View]?
    /// The open `CATransaction`'s group, whose completion block waits for these animations too.
    private var transactionGroup: AnimationGroup?

    /// Counts this block's animations in a transaction's group as well.
    func chain(to group: AnimationGroup) { transactionGroup = group }
    /// True when the views the block animates take no touches meanwhile (UIKit's blocks without
    /// `.allowUserInteraction`).
    var blocksInteraction = false
    private weak var engine: AnimationEngine?

    init(duration: Double, delay: Double, timing: AnimationTiming, completion: ((Bool) -> Void)?) {
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.timing = timing
        group = AnimationGroup(completion: completion)
    }

    func run(_ body: () -> Void) {
        AnimationContext.stack.append(self)
        body()
        AnimationContext.stack.removeLast()
        group.isSealed = true
        if group.pending == 0 {
            // A block that changed nothing animatable completes on the next frame (at once without a window).
            let group = self.group
            if let engine {
                engine.enqueue { group.fireIfDone() }
            } else {
                group.fireIfDone()
            }
        }
    }

    /// Runs `body` as a block nested in the open one whose group it shares: the enclosing block
    /// seals the group and completes it.
    func runNested(_ body: () -> Void) {
        AnimationContext.stack.append(self)
        body()
        AnimationContext.stack.removeLast()
    }

    /// Remembers the engine of a view the block touched, for a deferred completion.
    func noteTouched(_ view: View) {
        if engine == nil { engine = view.animationEngine }
        touchedViews?.append(view)
    }

    func addAnimation(for view: View, property: AnimatableProperty, from: AnimationValue, to: AnimationValue) {
        noteTouched(view)
        if let keyframes {
            keyframes.record(view, property, from: from, to: to, start: keyframeStart, duration: keyframeDuration)
            return
        }
        if let driver, let adopt {
            let animation = PropertyAnimation(
                property: property, from: from, to: to, duration: duration, delay: driverBegin, timing: timing)
            animation.driver = driver
            animation.blocksInteraction = blocksInteraction
            view.add(animation)
            adopt(view, animation)
            return
        }
        if duration <= 0 && delay <= 0 {
            view.removeAnimation(for: property)
            view.presentation.set(property, to: to)
            return
        }
        // An animation in flight: blended under the new one (additive), or replaced, the new one
        // starting from what is on screen or (without beginFromCurrentState) from its end.
        var start = from
        var base: (animation: PropertyAnimation, delta: AnimationValue)?
        if let existing = view.animations.first(where: { $0.property == property }), existing.driver == nil,
            let end = existing.to
        {
            if isAdditive, from.isAdditive, let delta = to.difference(from: end) {
                base = (existing, delta)
            } else if !beginsFromCurrentState {
                start = end
            }
        }
        let animation = PropertyAnimation(
            property: property, from: start, to: to, duration: duration, delay: delay, timing: timing)
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        animation.blocksInteraction = blocksInteraction
        animation.group = group
        group.pending += 1
        if let transactionGroup {
            transactionGroup.pending += 1
            animation.completion = { finished in transactionGroup.memberStopped(finished: finished) }
        }
        if let base {
            view.animations.removeAll { $0 === base.animation }
            animation.layer(over: base.animation, delta: base.delta)
        }
        view.add(animation)
    }
}
