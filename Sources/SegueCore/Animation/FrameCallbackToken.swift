import Foundation

/// A frame callback registered on an ``AnimationEngine`` until ``cancel()`` or until the token
/// goes away, so an owner that disappears mid-animation leaves nothing running.
///
/// Keep the token as long as the callback should run:
///
/// ```swift
/// settle = FrameCallbackToken(engine: window.engine) { [weak self] time in
///     self?.step(to: time)
/// }
/// ```
@preconcurrency @MainActor public final class FrameCallbackToken {
    private weak var engine: AnimationEngine?
    private var id: Int?

    /// Registers `callback` on `engine`: it runs at the start of every tick with the media time
    /// (seconds) until the token is cancelled or released.
    public init(engine: AnimationEngine, callback: @escaping (Double) -> Void) {
        self.engine = engine
        id = engine.addFrameCallback(callback)
    }

    /// True until ``cancel()`` (or the engine went away).
    public var isActive: Bool { id != nil && engine != nil }

    /// Removes the callback; later calls do nothing.
    public func cancel() {
        if let id { engine?.removeFrameCallback(id) }
        id = nil
    }

    deinit { MainActor.assumeIsolated { cancel() } }
}
