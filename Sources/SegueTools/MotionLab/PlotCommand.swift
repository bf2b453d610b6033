import Foundation
import SegueCore
import SegueUI

/// `APP plot [--style NAME] --op OP --out FILE.svg|.png [--script FILE [--compare-release]]
/// [--size WxH] [--font PATH]`: the moving screens' position and speed against time, every frame
/// of one transition (or of a whole scripted interaction, with the finger), as an SVG or a PNG
/// (`MotionPlot`); `--compare-release` runs the script with UIKit's release and with the hand-off
/// and plots both (`ReleaseComparison`).
package enum PlotCommand {
    /// The text `plot --help` prints.
    public static var usage: String { spec.help(programName: SegueApplication.programName) }

    /// `plot`'s options and help.
    package static let spec = CommandSpec(
        name: "plot", summary: "a transition's motion, position and speed against time, as SVG or PNG",
        options: [
            OptionSpec("--style", "NAME", help: "the style (default: the app's own; see --list-styles)"),
            OptionSpec(
                "--op", "OP", usage: .custom("(--op OP | --script FILE)"),
                help: "push, pop, present or dismiss (pop and dismiss push or present first)"),
            OptionSpec(
                "--script", "FILE", usage: .hidden,
                help: "the whole scripted interaction instead, the finger drawn dashed"),
            OptionSpec("--out", "FILE.svg|.png", usage: .required, help: "the plot to write, SVG or PNG"),
            OptionSpec(
                "--compare-release",
                help: "with --script: runs it twice, the drag's transition completing as UIKit's percent-driven "
                    + "one does (completionCurve at completionSpeed) and with Segue's hand-off, both plotted, the "
                    + "release marked, and the element's speed just before and after the release printed"),
            .tuning("motion parameters (JSON; see the docs' The motion lab)"),
            OptionSpec("--size", "WxH", help: "scene size in points (default 390x844)"),
            OptionSpec("--font", "PATH", help: "TrueType font (as for a run)"),
        ],
        description: [
            "Plots the position (points) and speed (points per second) of every moving screen and element "
                + "against time (seconds), one point a frame at 60 frames a second, as plain SVG or as a PNG "
                + "drawn by Segue's renderer."
        ],
        messagePrefix: "plot: ")

    /// Runs with the arguments after `plot` (`--tuning` already read into `tuning`) on scenes of
    /// `application`, whose script commands a `--script` may use. Exit 2 for bad arguments, 1
    /// when the run or the write fails.
    public static func run(arguments: [String], application: SegueApplicationDelegate, tuning: MotionTuning? = nil)
        -> Int32
    {
        var style: TransitionStyle?
        var operation: TransitionOperation?
        var output: String?
        var scriptPath: String?
        var size = RunOptions().size
        var fontPath: String?
        var compareRelease = false
        do {
            let parsed = try spec.parse(arguments, programName: SegueApplication.programName)
            if parsed.wantsHelp {
                print(usage)
                return 0
            }
            for option in parsed.options {
                let value = option.value ?? ""
                switch option.name {
                case "--style": style = try MotionLabArguments.style(value, command: "plot")
                case "--op": operation = try MotionLabArguments.operation(value, command: "plot")
                case "--out":
                    guard value.count > 4,
                        value.lowercased().hasSuffix(".svg") || value.lowercased().hasSuffix(".png")
                    else {
                        throw CommandLineError(
                            "plot: --out needs a file name ending in .svg or .png, not \"\(ScriptText.excerpt(value))\""
                        )
                    }
                    output = value
                case "--script": scriptPath = value
                case "--compare-release": compareRelease = true
                case "--size": size = try CommandLineParser.parseSize(value)
                case "--font": fontPath = value
                default: continue  // `--tuning`, read before the others
                }
            }
            guard let output else { throw CommandLineError("plot: --out FILE.svg is required") }
            guard (operation == nil) != (scriptPath == nil) else {
                throw CommandLineError("plot: give one of --op OP or --script FILE")
            }
            if compareRelease, scriptPath == nil {
                throw CommandLineError("plot: --compare-release needs --script FILE (a drag)")
            }
            let script = try scriptPath.map { try MotionLabArguments.script($0, application: application) }
            var lab = try MotionLab(fontPath: fontPath, application: application, tuning: tuning)
            lab.size = size
            if let problem = styleProblem(style, lab: lab, command: "plot") { throw CommandLineError(problem) }
            let shown = style ?? lab.application.makeSceneContent().transitionStyle
            let title = shown.map { "\($0.name)\(scriptPath == nil ? " " : ": ")" } ?? ""
            let plot: MotionPlot
            do {
                if let script, compareRelease {
                    let comparison = try ReleaseComparison(
                        lab: lab, style: style, script: script,
                        title: "\(title)\((script.fileName as NSString).lastPathComponent)")
                    plot = comparison.plot
                    print(comparison.summary)
                } else if let script {
                    let trace = try lab.trace(style: style, script: script)
                    plot = MotionPlot(
                        trace: trace, title: "\(title)\((script.fileName as NSString).lastPathComponent)",
                        includePointer: true)
                } else if let operation {
                    plot = MotionPlot(
                        trace: try lab.trace(style: style, operation: operation),
                        title: "\(title)\(operation.rawValue)")
                } else {
                    return 2
                }
                if output.lowercased().hasSuffix(".png") {
                    try MotionLabArguments.makeFolder(for: output)
                    try plot.writePNG(path: output, fontPath: lab.fontPath)
                } else {
                    try MotionLabArguments.write(plot.svg(), to: output)
                }
            } catch {
                return SegueApplication.fail("plot: \(error)")
            }
            let seconds = plot.series.flatMap(\.times).max() ?? 0
            print("wrote \(output): \(plot.series.count) series, \(String(format: "%.2f", seconds)) s")
            return 0
        } catch let error as ScriptError {
            return SegueApplication.fail(error, status: 2)
        } catch {
            return SegueApplication.fail("\(error)", status: 2)
        }
    }
}

extension PlotCommand {
    /// Why `style` cannot be used with the lab's app (a style for a content without styles), or nil.
    static func styleProblem(_ style: TransitionStyle?, lab: MotionLab, command: String) -> String? {
        guard let style, lab.application.makeSceneContent().transitionStyle == nil else { return nil }
        return "\(command): --style \(style.name): this app has no transition styles"
    }
}

extension MotionLabArguments {
    /// Reads and checks a script, as `--script` does.
    static func script(_ path: String, application: SegueApplicationDelegate?) throws -> Script {
        switch Script.load(path: path, application: application) {
        case .success(let script): return script
        case .failure(let failure): throw CommandLineError(failure.message)
        }
    }

    /// Writes text to a file, making its folder.
    static func write(_ text: String, to path: String) throws {
        try makeFolder(for: path)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Makes the folder a file goes in.
    static func makeFolder(for path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }
}
