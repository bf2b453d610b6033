import Foundation

/// Animates changes to views that can be started, paused, scrubbed, reversed, re-timed, stopped
/// and finished, as UIKit's `UIViewPropertyAnimator`.
///
/// The changes made in its blocks become `PropertyAnimation`s that it owns, all on its own clock
/// (an `AnimationDriver`): pausing sets that clock's speed to 0, scrubbing moves its time,
/// reversing runs it backwards, so the animations themselves never change and the engine
/// evaluates them as any other (through its records, without allocating). The blocks run when
/// the animator becomes active (`startAnimation`, `pauseAnimation`, or setting
/// `fractionComplete`); the model values change then, as UIKit's. While active, a running
/// animator is kept alive by its window's engine until it ends.
@preconcurrency @MainActor open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The duration given at creation (a fixed spring's settling time overrides it for the run).
    public let duration: TimeInterval
    /// The delay of the last `startAnimation(afterDelay:)`, 0 by default.
    public private(set) var delay: TimeInterval = 0
    /// The timing the animator's animations follow.
    public let timingParameters: UITimingCurveProvider?
    /// When false, the animator cannot be paused (pausing is ignored). Settable while inactive.
    public var isInterruptible = true {
        didSet { if state != .inactive { isInterruptible = oldValue } }
    }
    /// When false, the animated views take no touches while the animator's animations are on
    /// them. Settable while inactive.
    public var isUserInteractionEnabled = true {
        didSet { if state != .inactive { isUserInteractionEnabled = oldValue } }
    }
    /// When true, the app hit-tests the animating views itself. (Recorded only.)
    public var isManualHitTestingEnabled = false
    /// When true (the default), a paused animator's animations follow their time linearly, so
    /// scrubbing `fractionComplete` moves every value in proportion; when false they keep their
    /// curve.
    public var scrubsLinearly = true {
        didSet { applyScrubbing() }
    }
    /// When true, the animator stays active and paused at its end instead of finishing, and runs
    /// no completion (so it can still be reversed).
    public var pausesOnCompletion = false
    /// Inactive, active (running or paused) or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive

    /// What the animator made: each animated property of each view with its two ends.
    struct Entry {
        let view: View
        let property: AnimatableProperty
        let start: AnimationValue
        let end: AnimationValue
        /// Where the animation begins on the animator's clock, and how long it lasts.
        let begin: Double
        let length: Double
        var animation: PropertyAnimation
        /// True once another animation took the property over (the animator no longer sets it).
        var isTakenOver = false

        /// True while its animation is still the view's animation of the property.
        var isAttached: Bool { view.animations.contains { $0 === animation } }
    }

    /// The run the animations are in: the original one (start to end values, on the animator's
    /// timing, played either way), or one made by `continueAnimation` or by reversing after it,
    /// from where the values were to `target`, forwards only.
    struct Segment {
        var isOriginal = true
        var startFraction = 0.0
        var target = UIViewAnimatingPosition.end
        var length = 0.0
    }

    let driver = AnimationDriver()
    var entries: [Entry] = []
    var segment = Segment()
    private var blocks: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var reversed = false
    private var stoppedFraction = 0.0
    private var resumeTime: Double?
    weak var engine: AnimationEngine?
    private var frameCallback: Int?

    // MARK: Creating

    /// An animator of `duration` seconds with the timing `parameters` describe.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timingParameters = parameters
    }

    /// An animator of `duration` seconds on one of the standard curves, with `animations` added.
    public convenience init(
        duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds on the cubic Bézier through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds on a spring of damping ratio `ratio` that settles
    /// within the duration.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` after `delay` on the curve of `options`, that
    /// calls `completion` at its end, as UIKit's `runningPropertyAnimator(withDuration:delay:
    /// options:animations:completion:)`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        if delay > 0, delay.isFinite {
            animator.startAnimation(afterDelay: delay)
        } else {
            animator.startAnimation()
        }
        return animator
    }

    // MARK: Adding

    /// Adds the changes made in `animation`: over the whole duration while inactive (run when
    /// the animator starts), over what remains while active (run now). Ignored once stopped.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds the changes made in `animation`, which start after `delayFactor` (0...1) of the
    /// remaining duration and last the rest of it. Ignored once stopped.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .inactive: blocks.append((animation, factor))
        case .active: run(animation, delayFactor: factor, at: driver.time(at: currentTime))
        case .stopped: break
        }
    }

    /// Adds a block run once, when the animations end, with the position they ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// True while active and not paused.
    open var isRunning: Bool { state == .active && (driver.speed != 0 || resumeTime != nil) }

    /// True when the animations run towards their start. Reversing an active animator turns it
    /// round where it is: the original run plays back along the same curve; a run made by
    /// `continueAnimation` is re-made towards the other end.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            guard state == .active else { return }
            let now = currentTime
            if segment.isOriginal {
                let time = driver.time(at: now)
                driver.rebase(at: now, time: time, speed: driver.speed == 0 ? 0 : direction, linear: driver.isLinear)
            } else {
                let fraction = Double(fractionComplete)
                let running = driver.speed != 0
                remake(
                    towards: newValue ? .start : .end, from: fraction,
                    length: (newValue ? fraction : 1 - fraction) * runLength, timing: timingParameters)
                driver.rebase(at: now, time: 0, speed: running ? 1 : 0, linear: false)
            }
            refreshPresentations()
        }
    }

    /// How far the animations are: 0 at the start, 1 at the end. Setting it scrubs a paused
    /// animator (an inactive one becomes active and paused first); ignored while running.
    open var fractionComplete: CGFloat {
        get {
            switch state {
            case .inactive: return 0
            case .stopped: return CGFloat(stoppedFraction)
            case .active: return CGFloat(fraction(at: driver.time(at: currentTime)))
            }
        }
        set {
            guard newValue.isFinite else { return }
            if state == .inactive { activate(paused: true, delay: 0) }
            guard state == .active, !isRunning else { return }
            if !segment.isOriginal { restoreOriginalRun() }
            let fraction = min(max(Double(newValue), 0), 1)
            driver.rebase(at: currentTime, time: fraction * runLength, speed: 0, linear: scrubsLinearly)
            refreshPresentations()
        }
    }

    /// Starts the animations (running the blocks), or resumes paused ones.
    open func startAnimation() {
        switch state {
        case .inactive: activate(paused: false, delay: 0)
        case .active: if !isRunning { resume(at: currentTime) }
        case .stopped: break
        }
    }

    /// Starts the animations after `delay` seconds (the views show their start values
    /// meanwhile), or resumes paused ones after it.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let delay = delay.isFinite ? max(delay, 0) : 0
        self.delay = delay
        switch state {
        case .inactive: activate(paused: false, delay: delay)
        case .active: if !isRunning { resumeTime = currentTime + delay }
        case .stopped: break
        }
    }

    /// Pauses the animations where they are (an inactive animator becomes active and paused).
    /// Ignored when the animator is not interruptible.
    open func pauseAnimation() {
        guard isInterruptible else { return }
        switch state {
        case .inactive:
            activate(paused: true, delay: 0)
        case .active:
            resumeTime = nil
            guard driver.speed != 0 else { return }
            let now = currentTime
            driver.rebase(
                at: now, time: driver.time(at: now), speed: 0, linear: scrubsLinearly && segment.isOriginal)
            refreshPresentations()
        case .stopped:
            break
        }
    }

    /// Resumes paused animations with new timing (the animator's own when nil) for what
    /// remains, towards the end (the start when reversed), over the remaining duration times
    /// `durationFactor` (0 or less keeps it).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        let fraction = Double(fractionComplete)
        let target: UIViewAnimatingPosition = reversed ? .start : .end
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        let provider = parameters ?? timingParameters
        let remaining = (reversed ? fraction : 1 - fraction) * duration * factor
        let length = provider?.ownDuration ?? remaining
        resumeTime = nil
        remake(towards: target, from: fraction, length: length, timing: provider)
        driver.rebase(at: currentTime, time: 0, speed: 1, linear: false)
        refreshPresentations()
    }

    /// Stops the animations where they are: every animated property keeps its current value as
    /// its model value. With `withoutFinishing` the animator becomes inactive at once and runs
    /// no completion; otherwise it is stopped until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        stoppedFraction = Double(fractionComplete)
        for index in entries.indices {
            let entry = entries[index]
            guard entry.isAttached else {
                entries[index].isTakenOver = true
                continue
            }
            let value = entry.view.currentPresentationValue(of: entry.property)
            detach(entry)
            entry.view.setModelWithoutAnimation(entry.property, value)
        }
        endClock()
        if withoutFinishing {
            state = .inactive
            entries.removeAll()
        } else {
            state = .stopped
        }
    }

    /// Ends stopped animations: the views take their end values, their start values, or keep
    /// the current ones, and the completions run with that position. On an active animator it
    /// stops it first.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        if state == .active { stopAnimation(false) }
        guard state == .stopped else { return }
        for entry in entries where !entry.isTakenOver {
            switch finalPosition {
            case .end: entry.view.setModelWithoutAnimation(entry.property, entry.end)
            case .start: entry.view.setModelWithoutAnimation(entry.property, entry.start)
            case .current: break
            }
        }
        complete(at: finalPosition)
    }

    // MARK: The clock

    /// +1 forwards, −1 reversed (the original run); a re-made run always plays forwards.
    private var direction: Double { segment.isOriginal && reversed ? -1 : 1 }

    /// The original run's length on the animator's clock: a fixed spring's settling time, or the
    /// duration.
    var runLength: Double { timingParameters?.ownDuration ?? duration }

    /// The engine's time now (brought up to its clock), or 0 without an engine.
    var currentTime: Double {
        guard let engine else { return 0 }
        engine.synchronizeWithClock()
        return engine.time
    }

    /// The fraction complete at the animator's time `time`.
    func fraction(at time: Double) -> Double {
        let length = segment.isOriginal ? runLength : segment.length
        let progress = length > 0 ? min(max(time / length, 0), 1) : (time >= 0 ? 1 : 0)
        guard !segment.isOriginal else { return progress }
        let target = segment.target == .end ? 1.0 : 0.0
        return segment.startFraction + (target - segment.startFraction) * progress
    }

    /// Becomes active: runs the blocks, then starts the clock (paused, or after `delay`).
    private func activate(paused: Bool, delay: Double) {
        state = .active
        segment = Segment(length: runLength)
        let start = reversed ? runLength : 0
        driver.rebase(at: 0, time: start, speed: 0, linear: paused && scrubsLinearly)
        let pending = blocks
        blocks.removeAll()
        for block in pending { run(block.animations, delayFactor: block.delayFactor, at: 0) }
        let now = currentTime
        driver.rebase(
            at: now, time: start - direction * delay, speed: paused ? 0 : direction, linear: paused && scrubsLinearly)
        refreshPresentations()
        guard let engine else {
            // Nothing is in a window: nothing is drawn, so a running animator ends at once.
            if !paused { finish(at: reversed ? .start : .end) }
            return
        }
        if frameCallback == nil {
            frameCallback = engine.addFrameCallback { [self] time in frame(at: time) }
        }
    }

    /// Runs a block of changes: its animations begin after `delayFactor` of what remains of the
    /// original run from `time`, and last the rest.
    private func run(_ block: () -> Void, delayFactor: Double, at time: Double) {
        let remaining = max(runLength - max(time, 0), 0)
        let wait = delayFactor * remaining
        let length = remaining - wait
        let timing = timingParameters?.animationTiming(forDuration: length) ?? .curve(.easeInEaseOut)
        let context = AnimationContext(duration: length, delay: 0, timing: timing, completion: nil)
        context.driver = driver
        context.blocksInteraction = !isUserInteractionEnabled
        context.driverBegin = max(time, 0) + wait
        context.adopt = { [self] view, animation in
            adopt(view, animation, begin: max(time, 0) + wait, length: length)
        }
        context.run(block)
    }

    /// Takes an animation a block made (replacing what the animator had for that property).
    private func adopt(_ view: View, _ animation: PropertyAnimation, begin: Double, length: Double) {
        if engine == nil { engine = view.animationEngine }
        var start = animation.from ?? view.model.value(of: animation.property)
        if let index = entries.firstIndex(where: { $0.view === view && $0.property == animation.property }) {
            start = entries[index].start
            entries.remove(at: index)
        }
        let end = animation.to ?? view.model.value(of: animation.property)
        var adopted = animation
        if animation.property == .position, let from = animation.from, let to = animation.to {
            let axes = makeAnimation(
                animation.property, from: from, to: to, length: length, begin: begin, timing: timingParameters)
            if axes.fixedInterpolation != nil {
                view.add(axes)
                adopted = axes
            }
        }
        entries.append(
            Entry(
                view: view, property: animation.property, start: start, end: end, begin: begin, length: length,
                animation: adopted))
    }

    /// An animation on the animator's clock with `timing`'s curve or spring. A position whose
    /// spring starts with different velocities along x and y follows one spring per axis (the
    /// progress then runs linearly and the interpolation applies the springs).
    private func makeAnimation(
        _ property: AnimatableProperty, from: AnimationValue, to: AnimationValue, length: Double, begin: Double,
        timing provider: UITimingCurveProvider?
    ) -> PropertyAnimation {
        let timing = provider?.animationTiming(forDuration: length) ?? .curve(.easeInEaseOut)
        let animation = PropertyAnimation(
            property: property, from: from, to: to, duration: length, delay: begin, timing: timing)
        if property == .position, case .point(let a) = from, case .point(let b) = to,
            provider?.timingCurveType == .spring,
            let springs = provider?.springTimingParameters?.axisSprings(forDuration: length)
        {
            animation.timing = .curve(.linear)
            animation.fixedInterpolation = AxisSpringInterpolation(
                from: a, to: b, x: springs.x, y: springs.y, duration: length)
        }
        animation.driver = driver
        animation.blocksInteraction = !isUserInteractionEnabled
        return animation
    }

    /// Each frame while active: a delayed resume, and the end of the run.
    private func frame(at time: Double) {
        if let resumeTime, time >= resumeTime {
            self.resumeTime = nil
            resume(at: resumeTime)
        }
        guard state == .active, driver.speed != 0 else { return }
        let local = driver.time(at: time)
        let length = segment.isOriginal ? runLength : segment.length
        if driver.speed > 0 && local >= length {
            reachEnd(segment.isOriginal ? .end : segment.target, at: time, clock: length)
        } else if driver.speed < 0 && local <= 0 {
            reachEnd(.start, at: time, clock: 0)
        }
    }

    /// The run reached its end: pause there, or finish.
    private func reachEnd(_ position: UIViewAnimatingPosition, at time: Double, clock: Double) {
        if pausesOnCompletion {
            driver.rebase(at: time, time: clock, speed: 0, linear: false)
            return
        }
        finish(at: position)
    }

    /// Resumes a paused clock at engine time `time`: when the curve takes over from linear
    /// scrubbing, from the time at which the curve shows what is on screen (no jump).
    private func resume(at time: Double) {
        var local = driver.time(at: time)
        if driver.isLinear && segment.isOriginal {
            local = timeShowing(progress: local / max(runLength, 1e-9))
        }
        driver.rebase(at: time, time: local, speed: direction, linear: false)
        refreshPresentations()
    }

    /// The first time of the original run at which its timing's progress reaches `progress`.
    private func timeShowing(progress: Double) -> Double {
        let length = runLength
        guard length > 0, progress > 0 else { return 0 }
        guard progress < 1 else { return length }
        let timing = timingParameters?.animationTiming(forDuration: length) ?? .curve(.easeInEaseOut)
        let steps = 256
        var low = 0.0
        var high = length
        for step in 1...steps {
            let time = length * Double(step) / Double(steps)
            if timing.progress(elapsed: time, duration: length) >= progress {
                high = time
                break
            }
            low = time
        }
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if timing.progress(elapsed: middle, duration: length) >= progress { high = middle } else { low = middle }
        }
        return high
    }

    /// Ends the run at `position`: the animations leave the views, whose model values become
    /// the end (or start) values, and the completions run.
    private func finish(at position: UIViewAnimatingPosition) {
        for entry in entries where entry.isAttached {
            detach(entry)
            entry.view.setModelWithoutAnimation(entry.property, position == .start ? entry.start : entry.end)
        }
        endClock()
        complete(at: position)
    }

    /// Becomes inactive and runs the completions, once each.
    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        entries.removeAll()
        segment = Segment()
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(position) }
    }

    /// Stops following the engine's frames.
    private func endClock() {
        resumeTime = nil
        if let frameCallback { engine?.removeFrameCallback(frameCallback) }
        frameCallback = nil
        driver.rebase(at: 0, time: 0, speed: 0, linear: false)
    }

    /// Takes an entry's animation off its view, if it is still there.
    private func detach(_ entry: Entry) {
        guard entry.isAttached else { return }
        entry.view.removeAnimation(for: entry.property)
    }

    /// Re-evaluates the animated views now (after the clock changed).
    func refreshPresentations() {
        guard let engine else { return }
        for entry in entries where entry.isAttached {
            engine.updatePresentation(of: entry.view)
        }
    }

    /// Follows `scrubsLinearly` while paused in the original run.
    private func applyScrubbing() {
        guard state == .active, driver.speed == 0, segment.isOriginal else { return }
        let now = currentTime
        driver.rebase(at: now, time: driver.time(at: now), speed: 0, linear: scrubsLinearly)
        refreshPresentations()
    }

    // MARK: Re-made runs

    /// Re-makes every animation from its value now towards `target`, over `length` seconds of
    /// the clock (which then starts at 0), with `timing`'s curve or spring.
    private func remake(
        towards target: UIViewAnimatingPosition, from fraction: Double, length: Double, timing: UITimingCurveProvider?
    ) {
        let currents = entries.map { $0.view.currentPresentationValue(of: $0.property) }
        driver.rebase(at: 0, time: 0, speed: 0, linear: false)
        for index in entries.indices where entries[index].isAttached {
            let entry = entries[index]
            let animation = makeAnimation(
                entry.property, from: currents[index], to: target == .start ? entry.start : entry.end,
                length: length, begin: 0, timing: timing)
            entry.view.add(animation)
            entries[index].animation = animation
        }
        segment = Segment(isOriginal: false, startFraction: fraction, target: target, length: length)
    }

    /// Goes back to the original run (for scrubbing after `continueAnimation`).
    private func restoreOriginalRun() {
        driver.rebase(at: 0, time: 0, speed: 0, linear: false)
        for index in entries.indices where entries[index].isAttached {
            let entry = entries[index]
            let animation = makeAnimation(
                entry.property, from: entry.start, to: entry.end, length: entry.length, begin: entry.begin,
                timing: timingParameters)
            entry.view.add(animation)
            entries[index].animation = animation
        }
        segment = Segment(length: runLength)
    }
}

