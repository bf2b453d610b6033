/// The tools joined to the runtime, in the order their commands are listed: the `Segue` module
/// makes the one list (``segue``) and `SegueApplication`'s entry installs it before it parses the
/// command line, so the runtime's dispatch, `--help`, scripts and panels all read it from here.
package struct Toolbox {
    /// The tools.
    package var tools: [any SegueTool]

    /// A toolbox of `tools`.
    package init(_ tools: [any SegueTool] = []) {
        self.tools = tools
    }

    /// The toolbox the runtime uses: empty until an entry installs one.
    package static var installed = Toolbox()

    /// Every tool's commands, in order.
    package var commands: [ToolCommand] { tools.flatMap(\.commands) }

    /// The command named `name`, or nil.
    package func command(named name: String) -> ToolCommand? { commands.first { $0.name == name } }

    /// What plays a run's `--script`: the first tool that does.
    package var scripting: (any SceneScripting)? { tools.lazy.compactMap(\.scripting).first }

    /// Makes the panels the tools add to a scene's controls, in order.
    package func makePanels() -> [any ToolPanel] { tools.flatMap { $0.makePanels() } }
}
