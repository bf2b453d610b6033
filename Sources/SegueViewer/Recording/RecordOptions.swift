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
    public var size = RunOptions().size
    /// How much the picture is shrunk: 1 keeps it, 0.5 halves each side.
    public var scale = 1.0
    /// An explicit font file.
    public var fontPath: String?
    /// The Gallery card whose detail is pushed (`--op zoom`: the Gallery is pushed first, then
    /// the card is clicked, so the zoom style zooms out of it), or nil for `operation` itself.
    public var galleryCard: Int?

    /// The card `--op zoom` opens.
    public static let zoomCard = 5

    /// Creates options for an operation and an output path; the rest are the defaults.
    public init(operation: TransitionOperation, outputPath: String) {
        self.operation = operation
        self.outputPath = outputPath
    }

    /// The text `segue record --help` prints (with the program's own name).
    public static var usage: String {
        let name = SegueApplication.programName
        let pad = String(repeating: " ", count: name.count)
        return """
            usage: \(name) record --op OP --out FILE.gif [--style NAME] [--fps N] [--size WxH] [--scale F]
                   \(pad)        [--font PATH] [--tuning FILE.json]
                   \(name) record -h | --help

            Records one transition headless (no display needed) into a looping GIF whose frame delays
            add up to the animation's duration.

            """ + flagLines(heading: "options:") + "\n  -h, --help       print this help"
    }

    /// The flags of `record`, one a line under `heading`, as `record --help` and the viewer's
    /// `--help` list them.
    static func flagLines(heading: String) -> String {
        """
        \(heading)
          --op OP          push, pop, present or dismiss (pop and dismiss push or present first), or
                           zoom: from the Gallery, Card 5 opening its detail (in the zoom style, the
                           zoom out of the card)
          --out FILE.gif   the looping GIF to write: every frame from the first to the settled one,
                           delays adding up to the animation's duration (folders are created)
          --style NAME     transition style (default system; see --list-styles)
          --fps N          frames a second, 1 to 60 (default 30)
          --size WxH       scene size in points (default 390x844)
          --scale F        shrink the picture, above 0 and at most 1 (default 1; 0.5 halves it),
                           averaging the pixels each output pixel covers
          --font PATH      TrueType font (as for a run)
          --tuning FILE    motion parameters (JSON; see the README's Motion lab), checked first
        """
    }

    /// Parses the arguments after `record`. Pure: reads no files.
    public static func parse(_ arguments: [String]) -> Result<RecordOptions?, CommandLineError> {
        var style = TransitionStyle.system
        var operation: TransitionOperation?
        var output: String?
        var framesPerSecond = ScriptRunner.defaultGIFFrameRate
        var size = RunOptions().size
        var scale = 1.0
        var fontPath: String?
        var galleryCard: Int?
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
                    if text == "zoom" {
                        operation = .push
                        galleryCard = RecordOptions.zoomCard
                        continue
                    }
                    guard let parsed = TransitionOperation(rawValue: text) else {
                        throw CommandLineError(
                            "record: unknown operation \"\(text)\"; expected push, pop, present, dismiss or zoom")
                    }
                    operation = parsed
                    galleryCard = nil
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
            return .failure(CommandLineError("record: --op is required (push, pop, present, dismiss or zoom)"))
        }
        guard let output else { return .failure(CommandLineError("record: --out FILE.gif is required")) }
        var options = RecordOptions(operation: operation, outputPath: output)
        options.style = style
        options.framesPerSecond = framesPerSecond
        options.size = size
        options.scale = scale
        options.fontPath = fontPath
        options.galleryCard = galleryCard
        return .success(options)
    }
}
