import SegueUI

/// A tool that joins the app runtime: the subcommands it brings (each with its lines in the
/// overview `--help` and its own `COMMAND --help`), the panels it adds to every scene's controls,
/// and, for the script tool, what loads and plays a run's `--script`. The runtime knows no tool by
/// name; the `Segue` module lists them, once, in ``Toolbox/segue`` (see docs/ARCHITECTURE.md).
package protocol SegueTool {
    /// The subcommands, each recognised as the first argument, in the order `--help` lists them.
    var commands: [ToolCommand] { get }

    /// Makes the panels this tool adds to a scene's controls (called once for each scene's
    /// controls, so each scene has its own).
    func makePanels() -> [any ToolPanel]

    /// What loads and plays a run's `--script`, when this tool is the one that does.
    var scripting: (any SceneScripting)? { get }
}

extension SegueTool {
    package var commands: [ToolCommand] { [] }

    package func makePanels() -> [any ToolPanel] { [] }

    package var scripting: (any SceneScripting)? { nil }
}

/// A subcommand a tool brings.
package struct ToolCommand {
    /// What it parses and how `--help` shows it: its name (the first argument), its line in the
    /// overview and its own help.
    package var spec: CommandSpec
    /// Runs it with the arguments after its name (`--tuning FILE.json` already taken out) and
    /// returns the exit status.
    package var run: (_ arguments: [String], _ context: ToolContext) -> Int32

    /// What the command line names it by.
    package var name: String { spec.name }

    /// A command described by `spec`, run by `run`.
    package init(spec: CommandSpec, run: @escaping (_ arguments: [String], _ context: ToolContext) -> Int32) {
        self.spec = spec
        self.run = run
    }
}

/// What a tool's command runs for: the app and the motion tuning the command line gave.
package struct ToolContext {
    /// The app whose scenes the command works on.
    package var application: SegueApplicationDelegate
    /// The tuning of `--tuning FILE.json`, nil without one.
    package var tuning: MotionTuning?
}
