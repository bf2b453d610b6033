import Foundation
import SegueCore
import SegueUI

/// `APP compare --style A --style B [...] --op OP --out FILE.gif|.png [--scale F] [--fps N]`:
/// the same operation in each style side by side at the same moments (`MotionComparison`). For
/// an app without styles, no `--style`: its one scene.
package enum CompareCommand {
    /// The text `compare --help` prints.
    public static var usage: String { spec.help(programName: SegueApplication.programName) }

    /// `compare`'s options and help.
    package static let spec = CommandSpec(
        name: "compare", summary: "one transition in several styles side by side, as a GIF or PNG",
        options: [
            OptionSpec(
                "--style", "NAME", kind: .repeated, usage: .custom("--style A --style B [--style C ...]"),
                help: "a style to show, given once for each (two to \(maximumStyles); see --list-styles)"),
            OptionSpec(
                "--op", "OP", usage: .required,
                help: "push, pop, present or dismiss (pop and dismiss push or present first)"),
            OptionSpec(
                "--out", "FILE.gif|FILE.png", usage: .required,
                help: "a GIF of every frame, or a PNG filmstrip (a row per style)"),
            OptionSpec("--scale", "F", help: "shrink the GIF, above 0 and at most 1 (default 1)"),
            OptionSpec("--fps", "N", help: "the GIF's frames a second, 1 to 60 (default 30)"),
            .tuning("motion parameters (JSON; see the docs' The motion lab)"),
            OptionSpec("--size", "WxH", help: "scene size in points (default 390x844)"),
            OptionSpec("--font", "PATH", help: "TrueType font (as for a run)"),
        ],
        description: [
            "Runs OP in each style at the same moments and lays the scenes side by side at full size (the "
                + "picture is the scenes' widths plus 8-pixel gaps), each captioned with its style and what of "
                + "its motion is tuned. A GIF has every frame at --fps (default 30) over the longest transition; "
                + "a PNG is a filmstrip row per style at 0, 25, 50, 75 and 100%.",
            "An app without styles takes no --style and shows its one scene.",
        ],
        messagePrefix: "compare: ")

    /// The most styles side by side.
    public static let maximumStyles = 8

    /// Runs with the arguments after `compare`; exit 2 for bad arguments, 1 when a run or the
    /// write fails.
    public static func run(arguments: [String], application: SegueApplicationDelegate, tuning: MotionTuning? = nil)
        -> Int32
    {
        var styles: [TransitionStyle] = []
        var operation: TransitionOperation?
        var output: String?
        var scale = 1.0
        var framesPerSecond = ScriptRunner.defaultGIFFrameRate
        var size = RunOptions().size
        var fontPath: String?
        do {
            let parsed = try spec.parse(arguments, programName: SegueApplication.programName)
            if parsed.wantsHelp {
                print(usage)
                return 0
            }
            for option in parsed.options {
                let value = option.value ?? ""
                switch option.name {
                case "--style": styles.append(try MotionLabArguments.style(value, command: "compare"))
                case "--op": operation = try MotionLabArguments.operation(value, command: "compare")
                case "--out":
                    let lower = value.lowercased()
                    guard value.count > 4, lower.hasSuffix(".gif") || lower.hasSuffix(".png") else {
                        throw CommandLineError(
                            "compare: --out needs a file name ending in .gif or .png, not \"\(ScriptText.excerpt(value))\""
                        )
                    }
                    output = value
                case "--scale":
                    guard let parsed = Double(value), parsed.isFinite, parsed > 0, parsed <= 1 else {
                        throw CommandLineError(
                            "compare: bad scale \"\(ScriptText.excerpt(value))\": expected a number above 0 and at most 1"
                        )
                    }
                    scale = parsed
                case "--fps":
                    guard let parsed = Int(value), ScriptRunner.gifFrameRates.contains(parsed) else {
                        throw CommandLineError(
                            "compare: bad frame rate \"\(ScriptText.excerpt(value))\": expected 1 to 60")
                    }
                    framesPerSecond = parsed
                case "--size": size = try CommandLineParser.parseSize(value)
                case "--font": fontPath = value
                default: continue  // `--tuning`, read before the others
                }
            }
            if let problem = Fuzzer.sharedRootProblem(application) {
                throw CommandLineError(
                    "compare: \(problem.replacingOccurrences(of: "every session", with: "every style"))")
            }
            let hasStyles = application.makeSceneContent().transitionStyle != nil
            if !hasStyles, let style = styles.first {
                throw CommandLineError("compare: --style \(style.name): this app has no transition styles")
            }
            guard styles.count >= 2 || !hasStyles else {
                throw CommandLineError("compare: give at least two --style NAME")
            }
            let scenes: [TransitionStyle?] = hasStyles ? styles : [nil]
            guard styles.count <= maximumStyles else {
                throw CommandLineError("compare: at most \(maximumStyles) styles side by side")
            }
            guard let operation else { throw CommandLineError("compare: --op OP is required") }
            guard let output else { throw CommandLineError("compare: --out FILE.gif or FILE.png is required") }
            let pictureWidth = Int(size.width) * scenes.count
            if let refusal = CanvasCost.refusal(for: Size(width: Double(pictureWidth), height: size.height)) {
                return SegueApplication.fail("compare: \(refusal)")
            }
            do {
                var lab = try MotionLab(fontPath: fontPath, application: application, tuning: tuning)
                lab.size = size
                var comparison = try MotionComparison(lab: lab, styles: scenes, operation: operation)
                let folder = (output as NSString).deletingLastPathComponent
                if !folder.isEmpty {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                let picture = comparison.pictureSize
                if output.lowercased().hasSuffix(".png") {
                    try comparison.writePNG(path: output)
                    print("wrote \(output): \(comparison.names) \(operation.rawValue)")
                } else {
                    let summary = try comparison.writeGIF(path: output, framesPerSecond: framesPerSecond, scale: scale)
                    let seconds = String(format: "%.2f", Double(summary.totalDelayCentiseconds) / 100)
                    print(
                        "wrote \(output): \(comparison.names) \(operation.rawValue), "
                            + "\(picture.width)x\(picture.height) px, \(summary.frameCount) frames, \(seconds) s")
                }
                return 0
            } catch {
                return SegueApplication.fail("compare: \(error)")
            }
        } catch {
            return SegueApplication.fail("\(error)", status: 2)
        }
    }
}
