import SegueCore

/// Delivers touches to gesture recognizers and views, as UIWindow.sendEvent does: the mouse
/// pointer (one finger), a touchscreen's fingers and a trackpad's swipe, several at once.
///
/// On each press the router hit-tests the window's presentation tree, creates a `Touch` for the
/// hit view and collects the enabled recognizers of that view and its ancestors (nearest first)
/// whose delegates accept the touch; a recognizer already taking part (a second finger on the
/// same view) receives the new touch too. Every event of a touch goes to its recognizers first,
/// then to its hit view's touch hooks. When a recognizer recognizes, the others sharing a touch
/// with it that may not run with it fail, and if it `cancelsTouchesInView` the views of its
/// touches get `touchesCancelled` and nothing more. A single-tap recognizer above a control is
/// left out, so the control's own action wins, as in UIKit. A recognizer is reset once every
/// touch it took part in has ended. A touch of type `.scroll` (a trackpad's swipe) goes only to
/// pans that allow continuous scrolls, never to views.
///
/// While `isInputBlocked` returns true (a non-interactive transition runs) a press is dropped
/// with its whole sequence; touches already down go on. `pointerLeftWindow(time:)` cancels the
/// pointer's touch and `focusLost(time:)` every touch, so no touch is ever left hanging.
@preconcurrency @MainActor public final class EventRouter {
    fileprivate enum ViewDelivery {
        /// The view gets no touches (no hit view, a scroll, or the sequence is over).
        case none
        /// A recognizer that delays touches has not failed yet: the view has seen nothing.
        case delayed
        /// The view gets the touches.
        case delivering
        /// A recognizer took the touch: the view got `touchesCancelled` (or never saw it).
        case cancelled
    }

    /// One touch down and what it is delivered to.
    private final class TouchRecord {
        let finger: Int
        let touch: Touch
        /// The touch alone, as the recognizers' hooks take it (made once per touch).
        let list: [Touch]
        /// The touch alone, as the responders' hooks take it (made once per touch).
        let set: Set<Touch>
        /// The event the responders' hooks get (made once per touch; its time is the touch's).
        let event: UIEvent
        /// The recognizers of the hit view and its ancestors that took the touch, nearest first.
        var recognizers: [GestureRecognizer] = []
        var viewDelivery = ViewDelivery.none

        init(finger: Int, touch: Touch, router: EventRouter) {
            self.finger = finger
            self.touch = touch
            list = [touch]
            set = [touch]
            event = TouchSequenceEvent(touch: touch, router: router)
        }
    }

    /// The finger number of the mouse pointer in `TouchEvent`s.
    public static let pointerFinger = -1

    /// The root of the tree that receives the events.
    public let window: WindowView
    /// Asked on each press; true drops the press and its sequence (the app sets it, typically
    /// "a non-interactive transition is running").
    public var isInputBlocked: () -> Bool = { false }
    /// The number of presses dropped because input was blocked.
    public private(set) var droppedPressCount = 0
    /// Where the fingers down are, as one point (their centroid), kept after the last one lifts,
    /// for measuring motion against the finger. Fingers lifting at the same time count together,
    /// so lifting both fingers of a pinch does not move it.
    public private(set) var lastPointerLocation = Point.zero
    /// True from a press until the release or cancellation of every finger (also when the
    /// press was dropped).
    public private(set) var isPointerDown = false

    private var records: [TouchRecord] = []
    private var recognizers: [GestureRecognizer] = []
    private var nextTouchIdentifier = 0
    /// The fingers down (dropped presses included), in the order they went down.
    private var fingers: [(finger: Int, location: Point)] = []
    /// The fingers that lifted at `liftTime`, for the centroid of a lift of several at once.
    private var lifted: [Point] = []
    private var liftTime = -Double.infinity

    /// How long after a release, in seconds, a press still counts as the next tap of the same
    /// series (`Touch.tapCount`); Segue's choice.
    public var multipleTapInterval = 0.35
    /// How far from the previous press, in window points, a press still counts as the next tap.
    public var multipleTapDistance = 20.0
    /// The last release: where, when and how many taps in a row it ended.
    private var lastTap: (location: Point, time: Double, count: Int)?

    /// Creates a router for the tree under `window`.
    public init(window: WindowView) {
        self.window = window
        records.reserveCapacity(4)
        recognizers.reserveCapacity(8)
        fingers.reserveCapacity(4)
        lifted.reserveCapacity(4)
    }

