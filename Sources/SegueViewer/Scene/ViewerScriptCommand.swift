import Segue

/// The viewer's own script command, parsed from an `AppScriptCommand` (`style` and `tune` are
/// the runtime's).
enum ViewerScriptCommand: Equatable {
    /// `request OP`: push, pop, present or dismiss from code, queued behind a transition in
    /// flight.
    case request(TransitionOperation)

    /// Parses a command; throws `SceneContentError` with the line's message when it is malformed.
    init(_ command: AppScriptCommand) throws {
        let arguments = command.arguments
        guard command.name == "request" else {
            throw SceneContentError("unknown command \"\(ScriptText.excerpt(command.name))\"")
        }
        guard arguments.count == 1 else { throw SceneContentError("usage: request push|pop|present|dismiss") }
        guard let operation = TransitionOperation(rawValue: arguments[0]) else {
            throw SceneContentError(
                "unknown operation \"\(ScriptText.excerpt(arguments[0]))\"; expected push, pop, present or dismiss")
        }
        self = .request(operation)
    }
}
