import SegueRuntime
import SegueTools

extension Toolbox {
    /// The one list of the tools every Segue app gets, in the order `--help` lists their commands:
    /// scripts (`--script`), `record`, `fuzz` and its soak, and the motion lab (its panel, `plot`,
    /// `compare`, `export`). A new tool joins the runtime here and nowhere else.
    package static var segue: Toolbox { Toolbox([ScriptTool(), RecordTool(), FuzzTool(), MotionLabTool()]) }
}
