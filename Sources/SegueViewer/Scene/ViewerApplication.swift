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

    /// `--style NAME` and `--tuning FILE.json`.
    public func parseOption(_ flag: String, value: () throws -> String) throws -> AppOption {
        switch flag {
        case "--style":
            style = try Self.parseStyle(try value())
            return .accepted
        case "--tuning":
            tuning = try Self.loadTuning(try value())
            return .accepted
        default:
            return .unknown
        }
    }

    /// Parses a style name (see `TransitionStyle.name`).
    public static func parseStyle(_ text: String) throws -> TransitionStyle {
        guard let style = TransitionStyle(named: text) else {
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

    /// `--list-styles`, `record`, `bench`, `fuzz` and the motion lab's `export`, `plot` and
    /// `compare`: each the first argument.
    public var subcommandNames: [String] {
        ["--list-styles", "record", "bench", "fuzz", "export", "plot", "compare"]
    }

    /// Lists the styles, records a transition into a GIF, runs the benchmark, the fuzzer or the
    /// motion lab's commands.
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
        case "--list-styles": return Self.listStyles(arguments: arguments)
        case "record": return RecordCommand.run(arguments: arguments)
        case "export": return ExportCommand.run(arguments: arguments, tuning: ViewerScene.startingTuning)
        case "plot": return PlotCommand.run(arguments: arguments, application: self) { ViewerScene(style: $0) }
        case "compare": return CompareCommand.run(arguments: arguments, application: self) { ViewerScene(style: $0) }
        case "bench": return Benchmark.run(arguments: arguments)
        default: return Fuzzer.run(arguments: arguments)
        }
    }

    /// `--list-styles`: prints the style names one a line; takes no arguments.
    static func listStyles(arguments: [String]) -> Int32 {
        if let extra = arguments.first {
            return SegueApplication.fail(
                "--list-styles takes no arguments, not \(extra) (see \(SegueApplication.programName) --help)",
                status: 2)
        }
        for style in TransitionStyle.allCases { print(style.name) }
        return 0
    }

    /// `style NAME`, `request OP` and `tune STYLE.KEY VALUE`.
    public func parseScriptCommand(_ command: AppScriptCommand) throws -> Bool {
        guard ViewerScriptCommand.names.contains(command.name) else { return false }
        _ = try ViewerScriptCommand(command)
        return true
    }

    /// The viewer's lines in `--help`.
    public var usage: AppUsage {
        let name = SegueApplication.programName
        return AppUsage(
            synopsis: [
                "\(name) --list-styles",
                "\(name) record --op OP --out FILE.gif [--style NAME] [--fps N] [--size WxH] [--scale F]",
                String(repeating: " ", count: 15 + name.count) + "[--font PATH]",
                "\(name) bench [--renderer NAME] [--reps N] [--frames N] [--alloc-frames N] [--counts A,B,C]",
                String(repeating: " ", count: 14 + name.count) + "[--only SECTION,...] [--font PATH]",
                "\(name) fuzz [--seed S] [--events N] [--seeds K] [--style NAME] [--tuning FILE.json]",
                "\(name) fuzz --cycles N",
                "\(name) export --style NAME --format uikit|swiftui|json [--tuning FILE.json]",
                "\(name) plot --style NAME (--op OP | --script FILE) --out FILE.svg [--tuning FILE.json]",
                "\(name) compare --style A --style B [...] --op OP --out FILE.gif|.png [--scale F]",
            ],
            flags: ["[--style NAME]", "[--tuning FILE.json]"],
            options: [
                "  --style NAME     transition style to start with (default system; see --list-styles)",
                "  --list-styles    print the transition styles, one a line (the only argument)",
                "  --tuning F.json  motion parameters per style, any subset, checked strictly:",
                "                   {\"system\": {\"duration\": 1.2}, \"sheet\": {\"damping\": 0.7}} (also after",
                "                   record, fuzz, bench, plot, compare and export)",
            ],
            sections: [
                RecordOptions.flagLines(heading: "record (headless, no display needed; \(name) record --help):"),
                "bench, fuzz: \(name) bench --help, \(name) fuzz --help",
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
