import SegueSDL

extension KeyPress {
    /// The press of a window event with `modifiers` held, and whether it is an auto-repeat; nil
    /// when the event is no key press. "?" arrives as typed text, whatever the layout; the
    /// modifier keys themselves and keys Segue has no name for are no presses.
    init?(_ event: Event, modifiers: KeyModifiers) {
        let held = Self.modifiers(modifiers)
        switch event {
        case .keyDown(let key, _):
            let mapped: Key
            switch key {
            case .escape: mapped = .escape
            case .space: mapped = .space
            case .return: mapped = .return
            case .tab: mapped = .tab
            case .left: mapped = .left
            case .right: mapped = .right
            case .up: mapped = .up
            case .down: mapped = .down
            case .letter(let letter): mapped = .character(letter)
            case .digit(let digit): mapped = .character(Character(String(digit)))
            default: return nil
            }
            self.init(mapped, modifiers: held)
        case .textInput("?"):
            self.init(.character("?"))
        default:
            return nil
        }
    }

    /// Whether a window event is a key held down (auto-repeat).
    static func isRepeat(_ event: Event) -> Bool {
        if case .keyDown(_, true) = event { return true }
        return false
    }

    /// SDL's modifiers as a press's: the GUI key (Command) counts as Control.
    static func modifiers(_ modifiers: KeyModifiers) -> Modifiers {
        var held: Modifiers = []
        if modifiers.contains(.shift) { held.insert(.shift) }
        if !modifiers.isDisjoint(with: [.control, .gui]) { held.insert(.control) }
        if modifiers.contains(.alt) { held.insert(.alt) }
        return held
    }
}

extension KeyCommand {
    /// The command for a window event with `modifiers` held, or nil when the event is no command.
    /// Auto-repeat only repeats the frame steps; "?" arrives as typed text, whatever the layout.
    init?(_ event: Event, modifiers: KeyModifiers) {
        guard let press = KeyPress(event, modifiers: modifiers), let command = KeyCommand(press: press) else {
            return nil
        }
        if KeyPress.isRepeat(event), command != .stepBackward, command != .stepForward { return nil }
        self = command
    }
}
