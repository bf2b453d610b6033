import Foundation

/// An object that takes part in event handling, as UIKit's `UIResponder`: views and view
/// controllers are responders, and the responder chain runs from a view to its controller (when
/// it is a controller's root view) or its superview, then up to the window.
@preconcurrency @MainActor open class UIResponder {
    /// Creates a responder.
    public init() {}

    // Nonisolated, as every deinitialiser of Segue's classes is: they run where the object is
    // released, the main thread.
    deinit {}

    /// The next responder in the chain, or nil at its end (a view's superview by default).
    open var next: UIResponder? { nil }

    /// Whether the responder accepts first-responder status (false by default, as UIKit's).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    // MARK: Touches

    /// Called when touches begin on this responder (the hit view first), as UIKit's. The default
    /// passes them to the next responder: a view's controller (when it is the controller's root
    /// view) or its superview.
    open func touchesBegan(_ touches: Set<Touch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Called when touches that began on this responder move. The default passes them on.
    open func touchesMoved(_ touches: Set<Touch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Called when touches that began on this responder end. The default passes them on.
    open func touchesEnded(_ touches: Set<Touch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Called when touches that began on this responder are cancelled (a gesture recognizer took
    /// them, or the window lost the pointer). The default passes them on.
    open func touchesCancelled(_ touches: Set<Touch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
