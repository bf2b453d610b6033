/// A script problem at a line: a malformed line (found before anything runs) or a failure while
/// running (a failed `expect`, a missing button). Printed as `FILE:LINE: message`.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The script's file name as given.
    public var fileName: String
    /// The line, from 1 (0 when the problem is the whole file, such as an unreadable one).
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(fileName: String, line: Int, message: String) {
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    /// `FILE:LINE: message` (or `FILE: message` for line 0).
    public var description: String {
        line > 0 ? "\(fileName):\(line): \(message)" : "\(fileName): \(message)"
    }
}
