/// `fuzz` as a tool: seeded random sessions checked by the invariants, and the soak.
package struct FuzzTool: SegueTool {
    /// The fuzz tool.
    package init() {}

    package var commands: [ToolCommand] {
        [
            ToolCommand(spec: Fuzzer.spec) { arguments, context in
                Fuzzer(application: context.application, tuning: context.tuning).run(arguments: arguments)
            }
        ]
    }
}
