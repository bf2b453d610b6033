import Foundation

/// Lets an object fine-tune a gesture recognizer, as UIGestureRecognizerDelegate. Every method
/// has a default, so a delegate implements only what it needs.
@preconcurrency @MainActor public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `possible` for `began` or `ended`; returning
    /// false makes it fail instead. Default: true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Asked when one of the two recognizers begins while both see the same touch; returning
    /// true lets them run together (either one's delegate saying true is enough). Default: false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool

    /// Asked when both recognizers take part in the same touches; returning true makes
    /// `gestureRecognizer` wait until `other` has failed. Default: false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool

    /// Asked when both recognizers take part in the same touches; returning true makes `other`
    /// wait until `gestureRecognizer` has failed. Default: false.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool

    /// Asked before a new touch is given to the recognizer; returning false keeps the recognizer
    /// out of that touch sequence. Default: true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    /// Default: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Default: recognizers exclude each other.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }

    /// Default: no recognizer waits for another.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }

    /// Default: no recognizer waits for another.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }

    /// Default: the recognizer receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }
}
