import SegueCore
import SegueSDL

/// Hands the window's mouse and focus events to the scene's event router as one finger: the left
/// button is the finger; leaving the window or losing focus cancels a touch in progress, so a
/// drag is never left hanging.
enum PointerInput {
    /// Routes `event` at `time` (seconds of the scene's clock). Returns true when the event was
    /// a pointer or focus event (the frame should be drawn again), false otherwise.
    @discardableResult
    static func route(_ event: Event, to scene: AppScene, time: Double) -> Bool {
        let router = scene.router
        switch event {
        case .mouseDown(.left, let position, _):
            router.handle(.down(location: position, time: time))
        case .mouseUp(.left, let position):
            router.handle(.up(location: position, time: time))
        case .mouseMotion(let position, _):
            guard router.activeTouch != nil else { return false }
            router.handle(.moved(location: position, time: time))
        case .window(.mouseLeft):
            router.pointerLeftWindow(time: time)
        case .window(.focusLost):
            router.focusLost(time: time)
        default:
            return false
        }
        return true
    }
}
