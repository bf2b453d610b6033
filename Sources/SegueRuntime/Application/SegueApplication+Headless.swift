import Foundation

extension SegueApplication {
    /// Runs headless: the script if there is one, otherwise writes the first frame to `home.png`.
    /// `fontPath` is the font `runScene` resolved.
    static func runHeadless(_ options: RunOptions, fontPath: String, script: (any SceneScript)?, content: SceneContent)
        -> Int32
    {
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
            return script.run(on: host, output: output, options: options)
        } catch {
            return fail("\(error)")
        }
    }
}
