/// What a `segue` command line asks for.
public enum ParsedCommand: Equatable {
    /// Open the viewer (in a window, or headless) with these options.
    case run(ViewerOptions)
    /// Print the usage.
    case help
    /// Print the transition styles, one a line.
    case listStyles
    /// Run the benchmark with the arguments after `bench`.
    case bench(arguments: [String])
    /// Run the fuzzer with the arguments after `fuzz`.
    case fuzz(arguments: [String])
    /// Record a transition into a GIF with the arguments after `record`.
    case record(arguments: [String])
}