extension View {
    /// Sets a model property at once, outside any animate block, leaving a running animation of
    /// it in place (a property animator's ending values).
    func setModelWithoutAnimation(_ property: AnimatableProperty, _ value: AnimationValue) {
        let old = model.value(of: property)
        model.set(property, to: value)
        if !animations.contains(where: { $0.property == property }) {
            presentation.set(property, to: value)
        }
        if property == .bounds, case .rect(let a) = old, case .rect(let b) = value, a.size != b.size {
            setNeedsLayout()
        }
    }
}

/// A position moved by one spring along x and another along y (a spring whose initial velocity
/// differs by axis), at the progress `t` of an animation lasting `duration` that runs linearly.
final class AxisSpringInterpolation: AnimationInterpolation {
    let a: Point
    let b: Point
    let x: Spring
    let y: Spring
    let duration: Double

    init(from a: Point, to b: Point, x: Spring, y: Spring, duration: Double) {
        self.a = a
        self.b = b
        self.x = x
        self.y = y
        self.duration = duration
    }

    func value(at t: Double) -> AnimationValue {
        let time = t * duration
        return .point(Point(x: a.x + (b.x - a.x) * x.value(at: time), y: a.y + (b.y - a.y) * y.value(at: time)))
    }

    func write(at t: Double, to property: AnimatableProperty, of state: inout LayerState) {
        state.set(property, to: value(at: t))
    }
}
