/// Why a GIF could not be written or read: the message names the file and the reason.
public struct GIFError: Error, Equatable, CustomStringConvertible {
    /// The explanation.
    public var message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// What went wrong, in one line.
    public var description: String { message }
}
