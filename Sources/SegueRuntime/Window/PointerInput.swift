import SegueCore
import SegueSDL

/// Hands the window's mouse, touchscreen, trackpad and focus events to the scene's event router:
/// the left button is one finger (`EventRouter.pointerFinger`); each touchscreen finger is a touch
/// of its own (`finger(_:)`), at its fraction of the window's size; a trackpad's precise scroll
/// deltas go to the scene's `TrackpadSwipeInput`, which makes a swipe touch of them (a notched
/// wheel's whole steps do not). Leaving the window cancels the pointer's touch and losing focus
/// every touch, so nothing is ever left hanging. SDL's mouse events made up from touches never
/// get here (`Event.init(_:pointsPerUnit:)` drops them), so a tap does not click twice.
enum PointerInput {
    /// Routes `event` at `time` (seconds of the scene's clock). Returns true when the event was
    /// a pointer, touch, swipe or focus event (the frame should be drawn again), false otherwise.
    @discardableResult
    static func route(_ event: Event, to scene: AppScene, time: Double) -> Bool {
        let router = scene.router
        switch event {
        case .mouseDown(.left, let position, _):
            router.handle(.down(location: position, time: time))
        case .mouseUp(.left, let position):
            router.handle(.up(location: position, time: time))
        case .mouseMotion(let position, _):
            guard router.touch(ofFinger: EventRouter.pointerFinger) != nil else { return false }
            router.handle(.moved(location: position, time: time))
        case .wheel(let dx, let dy, let position):
            return scene.trackpad.scroll(dx: dx, dy: dy, at: position, time: time)
        case .finger(let finger):
            let size = scene.window.bounds.size
            let location = Point(x: finger.x * size.width, y: finger.y * size.height)
            let id = self.finger(finger)
            switch finger.phase {
            case .down: router.handle(.began(finger: id, location: location, time: time, type: .direct))
            case .moved: router.handle(.moved(finger: id, location: location, time: time))
            case .up: router.handle(.ended(finger: id, location: location, time: time))
            }
        case .window(.mouseLeft):
            router.pointerLeftWindow(time: time)
        case .window(.focusLost):
            scene.trackpad.cancel(time: time)
            router.focusLost(time: time)
        default:
            return false
        }
        return true
    }

    /// The router's finger number for a touchscreen finger: the same for every event of that
    /// finger on that device, never negative (the pointer and the trackpad's swipe are).
    static func finger(_ event: FingerEvent) -> Int {
        let mixed = Int(truncatingIfNeeded: event.device) &* 1_000_003 &+ Int(truncatingIfNeeded: event.finger)
        return mixed & Int.max
    }
}
