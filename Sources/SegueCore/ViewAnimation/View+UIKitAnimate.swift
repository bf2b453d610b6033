import Foundation

// UIKit's block animations: `UIView.animate` in each of its forms, with UIKit's rules. Changes in
// flight blend additively (iOS 8 and later) for numbers, points and rectangles; nested blocks
// inherit the enclosing block's duration, curve and options unless told not to; `.repeat` and
// `.autoreverse` cycle the block's animations; a zero-duration block applies its changes at once
// and completes on the next frame, finished.

extension View {
    /// Animates the changes made in `animations` over `duration` seconds with the ease-in
    /// ease-out curve, as `UIView.animate(withDuration:animations:)`.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        performBlock(duration: duration, delay: 0, options: [], timing: nil, animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the ease-in
    /// ease-out curve, then calls `completion` with true when every animation of the block ran
    /// to its end (false when one was removed or replaced first), as
    /// `UIView.animate(withDuration:animations:completion:)`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        performBlock(
            duration: duration, delay: 0, options: [], timing: nil, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` after `delay` seconds, over `duration` seconds,
    /// with the curve and behaviour `options` name, as
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        performBlock(
            duration: duration, delay: delay, options: options, timing: nil, animations: animations,
            completion: completion)
    }

    /// Animates the changes made in `animations` with a spring of damping ratio `dampingRatio`
    /// (1 settles without overshoot, nearer 0 oscillates more) that settles within `duration`,
    /// starting at `velocity` relative to the distance (1 covers the whole distance in one second),
    /// as `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
    /// animations:completion:)`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        var timing: AnimationTiming?
        if duration > 0, duration.isFinite, dampingRatio.isFinite, velocity.isFinite {
            timing = .spring(
                Spring(duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)))
        }
        performBlock(
            duration: duration, delay: delay, options: options, timing: timing, animations: animations,
            completion: completion)
    }

    /// Animates the changes made in `animations` with a spring of perceptual duration `duration`
    /// (the period of its undamped oscillation) and `bounce` (0 settles without overshoot,
    /// towards 1 bouncier, below 0 more damped), starting at `velocity` relative to the distance,
    /// as iOS 17's `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:
    /// animations:completion:)`. The animation lasts until the spring settles.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        var timing: AnimationTiming?
        var length = 0.0
        if duration > 0, duration.isFinite, bounce.isFinite, velocity.isFinite {
            let spring = Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
            timing = .spring(spring)
            length = spring.settlingDuration
        }
        performBlock(
            duration: length, delay: delay, options: options.union(.overrideInheritedDuration), timing: timing,
            animations: animations, completion: completion)
    }

    /// The duration of the animation block being run, inside an animate block; 0 outside one
    /// (and inside `performWithoutAnimation`), as `UIView.inheritedAnimationDuration`.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let context = AnimationContext.current, !context.disablesAnimation else { return 0 }
        return context.duration
    }

    /// Inside an animate block, makes the changes in `animations` repeat `count` times (a
    /// fraction plays part of a cycle) and, with `autoreverses`, play backwards each other time,
    /// as iOS 13's `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`. Outside a
    /// block the changes apply at once.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let parent = AnimationContext.current, !parent.disablesAnimation else {
            animations()
            return
        }
        let context = AnimationContext(
            duration: parent.duration, delay: parent.delay, timing: parent.timing, completion: nil)
        context.adoptSettings(of: parent)
        context.repeatCount = count.isNaN ? 1 : max(Double(count), 0)
        context.autoreverses = autoreverses
        // The nested block's animations complete with the enclosing block's.
        context.group = parent.group
        context.runNested(animations)
    }

    /// Runs a UIKit block: the settings inherited from an enclosing block unless the options
    /// override them, then the block.
    static func performBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: AnimationTiming?,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let block = makeBlock(
            duration: duration, delay: delay, options: options, timing: timing, completion: completion)
        guard options.contains(.layoutSubviews) else {
            block.run(animations)
            return
        }
        // Lays out the changed views at the end of the block, inside it, so that the subviews'
        // new frames animate along with their parent.
        block.touchedViews = []
        block.run {
            animations()
            var index = 0
            while let views = block.touchedViews, index < views.count {
                views[index].layoutIfNeeded()
                index += 1
            }
        }
    }

    /// The context of a UIKit block, with what it inherits from an enclosing block.
    static func makeBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: AnimationTiming?,
        completion: ((Bool) -> Void)?
    ) -> AnimationContext {
        var duration = duration.isFinite ? duration : 0
        var options = options
        var timing = timing ?? .curve(options.curve.timingCurve)
        if let parent = AnimationContext.current, !parent.disablesAnimation, parent.keyframes == nil,
            parent.driver == nil, parent.duration > 0
        {
            if !options.contains(.overrideInheritedDuration) { duration = parent.duration }
            if !options.contains(.overrideInheritedCurve) { timing = parent.timing }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(AnimationOptions(rawValue: parent.inheritableOptions))
            }
        }
        let context = AnimationContext(
            duration: duration, delay: delay.isFinite ? delay : 0, timing: timing, completion: completion)
        context.configure(with: options)
        return context
    }
}

extension AnimationContext {
    /// The options that nested blocks inherit.
    static let inheritedOptions: View.AnimationOptions = [
        .repeat, .autoreverse, .beginFromCurrentState, .allowUserInteraction,
    ]

    /// Sets a UIKit block's behaviour from its options: additive, from the current state or
    /// not, repeating, reversing.
    func configure(with options: View.AnimationOptions) {
        isAdditive = true
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        repeatCount = options.contains(.repeat) ? .infinity : 1
        autoreverses = options.contains(.autoreverse)
        blocksInteraction = !options.contains(.allowUserInteraction)
        inheritableOptions = options.intersection(AnimationContext.inheritedOptions).rawValue
    }

    /// Takes the enclosing block's behaviour (for a block nested in it).
    func adoptSettings(of parent: AnimationContext) {
        isAdditive = parent.isAdditive
        beginsFromCurrentState = parent.beginsFromCurrentState
        repeatCount = parent.repeatCount
        autoreverses = parent.autoreverses
        blocksInteraction = parent.blocksInteraction
        inheritableOptions = parent.inheritableOptions
    }
}

extension Spring {
    /// The spring of SwiftUI's and iOS 17 UIKit's `duration` and `bounce`: unit mass, natural
    /// period `duration` (ω0 = 2π / duration) and damping ratio 1 − bounce for a bounce from 0
    /// up to 1, 1 / (1 + bounce) below 0 (an overdamped spring). The bounce is kept within
    /// −0.999...0.999 so that the spring settles.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let bounce = min(max(bounce, -0.999), 0.999)
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: ratio, response: max(duration, 1e-3), initialVelocity: initialVelocity)
    }
}
