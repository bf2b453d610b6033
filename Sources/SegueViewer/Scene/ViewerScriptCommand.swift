import Segue
import SegueUI

/// The viewer's own script commands, parsed from an `AppScriptCommand`.
enum ViewerScriptCommand: Equatable {
    /// `style NAME`: chooses the transition style.
    case style(TransitionStyle)
    /// `request OP`: push, pop, present or dismiss from code, queued behind a transition in
    /// flight.
    case request(TransitionOperation)
    /// `tune STYLE.KEY VALUE`: sets one motion parameter, checked against its kind and range.
    case tune(TransitionStyle, MotionKey, MotionValue)

    /// The viewer's command names.
    static let names: Set<String> = ["style", "request", "tune"]

    /// Parses the two words of `tune`: checks the style, the key, the value's kind and range.
    static func parseTune(path: String, value text: String) throws -> (TransitionStyle, MotionKey, MotionValue) {
        let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw SceneContentError(
                "tune: expected STYLE.KEY, like system.duration, not \"\(ScriptText.excerpt(path))\"")
        }
        guard let style = TransitionStyle(named: parts[0]) else {
            let names = TransitionStyle.allCases.map(\.name).joined(separator: ", ")
            throw SceneContentError("tune: unknown style \"\(ScriptText.excerpt(parts[0]))\"; valid styles: \(names)")
        }
        guard let key = style.motionKeys.first(where: { $0.name == parts[1] }) else {
            let keys = style.motionKeys.map(\.name).joined(separator: ", ")
            throw SceneContentError(
                "tune: unknown key \"\(ScriptText.excerpt(parts[1]))\" for \(style.name); its keys: \(keys)")
        }
        do {
            let value = try MotionTuningFile.scriptValue(text, for: key, path: "\(style.name).\(key.name)")
            var motion = StyleMotion(standardFor: style)
            try motion.set(key, to: value)
            return (style, key, value)
        } catch {
            throw SceneContentError("tune: \(error)")
        }
    }

    /// Parses a command; throws `SceneContentError` with the line's message when it is malformed.
    init(_ command: AppScriptCommand) throws {
        let arguments = command.arguments
        switch command.name {
        case "style":
            guard arguments.count == 1 else { throw SceneContentError("usage: style NAME") }
            guard let style = TransitionStyle(named: arguments[0]) else {
                let names = TransitionStyle.allCases.map(\.name).joined(separator: ", ")
                throw SceneContentError("unknown style \"\(ScriptText.excerpt(arguments[0]))\"; valid styles: \(names)")
            }
            self = .style(style)
        case "request":
            guard arguments.count == 1 else { throw SceneContentError("usage: request push|pop|present|dismiss") }
            guard let operation = TransitionOperation(rawValue: arguments[0]) else {
                throw SceneContentError(
                    "unknown operation \"\(ScriptText.excerpt(arguments[0]))\"; expected push, pop, present or dismiss")
            }
            self = .request(operation)
        case "tune":
            guard arguments.count == 2 else {
                throw SceneContentError("usage: tune STYLE.KEY VALUE (like tune system.duration 1.2)")
            }
            let (style, key, value) = try Self.parseTune(path: arguments[0], value: arguments[1])
            self = .tune(style, key, value)
        default:
            throw SceneContentError("unknown command \"\(ScriptText.excerpt(command.name))\"")
        }
    }
}
