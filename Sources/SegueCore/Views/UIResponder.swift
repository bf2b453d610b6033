import Foundation

/// An object that takes part in event handling, as UIKit's `UIResponder`: views and view
/// controllers are responders, and the responder chain runs from a view to its controller (when
/// it is a controller's root view) or its superview, then up to the window.
@MainActor open class UIResponder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end (a view's superview by default).
    open var next: UIResponder? { nil }

    /// Whether the responder accepts first-responder status (false by default, as UIKit's).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }
}
