import Segue
import UIKit

/// A window and its event router fed touches one frame (1/60 s) apart, as the app feeds them
/// from SDL events: the mouse pointer by default, numbered fingers for multi-touch.
final class GestureBench {
    let window: WindowView
    let router: EventRouter
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    private(set) var time = 0.0

    init() {
        window = WindowView(size: Size(width: 400, height: 300), clock: ManualClock())
        router = EventRouter(window: window)
        window.addSubview(root)
    }

    func down(_ x: Double, _ y: Double, finger: Int = EventRouter.pointerFinger) {
        router.handle(.began(finger: finger, location: Point(x: x, y: y), time: time, type: .direct))
    }

    func move(_ x: Double, _ y: Double, finger: Int = EventRouter.pointerFinger, after interval: Double = 1.0 / 60) {
        time += interval
        router.handle(.moved(finger: finger, location: Point(x: x, y: y), time: time))
    }

    func up(_ x: Double, _ y: Double, finger: Int = EventRouter.pointerFinger, after interval: Double = 0) {
        time += interval
        router.handle(.ended(finger: finger, location: Point(x: x, y: y), time: time))
    }

    /// Lets `seconds` pass one frame at a time with the finger resting, advancing the router as
    /// the scene does every frame.
    func wait(_ seconds: Double) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            time += 1.0 / 60
            router.advance(to: time)
        }
    }

    /// A press at `start`, `steps` equal moves a frame apart to `end`, and a release there.
    func drag(from start: Point, to end: Point, steps: Int, release: Bool = true) {
        down(start.x, start.y)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f)
        }
        if release { up(end.x, end.y) }
    }

    /// A press and release at one point, `gap` seconds after the last event.
    func tap(_ x: Double, _ y: Double, gap: Double = 0.1) {
        time += gap
        down(x, y)
        up(x, y, after: 0.05)
    }
}

/// A view that logs UIKit's touch hooks it receives, with the event's time.
final class TouchLoggingView: UIView {
    var log: [String] = []
    var times: [TimeInterval] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", event) }

    private func record(_ name: String, _ event: UIEvent?) {
        log.append(name)
        times.append(event?.timestamp ?? -1)
    }
}

/// A delegate whose answers the test sets.
final class ScriptedGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var requireFailureOf: ((UIGestureRecognizer, UIGestureRecognizer) -> Bool)?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { requireFailureOf?(gestureRecognizer, otherGestureRecognizer) ?? false }
}
