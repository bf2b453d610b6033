/// A command's arguments as ``CommandSpec/parse(_:programName:unknown:)`` read them: every
/// option given, in order, with its value, and the positional arguments.
nonisolated public struct ParsedArguments: Equatable, Sendable {
    /// One option as given: its name (`--size`) and its value (nil for a flag).
    public struct Occurrence: Equatable, Sendable {
        /// The option's name with its dashes.
        public var name: String
        /// Its value, nil for a flag.
        public var value: String?

        /// An option as given.
        package init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// No options, no positional arguments.
    package init() {}

    /// The options in the order given (an option given twice is here twice).
    public var options: [Occurrence] = []
    /// The positional arguments, in order.
    public var positionals: [String] = []
    /// True when `-h` or `--help` came (what follows it is not read).
    public var wantsHelp = false
    /// True when the `unknown` handler took an option that finishes the command
    /// (``UnknownOptionAnswer/finished``; what follows it is not read).
    public var finished = false

    /// The last value given for `name`, or nil.
    public func value(_ name: String) -> String? { options.last { $0.name == name }?.value }

    /// Every value given for `name`, in order.
    public func values(_ name: String) -> [String] { options.filter { $0.name == name }.compactMap(\.value) }

    /// True when `name` was given.
    public func has(_ name: String) -> Bool { options.contains { $0.name == name } }
}

/// What the handler of an option a ``CommandSpec`` does not know did with it.
nonisolated public enum UnknownOptionAnswer: Equatable, Sendable {
    /// Taken; parsing goes on.
    case taken
    /// Not taken: the command line is refused (`unknown option`).
    case refused
    /// Taken, and the command is done: parsing stops (``ParsedArguments/finished``).
    case finished
}

extension CommandSpec {
    /// Reads `arguments` (those after the command's name): `--opt value` or `--opt=value` for
    /// an option with a value, `--flag` alone for a flag, `-h` or `--help` for the help.
    /// Refuses, with the same words for every command, an unknown option (`unknown option --x
    /// (see NAME CMD --help)`), an unexpected positional argument, a missing value (`--x needs
    /// a value`; a following argument starting with `--` is no value) and a flag given a value.
    /// `unknown` may take an option the spec does not know (an app's own flag), reading its
    /// value with the function it is given.
    @MainActor public func parse(
        _ arguments: [String], programName: String,
        unknown: ((_ name: String, _ value: () throws -> String) throws -> UnknownOptionAnswer)? = nil
    ) throws(CommandLineError) -> ParsedArguments {
        var parsed = ParsedArguments()
        let cursor = ArgumentCursor(arguments, messagePrefix: messagePrefix)
        do {
            while let (name, inline) = cursor.next() {
                if name == "-h" || name == "--help" {
                    parsed.wantsHelp = true
                    return parsed
                }
                if let option = option(name) {
                    if option.kind == .flag {
                        guard inline == nil else { throw CommandLineError("\(messagePrefix)\(name) takes no value") }
                        parsed.options.append(.init(name: name, value: nil))
                    } else {
                        parsed.options.append(.init(name: name, value: try cursor.value()))
                    }
                    continue
                }
                if !name.hasPrefix("-"), parsed.positionals.count < positionals.count {
                    parsed.positionals.append(name)
                    continue
                }
                switch try unknown?(name, cursor.value) ?? .refused {
                case .taken:
                    continue
                case .finished:
                    parsed.finished = true
                    return parsed
                case .refused:
                    break
                }
                throw refusal(name, programName: programName)
            }
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw CommandLineError("\(messagePrefix)\(error)")
        }
        return parsed
    }

    /// The error for an argument the command does not take: `unknown option --x` for an option,
    /// `unexpected argument x` for a word, each followed by where the help is.
    @MainActor package func refusal(_ argument: String, programName: String) -> CommandLineError {
        let what = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
        return CommandLineError(
            "\(messagePrefix)\(what) \(ScriptText.excerpt(argument)) (see \(helpCommand(programName)))")
    }

    /// `NAME CMD --help`, or `NAME --help` for the program's own run.
    package func helpCommand(_ programName: String) -> String {
        name.isEmpty ? "\(programName) --help" : "\(programName) \(name) --help"
    }
}

/// Walks a command line one option at a time: `--name value` or `--name=value`. A value is never
/// taken from a following argument that starts with `--`.
private final class ArgumentCursor {
    private let arguments: [String]
    private let messagePrefix: String
    private var index = 0
    private var name = ""
    private var inlineValue: String?

    init(_ arguments: [String], messagePrefix: String) {
        self.arguments = arguments
        self.messagePrefix = messagePrefix
    }

    /// The next argument, split at its first `=` when it starts with `--`; nil at the end.
    func next() -> (name: String, inline: String?)? {
        guard index < arguments.count else { return nil }
        name = arguments[index]
        inlineValue = nil
        index += 1
        if name.hasPrefix("--"), let equals = name.firstIndex(of: "=") {
            inlineValue = String(name[name.index(after: equals)...])
            name = String(name[..<equals])
        }
        return (name, inlineValue)
    }

    /// The value of the option read last: its `=` part, or the next argument (which it consumes).
    func value() throws -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw CommandLineError("\(messagePrefix)\(ScriptText.excerpt(name)) needs a value")
        }
        index += 1
        return arguments[index - 1]
    }
}

extension CommandSpec {
    /// Takes every `NAME VALUE` or `NAME=VALUE` out of `arguments`, wherever they are (an option
    /// every command shares, read before the command's own: `--tuning`); returns the values in
    /// order and the other arguments. A missing value, or one starting with `--`, is refused as
    /// ``parse(_:programName:unknown:)`` refuses it.
    package static func take(_ name: String, from arguments: [String]) throws(CommandLineError) -> (
        values: [String], rest: [String]
    ) {
        var values: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument.hasPrefix(name + "=") {
                values.append(String(argument.dropFirst(name.count + 1)))
            } else if argument == name {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw CommandLineError("\(name) needs a value")
                }
                values.append(arguments[index])
                index += 1
            } else {
                rest.append(argument)
            }
        }
        return (values, rest)
    }
}
