/// A parsed script: its commands in order, and the file name used in messages.
public struct Script: Equatable {
    /// The name shown before line numbers in messages (the path as given).
    public var fileName: String
    /// The commands, in order.
    public var lines: [ScriptLine]

    /// Creates a script.
    public init(fileName: String, lines: [ScriptLine]) {
        self.fileName = fileName
        self.lines = lines
    }
}
