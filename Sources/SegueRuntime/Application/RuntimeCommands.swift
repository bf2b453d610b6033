import SegueUI

/// The subcommands every app gets, each working on scenes of the app's own content
/// (`SegueApplicationDelegate.makeSceneContent()`): the runtime's `--list-styles` and `help`,
/// and the installed tools' commands (``Toolbox``: `record`, `fuzz` and its soak, the motion
/// lab's `plot`, `compare` and `export`). An app's own subcommand of the same name takes its
/// place. Each takes `--tuning FILE.json` anywhere among its arguments.
enum RuntimeCommands {
    /// The names, each recognised as the first argument: `--list-styles`, the tools' commands,
    /// then `help`.
    static var names: [String] { specs.map(\.name) + [helpSpec.name] }

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
        case "help": return help(arguments: arguments, application: application)
        case "--list-styles": return listStyles(arguments: arguments)
        default:
            guard let command = Toolbox.installed.command(named: name) else {
                return SegueApplication.fail("unknown subcommand \(name)", status: 2)
            }
            return command.run(arguments, ToolContext(application: application, tuning: tuning))
        }
    }

    /// The subcommands but `help`, as the overview lists them: `--list-styles`, then the installed
    /// tools' commands.
    static var specs: [CommandSpec] { [listStylesSpec] + Toolbox.installed.commands.map(\.spec) }

    /// `--list-styles`, which takes no options.
    static let listStylesSpec = CommandSpec(
        name: "--list-styles", summary: "print the registered transition styles, one a line", options: [],
        description: [
            "Prints the registered transition styles, one a line, the built-in ones first: the names --style, "
                + "record --style and the script's style take."
        ])

    /// `help [COMMAND | TOPIC]`, for the overview's list of commands.
    static let helpSpec = CommandSpec(
        name: "help", summary: "this text, or the help of a command or topic", options: [],
        positionals: ["[COMMAND | TOPIC]"])

    /// `--list-styles`: prints the registered styles' names one a line; takes no arguments but
    /// `-h` or `--help`.
    static func listStyles(arguments: [String]) -> Int32 {
        let program = SegueApplication.programName
        let parsed = try? listStylesSpec.parse(arguments, programName: program)
        if parsed?.wantsHelp == true {
            print(listStylesSpec.help(programName: program))
            return 0
        }
        if parsed == nil, let extra = arguments.first {
            return SegueApplication.fail(
                "--list-styles takes no arguments, not \(ScriptText.excerpt(extra)) "
                    + "(see \(SegueApplication.programName) --help)",
                status: 2)
        }
        for style in TransitionStyle.allCases { print(style.name) }
        return 0
    }
}

extension RuntimeCommands {
    /// `help [COMMAND | TOPIC]`: the overview without an argument (as `--help`), a command's own
    /// help (as `COMMAND --help`, the app's commands first), or a topic of ``Usage/topics``.
    static func help(arguments: [String], application: SegueApplicationDelegate) -> Int32 {
        let program = SegueApplication.programName
        guard arguments.count <= 1 else {
            return SegueApplication.fail(
                "help takes one command or topic, not \(arguments.count) (see \(program) --help)", status: 2)
        }
        guard let name = arguments.first, name != "help", name != "-h", name != "--help" else {
            print(
                Usage.text(programName: program, app: application.usage),
                terminator: "")
            return 0
        }
        if application.subcommandNames.contains(name) {
            return application.runSubcommand(name, arguments: ["--help"])
        }
        if names.contains(name) { return run(name, arguments: ["--help"], application: application) }
        if let text = Usage.topic(name, programName: program, app: application.usage) {
            print(text, terminator: "")
            return 0
        }
        let known = (names.dropLast() + application.subcommandNames + Usage.topics).joined(separator: ", ")
        return SegueApplication.fail(
            "help: no command or topic named \(ScriptText.excerpt(name)); there are \(known)", status: 2)
    }
}

extension CommandLineParser {
    /// Takes `--tuning FILE` (or `--tuning=FILE`) out of a subcommand's arguments and loads it
    /// (the last one wins); returns the tuning, or nil without one, and the other arguments.
    public static func takeTuning(from arguments: [String]) throws(CommandLineError) -> (
        tuning: MotionTuning?, rest: [String]
    ) {
        let (values, rest) = try CommandSpec.take("--tuning", from: arguments)
        var tuning: MotionTuning?
        for path in values { tuning = try loadTuning(path) }
        return (tuning, rest)
    }
}
