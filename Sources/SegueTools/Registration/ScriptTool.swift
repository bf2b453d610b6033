import Foundation

/// Scripts as a tool: what loads and plays a run's `--script`, headless or in the window.
package struct ScriptTool: SegueTool, SceneScripting {
    /// The script tool.
    package init() {}

    package var scripting: (any SceneScripting)? { self }

    package func loadScript(path: String, application: SegueApplicationDelegate?) -> Result<
        any SceneScript, ScriptLoadFailure
    > {
        load(path: path, application: application).map { $0 }
    }

    /// Reads and parses the script at `path` for `application`; a failure carries the message to
    /// print and the exit status (1 unreadable, 2 malformed).
    package func load(path: String, application: SegueApplicationDelegate?) -> Result<Script, ScriptLoadFailure> {
        let text: String
        switch ScriptSource.read(path: path) {
        case .success(let read):
            text = read
        case .failure(let failure) where failure.line > 0:
            let error = ScriptError(fileName: path, line: failure.line, message: failure.message)
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

extension Script: SceneScript {
    package func problem(for content: SceneContent) -> String? { styleProblem(for: content)?.description }

    package func run(on host: FrameHost, output: OutputFolder, options: RunOptions) -> Int32 {
        let runner = ScriptRunner(script: self, host: host, output: output, fontPath: options.fontPath ?? "")
        do {
            try runner.run()
        } catch let error as ScriptError {
            return SegueApplication.fail(error, status: 1)
        } catch {
            return SegueApplication.fail("\(error)")
        }
        return 0
    }
}

extension SegueApplication {
    /// Prints a script error (`FILE:LINE: message`) on stderr and returns `status`.
    static func fail(_ error: ScriptError, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return status
    }
}
