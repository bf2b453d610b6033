import Foundation

/// Core Animation's transactions: the settings the implicit animations of stand-alone layers take
/// (`begin`/`commit` nest; outside any, one implicit transaction is open), as `CATransaction`.
public enum CATransaction {
    /// One open transaction's settings.
    struct Frame {
        var disableActions = false
        var duration = 0.25
        var timing = TimingCurve.default
        var completion: (() -> Void)?
        var group: AnimationGroup?
    }

    static var frames: [Frame] = []

    /// The innermost settings, or the implicit transaction's defaults.
    static var current: Frame { frames.last ?? Frame() }

    /// Opens a transaction.
    public static func begin() {
        var frame = current
        frame.completion = nil
        frame.group = nil
        frames.append(frame)
    }

    /// Closes the innermost transaction; its completion block runs once the animations it started
    /// have ended (at once when it started none).
    public static func commit() {
        guard let frame = frames.popLast() else { return }
        if let group = frame.group {
            group.isSealed = true
            group.fireIfDone()
        } else {
            frame.completion?()
        }
    }

    /// Commits any pending implicit transaction; Segue's changes are applied as they are made.
    public static func flush() {}

    /// Whether changes to stand-alone layers skip their implicit animations.
    public static func disableActions() -> Bool { current.disableActions }

    /// Turns the implicit animations of the current transaction off or on.
    public static func setDisableActions(_ flag: Bool) { update { $0.disableActions = flag } }

    /// The duration of the current transaction's implicit animations (0.25 s by default).
    public static func animationDuration() -> CFTimeInterval { current.duration }

    /// Sets the duration of the current transaction's implicit animations.
    public static func setAnimationDuration(_ duration: CFTimeInterval) { update { $0.duration = duration } }

    /// The timing function of the current transaction's implicit animations.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        CAMediaTimingFunction(curve: current.timing)
    }

    /// Sets the timing function of the current transaction's implicit animations.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        update { $0.timing = function?.curve ?? .default }
    }

    /// The block run when the current transaction's animations have ended.
    public static func completionBlock() -> (() -> Void)? { current.completion }

    /// Sets the block run when the animations of the current transaction have ended.
    public static func setCompletionBlock(_ block: (() -> Void)?) { update { $0.completion = block } }

    private static func update(_ change: (inout Frame) -> Void) {
        if frames.isEmpty { frames.append(Frame()) }
        change(&frames[frames.count - 1])
    }

    /// The group that the current transaction's animations count in, for its completion block.
    static func completionGroup() -> AnimationGroup? {
        guard !frames.isEmpty, let completion = frames[frames.count - 1].completion else { return nil }
        if let group = frames[frames.count - 1].group { return group }
        let group = AnimationGroup(completion: { _ in completion() })
        frames[frames.count - 1].group = group
        return group
    }

    /// Runs a change to a stand-alone layer as its implicit animation.
    static func runImplicitAnimation(_ change: () -> Void) {
        let frame = current
        let context = AnimationContext(
            duration: frame.duration, delay: 0, timing: .curve(frame.timing), completion: nil)
        if let group = completionGroup() {
            context.chain(to: group)
        }
        context.run(change)
    }
}

/// The time of the animation clock in seconds, as Core Animation's `CACurrentMediaTime()`: the
/// media time of the window that ran the latest frame (the injected clock, never the wall clock;
/// 0 before any frame).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval {
    AnimationEngine.latest?.time ?? 0
}
