import SegueSDL

/// What a key asks of the windowed viewer.
public enum ViewerCommand: Equatable, Sendable {
    /// Ctrl+Q or Cmd+Q: close the window and exit.
    case quit
    /// Esc: pop the top screen or dismiss the front modal, animated.
    case goBack
    /// S: slow motion on or off.
    case toggleSlowMotion
    /// P: pause or resume media time.
    case togglePause
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
    /// R: start recording the window to a GIF, or stop and write it.
    case toggleRecording

    /// The command for an event with `modifiers` held, or nil when the event is no command.
    /// Auto-repeat only repeats the frame steps; "?" arrives as typed text, whatever the layout.
    public init?(_ event: Event, modifiers: KeyModifiers) {
        switch event {
        case .keyDown(let key, let isRepeat):
            let command = ViewerCommand(key: key, modifiers: modifiers)
            if isRepeat, command != .stepBackward, command != .stepForward { return nil }
            guard let command else { return nil }
            self = command
        case .textInput("?"):
            self = .toggleHelp
        default:
            return nil
        }
    }

    private init?(key: Key, modifiers: KeyModifiers) {
        if !modifiers.isDisjoint(with: [.control, .gui]) {
            guard key == .letter("q") else { return nil }
            self = .quit
            return
        }
        switch key {
        case .escape: self = .goBack
        case .letter("s"): self = .toggleSlowMotion
        case .letter("p"): self = .togglePause
        case .left: self = .stepBackward
        case .right: self = .stepForward
        case .letter("i"): self = .toggleInspector
        case .letter("f"): self = .toggleMeter
        case .letter("h"): self = .toggleHelp
        case .letter("r"): self = .toggleRecording
        default: return nil
        }
    }
}
