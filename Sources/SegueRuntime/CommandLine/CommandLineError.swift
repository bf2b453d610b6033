/// A command line that cannot be run: the message says what is wrong and how to fix it.
public struct CommandLineError: Error, Equatable, CustomStringConvertible {
    /// The explanation, without the program name.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
