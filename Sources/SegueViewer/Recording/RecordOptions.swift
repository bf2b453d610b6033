import Segue
import SegueCore
import SegueUI

/// What `segue record` was asked for: one transition recorded headless into a GIF.
public struct RecordOptions: Equatable {
    /// The transition style.
    public var style: TransitionStyle = .system
    /// The operation recorded (pop and dismiss first push or present, unrecorded).
    public var operation: TransitionOperation
    /// The GIF's path.
    public var outputPath: String
    /// Frames a second, in `ScriptRunner.gifFrameRates`.
    public var framesPerSecond = ScriptRunner.defaultGIFFrameRate
    /// The scene's size in points.
    public var size = ViewerOptions().size
    /// How much the picture is shrunk: 1 keeps it, 0.5 halves each side.
    public var scale = 1.0
    /// An explicit font file.
    public var fontPath: String?

    /// Creates options for an operation and an output path; the rest are the defaults.
    public init(operation: TransitionOperation, outputPath: String) {
        self.operation = operation
        self.outputPath = outputPath
    }

    /// The text `segue record --help` prints.
    public static let usage = """
        usage: segue record --op OP --out FILE.gif [--style NAME] [--fps N] [--size WxH] [--scale F]
                            [--font PATH]

        Records one transition headless (no display needed) into a looping GIF whose frame delays
        add up to the animation's duration.
          --op OP        push, pop, present or dismiss (pop and dismiss push or present first)
          --out FILE.gif where to write (folders are created)
          --style NAME   transition style (default system; see segue --list-styles)
          --fps N        frames a second, 1 to 60 (default 30)
          --size WxH     scene size in points (default 390x844)
          --scale F      shrink the picture by F, above 0 and at most 1 (default 1; 0.5 is half
                         size), averaging the pixels each output pixel covers
          --font PATH    TrueType font
          --tuning FILE  motion parameters (see segue --help), checked before anything runs
        """

    /// Parses the arguments after `record`. Pure: reads no files.
    public static func parse(_ arguments: [String]) -> Result<RecordOptions?, CommandLineError> {
        var style = TransitionStyle.system
        var operation: TransitionOperation?
        var output: String?
        var framesPerSecond = ScriptRunner.defaultGIFFrameRate
        var size = ViewerOptions().size
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
                    style = try ViewerApplication.parseStyle(try value())
                case "--op":
                    let text = try value()
                    guard let parsed = TransitionOperation(rawValue: text) else {
                        throw CommandLineError(
                            "record: unknown operation \"\(text)\"; expected push, pop, present or dismiss")
                    }
                    operation = parsed
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
                    throw CommandLineError("record: unknown argument \(flag) (see segue record --help)")
                }
            }
        } catch let error as CommandLineError {
            return .failure(error)
        } catch {
            return .failure(CommandLineError("record: \(error)"))
        }
        guard let operation else {
            return .failure(CommandLineError("record: --op is required (push, pop, present or dismiss)"))
        }
        guard let output else { return .failure(CommandLineError("record: --out FILE.gif is required")) }
        var options = RecordOptions(operation: operation, outputPath: output)
        options.style = style
        options.framesPerSecond = framesPerSecond
        options.size = size
        options.scale = scale
        options.fontPath = fontPath
        return .success(options)
    }
}
