/// A key a script can press (`key NAME`): the viewer's keys.
public enum ScriptKey: String, CaseIterable, Equatable, Sendable {
    /// Esc: pop, or dismiss the front-most modal.
    case escape
    /// Space: accepted, does nothing.
    case space
    /// S: slow motion x10 on and off.
    case s
    /// P: pause and resume.
    case p
    /// M: reduce motion on and off.
    case m
    /// Left: one frame back while paused.
    case left
    /// Right: one frame forward while paused.
    case right
    /// I: the inspector on and off.
    case i
    /// F: the frame-time meter on and off.
    case f
    /// H (or ?): the help overlay on and off.
    case h

    /// The key for a name as written in a script (case-insensitive; "esc" and "?" are accepted).
    public init?(name: String) {
        switch name.lowercased() {
        case "esc": self = .escape
        case "?": self = .h
        default:
            guard let key = ScriptKey(rawValue: name.lowercased()) else { return nil }
            self = key
        }
    }
}
