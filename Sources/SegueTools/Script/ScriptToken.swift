/// A word of a script line: its text and whether it was written in double quotes.
struct ScriptToken: Equatable {
    /// The text, quotes and escapes removed.
    var text: String
    /// True when the word was quoted (so it is never read as a number).
    var isQuoted: Bool

    /// Splits a line into words at spaces and tabs. Double quotes group a word with spaces (`\"`
    /// and `\\` escape inside them); `#` outside quotes starts a comment.
    static func split(_ line: String) throws -> [ScriptToken] {
        var tokens: [ScriptToken] = []
        var current = ""
        var inWord = false
        var quoted = false
        var inQuotes = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            // C functions (number parsing, file names) would stop at a NUL: the rest of the word
            // would be silently dropped.
            if character == "\0" { throw ScriptSyntaxError("a NUL character (\\0) is not allowed in a script") }
            if inQuotes {
                switch character {
                case "\"":
                    inQuotes = false
                case "\\":
                    guard let escaped = characters.next() else { throw ScriptSyntaxError("unterminated quote") }
                    current.append(escaped)
                default:
                    current.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t", "\r":
                if inWord { tokens.append(ScriptToken(text: current, isQuoted: quoted)) }
                current = ""
                inWord = false
                quoted = false
            case "#":
                if inWord { tokens.append(ScriptToken(text: current, isQuoted: quoted)) }
                return tokens
            case "\"":
                if inWord && !quoted { throw ScriptSyntaxError("a quote must start a word") }
                if quoted { throw ScriptSyntaxError("a quoted word must be followed by a space") }
                inWord = true
                quoted = true
                inQuotes = true
            default:
                if quoted { throw ScriptSyntaxError("a quoted word must be followed by a space") }
                inWord = true
                current.append(character)
            }
        }
        if inQuotes { throw ScriptSyntaxError("unterminated quote") }
        if inWord { tokens.append(ScriptToken(text: current, isQuoted: quoted)) }
        return tokens
    }
}

/// A malformed line, before the file name and line number are attached.
struct ScriptSyntaxError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
