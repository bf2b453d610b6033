import SegueUI

extension CommandLineParser {
    /// The options of a run (`APP [options]`), which `parse` reads and `Usage` lists; `--style`
    /// and `--tuning` are refused without an app.
    package static let runSpec = CommandSpec(
        name: "", summary: "open the app's scene in a window, or headless",
        options: [
            OptionSpec(
                "--size", "WxH",
                help: "window or canvas size in points, 1 to 16384 each (default "
                    + "\(Int(Size.defaultWindow.width))x\(Int(Size.defaultWindow.height)));\n"
                    + "a window never opens larger than the screen"),
            OptionSpec(
                "--slow", "FACTOR",
                help: "start in slow motion: 10 runs ten times slower (0.01 to 1000, default 1)"),
            OptionSpec("--script", "FILE", help: "run a script of commands (help script lists them)"),
            OptionSpec(
                "--headless",
                help: "draw offscreen with a manual clock (1/60 s a frame); needs no display.\n"
                    + "Without a script, writes home.png into --out"),
            OptionSpec("--out", "DIR", help: "where home.png, shots, trees and filmstrips go (default .; created)"),
            OptionSpec(
                "--font", "PATH",
                help: "TrueType font (default: SEGUE_FONT, Assets/Fonts/DejaVuSans.ttf, then the system's DejaVu "
                    + "Sans)"),
            OptionSpec("--reduce-motion", help: "every transition becomes a cross-dissolve (key M switches it)"),
            OptionSpec(
                "--style", "NAME",
                help: "the registered transition style to start with (see --list-styles); an app without styles "
                    + "refuses it"),
            .tuning(
                "motion parameters per style, any subset, checked strictly: {\"system\": {\"duration\": 1.2}, "
                    + "\"sheet\": {\"damping\": 0.7}} (also after record, fuzz, plot, compare and export)"),
            OptionSpec(
                "--renderer", "auto|geometry|raster",
                help: "how the window draws: auto (default: Segue's rasteriser when the renderer draws on the CPU, "
                    + "as SDL's software renderer and Mesa's llvmpipe do, else triangles), geometry (triangles) or "
                    + "raster (Segue's rasteriser)"),
            OptionSpec(
                "--frame-log", "FILE.csv",
                help: "window only: one row per presented frame (index, time, interval, whether a transition ran) "
                    + "to see a hitch"),
        ])

    /// Reads the arguments of a run into `RunOptions`; `application` (nil for none) takes the
    /// flags the runtime does not know. `.exit` when the app finished the command.
    static func parseRun(
        _ arguments: [String], application: SegueApplicationDelegate?, subcommands: [String], programName: String
    ) throws(CommandLineError) -> ParsedCommand {
        var spec = runSpec
        if application == nil { spec.options.removeAll { $0.name == "--style" || $0.name == "--tuning" } }
        var exitStatus: Int32 = 0
        let parsed = try spec.parse(arguments, programName: programName) { flag, value in
            switch try application?.parseOption(flag, value: value) ?? .unknown {
            case .accepted:
                return .taken
            case .exit(let status):
                exitStatus = status
                return .finished
            case .unknown:
                if subcommands.contains(flag) {
                    throw CommandLineError("\(flag) must be the first argument: \(programName) \(flag) ...")
                }
                return .refused
            }
        }
        if parsed.wantsHelp { return .help }
        if parsed.finished { return .exit(exitStatus) }
        var options = RunOptions()
        do {
            for option in parsed.options {
                let value = option.value ?? ""
                switch option.name {
                case "--headless": options.headless = true
                case "--reduce-motion": options.reduceMotion = true
                case "--size": options.size = try parseSize(value)
                case "--slow": options.slowFactor = try parseSlowFactor(value)
                case "--script": options.scriptPath = try nonEmpty(value, flag: option.name)
                case "--out": options.outDirectory = try nonEmpty(value, flag: option.name)
                case "--font": options.fontPath = try nonEmpty(value, flag: option.name)
                case "--style": options.style = try parseStyle(value)
                case "--tuning": options.tuning = try loadTuning(value)
                case "--renderer": options.windowRenderer = try parseWindowRenderer(value)
                default: options.frameLogPath = try nonEmpty(value, flag: option.name)
                }
            }
        } catch let error as CommandLineError {
            throw error
        } catch {
            throw CommandLineError("\(error)")
        }
        if options.headless, options.frameLogPath != nil {
            throw CommandLineError("--frame-log logs the window's presented frames; it cannot go with --headless")
        }
        return .run(options)
    }

    private static func nonEmpty(_ text: String, flag: String) throws -> String {
        guard !text.isEmpty else { throw CommandLineError("\(flag) needs a non-empty value") }
        return text
    }
}
