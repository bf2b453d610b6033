/// A key pressed with the modifiers held: what the window reads from the keyboard and what a
/// script names after `key` (`key t`, `key shift-right`, `key ctrl-s`). Every press goes through
/// `SceneControls.handle(_:in:)`, which hands it to an open panel that takes it, an app's key or a
/// built-in command, in that order.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// A key on the keyboard.
    public enum Key: Hashable, Sendable {
        /// Escape.
        case escape
        /// The space bar.
        case space
        /// Return (Enter).
        case `return`
        /// Tab.
        case tab
        /// The arrows.
        case left, right, up, down
        /// A letter (lowercase), a digit or a typed character such as "?".
        case character(Character)
    }

    /// The modifier keys held with a key.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifiers' bits.
        public let rawValue: Int

        /// Creates a set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Either Shift key.
        public static let shift = Modifiers(rawValue: 1)
        /// Either Control key (Command on macOS counts as Control).
        public static let control = Modifiers(rawValue: 2)
        /// Either Alt (Option) key.
        public static let alt = Modifiers(rawValue: 4)
    }

    /// The key.
    public var key: Key
    /// The modifiers held.
    public var modifiers: Modifiers

    /// A key with modifiers (none by default).
    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A letter, digit or character key, lowercased (`KeyPress("t")`).
    public init(_ character: Character, modifiers: Modifiers = []) {
        self.init(.character(Character(character.lowercased())), modifiers: modifiers)
    }

    /// The names of the keys without a character, as scripts write them.
    static let keyNames: [(name: String, key: Key)] = [
        ("escape", .escape), ("esc", .escape), ("space", .space), ("return", .return), ("tab", .tab),
        ("left", .left), ("right", .right), ("up", .up), ("down", .down),
    ]

    /// The modifier prefixes scripts write (`shift-`, `ctrl-`, `alt-`).
    static let modifierNames: [(name: String, modifier: Modifiers)] = [
        ("shift", .shift), ("ctrl", .control), ("alt", .alt),
    ]

    /// The press a script names: modifiers joined by dashes before the key (`shift-right`,
    /// `ctrl-s`), the key one of `escape` (`esc`), `space`, `return`, `tab`, `left`, `right`,
    /// `up`, `down`, a letter, a digit or `?`; case-insensitive. Nil for anything else.
    public init?(scriptName: String) {
        var parts = scriptName.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.popLast(), !last.isEmpty else { return nil }
        var modifiers: Modifiers = []
        for part in parts {
            guard let modifier = Self.modifierNames.first(where: { $0.name == part })?.modifier,
                !modifiers.contains(modifier)
            else { return nil }
            modifiers.insert(modifier)
        }
        if let named = Self.keyNames.first(where: { $0.name == last }) {
            self.init(named.key, modifiers: modifiers)
        } else if last.count == 1, let character = last.first,
            character.isASCII, character.isLetter || character.isNumber || character == "?"
        {
            self.init(character, modifiers: modifiers)
        } else {
            return nil
        }
    }

    /// The name a script writes for this press (`shift-right`, `ctrl-s`).
    public var scriptName: String {
        var parts = Self.modifierNames.filter { modifiers.contains($0.modifier) }.map(\.name)
        switch key {
        case .character(let character): parts.append(String(character))
        default: parts.append(Self.keyNames.first { $0.key == key }?.name ?? "?")
        }
        return parts.joined(separator: "-")
    }

    /// The press as the help card shows it (`Ctrl+S`, `⇧→`, `T`).
    public var label: String {
        var text = ""
        if modifiers.contains(.control) { text += "Ctrl+" }
        if modifiers.contains(.alt) { text += "Alt+" }
        if modifiers.contains(.shift) { text += "⇧" }
        switch key {
        case .escape: text += "Esc"
        case .space: text += "Space"
        case .return: text += "⏎"
        case .tab: text += "Tab"
        case .left: text += "←"
        case .right: text += "→"
        case .up: text += "↑"
        case .down: text += "↓"
        case .character(let character): text += character.uppercased()
        }
        return text
    }

    /// The script name.
    public var description: String { scriptName }
}

extension KeyCommand {
    /// The built-in command a press stands for, or nil. With Control held only Q (quit) is a
    /// command; Shift changes only Tab (Shift+Tab moves the focus back).
    public init?(press: KeyPress) {
        if press.modifiers.contains(.control) {
            guard press.key == .character("q") else { return nil }
            self = .quit
            return
        }
        switch press.key {
        case .escape: self = .goBack
        case .left: self = .stepBackward
        case .right: self = .stepForward
        case .return, .space: self = .activate
        case .tab: self = press.modifiers.contains(.shift) ? .focusPrevious : .focusNext
        case .up, .down: return nil
        case .character(let character):
            switch character {
            case "s": self = .toggleSlowMotion
            case "p": self = .togglePause
            case "m": self = .toggleReduceMotion
            case "i": self = .toggleInspector
            case "f": self = .toggleMeter
            case "h", "?": self = .toggleHelp
            case "r": self = .toggleRecording
            case "e": self = .endStuckTransition
            default: return nil
            }
        }
    }
}

extension KeyPress {
    /// The key of a built-in command (Escape for going back, Space for activating, Shift+Tab for
    /// the previous button, Ctrl+Q for quitting).
    public init(command: KeyCommand) {
        switch command {
        case .quit: self.init("q", modifiers: .control)
        case .goBack: self.init(.escape)
        case .toggleSlowMotion: self.init("s")
        case .togglePause: self.init("p")
        case .toggleReduceMotion: self.init("m")
        case .stepBackward: self.init(.left)
        case .stepForward: self.init(.right)
        case .toggleInspector: self.init("i")
        case .toggleMeter: self.init("f")
        case .toggleHelp: self.init("h")
        case .focusNext: self.init(.tab)
        case .focusPrevious: self.init(.tab, modifiers: .shift)
        case .activate: self.init(.space)
        case .toggleRecording: self.init("r")
        case .endStuckTransition: self.init("e")
        }
    }
}
