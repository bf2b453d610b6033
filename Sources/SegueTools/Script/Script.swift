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

extension Script {
    /// Why `style` and `tune` cannot run on a content without styles.
    static let noStyles = "this app has no transition styles (its scene content's transitionStyle is nil)"

    /// The first `style` or `tune` line, as an error at that line, when `content` has no styles
    /// (checked before the script runs); nil when every line can run.
    public func styleProblem(for content: SceneContent) -> ScriptError? {
        guard content.transitionStyle == nil else { return nil }
        for line in lines {
            switch line.command {
            case .style, .tune:
                return ScriptError(fileName: fileName, line: line.number, message: Script.noStyles, kind: .malformed)
            default:
                continue
            }
        }
        return nil
    }
}