    /// The touch of the mouse pointer if it is down, else the first touch down, if any.
    public var activeTouch: Touch? {
        records.first { $0.finger == Self.pointerFinger }?.touch ?? records.first?.touch
    }

    /// Every touch down, in the order they went down.
    public var activeTouches: [Touch] { records.map(\.touch) }

    /// How many touches are down (without making the array `activeTouches` makes).
    public var activeTouchCount: Int { records.count }

    /// The touch of `finger`, if it is down (and was not dropped).
    public func touch(ofFinger finger: Int) -> Touch? {
        records.first { $0.finger == finger }?.touch
    }

    /// The recognizers taking part in the touches down, in the order they joined (nearest the
    /// first touch's hit view first).
    public var participatingRecognizers: [GestureRecognizer] { recognizers }

    /// Called with the location of every press (not of a trackpad's swipe), before it is
    /// delivered (or dropped while input is blocked): keyboard focus uses it to drop the focus
    /// on a click.
    public var onPress: ((Point) -> Void)?

    /// Handles one event of the mouse pointer (`pointerFinger`); moves while it is up are ignored.
    public func handle(_ event: PointerEvent) {
        let finger = Self.pointerFinger
        switch event {
        case .down(let location, let time):
            handle(.began(finger: finger, location: location, time: time, type: .indirectPointer))
        case .moved(let location, let time):
            handle(.moved(finger: finger, location: location, time: time))
        case .up(let location, let time):
            handle(.ended(finger: finger, location: location, time: time))
        case .cancelled(let time):
            handle(.cancelled(finger: finger, time: time))
        }
    }

    /// Handles one event of one touch.
    public func handle(_ event: TouchEvent) {
        trackFinger(event)
        switch event {
        case .began(let finger, let location, let time, let type):
            if type != .scroll { onPress?(location) }
            if let old = record(of: finger) {
                // The release of the previous press was lost: end that touch first.
                cancel(old, time: time)
            }
            if isInputBlocked() {
                droppedPressCount += 1
                return
            }
            begin(finger: finger, at: location, time: time, type: type)
        case .moved(let finger, let location, let time):
            guard let record = record(of: finger) else { return }
            record.touch.update(phase: .moved, location: location, timestamp: time)
            deliver(.moved, record)
        case .ended(let finger, let location, let time):
            guard let record = record(of: finger) else { return }
            record.touch.update(phase: .ended, location: location, timestamp: time)
            deliver(.ended, record)
        case .cancelled(let finger, let time):
            guard let record = record(of: finger) else { return }
            cancel(record, time: time)
        }
    }

    /// The pointer left the window: the pointer's touch in progress is cancelled.
    public func pointerLeftWindow(time: Double) {
        handle(.cancelled(finger: Self.pointerFinger, time: time))
    }

    /// The window lost focus: every touch in progress is cancelled.
    public func focusLost(time: Double) {
        cancelActiveTouch(time: time)
    }

    /// Cancels every touch in progress: recognizers get `touchesCancelled` (a running gesture
    /// ends `cancelled`), then the hit views.
    public func cancelActiveTouch(time: Double) {
        while let record = records.last {
            handle(.cancelled(finger: record.finger, time: time))
            if records.last === record { records.removeLast() }
        }
        fingers.removeAll(keepingCapacity: true)
        isPointerDown = false
    }

    // MARK: Fingers

    private func trackFinger(_ event: TouchEvent) {
        switch event {
        case .began(let finger, let location, _, _):
            lifted.removeAll(keepingCapacity: true)
            fingers.removeAll { $0.finger == finger }
            fingers.append((finger, location))
        case .moved(let finger, let location, _):
            guard let index = fingers.firstIndex(where: { $0.finger == finger }) else { return }
            lifted.removeAll(keepingCapacity: true)
            fingers[index].location = location
        case .ended(let finger, let location, let time):
            guard let index = fingers.firstIndex(where: { $0.finger == finger }) else { return }
            if time != liftTime { lifted.removeAll(keepingCapacity: true) }
            liftTime = time
            fingers[index].location = location
            centre(with: lifted)
            lifted.append(location)
            fingers.remove(at: index)
            isPointerDown = !fingers.isEmpty
            return
        case .cancelled(let finger, _):
            fingers.removeAll { $0.finger == finger }
            isPointerDown = !fingers.isEmpty
            return
        }
        isPointerDown = true
        centre(with: [])
    }

