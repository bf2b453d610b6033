import SegueUI

/// The motion lab as a tool: its panel in every scene (L), and `plot`, `compare` and `export`.
package struct MotionLabTool: SegueTool {
    /// The motion lab.
    package init() {}

    package var commands: [ToolCommand] {
        [
            ToolCommand(
                name: "plot",
                overview: ["  plot           a transition's motion, position and speed against time, as SVG or PNG"]
            ) { arguments, context in
                PlotCommand.run(arguments: arguments, application: context.application, tuning: context.tuning)
            },
            ToolCommand(
                name: "compare", overview: ["  compare        one transition in several styles side by side, as a GIF or PNG"]
            ) { arguments, context in
                CompareCommand.run(arguments: arguments, application: context.application, tuning: context.tuning)
            },
            ToolCommand(
                name: "export", overview: ["  export         a style's motion as UIKit or SwiftUI code, or as a tuning file"]
            ) { arguments, context in
                ExportCommand.run(arguments: arguments, tuning: context.tuning ?? .standard)
            },
        ]
    }

    package func makePanels() -> [any ToolPanel] { [LabPanel()] }
}
