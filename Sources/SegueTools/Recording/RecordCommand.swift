import Foundation
import SegueGIF
import SegueSDL
import SegueUI

/// `APP record`: records one transition of the app's own scene headless into a GIF, in one step.
package enum RecordCommand {
    /// Runs with the arguments after `record` (`--tuning` already read into `tuning`) for the
    /// app `application`; returns the exit status (0 written, 1 a runtime failure such as an
    /// output that cannot be written, 2 bad arguments).
    public static func run(
        arguments: [String], application: SegueApplicationDelegate, tuning: MotionTuning? = nil
    ) -> Int32 {
        switch RecordOptions.parse(arguments, operations: application.ownRecordOperations) {
        case .failure(let error):
            return SegueApplication.fail(error.message, status: 2)
        case .success(nil):
            print(RecordOptions.usage(operations: application.ownRecordOperations))
            return 0
        case .success(var options?):
            options.tuning = tuning
            return record(options, application: application)
        }
    }

    /// Records `options.operation` in a scene of `application` and prints what was written.
    public static func record(_ options: RecordOptions, application: SegueApplicationDelegate) -> Int32 {
        if let refusal = CanvasCost.refusal(for: options.size) { return SegueApplication.fail(refusal) }
        if let notice = CanvasCost.notice(for: options.size) {
            FileHandle.standardError.write(Data("\(SegueApplication.programName) record: note: \(notice)\n".utf8))
        }
        let content = application.makeSceneContent()
        if let problem = SegueApplication.configure(content, style: options.style, tuning: options.tuning) {
            return SegueApplication.fail("record: \(problem)", status: 2)
        }
        let path = options.outputPath
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try OutputFolder(path: folder.isEmpty ? "." : folder).create()
        } catch {
            return SegueApplication.fail("record: \(error)")
        }
        do {
            var run = RunOptions()
            run.headless = true
            run.size = options.size
            run.fontPath = try FontResolver(explicitPath: options.fontPath).resolve()
            let host = try HeadlessHost(options: run, fontPath: run.fontPath, content: content)
            let setup = options.appOperation?.setup ?? []
            let script = Script(
                fileName: "record", lines: setup.enumerated().map { ScriptLine(number: $0 + 1, command: $1) })
            let runner = ScriptRunner(
                script: script, host: host, output: OutputFolder(path: "."), fontPath: run.fontPath ?? "")
            try runner.run()
            let summary: GIFSummary
            if let own = options.appOperation {
                summary = try runner.recordGIF(
                    path: path, clicking: own.clickedButton, framesPerSecond: options.framesPerSecond,
                    scale: options.scale)
            } else {
                // Pop and dismiss push or present first, unrecorded.
                switch options.operation {
                case .pop: try runner.prepare(.push)
                case .dismiss: try runner.prepare(.present)
                case .push, .present: break
                }
                summary = try runner.recordGIF(
                    path: path, operation: options.operation, framesPerSecond: options.framesPerSecond,
                    scale: options.scale)
            }
            let seconds = String(format: "%.2f", Double(summary.totalDelayCentiseconds) / 100)
            let kilobytes = (summary.byteCount + 512) / 1024
            let what = [content.transitionStyle?.name, options.operationName].compactMap { $0 }.joined(separator: " ")
            print(
                "wrote \(summary.path): \(what), \(counted(summary.frameCount, "frame")), "
                    + "\(seconds) s, \(counted(summary.paletteColors, "colour"))\(summary.isExact ? "" : " (quantised)"), \(kilobytes) KB"
            )
            return 0
        } catch {
            return SegueApplication.fail("record: \(error)")
        }
    }
}
