/// What a key asks of the app's scene. The window's key events (`init(_:modifiers:)`), a script's
/// `key NAME` (`init(scriptName:)`) and the fuzzer's keys all become a `KeyCommand`, and
/// `SceneControls.apply(_:to:)` is the one function that carries it out.
public enum KeyCommand: Equatable, Hashable, Sendable {
    /// Ctrl+Q or Cmd+Q: close the window and exit (the window host handles it).
    case quit
    /// Esc: pop the top screen or dismiss the front modal, animated.
    case goBack
    /// S: slow motion on or off (see `SceneControls.slowMotionFactor`).
    case toggleSlowMotion
    /// P: pause or resume media time.
    case togglePause
    /// M: reduce motion on or off (every transition a cross-dissolve).
    case toggleReduceMotion
    /// Left arrow: one frame (1/60 s) back while paused.
    case stepBackward
    /// Right arrow: one frame (1/60 s) forward while paused.
    case stepForward
    /// I: the inspector (controller stacks and view tree).
    case toggleInspector
    /// F: the frame-time meter.
    case toggleMeter
    /// H or ?: the list of keys.
    case toggleHelp
    /// Tab: moves the focus ring to the front screen's next button in reading order.
    case focusNext
    /// Shift+Tab: moves the focus ring to the previous button.
    case focusPrevious
    /// Return or Space: activates the focused button, as a click on it would.
    case activate
    /// R, in the window: starts recording what the window shows into a GIF, or stops and writes
    /// it (the window host handles it; scripts record with `gif` instead).
    case toggleRecording
    /// E: ends a transition whose animator never called `completeTransition` (once the runtime
    /// has said so) as a completion, so testing can go on.
    case endStuckTransition

    /// The names a script writes after `key`, in the order error messages list them, with the
    /// command each stands for. Names are case-insensitive; "esc" and "?" are accepted too.
    public static let scriptNames: [(name: String, command: KeyCommand)] = [
        ("escape", .goBack), ("space", .activate), ("return", .activate), ("s", .toggleSlowMotion),
        ("p", .togglePause), ("m", .toggleReduceMotion), ("left", .stepBackward), ("right", .stepForward),
        ("i", .toggleInspector),
        ("f", .toggleMeter), ("h", .toggleHelp), ("tab", .focusNext), ("shift-tab", .focusPrevious),
        ("e", .endStuckTransition),
    ]

    /// The command for a script key name, or nil for an unknown name (and for quit and the
    /// recording key, which a script cannot press).
    public init?(scriptName: String) {
        let name = scriptName.lowercased()
        switch name {
        case "esc": self = .goBack
        case "?": self = .toggleHelp
        default:
            guard let entry = Self.scriptNames.first(where: { $0.name == name }) else { return nil }
            self = entry.command
        }
    }

    /// The name a script writes for this command (`key NAME`); nil for quit and the recording key.
    public var scriptName: String? {
        Self.scriptNames.first { $0.command == self }?.name
    }
}
