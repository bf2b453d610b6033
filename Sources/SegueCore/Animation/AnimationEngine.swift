import Foundation

/// Runs the animations of one window on an injected clock. Each `tick()` reads the clock once,
/// advances media time (scaled for slow motion, held while paused), runs the frame callbacks
/// (percent-driven transitions), evaluates every running animation into its view's presentation,
/// then calls the completions of the animations that ended. It never reads the wall clock.
@preconcurrency @MainActor public final class AnimationEngine {
    /// The source of time: a real clock in the window, a manual one in tests and headless runs.
    public let clock: MediaClock
    /// Media time in seconds: clock time scaled by `timeScale`, not advancing while paused.
    public private(set) var time: Double = 0
    /// Slow motion: media time advances at this rate against the clock (0.1 is ten times slower).
    public var timeScale: Double = 1
    /// Holds media time still (the viewer's pause key).
    public var isPaused = false
    /// The number of ticks so far.
    public private(set) var frameCount = 0

    private var lastClockTime: Double
    @exclusivity(unchecked) private var animatingViews: [View] = []
    /// The contiguous copy of the running animations that most frames evaluate.
    @exclusivity(unchecked) private var records = AnimationRecords()
    private var frameCallbacks: [(id: Int, callback: (Double) -> Void)] = []
    private var nextCallbackID = 0
    private var queued: [() -> Void] = []
    private var ended: [(View, PropertyAnimation, Bool)] = []

    /// Creates an engine on a clock.
    public init(clock: MediaClock) {
        self.clock = clock
        lastClockTime = clock.now
        AnimationEngine.latest = self
    }

    /// The engine that ran the latest frame (or was made last): `CACurrentMediaTime()` reads its time.
    package static weak var latest: AnimationEngine?

    /// True while some view animates or a frame callback is registered.
    public var isAnimating: Bool { !animatingViews.isEmpty || !frameCallbacks.isEmpty || !queued.isEmpty }

    /// The number of views with running animations.
    public var animatingViewCount: Int { animatingViews.count }

    /// How many running animations the last evaluation read from the records, and how many views
    /// it evaluated one by one instead (for tests).
    var recordCounts: (records: Int, generalViews: Int) { (records.count, records.generalViews.count) }

    /// Brings media time up to the clock without running a frame, so that an animation added
    /// after an idle stretch starts now rather than at the last frame's time (and does not jump
    /// by the idle gap on the next tick).
    public func synchronizeWithClock() {
        let now = clock.now
        let delta = max(0, now - lastClockTime)
        lastClockTime = now
        if !isPaused { time += delta * timeScale }
    }

    /// Moves media time by `delta` seconds at once (stepping frames while paused; negative steps back).
    public func step(by delta: Double) {
        time += delta
        evaluate()
    }

    /// Registers a callback run at the start of every tick with the media time, until removed.
    /// Returns an id for `removeFrameCallback`. Within the package only: apps hold a
    /// ``FrameCallbackToken``, which removes its callback when it goes away.
    @discardableResult
    package func addFrameCallback(_ callback: @escaping (Double) -> Void) -> Int {
        nextCallbackID += 1
        frameCallbacks.append((nextCallbackID, callback))
        return nextCallbackID
    }

    /// Removes a frame callback by the id `addFrameCallback` returned.
    package func removeFrameCallback(_ id: Int) {
        frameCallbacks.removeAll { $0.id == id }
    }

    /// Runs `work` at the start of the next tick.
    public func enqueue(_ work: @escaping () -> Void) {
        queued.append(work)
    }

    /// Advances to the clock's current time and updates every animating view.
    public func tick() {
        let now = clock.now
        let delta = max(0, now - lastClockTime)
        lastClockTime = now
        frameCount += 1
        if AnimationEngine.latest !== self { AnimationEngine.latest = self }
        if !isPaused { time += delta * timeScale }
        if !queued.isEmpty {
            let work = queued
            queued.removeAll()
            for item in work { item() }
        }
        if !frameCallbacks.isEmpty {
            let callbacks = frameCallbacks
            for entry in callbacks where frameCallbacks.contains(where: { $0.id == entry.id }) {
                entry.callback(time)
            }
        }
        evaluate()
    }

    /// Evaluates all running animations at the current media time and completes the ended ones.
    ///
    /// Most frames go through the records (`AnimationRecords`): every animation under way on
    /// the window's time is written from one contiguous array, and only the views the records
    /// cannot describe are evaluated one by one. A frame where some recorded animation is not
    /// under way (it waits out a delay, or ends) evaluates every view one by one instead, which
    /// ends what is over.
    public func evaluate() {
        if !records.isCurrent { records.build(from: animatingViews) }
        if records.write(at: time) {
            evaluateGeneralViews()
        } else {
            evaluateEveryView()
        }
        guard !ended.isEmpty else { return }
        let finished = ended
        ended.removeAll(keepingCapacity: true)
        for (view, animation, flag) in finished {
            view.finish(animation, finished: flag)
        }
    }

