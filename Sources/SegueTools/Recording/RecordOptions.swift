import SegueCore
import SegueUI

/// What `APP record` was asked for: one transition of the app's scene recorded headless into a
/// GIF.
package struct RecordOptions: Equatable {
    /// The transition style (a registered one), or nil for the content's own.
    public var style: TransitionStyle?
    /// The operation recorded (pop and dismiss first push or present, unrecorded).
    public var operation: TransitionOperation
    /// The app's own operation recorded instead (`RecordOperation`), or nil.
    public var appOperation: RecordOperation?
    /// The GIF's path.
    public var outputPath: String
    /// Frames a second, in `ScriptRunner.gifFrameRates`.
    public var framesPerSecond = ScriptRunner.defaultGIFFrameRate
    /// The scene's size in points.
    public var size = RunOptions().size
    /// How much the picture is shrunk: 1 keeps it, 0.5 halves each side.
    public var scale = 1.0
    /// An explicit font file.
    public var fontPath: String?
    /// The motion tuning (`--tuning`), or nil for the content's own.
    public var tuning: MotionTuning?

    /// Creates options for an operation and an output path; the rest are the defaults.
    public init(operation: TransitionOperation, outputPath: String) {
        self.operation = operation
        self.outputPath = outputPath
    }

    /// What the recording is called in messages: the app's operation or the transition's.
    public var operationName: String { appOperation?.name ?? operation.rawValue }

    /// The text `APP record --help` prints (with the program's own name and the app's
    /// operations).
    public static func usage(operations: [RecordOperation] = []) -> String {
        spec(operations: operations).help(programName: SegueApplication.programName)
    }

    /// `record`'s options and help; `operations` are the app's own `--op` names.
    package static func spec(operations: [RecordOperation] = []) -> CommandSpec {
        let ownOperations = operations.map { "\nor \($0.name): \($0.summary)" }.joined()
        return CommandSpec(
            name: "record", summary: "record one transition headless into a looping GIF",
            options: [
                OptionSpec(
                    "--op", "OP", usage: .custom("(--op OP | --click TITLE)"),
                    help: "push, pop, present or dismiss (pop and dismiss push or present first)" + ownOperations),
                OptionSpec(
                    "--click", "TITLE", usage: .hidden,
                    help: "instead of --op: the transition a click on the front screen's button TITLE starts "
                        + "(for an app that does not say what to push or present)"),
                OptionSpec(
                    "--out", "FILE.gif", usage: .required,
                    help: "the looping GIF to write: every frame from the first to the settled one, delays "
                        + "adding up to the animation's duration (folders are created)"),
                OptionSpec("--style", "NAME", help: "transition style (default: the app's; see --list-styles)"),
                OptionSpec("--fps", "N", help: "frames a second, 1 to 60 (default 30)"),
                OptionSpec("--size", "WxH", help: "scene size in points (default 390x844)"),
                OptionSpec(
                    "--scale", "F",
                    help: "shrink the picture, above 0 and at most 1 (default 1; 0.5 halves it), averaging the "
                        + "pixels each output pixel covers"),
                OptionSpec("--font", "PATH", help: "TrueType font (as for a run)"),
                .tuning("motion parameters (JSON; see the docs' The motion lab), checked first"),
            ],
            description: [
                "Records one transition headless (no display needed) into a looping GIF whose frame delays "
                    + "add up to the animation's duration."
            ],
            messagePrefix: "record: ")
    }

    /// Parses the arguments after `record` (`--tuning` already taken out); `operations` are the
    /// app's own `--op` names. Pure: reads no files. Nil asks for the help.
    public static func parse(_ arguments: [String], operations: [RecordOperation] = []) -> Result<
        RecordOptions?, CommandLineError
    > {
        var style: TransitionStyle?
        var operation: TransitionOperation?
        var appOperation: RecordOperation?
        var output: String?
        var framesPerSecond = ScriptRunner.defaultGIFFrameRate
        var size = RunOptions().size
        var scale = 1.0
        var fontPath: String?
        do {
            let parsed = try spec(operations: operations).parse(
                arguments, programName: SegueApplication.programName)
            if parsed.wantsHelp { return .success(nil) }
            for option in parsed.options {
                let value = option.value ?? ""
                switch option.name {
                case "--style":
                    do {
                        style = try CommandLineParser.parseStyle(value)
                    } catch {
                        throw CommandLineError("record: \(error)")
                    }
                case "--op":
                    let text = value
                    if let own = operations.first(where: { $0.name == text }) {
                        operation = .push
                        appOperation = own
                        continue
                    }
                    guard let parsed = TransitionOperation(rawValue: text) else {
                        let names = ["push", "pop", "present", "dismiss"] + operations.map(\.name)
                        throw CommandLineError(
                            "record: unknown operation \"\(ScriptText.excerpt(text))\"; expected "
                                + names.dropLast().joined(separator: ", ") + " or \(names.last!)")
                    }
                    operation = parsed
                    appOperation = nil
                case "--click":
                    let title = value
                    guard !title.isEmpty else { throw CommandLineError("record: --click needs a button's title") }
                    operation = .push
                    appOperation = RecordOperation(
                        name: "click \(title)", summary: "", setup: [], clickedButton: title)
                case "--out":
                    let text = value
                    guard text.count > 4, text.lowercased().hasSuffix(".gif") else {
                        throw CommandLineError("record: --out needs a file name ending in .gif, not \"\(text)\"")
                    }
                    output = text
                case "--fps":
                    let text = value
                    let range = ScriptRunner.gifFrameRates
                    guard let parsed = Int(text), range.contains(parsed) else {
                        throw CommandLineError(
                            "record: bad frame rate \"\(text)\": expected a whole number from \(range.lowerBound) to \(range.upperBound)"
                        )
                    }
                    framesPerSecond = parsed
                case "--size":
                    size = try CommandLineParser.parseSize(value)
                case "--scale":
                    let text = value
                    guard let parsed = Double(text), parsed.isFinite, parsed > 0, parsed <= 1 else {
                        throw CommandLineError(
                            "record: bad scale \"\(text)\": expected a number above 0 and at most 1 (0.5 is half size)")
                    }
                    scale = parsed
                case "--font":
                    fontPath = value
                default:
                    // `--tuning`, which `RuntimeCommands` reads before the other options.
                    continue
                }
            }
        } catch let error as CommandLineError {
            return .failure(error)
        } catch {
            return .failure(CommandLineError("record: \(error)"))
        }
        guard let operation else {
            let names = (["push", "pop", "present", "dismiss"] + operations.map(\.name)).joined(separator: ", ")
            return .failure(CommandLineError("record: --op is required (\(names)), or --click TITLE"))
        }
        guard let output else { return .failure(CommandLineError("record: --out FILE.gif is required")) }
        var options = RecordOptions(operation: operation, outputPath: output)
        options.style = style
        options.appOperation = appOperation
        options.framesPerSecond = framesPerSecond
        options.size = size
        options.scale = scale
        options.fontPath = fontPath
        return .success(options)
    }
}
