import SegueSDL

extension KeyCommand {
    /// The command for a window event with `modifiers` held, or nil when the event is no command.
    /// Auto-repeat only repeats the frame steps; "?" arrives as typed text, whatever the layout.
    init?(_ event: Event, modifiers: KeyModifiers) {
        switch event {
        case .keyDown(let key, let isRepeat):
            let command = KeyCommand(key: key, modifiers: modifiers)
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
        case .letter("m"): self = .toggleReduceMotion
        case .left: self = .stepBackward
        case .right: self = .stepForward
        case .letter("i"): self = .toggleInspector
        case .letter("f"): self = .toggleMeter
        case .letter("h"): self = .toggleHelp
        case .letter("r"): self = .toggleRecording
        case .return, .space: self = .activate
        case .tab: self = modifiers.contains(.shift) ? .focusPrevious : .focusNext
        default: return nil
        }
    }
}
