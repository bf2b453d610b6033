import Segue
import SegueUI

/// The viewer's own script commands, parsed from an `AppScriptCommand`.
enum ViewerScriptCommand: Equatable {
    /// `style NAME`: chooses the transition style.
    case style(TransitionStyle)
    /// `request OP`: push, pop, present or dismiss from code, queued behind a transition in
    /// flight.
    case request(TransitionOperation)

    /// The viewer's command names.
    static let names: Set<String> = ["style", "request"]

    /// Parses a command; throws `SceneContentError` with the line's message when it is malformed.
    init(_ command: AppScriptCommand) throws {
        let arguments = command.arguments
        switch command.name {
        case "style":
            guard arguments.count == 1 else { throw SceneContentError("usage: style NAME") }
            guard let style = TransitionStyle(rawValue: arguments[0]) else {
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
        default:
            throw SceneContentError("unknown command \"\(ScriptText.excerpt(command.name))\"")
        }
    }
}
