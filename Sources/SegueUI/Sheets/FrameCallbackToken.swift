import SegueCore

/// A frame callback registered on an engine until `cancel()` or until the token goes away, so
/// an owner that disappears mid-animation leaves nothing running.
final class FrameCallbackToken {
    private weak var engine: AnimationEngine?
    private var id: Int?

    init(engine: AnimationEngine, callback: @escaping (Double) -> Void) {
        self.engine = engine
        id = engine.addFrameCallback(callback)
    }

    /// Removes the callback (once).
    func cancel() {
        if let id { engine?.removeFrameCallback(id) }
        id = nil
    }

    deinit { cancel() }
}
