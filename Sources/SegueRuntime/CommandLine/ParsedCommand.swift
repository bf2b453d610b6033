/// What an app's command line asks for.
public enum ParsedCommand: Equatable {
    /// Open the app (in a window, or headless) with these options.
    case run(RunOptions)
    /// Print the overview of the commands (``Usage``).
    case help
    /// Run a subcommand (the app's own, or one of the runtime's: `--list-styles`, `record`, `fuzz`,
    /// `plot`, `compare`, `export`, `help`) with the arguments after its name.
    case subcommand(name: String, arguments: [String])
    /// The app handled a flag that finishes the command (it printed what was asked): exit with
    /// this status.
    case exit(Int32)
}
