/// A command and the line of the script it was written on (counted from 1).
public struct ScriptLine: Equatable {
    /// The line number, from 1.
    public var number: Int
    /// The command.
    public var command: ScriptCommand

    /// Creates a line.
    public init(number: Int, command: ScriptCommand) {
        self.number = number
        self.command = command
    }
}
