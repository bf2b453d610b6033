/// The motion lab as a tool: its panel in every scene (T), and `plot`, `compare` and `export`.
package struct MotionLabTool: SegueTool {
    /// The motion lab.
    package init() {}

    package var commands: [ToolCommand] {
        [
            ToolCommand(spec: PlotCommand.spec) { arguments, context in
                PlotCommand.run(arguments: arguments, application: context.application, tuning: context.tuning)
            },
            ToolCommand(spec: CompareCommand.spec) { arguments, context in
                CompareCommand.run(arguments: arguments, application: context.application, tuning: context.tuning)
            },
            ToolCommand(spec: ExportCommand.spec) { arguments, context in
                ExportCommand.run(arguments: arguments, tuning: context.tuning ?? .standard)
            },
        ]
    }

    package func makePanels() -> [any ToolPanel] { [LabPanel()] }
}