    /// `lastPointerLocation` becomes the centroid of the fingers down and `extra`.
    private func centre(with extra: [Point]) {
        guard !fingers.isEmpty || !extra.isEmpty else { return }
        var sum = Point.zero
        for finger in fingers { sum = sum + finger.location }
        for point in extra { sum = sum + point }
        lastPointerLocation = sum * (1 / Double(fingers.count + extra.count))
    }

    // MARK: Sequence

    private func record(of finger: Int) -> TouchRecord? {
        records.first { $0.finger == finger }
    }

    private func isLive(_ record: TouchRecord) -> Bool {
        records.contains { $0 === record }
    }

    private func cancel(_ record: TouchRecord, time: Double) {
        record.touch.update(phase: .cancelled, location: record.touch.location, timestamp: time)
        deliver(.cancelled, record)
    }

    private func begin(finger: Int, at location: Point, time: Double, type: TouchType) {
        let hit = window.hitTest(location)
        nextTouchIdentifier += 1
        let touch = Touch(
            identifier: nextTouchIdentifier, location: location, timestamp: time, view: hit, window: window,
            type: type)
        touch.tapCount = tapCount(at: location, time: time)
        let record = TouchRecord(finger: finger, touch: touch, router: self)
        records.append(record)
        collectRecognizers(for: record)
        if hit == nil || type == .scroll {
            record.viewDelivery = .none
        } else if record.recognizers.contains(where: { $0.delaysTouchesBegan }) {
            record.viewDelivery = .delayed
        } else {
            record.viewDelivery = .delivering
        }
        deliver(.began, record)
    }

    private func collectRecognizers(for record: TouchRecord) {
        let touch = record.touch
        var passedControl = false
        var current = touch.view
        while let view = current {
            for recognizer in view.attachedGestureRecognizers where recognizer.isEnabled {
                if passedControl, let tap = recognizer as? TapGestureRecognizer, tap.view !== touch.view {
                    continue
                }
                if touch.type == .scroll {
                    guard let pan = recognizer as? PanGestureRecognizer,
                        pan.allowedScrollTypesMask.contains(.continuous)
                    else { continue }
                }
                guard recognizer.shouldReceive(touch) else { continue }
                if !recognizers.contains(where: { $0 === recognizer }) {
                    if recognizer.state != .possible { recognizer.reset() }
                    recognizer.arbiter = self
                    recognizers.append(recognizer)
                }
                record.recognizers.append(recognizer)
            }
            if view is Control { passedControl = true }
            current = view.superview
        }
    }

    private func deliver(_ phase: TouchPhase, _ record: TouchRecord) {
        // Actions run inside this loop and may re-enter the router (ending this touch), so the
        // array is indexed afresh and the touch checked after every call out.
        var index = 0
        while index < record.recognizers.count {
            let recognizer = record.recognizers[index]
            index += 1
            guard recognizer.view != nil, !recognizer.state.isFinished else { continue }
            // A recognition reaches `recognizerDidRecognize` from inside the call.
            recognizer.handleTouches(record.list, phase: phase)
            guard isLive(record) else { return }
        }
        if phase.isFinal {
            // Those that wait for others go last, so the failures they wait for come first.
            for waiting in [false, true] {
                index = 0
                while index < record.recognizers.count {
                    let recognizer = record.recognizers[index]
                    index += 1
                    // Still held by another touch: it goes on with that one.
                    guard (recognizer.pendingState != nil) == waiting,
                        !isHeldElsewhere(recognizer, than: record)
                    else { continue }
                    if recognizer.state == .possible {
                        recognizer.reconsiderPending()
                        if recognizer.state == .possible { recognizer.fail() }
                    } else if recognizer.state.isActive {
                        recognizer.state = .cancelled
                    }
                    guard isLive(record) else { return }
                }
            }
        }
        deliverToView(phase, record)
        guard isLive(record) else { return }
        if phase.isFinal {
            end(record)
        }
    }

    /// True when a touch other than `record`'s, still down, takes part in `recognizer`.
    private func isHeldElsewhere(_ recognizer: GestureRecognizer, than record: TouchRecord) -> Bool {
        records.contains { other in
            other !== record && other.recognizers.contains { $0 === recognizer }
        }
    }

