import SegueCore
import SegueUI

/// One step of a fuzzed session, written as the script command that replays it.
public enum FuzzAction: Equatable, Sendable {
    /// Press and release at a point.
    case click(Point)
    /// Press, move in a straight line one step a frame over `milliseconds`, release.
    case drag(from: Point, to: Point, milliseconds: Int)
    /// A key, as the runtime's command for it.
    case key(KeyCommand)
    /// One of the app's own keys (`SceneContent.appKeys`) or its panels' toggle keys, handed out
    /// as the window's keys are (`SceneControls.handle`).
    case appKey(KeyPress)
    /// Let time pass, a frame at a time.
    case wait(milliseconds: Int)
    /// Resize the window (points).
    case resize(width: Int, height: Int)
    /// Select a transition style (only for a content with styles).
    case style(TransitionStyle)
    /// A touchscreen finger's drag (finger 1): down, a straight move one step a frame, up.
    case touchDrag(from: Point, to: Point, milliseconds: Int)
    /// Two fingers down at once (fingers 1 and 2) at two points, then lifted one after the other.
    case twoFingers(Point, Point)
    /// Two fingers centred on a point, `from` points apart, moved to `to` apart, lifted together.
    case pinch(center: Point, from: Double, to: Double, milliseconds: Int)
    /// A trackpad's two-finger swipe of `travel` points with the pointer at a point.
    case swipe(travel: Point, milliseconds: Int, at: Point)
    /// A request made by code rather than by input: push, pop, present or dismiss, as the app's
    /// script command `request OP` (only for an app that accepts it).
    case request(TransitionOperation)

    /// The app's script command that makes a request from code: `request OP`.
    public static func requestCommand(_ operation: TransitionOperation) -> AppScriptCommand {
        AppScriptCommand(name: "request", arguments: [operation.rawValue])
    }

    /// The script line that replays the action (`APP --headless --script`); the touch gestures
    /// take several lines.
    public var scriptLine: String {
        func n(_ v: Double) -> String { JSON.number(v) }
        switch self {
        case .click(let p): return "click \(n(p.x)) \(n(p.y))"
        case .drag(let a, let b, let ms): return "drag \(n(a.x)) \(n(a.y)) \(n(b.x)) \(n(b.y)) \(ms)"
        case .key(let command): return "key \(command.scriptName ?? "escape")"
        case .appKey(let press): return "key \(press.scriptName)"
        case .wait(let ms): return "wait \(ms)"
        case .resize(let w, let h): return "resize \(w) \(h)"
        case .style(let style): return "style \(style.name)"
        case .request(let operation): return "request \(operation.rawValue)"
        case .touchDrag(let a, let b, let ms):
            return "touch down 1 \(n(a.x)) \(n(a.y))\ntouch move 1 \(n(b.x)) \(n(b.y)) \(ms)\ntouch up 1"
        case .twoFingers(let a, let b):
            return "touch down 1 \(n(a.x)) \(n(a.y))\ntouch down 2 \(n(b.x)) \(n(b.y))\ntouch up 1\ntouch up 2"
        case .pinch(let c, let from, let to, let ms): return "pinch \(n(c.x)) \(n(c.y)) \(n(from)) \(n(to)) \(ms)"
        case .swipe(let t, let ms, let p): return "swipe \(n(t.x)) \(n(t.y)) \(ms) \(n(p.x)) \(n(p.y))"
        }
    }

    /// Hands `body` the script commands the action is, in order, without building a list (the
    /// fuzzer plays millions of them): one command, or the touch lines of a finger's drag (down,
    /// move, up) and of two fingers (down, down, up, up). `SceneDriver` plays them through its
    /// `CommandPlayer`, as `ScriptRunner` plays the lines of `scriptLine`.
    public func forEachCommand(_ body: (ScriptCommand) throws -> Void) rethrows {
        switch self {
        case .click(let p): try body(.clickPoint(p))
        case .drag(let a, let b, let ms): try body(.drag(from: a, to: b, milliseconds: Double(ms)))
        case .key(let command): try body(.key(command))
        case .appKey(let press): try body(.press(press))
        case .wait(let ms): try body(.wait(milliseconds: Double(ms)))
        case .resize(let w, let h): try body(.resize(width: Double(w), height: Double(h)))
        case .style(let style): try body(.style(style))
        case .request(let operation): try body(.app(Self.requestCommand(operation)))
        case .touchDrag(let a, let b, let ms):
            try body(.touchDown(finger: 1, at: a))
            try body(.touchMove(finger: 1, to: b, milliseconds: Double(ms)))
            try body(.touchUp(finger: 1))
        case .twoFingers(let a, let b):
            try body(.touchDown(finger: 1, at: a))
            try body(.touchDown(finger: 2, at: b))
            try body(.touchUp(finger: 1))
            try body(.touchUp(finger: 2))
        case .pinch(let c, let from, let to, let ms):
            try body(.pinch(center: c, from: from, to: to, milliseconds: Double(ms)))
        case .swipe(let t, let ms, let p): try body(.swipe(travel: t, milliseconds: Double(ms), at: p))
        }
    }

    /// The script commands the action is (`forEachCommand(_:)`), as a list.
    public var commands: [ScriptCommand] {
        var commands: [ScriptCommand] = []
        forEachCommand { commands.append($0) }
        return commands
    }
}