    /// Evaluates, one by one, the views the records do not describe. A view left without
    /// animations leaves the list of animating views (which may release it); the others stay
    /// held there until the loop is over, so the unretained list stays valid.
    private func evaluateGeneralViews() {
        let views = records.generalViews
        guard !views.isEmpty else { return }
        for entry in views where !evaluate(entry.view, clock: localClock(of: entry.view)) {
            let view = entry.view
            guard let index = animatingViews.firstIndex(where: { $0 === view }) else { continue }
            view.isRegisteredForAnimation = false
            animatingViews.swapAt(index, animatingViews.count - 1)
            animatingViews.removeLast()
            AnimationRecords.invalidate()
        }
    }

    /// Evaluates every animating view one by one, and stops tracking those left without animations.
    private func evaluateEveryView() {
        // Siblings share their ancestors' time: when a view does not change time itself, its local
        // time and direction are its superview's, so the last superview's answer is reused.
        var lastParent: View?
        var lastClock = LocalClock(time: time, backwards: false, linear: false)
        var index = 0
        while index < animatingViews.count {
            let view = animatingViews[index]
            let parent = view.superview
            let clock: LocalClock
            if view.timing.isIdentity, let parent {
                if parent !== lastParent {
                    lastParent = parent
                    lastClock = localClock(of: parent)
                }
                clock = lastClock
            } else {
                clock = localClock(of: view)
            }
            if !evaluate(view, clock: clock) {
                view.isRegisteredForAnimation = false
                animatingViews.swapAt(index, animatingViews.count - 1)
                animatingViews.removeLast()
                AnimationRecords.invalidate()
            } else {
                index += 1
            }
        }
    }

    /// Recomputes one view's presentation now (after an animation was added).
    func updatePresentation(of view: View) {
        evaluate(view, collectEnded: false)
    }

    func register(_ view: View) {
        guard !view.isRegisteredForAnimation else { return }
        view.isRegisteredForAnimation = true
        animatingViews.append(view)
        AnimationRecords.invalidate()
    }

    private func evaluate(_ view: View, collectEnded: Bool = true) {
        evaluate(view, clock: localClock(of: view), collectEnded: collectEnded)
    }

    /// Writes the view's presentation at local time `local`; false when no animation remains.
    ///
    /// The presentation is updated in place: only the animated properties are written each frame
    /// (every other field already equals the model, which `View` keeps so when the model changes
    /// or an animation is removed), and a property whose animation ends here gets its model value
    /// back. No `LayerState` is copied and no `AnimationValue` is built on the way.
    @discardableResult
    private func evaluate(_ view: View, clock: LocalClock, collectEnded: Bool = true) -> Bool {
        let local = clock.time
        let backwards = clock.backwards
        var animations = view.animations
        var removed = false
        var index = 0
        while index < animations.count {
            let animation = animations[index]
            // The animation's life: whether it ends now. Its value comes from the one evaluation
            // (`PropertyAnimation.write`, the in-place form of `value(at:model:)`). A property
            // animator's animations end when the animator says so.
            if animation.additiveBase != nil && !backwards && collectEnded {
                settleAdditiveBases(of: animation, at: local, in: view)
            }
            if !animation.isHolding && animation.driver == nil {
                var ends = false
                if backwards && local <= animation.beginTime && collectEnded {
                    // Played back to its start: it ends there, finished.
                    ends = true
                } else if local >= animation.endTime && !backwards {
                    if animation.fill == .forwards {
                        animation.isHolding = true
                        if collectEnded { ended.append((view, animation, true)) }
                    } else if collectEnded {
                        ends = true
                    }
                }
                if ends {
                    animations.remove(at: index)
                    removed = true
                    ended.append((view, animation, true))
                    view.presentation.set(animation.property, to: view.model.value(of: animation.property))
                    continue
                }
            }
            animation.write(at: local, into: &view.presentation, model: { view.model }, linear: clock.linear)
            index += 1
        }
        if removed { view.animations = animations }
        return !animations.isEmpty
    }

    /// Reports the end of each animation an additive one was added over once its own time is
    /// over (its block completes then, finished, as UIKit's), and folds them away once all ended.
    private func settleAdditiveBases(of animation: PropertyAnimation, at local: Double, in view: View) {
        var link = animation.additiveBase
        var allEnded = true
        while let base = link {
            if local >= base.ownEndTime {
                if !base.endReported {
                    base.endReported = true
                    ended.append((view, base, true))
                }
            } else {
                allEnded = false
            }
            link = base.additiveBase
        }
        if allEnded { animation.foldAdditiveBase() }
    }

    /// The view's local time, whether time runs backwards there and whether its animations
    /// progress linearly. When no ancestor changes time (the usual case) one walk up the tree
    /// answers all three; otherwise the exact recursive forms run.
    private func localClock(of view: View) -> LocalClock {
        var current: View? = view
        while let v = current {
            guard v.timing.isIdentity else {
                return LocalClock(
                    time: view.localTime(atGlobal: time), backwards: view.effectiveSpeed < 0,
                    linear: view.scrubsLinearly)
            }
            current = v.superview
        }
        return LocalClock(time: time, backwards: false, linear: false)
    }

    /// A view's time as its animations see it.
    private struct LocalClock {
        var time: Double
        var backwards: Bool
        var linear: Bool
    }
}
