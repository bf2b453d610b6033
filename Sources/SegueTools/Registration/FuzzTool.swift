/// `fuzz` as a tool: seeded random sessions checked by the invariants, and the soak.
package struct FuzzTool: SegueTool {
    /// The fuzz tool.
    package init() {}

    package var commands: [ToolCommand] {
        [
            ToolCommand(
                name: "fuzz",
                overview: [
                    "  fuzz           random seeded sessions, invariants checked every frame, a failure shrunk",
                    "                 to a script; fuzz --cycles N is the soak (instances and memory)",
                ]
            ) { arguments, context in
                Fuzzer(application: context.application, tuning: context.tuning).run(arguments: arguments)
            }
        ]
    }
}
