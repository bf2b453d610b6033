import SegueCore
import SegueUI

/// Feeds a router pointer events at explicit times, one frame (1/60 s) apart unless told
/// otherwise, as the app would from SDL events.
final class PointerDriver {
    let window: WindowView
    let router: EventRouter
    private(set) var time = 0.0
    var frame = 1.0 / 60

    init(size: Size = Size(width: 400, height: 300)) {
        window = WindowView(size: size, clock: ManualClock())
        router = EventRouter(window: window)
    }

    func down(_ x: Double, _ y: Double) {
        router.handle(.down(location: Point(x: x, y: y), time: time))
    }

    func move(_ x: Double, _ y: Double, after interval: Double? = nil) {
        time += interval ?? frame
        router.handle(.moved(location: Point(x: x, y: y), time: time))
    }

    func up(_ x: Double, _ y: Double, after interval: Double? = nil) {
        time += interval ?? frame
        router.handle(.up(location: Point(x: x, y: y), time: time))
    }

    func focusLost() {
        time += frame
        router.focusLost(time: time)
    }

    /// Presses at `start`, moves in `steps` equal steps to `end`, and releases there unless told not to.
    func drag(from start: Point, to end: Point, steps: Int, release: Bool = true) {
        down(start.x, start.y)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f)
        }
        if release { up(end.x, end.y, after: 0) }
    }
}

/// Records the events a control sends, in order.
final class ControlEventLog {
    private(set) var events: [String] = []

    init(_ control: Control) {
        let names: [(ControlEvent, String)] = [
            (.touchDown, "down"), (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "enter"), (.touchDragExit, "exit"), (.touchUpInside, "upInside"),
            (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        ]
        for (event, name) in names {
            control.addAction(for: event) { [unowned self] _ in events.append(name) }
        }
    }

    func count(_ name: String) -> Int { events.filter { $0 == name }.count }

    /// The events with the repeated drag reports left out.
    var milestones: [String] { events.filter { $0 != "dragInside" && $0 != "dragOutside" } }
}

/// Records the states a recognizer reports to its action.
final class StateLog {
    private(set) var states: [GestureRecognizerState] = []

    init(_ recognizer: GestureRecognizer) {
        recognizer.addTarget { [unowned self] r in states.append(r.state) }
    }

    /// The states with repeated `changed` collapsed to one.
    var distinct: [GestureRecognizerState] {
        var result: [GestureRecognizerState] = []
        for s in states where result.last != s { result.append(s) }
        return result
    }
}
