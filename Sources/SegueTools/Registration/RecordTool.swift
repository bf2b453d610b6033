/// `record` as a tool: one transition of the app's scene, headless, into a looping GIF.
package struct RecordTool: SegueTool {
    /// The record tool.
    package init() {}

    package var commands: [ToolCommand] {
        [
            ToolCommand(spec: RecordOptions.spec()) { arguments, context in
                RecordCommand.run(arguments: arguments, application: context.application, tuning: context.tuning)
            }
        ]
    }
}
