import Foundation

/// Turns a sequence of touches into a gesture, as UIGestureRecognizer: the base class of taps,
/// pans and edge pans. Subclasses override the touch hooks and move `state` through the legal
/// transitions; the base class rejects illegal ones, asks the delegate before beginning and
/// calls the actions on every change of a running or recognized gesture.
///
/// An event router gives a recognizer the touches of its view and the view's children before
/// the hit view sees them (`handleTouches(_:phase:)`), arbitrates between recognizers and calls
/// `reset()` once the touch sequence is over.
@preconcurrency @MainActor open class GestureRecognizer {
    private var storedState = GestureRecognizerState.possible
    /// The state a recognition waiting for other recognizers to fail will report (nil when none
    /// waits).
    package var pendingState: GestureRecognizerState?
    /// The recognizers `require(toFail:)` named.
    package var failureRequirements: [WeakGestureRecognizer] = []
    /// Whoever routes the touches: asked which recognizers share them, told of recognitions and
    /// failures (the event router).
    package weak var arbiter: GestureArbiter?
    private var actions: [(id: Int, action: (GestureRecognizer) -> Void)] = []
    private var nextActionID = 0

    /// The view the recognizer is attached to (not retained; set by `View.addGestureRecognizer`).
    public internal(set) weak var view: View?
    /// The delegate, not retained.
    public weak var delegate: GestureRecognizerDelegate?
    /// When false the recognizer receives no touches; disabling a running gesture cancels it.
    public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if storedState.isActive {
                state = .cancelled
            } else if storedState == .possible, !touches.isEmpty {
                state = .failed
            }
        }
    }
    /// When true (the default) the hit view gets `touchesCancelled` as soon as the gesture is
    /// recognized, and no more touches of the sequence.
    public var cancelsTouchesInView = true
    /// When true the hit view sees the touch only once this recognizer has failed (default false).
    public var delaysTouchesBegan = false
    /// Accepted for UIKit code (default true); Segue delivers `touchesEnded` to the view without
    /// delay.
    public var delaysTouchesEnded = true
    /// The touches of the current sequence, kept until the reset (so `location(in:)` still works
    /// in the action that reports `ended`).
    public private(set) var touches: [Touch] = []
    /// How many illegal state changes were refused since creation (for diagnostics and tests).
    public private(set) var rejectedTransitionCount = 0

    /// Creates a recognizer with no action. It is `required` so that `init(handler:)` makes
    /// every subclass: a subclass with initializers of its own implements it too.
    public required init() {
        touches.reserveCapacity(2)
    }

    /// The current state. Setting it follows the legal transitions only (see
    /// `GestureRecognizerState.canTransition(to:)`); an illegal change is ignored and counted.
    /// Leaving `possible` for `began` or `ended` first asks the delegate, which may make it fail.
    /// Actions run after each change to `began`, `changed`, `ended` or `cancelled`.
    public var state: GestureRecognizerState {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// The number of touches in the current sequence.
    public var numberOfTouches: Int { touches.count }

    private func transition(to next: GestureRecognizerState) {
        let current = storedState
        if pendingState != nil, current == .possible {
            holdPending(next)
            return
        }
        guard current.canTransition(to: next) else {
            rejectedTransitionCount += 1
            return
        }
        if current == .possible, next == .began || next == .ended {
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
                fail()
                return
            }
            switch failureWait() {
            case .none: break
            case .wait:
                pendingState = next
                return
            case .fail:
                fail()
                return
            }
        }
        apply(next)
    }

    /// Moves to `next` (already checked), runs the actions and tells the arbiter.
    package func apply(_ next: GestureRecognizerState) {
        let current = storedState
        storedState = next
        guard next != .failed else {
            arbiter?.recognizerDidFail(self)
            return
        }
        for entry in actions {
            entry.action(self)
        }
        if current == .possible {
            arbiter?.recognizerDidRecognize(self)
        }
    }

    /// Fails at once (from `possible`).
    package func fail() {
        pendingState = nil
        apply(.failed)
    }

    // MARK: Actions

    /// Adds an action called with the recognizer on each reported change; returns an identifier
    /// for `removeTarget(_:)`. `addHandler(_:)` passes the recognizer as its own class.
    @discardableResult
    public func addTarget(_ action: @escaping (GestureRecognizer) -> Void) -> Int {
        nextActionID += 1
        actions.append((id: nextActionID, action: action))
        return nextActionID
    }

    /// Removes the action with this identifier.
    public func removeTarget(_ identifier: Int) {
        actions.removeAll { $0.id == identifier }
    }

    /// Removes every action.
    public func removeAllTargets() {
        actions.removeAll()
    }

    // MARK: Arbitration

    /// Whether this recognizer waits for `other` to fail (subclasses override; default false).
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Whether `other` waits for this recognizer to fail (subclasses override; default false).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// True when this recognizer and `other` may be recognized together: either one's delegate
    /// allows it.
    public func allowsSimultaneousRecognition(with other: GestureRecognizer) -> Bool {
        if let delegate, delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) {
            return true
        }
        if let otherDelegate = other.delegate,
            otherDelegate.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self)
        {
            return true
        }
        return false
    }

    /// True when the delegate lets the recognizer take part in `touch`'s sequence.
    public func shouldReceive(_ touch: Touch) -> Bool {
        delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    // MARK: Touches

    /// The location of the gesture in `view`'s coordinates (window points when nil): the
    /// centroid of its touches, or the origin when it has none.
    public func location(in view: View?) -> Point {
        guard let first = touches.first else { return .zero }
        var point = first.location
        if touches.count > 1 {
            var sum = Point.zero
            for touch in touches { sum = sum + touch.location }
            point = sum * (1 / Double(touches.count))
        }
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Gives the recognizer touches of one phase (the event router calls this). It records new
    /// touches and calls the matching hook; a disabled or finished recognizer ignores them.
    public final func handleTouches(_ touches: [Touch], phase: TouchPhase) {
        guard isEnabled, !storedState.isFinished else { return }
        switch phase {
        case .began:
            for touch in touches where !self.touches.contains(where: { $0 === touch }) {
                self.touches.append(touch)
            }
            touchesBegan(touches)
        case .moved, .stationary:
            touchesMoved(touches)
        case .ended:
            touchesEnded(touches)
        case .cancelled:
            touchesCancelled(touches)
        }
    }

    /// Called when touches begin; override to start recognizing.
    open func touchesBegan(_ touches: [Touch]) {}

    /// Called when touches move.
    open func touchesMoved(_ touches: [Touch]) {}

    /// Called when touches end.
    open func touchesEnded(_ touches: [Touch]) {}

    /// Called when touches are cancelled. The default cancels a running gesture and fails one
    /// that has not begun; overrides should call it or do the same.
    open func touchesCancelled(_ touches: [Touch]) {
        if storedState.isActive {
            state = .cancelled
        } else if storedState == .possible {
            state = .failed
        }
    }

    /// Called as the clock advances while the recognizer takes part in a sequence (the event
    /// router calls it every frame), for gestures that recognize on time (a long press).
    open func timeDidAdvance(to time: Double) {}

    /// Returns the recognizer to `possible` and forgets its touches (the event router calls this
    /// when a sequence is over). Overrides clear their own state and call `super.reset()`.
    open func reset() {
        storedState = .possible
        pendingState = nil
        touches.removeAll(keepingCapacity: true)
    }
}
