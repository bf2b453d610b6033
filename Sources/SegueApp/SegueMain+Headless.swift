import Foundation

extension SegueMain {
    /// Runs headless: the script if there is one, otherwise writes the first frame to `home.png`.
    static func runHeadless(_ options: ViewerOptions, script: Script?) -> Int32 {
        let output = OutputFolder(path: options.outDirectory)
        do {
            try output.create()
        } catch {
            return fail("cannot create the output folder \(options.outDirectory): \(error)")
        }
        do {
            let host = try HeadlessHost(options: options)
            guard let script else {
                let path = output.file("home.png")
                try host.savePNG(path: path)
                print("wrote \(path)")
                return 0
            }
            let runner = ScriptRunner(
                script: script, host: host, output: output, fontPath: options.fontPath ?? "",
                slowFactor: options.slowFactor)
            do {
                try runner.run()
            } catch let error as ScriptError {
                return fail(error, status: 1)
            }
            return 0
        } catch {
            return fail("\(error)")
        }
    }
}
