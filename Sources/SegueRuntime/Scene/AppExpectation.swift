/// An `expect` line of the app's own kind rather than a built-in one: the word after `expect`
/// and the words after it (quotes removed). The app accepts it when the script is parsed
/// (`SegueApplicationDelegate.parseExpectation`) and checks it when the line runs
/// (`SceneContent.check(_:in:)`).
public struct AppExpectation: Equatable, Sendable {
    /// The kind: the word after `expect`.
    public var kind: String
    /// The words after it.
    public var arguments: [String]

    /// Creates an expectation.
    public init(kind: String, arguments: [String]) {
        self.kind = kind
        self.arguments = arguments
    }
}
