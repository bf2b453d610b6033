import SegueUI

/// The subcommands every app gets, each working on scenes of the app's own content
/// (`SegueApplicationDelegate.makeSceneContent()`): `--list-styles`, `record`, `fuzz` (and its
/// soak), and the motion lab's `plot`, `compare` and `export`. An app's own subcommand of the
/// same name takes its place. Each takes `--tuning FILE.json` anywhere among its arguments.
enum RuntimeCommands {
    /// The names, each recognised as the first argument.
    static let names = ["--list-styles", "record", "fuzz", "plot", "compare", "export"]

    /// Runs the subcommand `name` with the arguments after it; returns the exit status.
    static func run(_ name: String, arguments all: [String], application: SegueApplicationDelegate) -> Int32 {
        let tuning: MotionTuning?
        let arguments: [String]
        do {
            (tuning, arguments) = try CommandLineParser.takeTuning(from: all)
        } catch {
            return SegueApplication.fail("\(name): \(error)", status: 2)
        }
        switch name {
        case "--list-styles": return listStyles(arguments: arguments)
        case "record": return RecordCommand.run(arguments: arguments, application: application, tuning: tuning)
        case "fuzz": return Fuzzer(application: application, tuning: tuning).run(arguments: arguments)
        case "plot": return PlotCommand.run(arguments: arguments, application: application, tuning: tuning)
        case "compare": return CompareCommand.run(arguments: arguments, application: application, tuning: tuning)
        case "export": return ExportCommand.run(arguments: arguments, tuning: tuning ?? .standard)
        default: return SegueApplication.fail("unknown subcommand \(name)", status: 2)
        }
    }

    /// `--list-styles`: prints the registered styles' names one a line; takes no arguments.
    static func listStyles(arguments: [String]) -> Int32 {
        if let extra = arguments.first {
            return SegueApplication.fail(
                "--list-styles takes no arguments, not \(ScriptText.excerpt(extra)) "
                    + "(see \(SegueApplication.programName) --help)",
                status: 2)
        }
        for style in TransitionStyle.allCases { print(style.name) }
        return 0
    }
}

extension CommandLineParser {
    /// Takes `--tuning FILE` (or `--tuning=FILE`) out of a subcommand's arguments and loads it
    /// (the last one wins); returns the tuning, or nil without one, and the other arguments.
    public static func takeTuning(from arguments: [String]) throws(CommandLineError) -> (
        tuning: MotionTuning?, rest: [String]
    ) {
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
}
