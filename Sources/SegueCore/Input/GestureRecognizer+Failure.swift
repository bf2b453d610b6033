import Foundation

/// A recognizer held weakly (the recognizers `require(toFail:)` names).
package struct WeakGestureRecognizer {
    /// The recognizer, nil once released.
    package weak var recognizer: GestureRecognizer?
}

/// Whoever routes a recognizer's touches (the event router): it knows which recognizers share
/// them and hears of every recognition and failure, to fail the losers and release the
/// recognizers that wait.
@MainActor package protocol GestureArbiter: AnyObject {
    /// The other recognizers taking part in a touch `recognizer` takes part in.
    func peers(of recognizer: GestureRecognizer) -> [GestureRecognizer]
    /// `recognizer` left `possible` for `began` or `ended` (its actions have run).
    func recognizerDidRecognize(_ recognizer: GestureRecognizer)
    /// `recognizer` failed.
    func recognizerDidFail(_ recognizer: GestureRecognizer)
}

/// What a recognizer about to recognize must do about the recognizers it waits for.
package enum FailureWait {
    /// Nothing to wait for: recognize.
    case none
    /// One of them is still `possible`: stay `possible` until it fails.
    case wait
    /// One of them recognized: fail.
    case fail
}

extension GestureRecognizer {
    /// Makes this recognizer wait, in a touch sequence they share, until `other` has failed; if
    /// `other` recognizes, this one fails (UIKit's rule, as a single tap that waits for a double
    /// tap). Takes effect only while both take part in the same touches.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        failureRequirements.append(WeakGestureRecognizer(recognizer: other))
    }

    /// True when this recognizer must wait for `other` to fail: `require(toFail:)` named it, a
    /// subclass says so (`shouldRequireFailure(of:)`, `other.shouldBeRequiredToFail(by:)`), or
    /// either delegate does.
    public func waitsForFailure(of other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if let delegate, delegate.gestureRecognizer(self, shouldRequireFailureOf: other) { return true }
        if let otherDelegate = other.delegate, otherDelegate.gestureRecognizer(other, shouldBeRequiredToFailBy: self) {
            return true
        }
        return false
    }

    /// What the recognizer must do before recognizing, given the recognizers it waits for.
    package func failureWait() -> FailureWait {
        guard let arbiter else { return .none }
        var wait = FailureWait.none
        for other in arbiter.peers(of: self) where waitsForFailure(of: other) {
            switch other.state {
            case .possible: wait = .wait
            case .began, .changed, .ended: return .fail
            case .cancelled, .failed: break
            }
        }
        return wait
    }

    /// A state change asked for while a recognition waits: a later step of the gesture is kept
    /// to report when released, an end stays an end, and a cancel or failure fails at once.
    package func holdPending(_ next: GestureRecognizerState) {
        switch next {
        case .began, .changed, .possible:
            break
        case .ended:
            // A continuous gesture that began while it waited reports its end once released.
            if pendingState != .began { pendingState = .ended }
        case .cancelled, .failed:
            fail()
        }
    }

    /// Looks again at a waiting recognition (a recognizer it waited for failed or recognized):
    /// reports it when nothing is left to wait for, fails when one of them recognized.
    package func reconsiderPending() {
        guard let pending = pendingState, state == .possible else { return }
        switch failureWait() {
        case .wait:
            return
        case .fail:
            fail()
        case .none:
            pendingState = nil
            apply(pending)
            if pending == .began, state == .began, touches.allSatisfy({ $0.phase.isFinal }) {
                // The gesture ended while it waited: report its end too.
                state = .ended
            }
        }
    }
}
