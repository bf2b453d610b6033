import SegueCore

/// Drag anywhere to zoom back: a pan on the window that, on a screen that arrived by zoom,
/// starts going back (pop or dismiss) with a `ZoomInteractiveTransition` under the finger, and
/// that grabs a zoom that is running (in or out, from a click, from code or from an earlier
/// drag) where it is. It begins only for drags down or sideways that do not start at the left
/// edge (the edge swipe keeps those).
@preconcurrency @MainActor public final class ZoomDragDriver: GestureRecognizerDelegate {
    /// The recognizer, attached to the window.
    public let recognizer = PanGestureRecognizer()
    /// The interaction the finger holds, if any.
    public private(set) var interaction: ZoomInteractiveTransition?
    /// Drags that start this close to the left edge are left to the edge swipe.
    public var edgeWidth = 24.0

    private let window: SceneWindow
    private let canStart: () -> Bool
    private let start: (ZoomInteractiveTransition) -> Bool

    /// Creates the driver on `window`. `canStart` says whether the front screen may be zoomed
    /// back now; `start` begins going back with the interaction and returns whether it drives it.
    public init(
        window: SceneWindow, canStart: @escaping () -> Bool, start: @escaping (ZoomInteractiveTransition) -> Bool
    ) {
        self.window = window
        self.canStart = canStart
        self.start = start
        recognizer.delegate = self
        window.addGestureRecognizer(recognizer)
        recognizer.addTarget { [weak self] _ in self?.handle() }
    }

    /// The zoom running now that a drag may grab.
    private var grabbable: ZoomInteractiveTransition? {
        guard let running = window.activeTransition?.interactionController as? ZoomInteractiveTransition,
            running.isInterruptible
        else { return nil }
        return running
    }

    /// Begins a drag that starts away from the left edge and does not go up: it grabs a running zoom, or starts one when nothing runs or waits.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        let translation = recognizer.translation(in: nil)
        let start = recognizer.location(in: nil) - translation
        guard start.x > edgeWidth, translation.y >= -abs(translation.x) else { return false }
        if grabbable != nil { return true }
        return !window.isTransitioning && window.queuedRequestCount == 0 && canStart()
    }

    private func handle() {
        switch recognizer.state {
        case .began:
            // The screen follows the finger from where it is now: no jump by the slop distance
            // (`followingTranslation` closes it over a few frames).
            if let running = grabbable, running.grab() {
                interaction = running
            } else {
                let fresh = ZoomInteractiveTransition()
                interaction = start(fresh) && fresh.phase == .interacting ? fresh : nil
            }
            interaction?.update(translation: recognizer.followingTranslation(in: nil))
        case .changed:
            interaction?.update(translation: recognizer.followingTranslation(in: nil))
        case .ended:
            interaction?.release(
                velocity: recognizer.velocity(in: nil), translation: recognizer.followingTranslation(in: nil))
            interaction = nil
        case .cancelled, .failed:
            interaction?.release(velocity: .zero, translation: recognizer.followingTranslation(in: nil))
            interaction = nil
        default:
            break
        }
    }
}