    fileprivate func didRecognize(_ winner: GestureRecognizer) {
        for other in recognizers where other !== winner && !other.state.isFinished {
            guard sharesTouch(winner, other), !winner.allowsSimultaneousRecognition(with: other) else { continue }
            other.state = other.state.isActive ? .cancelled : .failed
        }
        guard winner.cancelsTouchesInView else { return }
        for record in records where record.recognizers.contains(where: { $0 === winner }) {
            switch record.viewDelivery {
            case .delivering:
                record.viewDelivery = .cancelled
                record.touch.view?.touchesCancelled(record.set, with: record.event)
            case .delayed:
                record.viewDelivery = .cancelled
            case .none, .cancelled:
                break
            }
        }
    }

    /// True when some touch down takes part in both recognizers.
    fileprivate func sharesTouch(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        records.contains { record in
            record.recognizers.contains { $0 === a } && record.recognizers.contains { $0 === b }
        }
    }

    private func deliverToView(_ phase: TouchPhase, _ record: TouchRecord) {
        let touch = record.touch
        if record.viewDelivery == .delayed {
            let waiting = record.recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
            if phase == .cancelled {
                record.viewDelivery = .none
            } else if !waiting || phase.isFinal {
                record.viewDelivery = .delivering
                if phase != .began { touch.view?.touchesBegan(record.set, with: record.event) }
            }
        }
        guard record.viewDelivery == .delivering, let view = touch.view else { return }
        switch phase {
        case .began: view.touchesBegan(record.set, with: record.event)
        case .moved, .stationary: view.touchesMoved(record.set, with: record.event)
        case .ended: view.touchesEnded(record.set, with: record.event)
        case .cancelled: view.touchesCancelled(record.set, with: record.event)
        }
    }

    /// The touch is over: recognizers no other touch holds are reset and leave the sequence.
    private func end(_ record: TouchRecord) {
        if record.touch.phase == .ended, record.touch.type != .scroll {
            lastTap = (record.touch.location, record.touch.timestamp, record.touch.tapCount)
        }
        records.removeAll { $0 === record }
        record.viewDelivery = .none
        for recognizer in record.recognizers where !isHeldElsewhere(recognizer, than: record) {
            recognizer.reset()
            recognizers.removeAll { $0 === recognizer }
        }
        if records.isEmpty { recognizers.removeAll(keepingCapacity: true) }
    }
}

// MARK: - Time, taps and arbitration

extension EventRouter: GestureArbiter {
    /// Tells the recognizers taking part in the touches down that the clock reached `time` (the
    /// scene calls it every frame), so a long press begins while the finger rests.
    public func advance(to time: Double) {
        var index = 0
        while index < recognizers.count {
            let recognizer = recognizers[index]
            index += 1
            guard recognizer.view != nil, !recognizer.state.isFinished else { continue }
            recognizer.timeDidAdvance(to: time)
        }
    }

    /// The tap count of a press at `location` and `time`: one more than the last release's when
    /// it is near enough in time and place, else 1.
    fileprivate func tapCount(at location: Point, time: Double) -> Int {
        guard let lastTap, time - lastTap.time <= multipleTapInterval, time >= lastTap.time,
            location.distance(to: lastTap.location) <= multipleTapDistance
        else { return 1 }
        return lastTap.count + 1
    }

    /// The recognizers that share a touch down with `recognizer`.
    package func peers(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        participatingRecognizers.filter { $0 !== recognizer && sharesTouch(recognizer, $0) }
    }

    /// A recognizer recognized: the others sharing its touches that may not run with it fail,
    /// its touches leave their views if it cancels them, and the recognizers waiting for it fail.
    package func recognizerDidRecognize(_ recognizer: GestureRecognizer) {
        didRecognize(recognizer)
        reconsiderWaiting()
    }

    /// A recognizer failed: the recognizers waiting for it may recognize now.
    package func recognizerDidFail(_ recognizer: GestureRecognizer) {
        reconsiderWaiting()
    }

    private func reconsiderWaiting() {
        for recognizer in participatingRecognizers where recognizer.pendingState != nil {
            recognizer.reconsiderPending()
        }
    }
}

/// The event a touch's responders get: its time is the touch's latest, its touches every touch
/// down.
private final class TouchSequenceEvent: UIEvent {
    private unowned let touch: Touch
    private weak var router: EventRouter?

    init(touch: Touch, router: EventRouter) {
        self.touch = touch
        self.router = router
        super.init(type: .touches, timestamp: touch.timestamp, touches: [touch])
    }

    override var timestamp: TimeInterval { touch.timestamp }

    override var allTouches: Set<Touch>? {
        guard let router, router.activeTouchCount > 0 else { return [touch] }
        return Set(router.activeTouches)
    }
}
