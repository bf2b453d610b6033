import Foundation

/// Scripts as a tool: what loads and plays a run's `--script`, headless or in the window.
package struct ScriptTool: SegueTool, SceneScripting {
    /// The script tool.
    package init() {}

    package var scripting: (any SceneScripting)? { self }

    package func loadScript(path: String, application: SegueApplicationDelegate?) -> Result<
        any SceneScript, ScriptLoadFailure
    > {
        Script.load(path: path, application: application).map { $0 }
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
