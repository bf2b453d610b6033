import SegueCore
import SegueUI

/// A per-frame record of motion: where the pointer is, and where every moving screen and
/// element of a scene is, frame by frame, with its speed. The script command `trace FILE.csv`
/// writes one (`csv()`); tests and the fuzzer read the samples to measure how an element moves
/// against the finger.
///
/// The elements are the screens in the window (each controller's view, by its title, or its
/// type's name without one) and the shared-element stand-ins flying above them (by their
/// `transitionID`, as `#ID`). A frame is the view's axis-aligned presentation frame in window
/// points; its velocity is its centre's change since the previous sample over the time between
/// them.
@preconcurrency @MainActor public final class MotionTrace {
    /// One frame.
    public struct Sample: Equatable, Sendable {
        /// Media time, in seconds.
        public var time: Double
        /// The pointer's position, in window points.
        public var pointer: Point
        /// Whether the pointer is pressed.
        public var isPointerDown: Bool
        /// The operation of the transition in flight, if any.
        public var transition: TransitionOperation?
        /// Which transition is in flight (the same value in every sample of one transition).
        public var transitionIdentity: ObjectIdentifier?
        /// The transition's progress (0...1), if one is in flight.
        public var progress: Double?
        /// True while the transition in flight follows an interaction (a finger holds it).
        public var isInteractive: Bool
        /// The finger's displacement that takes the transition in flight from 0 to 100%, when a
        /// drag drives it (`InteractiveTransitioning.fingerTravel`).
        public var fingerTravel: Point?
        /// Each traced element's presentation frame in window points, by name.
        public var frames: [String: Rect]
    }

    /// The samples, oldest first.
    public private(set) var samples: [Sample] = []
    /// The names of the elements seen, in the order they first appeared (the CSV's columns; not
    /// kept by a trace with a `capacity`).
    public private(set) var elementNames: [String] = []
    /// The most samples kept (the oldest are dropped beyond it); nil keeps every one.
    public let capacity: Int?

    /// Creates an empty trace that keeps every sample, or the latest `capacity` of them (a
    /// running check over a long session).
    public init(capacity: Int? = nil) {
        self.capacity = capacity.map { max($0, 2) }
    }

    /// Records the window as it is now, at media `time`, with the pointer at `pointer`.
    public func record(_ window: SceneWindow, time: Double, pointer: Point, isPointerDown: Bool) {
        var frames: [String: Rect] = [:]
        for (name, view) in MotionTrace.elements(of: window) where frames[name] == nil {
            frames[name] = view.presentationFrameInRoot
            if capacity == nil, !elementNames.contains(name) { elementNames.append(name) }
        }
        let active = window.activeTransition
        if let capacity, samples.count >= capacity { samples.removeFirst(samples.count - capacity + 1) }
        samples.append(
            Sample(
                time: time, pointer: pointer, isPointerDown: isPointerDown, transition: active?.context.operation,
                transitionIdentity: active.map { ObjectIdentifier($0) }, progress: active?.progress,
                isInteractive: active?.context.isInteractive ?? false,
                fingerTravel: active?.interactionController?.fingerTravel, frames: frames))
    }

    /// Forgets every sample (a running check between the stretches it looks at).
    public func removeAll() {
        samples.removeAll(keepingCapacity: true)
    }

    /// The element's frame at each sample (nil where it was not in the window).
    public func frames(of name: String) -> [Rect?] { samples.map { $0.frames[name] } }

    /// The element's centre velocity at sample `index`, in points per second (nil at the first
    /// sample, or where it was not in the window at this sample or the one before).
    public func velocity(of name: String, at index: Int) -> Point? {
        guard index > 0, index < samples.count, let now = samples[index].frames[name],
            let before = samples[index - 1].frames[name]
        else { return nil }
        let elapsed = samples[index].time - samples[index - 1].time
        guard elapsed > 0 else { return nil }
        return Point(x: (now.midX - before.midX) / elapsed, y: (now.midY - before.midY) / elapsed)
    }

    /// The trace as CSV: a header, then one row a frame. Columns: `frame`, `time` (seconds),
    /// `pointer_x`, `pointer_y`, `pointer_down` (0 or 1), `transition` (the operation, or empty),
    /// `progress`, `interactive` (1 while a finger holds the transition), then for each element `NAME x`, `NAME y`, `NAME width`, `NAME height`,
    /// `NAME vx`, `NAME vy` (its centre's velocity, points per second) and `NAME speed`; an
    /// element's cells are empty in the frames it is not in the window.
    public func csv() -> String {
        var header = [
            "frame", "time", "pointer_x", "pointer_y", "pointer_down", "transition", "progress", "interactive",
        ]
        for name in elementNames {
            for column in ["x", "y", "width", "height", "vx", "vy", "speed"] {
                header.append(MotionTrace.quoted("\(name) \(column)"))
            }
        }
        var lines = [header.joined(separator: ",")]
        for (index, sample) in samples.enumerated() {
            var cells = [
                "\(index)", MotionTrace.number(sample.time), MotionTrace.number(sample.pointer.x),
                MotionTrace.number(sample.pointer.y), sample.isPointerDown ? "1" : "0",
                sample.transition?.rawValue ?? "", sample.progress.map(MotionTrace.number) ?? "",
                sample.isInteractive ? "1" : "0",
            ]
            for name in elementNames {
                guard let frame = sample.frames[name] else {
                    cells += Array(repeating: "", count: 7)
                    continue
                }
                cells += [frame.minX, frame.minY, frame.width, frame.height].map(MotionTrace.number)
                if let velocity = velocity(of: name, at: index) {
                    let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
                    cells += [velocity.x, velocity.y, speed].map(MotionTrace.number)
                } else {
                    cells += ["", "", ""]
                }
            }
            lines.append(cells.joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screens in the window and the stand-ins above them, with their names.
    static func elements(of window: SceneWindow) -> [(String, View)] {
        var result: [(String, View)] = []
        func add(_ controller: ViewController) {
            if let navigation = controller as? NavigationController {
                for child in navigation.viewControllers { add(child) }
                return
            }
            guard controller.isViewLoaded, controller.view.window != nil,
                !result.contains(where: { $0.1 === controller.view })
            else { return }
            result.append((controller.title ?? "\(type(of: controller))", controller.view))
        }
        if let root = window.rootViewController { add(root) }
        for presentation in window.presentations { add(presentation.presented) }
        // A screen leaving in a transition is no longer in its stack, but still on screen.
        if let context = window.activeTransition?.context {
            for key in [TransitionKey.from, .to] {
                if let controller = context.viewController(forKey: key) { add(controller) }
            }
        }
        func standIns(in view: View) {
            for subview in view.subviews {
                if let standIn = subview as? SharedElementStandIn {
                    result.append(("#\(standIn.identity)", standIn))
                } else {
                    standIns(in: subview)
                }
            }
        }
        standIns(in: window)
        return result
    }

    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        let rounded = (value * 1000).rounded() / 1000
        guard abs(rounded) < 1e15 else { return String(rounded) }
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func quoted(_ text: String) -> String {
        guard text.contains(",") || text.contains("\"") else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
