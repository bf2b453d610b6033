/// A script line that names one of the app's own commands rather than a built-in one: its first
/// word and the words after it (quotes removed). The app accepts it when the script is parsed
/// (`SegueApplicationDelegate.parseScriptCommand`) and carries it out when the line runs
/// (`SceneContent.perform`).
public struct AppScriptCommand: Equatable, Sendable {
    /// The command's name: the line's first word.
    public var name: String
    /// The words after it.
    public var arguments: [String]

    /// Creates a command.
    public init(name: String, arguments: [String]) {
        self.name = name
        self.arguments = arguments
    }
}
