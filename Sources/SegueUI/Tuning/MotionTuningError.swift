/// A tuning that cannot be used: a file that is not JSON, an unknown style or key, a value of the
/// wrong type or out of range. `description` is one line naming the file (when there is one) and
/// the key, or the line and column.
public struct MotionTuningError: Error, Equatable, CustomStringConvertible {
    /// Where: `style.key`, `style`, or `line:column` in the file.
    public var key: String
    /// What is wrong.
    public var message: String
    /// The file, when the tuning came from one.
    public var file: String?

    /// Creates an error about `key`.
    public init(key: String, _ message: String, file: String? = nil) {
        self.key = key
        self.message = message
        self.file = file
    }

    /// `FILE: KEY: MESSAGE` (`FILE:LINE:COLUMN: MESSAGE` for a file that is not JSON).
    public var description: String {
        let place = key.first?.isNumber == true ? ":\(key)" : ": \(key)"
        guard let file else { return "\(key): \(message)" }
        return "\(file)\(place): \(message)"
    }
}
