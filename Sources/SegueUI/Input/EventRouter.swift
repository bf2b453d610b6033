import SegueCore

/// Delivers the pointer's events to gesture recognizers and views, as UIWindow.sendEvent does
/// for one finger.
///
/// On a press the router hit-tests the window's presentation tree, creates a `Touch` for the hit
/// view and collects the enabled recognizers of that view and its ancestors (nearest first) whose
/// delegates accept the touch. Every event of the sequence goes to those recognizers first, then
/// to the hit view's touch hooks. When a recognizer recognizes, the others that may not run with
/// it fail, and if it `cancelsTouchesInView` the view gets `touchesCancelled` and nothing more.
/// A single-tap recognizer above a control is left out, so the control's own action wins, as in
/// UIKit. When the sequence ends, every recognizer that took part is reset.
///
/// While `isInputBlocked` returns true (a non-interactive transition runs) a press is dropped
/// with its whole sequence; a sequence already in progress goes on. `pointerLeftWindow(time:)`
/// and `focusLost(time:)` cancel the touch in progress, so no touch is ever left hanging.
public final class EventRouter {
    private enum ViewDelivery {
        /// The view gets no touches (no hit view, or the sequence is over).
        case none
        /// A recognizer that delays touches has not failed yet: the view has seen nothing.
        case delayed
        /// The view gets the touches.
        case delivering
        /// A recognizer took the touch: the view got `touchesCancelled` (or never saw it).
        case cancelled
    }

    /// The root of the tree that receives the events.
    public let window: WindowView
    /// Asked on each press; true drops the press and its sequence (the app sets it, typically
    /// "a non-interactive transition is running").
    public var isInputBlocked: () -> Bool = { false }
    /// The touch of the sequence in progress, if any.
    public private(set) var activeTouch: Touch?
    /// The number of presses dropped because input was blocked.
    public private(set) var droppedPressCount = 0
    /// Where the last pointer event of a press happened (kept after the release), for measuring
    /// motion against the finger.
    public private(set) var lastPointerLocation = Point.zero
    /// True from a press until its release or cancellation (also when the press was dropped).
    public private(set) var isPointerDown = false

    private var touchList: [Touch] = []
    private var recognizers: [GestureRecognizer] = []
    private var viewDelivery = ViewDelivery.none
    private var nextTouchIdentifier = 0

    /// Creates a router for the tree under `window`.
    public init(window: WindowView) {
        self.window = window
        touchList.reserveCapacity(1)
        recognizers.reserveCapacity(8)
    }

    /// The recognizers taking part in the sequence in progress, nearest the hit view first.
    public var participatingRecognizers: [GestureRecognizer] { recognizers }

    /// Called with the location of every press, before it is delivered (or dropped while input
    /// is blocked): keyboard focus uses it to drop the focus on a click.
    public var onPress: ((Point) -> Void)?

    /// Handles one pointer event.
    public func handle(_ event: PointerEvent) {
        switch event {
        case .down(let location, _):
            lastPointerLocation = location
            isPointerDown = true
        case .moved(let location, _) where isPointerDown:
            lastPointerLocation = location
        case .up(let location, _):
            lastPointerLocation = location
            isPointerDown = false
        case .cancelled:
            isPointerDown = false
        default:
            break
        }
        switch event {
        case .down(let location, let time):
            onPress?(location)
            if activeTouch != nil {
                // The release of the previous press was lost: end that sequence first.
                cancelActiveTouch(time: time)
            }
            if isInputBlocked() {
                droppedPressCount += 1
                return
            }
            begin(at: location, time: time)
        case .moved(let location, let time):
            guard let touch = activeTouch else { return }
            touch.update(phase: .moved, location: location, timestamp: time)
            deliver(.moved, touch: touch)
        case .up(let location, let time):
            guard let touch = activeTouch else { return }
            touch.update(phase: .ended, location: location, timestamp: time)
            deliver(.ended, touch: touch)
        case .cancelled(let time):
            cancelActiveTouch(time: time)
        }
    }

    /// The pointer left the window: a touch in progress is cancelled.
    public func pointerLeftWindow(time: Double) {
        cancelActiveTouch(time: time)
    }

    /// The window lost focus: a touch in progress is cancelled.
    public func focusLost(time: Double) {
        cancelActiveTouch(time: time)
    }

