/// One option of a command: its name, its value, how it shows in the usage line and its help.
/// ``CommandSpec`` parses with these and writes the usage line and `--help` from them, so the
/// help lists exactly what parses.
nonisolated public struct OptionSpec: Equatable, Sendable {
    /// What an option takes.
    public enum Kind: Equatable, Sendable {
        /// No value (`--headless`); `--headless=yes` is refused.
        case flag
        /// One value, after it or joined with `=` (`--size 390x844`, `--size=390x844`); the
        /// last one given wins.
        case value
        /// One value each time it is given (`--style A --style B`); every one is kept.
        case repeated
    }

    /// How an option shows in the usage line.
    public enum UsageForm: Equatable, Sendable {
        /// `[--name VALUE]`.
        case optional
        /// `--name VALUE`.
        case required
        /// Written as given (`(--op OP | --click TITLE)`).
        case custom(String)
        /// Not in the usage line (shown in another option's custom form, or internal).
        case hidden
    }

    /// The name with its dashes (`--size`).
    public var name: String
    /// What the value is called in the usage line and the help (`WxH`); empty for a flag.
    public var valueName: String
    /// Flag, value or repeated.
    public var kind: Kind
    /// The help text, one paragraph; empty leaves the option out of the help (an internal one).
    public var help: String
    /// How it shows in the usage line.
    public var usage: UsageForm

    /// An option; `valueName` empty makes it a flag unless `kind` says otherwise.
    public init(
        _ name: String, _ valueName: String = "", kind: Kind? = nil, usage: UsageForm = .optional, help: String
    ) {
        self.name = name
        self.valueName = valueName
        self.kind = kind ?? (valueName.isEmpty ? .flag : .value)
        self.help = help
        self.usage = usage
    }

    /// `--name VALUE`, or `--name` for a flag.
    public var head: String { valueName.isEmpty ? name : "\(name) \(valueName)" }

    /// `--tuning FILE.json`, which every runtime command takes (`CommandLineParser.takeTuning`
    /// reads it before the command's own options).
    package static func tuning(_ help: String) -> OptionSpec {
        OptionSpec("--tuning", "FILE.json", help: help)
    }
}

/// A command described once: its name, a summary, its options and positional arguments, and the
/// paragraphs of its help. ``parse(_:programName:unknown:)`` reads its arguments (`--opt value`
/// and `--opt=value` alike, with one wording for every error) and ``help(programName:)`` writes
/// its usage line and `--help` from the same description.
nonisolated public struct CommandSpec: Equatable, Sendable {
    /// The subcommand's name (`record`), or empty for the program's own run.
    public var name: String
    /// One line for the list of commands.
    public var summary: String
    /// The options, in the order of the usage line and the help (`-h, --help` is added).
    public var options: [OptionSpec]
    /// The positional arguments' names for the usage line (`FILE`); none means a positional
    /// argument is an error.
    public var positionals: [String]
    /// Other forms of the command after the usage line, without the program and command names
    /// (`--cycles N`).
    public var otherForms: [String]
    /// Paragraphs between the usage lines and the options, each wrapped to the help's width
    /// (lines starting with spaces are kept as written).
    public var description: [String]
    /// The start of every error message (`record: `), which the command's own errors share.
    public var messagePrefix: String
    /// The column where the options' help starts.
    public var helpColumn: Int

    /// Describes a command.
    public init(
        name: String, summary: String, options: [OptionSpec], positionals: [String] = [], otherForms: [String] = [],
        description: [String] = [], messagePrefix: String = "", helpColumn: Int = 19
    ) {
        self.name = name
        self.summary = summary
        self.options = options
        self.positionals = positionals
        self.otherForms = otherForms
        self.description = description
        self.messagePrefix = messagePrefix
        self.helpColumn = helpColumn
    }

    /// The option named `name` (`--size`), nil for one the command does not take.
    package func option(_ name: String) -> OptionSpec? { options.first { $0.name == name } }
}
