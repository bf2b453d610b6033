import SegueCore
import SegueUI

/// What `APP record` was asked for: one transition of the app's scene recorded headless into a
/// GIF.
public struct RecordOptions: Equatable {
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
        let name = SegueApplication.programName
        let pad = String(repeating: " ", count: name.count)
        return """
            usage: \(name) record (--op OP | --click TITLE) --out FILE.gif [--style NAME] [--fps N]
                   \(pad)        [--size WxH] [--scale F] [--font PATH] [--tuning FILE.json]
                   \(name) record -h | --help

            Records one transition headless (no display needed) into a looping GIF whose frame delays
            add up to the animation's duration.

            """ + flagLines(heading: "options:", operations: operations) + "\n  -h, --help       print this help"
    }

    /// The flags of `record`, one a line under `heading`, as `record --help` and the app's
    /// `--help` list them.
    static func flagLines(heading: String, operations: [RecordOperation]) -> String {
        var lines = [
            heading,
            "  --op OP          push, pop, present or dismiss (pop and dismiss push or present first)",
        ]
        for operation in operations {
            lines += wrapped("                   or \(operation.name): \(operation.summary)")
        }
        lines += [
            "  --click TITLE    instead of --op: the transition a click on the front screen's button",
            "                   TITLE starts (for an app that does not say what to push or present)",
            "  --out FILE.gif   the looping GIF to write: every frame from the first to the settled one,",
            "                   delays adding up to the animation's duration (folders are created)",
            "  --style NAME     transition style (default: the app's; see --list-styles)",
            "  --fps N          frames a second, 1 to 60 (default 30)",
            "  --size WxH       scene size in points (default 390x844)",
            "  --scale F        shrink the picture, above 0 and at most 1 (default 1; 0.5 halves it),",
            "                   averaging the pixels each output pixel covers",
            "  --font PATH      TrueType font (as for a run)",
            "  --tuning FILE    motion parameters (JSON; see the docs' The motion lab), checked first",
        ]
        return lines.joined(separator: "\n")
    }

    /// A help line wrapped at spaces to 100 columns, continuations under its text.
    private static func wrapped(_ line: String) -> [String] {
        let indent = String(repeating: " ", count: 19)
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            let start = current.isEmpty ? indent : current + " "
            if start.count + word.count > 100, !current.isEmpty {
                lines.append(current)
                current = indent + word
            } else {
                current = start + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
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
        let reader = FlagReader(arguments, messagePrefix: "record: ")
        let value = reader.value
        do {
            while let flag = reader.next() {
                switch flag {
                case "-h", "--help":
                    return .success(nil)
                case "--style":
                    do {
                        style = try CommandLineParser.parseStyle(try value())
                    } catch {
                        throw CommandLineError("record: \(error)")
                    }
                case "--op":
                    let text = try value()
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
                    let title = try value()
                    guard !title.isEmpty else { throw CommandLineError("record: --click needs a button's title") }
                    operation = .push
                    appOperation = RecordOperation(
                        name: "click \(title)", summary: "", setup: [], clickedButton: title)
                case "--out":
                    let text = try value()
                    guard text.count > 4, text.lowercased().hasSuffix(".gif") else {
                        throw CommandLineError("record: --out needs a file name ending in .gif, not \"\(text)\"")
                    }
                    output = text
                case "--fps":
                    let text = try value()
                    let range = ScriptRunner.gifFrameRates
                    guard let parsed = Int(text), range.contains(parsed) else {
                        throw CommandLineError(
                            "record: bad frame rate \"\(text)\": expected a whole number from \(range.lowerBound) to \(range.upperBound)"
                        )
                    }
                    framesPerSecond = parsed
                case "--size":
                    size = try CommandLineParser.parseSize(try value())
                case "--scale":
                    let text = try value()
                    guard let parsed = Double(text), parsed.isFinite, parsed > 0, parsed <= 1 else {
                        throw CommandLineError(
                            "record: bad scale \"\(text)\": expected a number above 0 and at most 1 (0.5 is half size)")
                    }
                    scale = parsed
                case "--font":
                    fontPath = try value()
                default:
                    throw CommandLineError(
                        "record: unknown option \(flag) (see \(SegueApplication.programName) record --help)")
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
