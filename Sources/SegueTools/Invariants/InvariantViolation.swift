/// A broken invariant: what went wrong and on which frame.
public struct InvariantViolation: Error, CustomStringConvertible, Equatable {
    /// The frame on which it was seen.
    public let frame: Int
    /// What went wrong.
    public let message: String

    /// Records a violation seen on `frame`.
    public init(frame: Int, message: String) {
        self.frame = frame
        self.message = message
    }

    public var description: String { "frame \(frame): \(message)" }
}
