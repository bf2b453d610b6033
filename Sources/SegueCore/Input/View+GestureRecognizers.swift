import Foundation

extension View {
    /// Attaches a gesture recognizer (moving it from another view if needed). Adding one that is
    /// already attached here does nothing.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard !attachedGestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.append(recognizer)
    }

    /// Detaches a gesture recognizer; a running gesture is cancelled.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === recognizer }
    }

    /// Keeps each recognizer's `view` in step with the array after it changed.
    func gestureRecognizersDidChange(from old: [GestureRecognizer]) {
        for recognizer in old where !attachedGestureRecognizers.contains(where: { $0 === recognizer }) {
            guard recognizer.view === self else { continue }
            if recognizer.state.isActive {
                recognizer.state = .cancelled
            }
            recognizer.view = nil
        }
        for recognizer in attachedGestureRecognizers where recognizer.view !== self {
            if let previous = recognizer.view {
                previous.removeGestureRecognizer(recognizer)
            }
            recognizer.view = self
        }
    }
}
