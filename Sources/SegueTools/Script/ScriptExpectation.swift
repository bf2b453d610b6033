import SegueUI

/// What an `expect` line checks.
public enum ScriptExpectation: Equatable, Sendable {
    /// The title of the navigation stack's top screen.
    case top(String)
    /// The number of screens on the navigation stack.
    case depth(Int)
    /// The title of the front-most modal, or nil for no modal.
    case modal(String?)
    /// The detent the front-most sheet rests at, or nil for none (no sheet, or between detents).
    case detent(SheetDetent.Identifier?)
    /// Nothing animates and no transition is running or queued.
    case idle
    /// Every invariant the fuzzer checks held on every frame of the run so far and holds now
    /// (`InvariantChecker`).
    case invariants
    /// One of the app's own kinds, checked by its `SceneContent.check(_:in:)`.
    case app(AppExpectation)
}