    /// Cancels the touch in progress, if any: recognizers get `touchesCancelled` (a running
    /// gesture ends `cancelled`), then the hit view.
    public func cancelActiveTouch(time: Double) {
        guard let touch = activeTouch else { return }
        touch.update(phase: .cancelled, location: touch.location, timestamp: time)
        deliver(.cancelled, touch: touch)
    }

    // MARK: Sequence

    private func begin(at location: Point, time: Double) {
        let hit = window.hitTest(location)
        nextTouchIdentifier += 1
        let touch = Touch(
            identifier: nextTouchIdentifier, location: location, timestamp: time, view: hit, window: window)
        activeTouch = touch
        touchList.removeAll(keepingCapacity: true)
        touchList.append(touch)
        collectRecognizers(for: touch)
        if hit == nil {
            viewDelivery = .none
        } else if recognizers.contains(where: { $0.delaysTouchesBegan }) {
            viewDelivery = .delayed
        } else {
            viewDelivery = .delivering
        }
        deliver(.began, touch: touch)
    }

    private func collectRecognizers(for touch: Touch) {
        recognizers.removeAll(keepingCapacity: true)
        var passedControl = false
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                if passedControl, let tap = recognizer as? TapGestureRecognizer, tap.view !== touch.view {
                    continue
                }
                guard recognizer.shouldReceive(touch) else { continue }
                if recognizer.state != .possible { recognizer.reset() }
                recognizers.append(recognizer)
            }
            if view is Control { passedControl = true }
            current = view.superview
        }
    }

    private func deliver(_ phase: TouchPhase, touch: Touch) {
        // Actions run inside this loop and may re-enter the router (ending this sequence), so
        // the array is indexed afresh and the sequence checked after every call out.
        var index = 0
        while index < recognizers.count {
            let recognizer = recognizers[index]
            index += 1
            guard recognizer.view != nil, !recognizer.state.isFinished else { continue }
            let before = recognizer.state
            recognizer.handleTouches(touchList, phase: phase)
            guard activeTouch === touch else { return }
            let after = recognizer.state
            if before == .possible, after == .began || after == .ended {
                didRecognize(recognizer)
                guard activeTouch === touch else { return }
            }
        }
        if phase.isFinal {
            index = 0
            while index < recognizers.count {
                let recognizer = recognizers[index]
                index += 1
                if recognizer.state == .possible {
                    recognizer.state = .failed
                } else if recognizer.state.isActive {
                    recognizer.state = .cancelled
                    guard activeTouch === touch else { return }
                }
            }
        }
        deliverToView(phase, touch: touch)
        guard activeTouch === touch else { return }
        if phase.isFinal {
            endSequence()
        }
    }

    private func didRecognize(_ winner: GestureRecognizer) {
        for other in recognizers where other !== winner && !other.state.isFinished {
            guard !winner.allowsSimultaneousRecognition(with: other) else { continue }
            other.state = other.state.isActive ? .cancelled : .failed
        }
        guard winner.cancelsTouchesInView else { return }
        switch viewDelivery {
        case .delivering:
            viewDelivery = .cancelled
            activeTouch?.view?.touchesCancelled(touchList)
        case .delayed:
            viewDelivery = .cancelled
        case .none, .cancelled:
            break
        }
    }

    private func deliverToView(_ phase: TouchPhase, touch: Touch) {
        if viewDelivery == .delayed {
            let waiting = recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
            if phase == .cancelled {
                viewDelivery = .none
            } else if !waiting || phase.isFinal {
                viewDelivery = .delivering
                if phase != .began { touch.view?.touchesBegan(touchList) }
            }
        }
        guard viewDelivery == .delivering, let view = touch.view else { return }
        switch phase {
        case .began: view.touchesBegan(touchList)
        case .moved, .stationary: view.touchesMoved(touchList)
        case .ended: view.touchesEnded(touchList)
        case .cancelled: view.touchesCancelled(touchList)
        }
    }

    private func endSequence() {
        for recognizer in recognizers {
            recognizer.reset()
        }
        recognizers.removeAll(keepingCapacity: true)
        touchList.removeAll(keepingCapacity: true)
        viewDelivery = .none
        activeTouch = nil
    }
}
