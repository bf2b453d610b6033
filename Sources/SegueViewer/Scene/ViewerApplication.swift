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
        ViewerScene(style: style)
    }

    /// `--style NAME`.
    public func parseOption(_ flag: String, value: () throws -> String) throws -> AppOption {
        switch flag {
        case "--style":
            style = try Self.parseStyle(try value())
            return .accepted
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

    /// `--list-styles`, `record`, `bench` and `fuzz`: each the first argument.
    public var subcommandNames: [String] { ["--list-styles", "record", "bench", "fuzz"] }

    /// Lists the styles, records a transition into a GIF, runs the benchmark or the fuzzer.
    public func runSubcommand(_ name: String, arguments: [String]) -> Int32 {
        switch name {
        case "--list-styles": return Self.listStyles(arguments: arguments)
        case "record": return RecordCommand.run(arguments: arguments)
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

    /// `style NAME` and `request OP`.
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
                "\(name) fuzz [--seed S] [--events N] [--seeds K] [--style NAME]",
                "\(name) fuzz --cycles N",
            ],
            flags: ["[--style NAME]"],
            options: [
                "  --style NAME     transition style to start with (default system; see --list-styles)",
                "  --list-styles    print the transition styles, one a line (the only argument)",
            ],
            sections: [
                RecordOptions.flagLines(heading: "record (headless, no display needed; \(name) record --help):"),
                "bench, fuzz: \(name) bench --help, \(name) fuzz --help",
            ],
            scriptCommands: [
                "  style NAME                 choose the transition style (then one frame)",
                "  request OP                 push, pop, present or dismiss from code, queued behind a",
                "                             transition in flight (then one frame)",
            ])
    }
}
