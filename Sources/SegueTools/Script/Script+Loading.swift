import Foundation

extension Script {
    /// Reads and parses the script at `path` for `application`; a failure carries the message to
    /// print and the exit status (1 unreadable, 2 malformed).
    package static func load(path: String, application: SegueApplicationDelegate?) -> Result<Script, ScriptLoadFailure>
    {
        let text: String
        switch ScriptSource.read(path: path) {
        case .success(let read):
            text = read
        case .failure(let failure) where failure.line > 0:
            let error = ScriptError(
                fileName: path, line: failure.line, message: failure.message,
                kind: failure.status == 2 ? .malformed : .unreadable)
            return .failure(ScriptLoadFailure(message: error.description, status: failure.status))
        case .failure(let failure):
            return .failure(
                ScriptLoadFailure(
                    message: "\(SegueApplication.programName): \(failure.message): \(path)", status: failure.status))
        }
        do {
            return .success(try ScriptParser.parse(text, fileName: path, application: application))
        } catch let error as ScriptError {
            return .failure(ScriptLoadFailure(message: error.description, status: 2))
        } catch {
            return .failure(ScriptLoadFailure(message: "\(path): \(error)", status: 2))
        }
    }
}

extension SegueApplication {
    /// Prints a script error (`FILE:LINE: message`) on stderr and returns `status`.
    static func fail(_ error: ScriptError, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return status
    }
}
