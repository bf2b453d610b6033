/// Reads command-line flags one at a time: `--name value` or `--name=value`. A value is never
/// taken from a following argument that is itself a flag (`--size --headless` is an error). The
/// runtime's parser reads with it, and so can an app's subcommands.
@preconcurrency @MainActor public final class FlagReader {
    private let arguments: [String]
    private let messagePrefix: String
    private var index = 0
    private var inlineValue: String?

    /// The flag read last (without its `=value`).
    public private(set) var flag = ""

    /// Reads `arguments`; error messages start with `messagePrefix` (for example `"record: "`).
    public init(_ arguments: [String], messagePrefix: String = "") {
        self.arguments = arguments
        self.messagePrefix = messagePrefix
    }

    /// True when the flag read last came with its value joined by `=`.
    public var hasInlineValue: Bool { inlineValue != nil }

    /// Moves to the next flag and returns it, or nil when no argument is left.
    public func next() -> String? {
        guard index < arguments.count else { return nil }
        var flag = arguments[index]
        inlineValue = nil
        if flag.hasPrefix("--"), let equals = flag.firstIndex(of: "=") {
            inlineValue = String(flag[flag.index(after: equals)...])
            flag = String(flag[..<equals])
        }
        index += 1
        self.flag = flag
        return flag
    }

    /// The value of the flag read last: its `=` part, or the next argument (which it consumes).
    public func value() throws -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw CommandLineError("\(messagePrefix)\(ScriptText.excerpt(flag)) needs a value")
        }
        index += 1
        return arguments[index - 1]
    }
}
