import SegueCore

/// Pinch in to zoom back, as iOS 18's zoom transition closes a photo: a pinch on the window that,
/// on a screen that arrived by zoom, starts going back (pop or dismiss) with a
/// `ZoomInteractiveTransition` that the fingers drive by their scale, and that grabs a zoom that
/// is running (in or out) where it is. The screen scales with the fingers' distance about the
/// point under them and moves with their centre; released, it goes into its source when pinched
/// in far or fast enough, and springs back when the fingers spread again.
///
/// The scale counts from where the pinch began (past its hysteresis), so the screen does not jump
/// by the hysteresis when it takes hold. A fresh pinch begins only pinching in; spreading the
/// fingers on a screen at rest does nothing.
@preconcurrency @MainActor public final class ZoomPinchDriver: GestureRecognizerDelegate {
    /// The recognizer, attached to the window.
    public let recognizer = PinchGestureRecognizer()
    /// The interaction the fingers hold, if any.
    public private(set) var interaction: ZoomInteractiveTransition?

    private let window: SceneWindow
    private let canStart: () -> Bool
    private let start: (ZoomInteractiveTransition) -> Bool
    /// The pinch's scale and centre when it took hold.
    private var beganScale = 1.0
    private var beganCentroid = Point.zero
    /// The centre's recent positions, for its velocity at the release.
    private var centroidTracker = VelocityTracker()

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

    /// The zoom running now that a pinch may grab.
    private var grabbable: ZoomInteractiveTransition? {
        guard let running = window.activeTransition?.interactionController as? ZoomInteractiveTransition,
            running.isInterruptible
        else { return nil }
        return running
    }

    /// Begins a pinch that grabs a running zoom, or one pinching in that starts a zoom back when
    /// nothing runs or waits.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        if grabbable != nil { return true }
        guard recognizer.scale < 1 else { return false }
        return !window.isTransitioning && window.queuedRequestCount == 0 && canStart()
    }

    private var time: Double { recognizer.touches.last?.timestamp ?? 0 }

    private func handle() {
        let centroid = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            beganScale = max(recognizer.scale, 1e-3)
            beganCentroid = centroid
            centroidTracker.reset()
            centroidTracker.add(centroid, time: time)
            if let running = grabbable, running.grab() {
                interaction = running
            } else {
                let fresh = ZoomInteractiveTransition()
                interaction = start(fresh) && fresh.phase == .interacting ? fresh : nil
            }
            interaction?.update(pinchScale: 1, centroid: centroid, translation: .zero)
        case .changed:
            centroidTracker.add(centroid, time: time)
            interaction?.update(
                pinchScale: recognizer.scale / beganScale, centroid: centroid, translation: centroid - beganCentroid)
        case .ended:
            centroidTracker.add(centroid, time: time)
            interaction?.release(
                pinchScale: recognizer.scale / beganScale, scaleVelocity: recognizer.velocity / beganScale,
                velocity: centroidTracker.velocity(window: recognizer.velocitySampleWindow))
            interaction = nil
        case .cancelled, .failed:
            interaction?.release(pinchScale: recognizer.scale / beganScale, scaleVelocity: 0, velocity: .zero)
            interaction = nil
        default:
            break
        }
    }
}
