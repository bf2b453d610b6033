import Foundation

extension SegueApplication {
    /// Runs headless: the script if there is one, otherwise writes the first frame to `home.png`.
    /// `fontPath` is the font `runScene` resolved.
    static func runHeadless(_ options: RunOptions, fontPath: String, script: Script?, content: SceneContent) -> Int32 {
        let output = OutputFolder(path: options.outDirectory)
        do {
            try output.create()
        } catch {
            return fail("\(error)")
        }
        do {
            let host = try HeadlessHost(options: options, fontPath: fontPath, content: content)
            guard let script else {
                let path = output.file("home.png")
                try host.savePNG(path: path)
                print("wrote \(path)")
                return 0
            }
            return runScript(script, on: host, output: output, options: options)
        } catch {
            return fail("\(error)")
        }
    }

    /// Runs a script on a host; a failing line prints `FILE:LINE: message` and gives exit status 1.
    static func runScript(_ script: Script, on host: FrameHost, output: OutputFolder, options: RunOptions) -> Int32 {
        let runner = ScriptRunner(script: script, host: host, output: output, fontPath: options.fontPath ?? "")
        do {
            try runner.run()
        } catch let error as ScriptError {
            return fail(error, status: 1)
        } catch {
            return fail("\(error)")
        }
        return 0
    }
}
