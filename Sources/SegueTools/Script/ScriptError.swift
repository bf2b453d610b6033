/// A script problem at a line: a malformed line (found before anything runs) or a failure while
/// running (a failed `expect`, a missing button). Printed as `FILE:LINE: message`.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem it is, for code that handles them apart.
    public enum Kind: Equatable, Sendable {
        /// The file could not be read (missing, a folder, not UTF-8 text); exit status 1.
        case unreadable
        /// A line is malformed, or asks what the app cannot do (a style line for an app without
        /// styles), found before anything runs; exit status 2.
        case malformed
        /// A command failed while the script ran (a failed `expect`, a missing button, a scene
        /// that never settles); exit status 1.
        case failed
    }

    /// The script's file name as given.
    public var fileName: String
    /// The line, from 1 (0 when the problem is the whole file, such as an unreadable one).
    public var line: Int
    /// What is wrong.
    public var message: String
    /// What kind of problem it is.
    public var kind: Kind

    /// Creates an error of `kind` (a failure while running unless said otherwise).
    public init(fileName: String, line: Int, message: String, kind: Kind = .failed) {
        self.fileName = fileName
        self.line = line
        self.message = message
        self.kind = kind
    }

    /// The exit status the command line gives for it: 2 for a malformed script, else 1.
    public var exitStatus: Int32 { kind == .malformed ? 2 : 1 }

    /// `FILE:LINE: message` (or `FILE: message` for line 0).
    public var description: String {
        line > 0 ? "\(fileName):\(line): \(message)" : "\(fileName): \(message)"
    }
}
