import Foundation
import Segue
import SegueUI

/// The `segue` viewer as a client of `SegueApplication`: its scene is a `ViewerScene` in the style
/// that `--style` chose, and it adds `--style`, `--list-styles`, the `bench` and `fuzz`
/// subcommands and the `style` and `request` script commands, all through the public
/// `SegueApplicationDelegate`.
public final class ViewerApplication: SegueApplicationDelegate {
    /// The style the scene starts with (`--style`).
    public private(set) var style: TransitionStyle
    /// The motion the scene starts with (`--tuning FILE.json`).
    public private(set) var tuning = MotionTuning.standard

    /// Creates the viewer with a starting style (`--style` replaces it).
    public init(style: TransitionStyle = .system) {
        self.style = style
    }

    /// Runs `segue` with its arguments (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        SegueApplication.run(delegate: ViewerApplication(), arguments: ["segue"] + arguments)
    }

    /// A `ViewerScene` in the chosen style.
    public func makeSceneContent() -> SceneContent {
        let scene = ViewerScene(style: style)
        scene.tuning = tuning
        return scene
    }

    /// `--style NAME`, `--tuning FILE.json` and `--list-styles`.
    public func parseOption(_ flag: String, value: () throws -> String) throws -> AppOption {
        switch flag {
        case "--style":
            style = try Self.parseStyle(try value())
            return .accepted
        case "--tuning":
            tuning = try Self.loadTuning(try value())
            return .accepted
        case "--list-styles":
            for style in TransitionStyle.allCases { print(style.name) }
            return .exit(0)
        default:
            return .unknown
        }
    }

    /// Parses a style name (see `TransitionStyle.name`).
    public static func parseStyle(_ text: String) throws -> TransitionStyle {
        guard let style = TransitionStyle(rawValue: text) else {
            let names = TransitionStyle.allCases.map(\.name).joined(separator: ", ")
            throw CommandLineError("unknown style \"\(ScriptText.excerpt(text))\"; valid styles: \(names)")
        }
        return style
    }

    /// Reads a tuning file; its errors are command-line errors (exit 2) naming the file and key.
    public static func loadTuning(_ path: String) throws -> MotionTuning {
        do {
            return try MotionTuningFile.load(path: path)
        } catch {
            throw CommandLineError("\(error)")
        }
    }

    /// Takes `--tuning FILE` (or `--tuning=FILE`) out of a subcommand's arguments and loads it.
    static func extractTuning(_ arguments: [String]) throws -> (tuning: MotionTuning?, rest: [String]) {
        var rest: [String] = []
        var tuning: MotionTuning?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--tuning" {
                guard i + 1 < arguments.count else { throw CommandLineError("--tuning needs a value (FILE.json)") }
                tuning = try loadTuning(arguments[i + 1])
                i += 2
                continue
            }
            if argument.hasPrefix("--tuning=") {
                tuning = try loadTuning(String(argument.dropFirst("--tuning=".count)))
            } else {
                rest.append(argument)
            }
            i += 1
        }
        return (tuning, rest)
    }

    /// `record`, `bench`, `fuzz` and the motion lab's `export`, `plot` and `compare`.
    public var subcommandNames: [String] { ["record", "bench", "fuzz", "export", "plot", "compare"] }

    /// Records a transition into a GIF, runs the benchmark or the fuzzer.
    public func runSubcommand(_ name: String, arguments all: [String]) -> Int32 {
        let arguments: [String]
        do {
            let (tuning, rest) = try Self.extractTuning(all)
            ViewerScene.startingTuning = tuning ?? .standard
            arguments = rest
        } catch {
            return SegueApplication.fail("\(name): \(error)", status: 2)
        }
        switch name {
        case "record": return RecordCommand.run(arguments: arguments)
        case "export": return ExportCommand.run(arguments: arguments, tuning: ViewerScene.startingTuning)
        case "plot": return PlotCommand.run(arguments: arguments, application: self) { ViewerScene(style: $0) }
        case "compare": return CompareCommand.run(arguments: arguments, application: self) { ViewerScene(style: $0) }
        case "bench": return Benchmark.run(arguments: arguments)
        default: return Fuzzer.run(arguments: arguments)
        }
    }

    /// `style NAME`, `request OP` and `tune STYLE.KEY VALUE`.
    public func parseScriptCommand(_ command: AppScriptCommand) throws -> Bool {
        guard ViewerScriptCommand.names.contains(command.name) else { return false }
        _ = try ViewerScriptCommand(command)
        return true
    }

    /// The viewer's lines in `--help`.
    public var usage: AppUsage {
        AppUsage(
            synopsis: [
                "       segue --list-styles",
                "       segue record --op OP --out FILE.gif [--style NAME] [--fps N] [--size WxH] [--scale F]",
                "       segue bench [ARGS...]", "       segue fuzz [ARGS...]",
                "       segue export --style NAME --format uikit|swiftui|json [--tuning FILE.json]",
                "       segue plot --style NAME (--op OP | --script FILE) --out FILE.svg [--tuning FILE.json]",
                "       segue compare --style A --style B [...] --op OP --out FILE.gif|.png [--scale F]",
            ],
            options: [
                "  --style NAME     transition style to start with (default system; see --list-styles)",
                "  --list-styles    print the transition styles, one a line",
                "  --tuning F.json  motion parameters per style, any subset, checked strictly:",
                "                   {\"system\": {\"duration\": 1.2}, \"sheet\": {\"damping\": 0.7}} (also after",
                "                   record, fuzz, bench, plot, compare and export)",
                "",
                "record (headless, no display needed; segue record --help):",
                "  --op OP          push, pop, present or dismiss (pop and dismiss push or present first)",
                "  --out FILE.gif   the looping GIF to write: every frame from the first to the settled",
                "                   one, delays adding up to the animation's duration",
                "  --style NAME     transition style (default system)",
                "  --fps N          frames a second, 1 to 60 (default 30)",
                "  --size WxH       scene size in points (default 390x844)",
                "  --scale F        shrink the picture, above 0 and at most 1 (default 1; 0.5 halves it)",
            ],
            scriptCommands: [
                "  style NAME                 choose the transition style (then one frame)",
                "  request OP                 push, pop, present or dismiss from code, queued behind a",
                "                             transition in flight (then one frame)",
                "  tune STYLE.KEY VALUE       set one motion parameter, like tune system.duration 1.2 or",
                "                             tune fold.curve 0.2,0,0.2,1 (then one frame)",
            ])
    }
}
