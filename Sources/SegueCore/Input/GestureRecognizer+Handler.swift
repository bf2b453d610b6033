import Foundation

/// Gives every gesture recognizer class a closure initialiser typed with its own class, in place
/// of UIKit's target-action: `UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))`
/// becomes `UIPanGestureRecognizer { [unowned self] in pan($0) }` (`#selector` needs the
/// Objective-C runtime, which Linux does not have).
@preconcurrency @MainActor public protocol GestureRecognizerHandling: GestureRecognizer {}

extension GestureRecognizer: GestureRecognizerHandling {}

extension GestureRecognizerHandling {
    /// Creates a recognizer that calls `handler` with itself, as its own class, on each reported
    /// change (the closure form of UIKit's `init(target:action:)`).
    public init(handler: @escaping (Self) -> Void) {
        self.init()
        addHandler(handler)
    }

    /// Adds a closure called with the recognizer, as its own class, on each reported change (the
    /// closure form of UIKit's `addTarget(_:action:)`); returns an identifier for
    /// `removeTarget(_:)`. The recognizer does not retain itself through it.
    @discardableResult
    public func addHandler(_ handler: @escaping (Self) -> Void) -> Int {
        addTarget { recognizer in
            // The recognizer passes itself, so the cast always succeeds.
            if let recognizer = recognizer as? Self { handler(recognizer) }
        }
    }
}

extension GestureRecognizer {
    /// UIKit's target-action initialiser: not available, `#selector` needs the Objective-C runtime.
    @available(
        *, unavailable,
        message:
            "target-action needs the Objective-C runtime: write UIPanGestureRecognizer { [unowned self] in handlePan($0) } (init(handler:), docs/UIKIT.md)"
    )
    public convenience init(target: Any?, action: Any?) {
        self.init()
    }

    /// UIKit's target-action: not available, `#selector` needs the Objective-C runtime.
    @available(
        *, unavailable,
        message:
            "target-action needs the Objective-C runtime: write recognizer.addHandler { [unowned self] in handlePan($0) } (docs/UIKIT.md)"
    )
    public func addTarget(_ target: Any, action: Any) {}

    /// UIKit's target-action: not available; remove a handler by the identifier `addHandler(_:)`
    /// returned (`removeTarget(_:)`).
    @available(*, unavailable, message: "remove a handler with removeTarget(_:) and the identifier addHandler returned")
    public func removeTarget(_ target: Any?, action: Any?) {}

    /// The location of one of the gesture's touches in `view`'s coordinates (window points when
    /// nil), as UIKit's `location(ofTouch:in:)`; the origin for an index out of range.
    public func location(ofTouch touchIndex: Int, in view: View?) -> Point {
        guard touches.indices.contains(touchIndex) else { return .zero }
        return touches[touchIndex].location(in: view)
    }
}

extension GestureRecognizer {
    /// UIKit's name for the states (`UIGestureRecognizer.State`).
    public typealias State = GestureRecognizerState
}
