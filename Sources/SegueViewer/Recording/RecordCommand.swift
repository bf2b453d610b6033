import Foundation
import Segue
import SegueGIF
import SegueSDL
import SegueUI

/// `segue record`: records one transition headless into a GIF, in one step.
public enum RecordCommand {
    /// Runs with the arguments after `record`; returns the exit status (0 written, 1 a runtime
    /// failure such as an output that cannot be written, 2 bad arguments).
    public static func run(arguments: [String]) -> Int32 {
        switch RecordOptions.parse(arguments) {
        case .failure(let error):
            return SegueApplication.fail(error.message, status: 2)
        case .success(nil):
            print(RecordOptions.usage)
            return 0
        case .success(let options?):
            return record(options)
        }
    }

    /// Records `options.operation` and prints what was written.
    public static func record(_ options: RecordOptions) -> Int32 {
        if let refusal = CanvasCost.refusal(for: options.size) { return SegueApplication.fail(refusal) }
        if let notice = CanvasCost.notice(for: options.size) {
            FileHandle.standardError.write(Data("segue record: note: \(notice)\n".utf8))
        }
        let path = options.outputPath
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try OutputFolder(path: folder.isEmpty ? "." : folder).create()
        } catch {
            return SegueApplication.fail("record: \(error)")
        }
        do {
            var viewer = RunOptions()
            viewer.headless = true
            viewer.size = options.size
            viewer.fontPath = try FontResolver(explicitPath: options.fontPath).resolve()
            let host = try HeadlessHost(
                options: viewer, fontPath: viewer.fontPath, content: ViewerScene(style: options.style))
            let setup: [ScriptCommand]
            switch options.operation {
            case _ where options.galleryCard != nil: setup = [.clickButton("Gallery"), .settle]
            case .push, .present: setup = []
            case .pop: setup = [.app(AppScriptCommand(name: "request", arguments: ["push"])), .settle]
            case .dismiss: setup = [.app(AppScriptCommand(name: "request", arguments: ["present"])), .settle]
            }
            let script = Script(
                fileName: "record", lines: setup.enumerated().map { ScriptLine(number: $0 + 1, command: $1) })
            let runner = ScriptRunner(
                script: script, host: host, output: OutputFolder(path: "."), fontPath: viewer.fontPath ?? "")
            try runner.run()
            let summary: GIFSummary
            if let card = options.galleryCard {
                summary = try runner.recordGIF(
                    path: path, clicking: "Card \(card)", framesPerSecond: options.framesPerSecond, scale: options.scale
                )
            } else {
                summary = try runner.recordGIF(
                    path: path, operation: options.operation, framesPerSecond: options.framesPerSecond,
                    scale: options.scale)
            }
            let seconds = String(format: "%.2f", Double(summary.totalDelayCentiseconds) / 100)
            let kilobytes = (summary.byteCount + 512) / 1024
            print(
                "wrote \(summary.path): \(options.style.name) \(options.galleryCard == nil ? options.operation.rawValue : "zoom"), \(counted(summary.frameCount, "frame")), "
                    + "\(seconds) s, \(counted(summary.paletteColors, "colour"))\(summary.isExact ? "" : " (quantised)"), \(kilobytes) KB"
            )
            return 0
        } catch {
            return SegueApplication.fail("record: \(error)")
        }
    }
}
