import SegueCore
import SegueUI

/// The help texts: `--help` prints the overview (the forms of the command and every command
/// one a line, a screen at most); `help run`, `help keys` and `help script` print the options of
/// a run, the keys and the script commands; each subcommand prints its own (`record --help`).
///
/// Every option sits on its own line and nothing is listed twice; the usage line names every
/// flag of a run, the app's (``AppUsage/flags``) included.
public enum Usage {
    /// The overview of the runtime alone, for a program called `segue`.
    public static var text: String { text(programName: "segue", app: AppUsage()) }

    /// The topics `help TOPIC` prints beside the commands' own help: `run`, `keys` and `script`.
    public static let topics = ["run", "keys", "script"]

    /// The overview `--help` prints for `programName`: the usage lines, the commands (the
    /// runtime's, then the app's ``AppUsage/commands``), the topics of `help` and the exit status.
    public static func text(programName: String, app: AppUsage) -> String {
        let name = programName
        var out = runUsageLines(programName: name, app: app)
        let others = "       "
        out += app.synopsis.map { $0.hasPrefix(others) ? $0 : others + $0 }
        out += [
            "\(others)\(name) COMMAND [ARGS...]",
            "\(others)\(name) help [COMMAND | TOPIC]",
            "\(others)\(name) -h | --help",
            "",
            "Shows the app's view controllers and their transitions in a window, or renders them headless.",
            "",
            "commands (\(name) help COMMAND or \(name) COMMAND --help for the rest):",
            "  --list-styles  print the registered transition styles, one a line",
        ]
        out += Toolbox.installed.commands.flatMap(\.overview)
        out += app.commands
        out += [
            "  help           this text, or the help of a command or topic",
            "",
            "topics (\(name) help TOPIC):",
            "  run            every option of a run, as in the usage line above",
            "  keys           the keys of the window (the same in scripts and in the fuzzer)",
            "  script         the commands of a --script file",
            "",
            "options:",
            "  -h, --help     print this help",
            "",
        ]
        out += exitStatus
        return out.joined(separator: "\n") + "\n"
    }

    /// What `help TOPIC` prints (`run`, `keys` or `script`), nil for another name.
    public static func topic(_ topic: String, programName: String, app: AppUsage) -> String? {
        var out: [String]
        switch topic {
        case "run":
            out = runUsageLines(programName: programName, app: app)
            out += [
                "",
                "Opens the app's scene in a window, or draws it offscreen on a manual clock with --headless.",
                "",
                "options:",
            ]
            out += options + app.options
            for section in app.sections {
                out.append("")
                out += section.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        case "keys":
            out = keys
        case "script":
            out = scriptCommands + app.scriptCommands
        default:
            return nil
        }
        out.append("")
        out += exitStatus
        return out.joined(separator: "\n") + "\n"
    }

    /// The widest line of the usage block before a word wraps to the next line.
    static let usageWidth = 100

    /// `usage: NAME [flags...]`: the flags of a run, the app's included, wrapped under the name.
    private static func runUsageLines(programName: String, app: AppUsage) -> [String] {
        let flags =
            ["[--size WxH]", "[--slow FACTOR]", "[--script FILE]", "[--headless]", "[--out DIR]", "[--font PATH]"]
            + [
                "[--reduce-motion]", "[--style NAME]", "[--tuning FILE.json]", "[--renderer auto|geometry|raster]",
                "[--frame-log FILE.csv]",
            ] + app.flags
        let head = "usage: \(programName)"
        let indent = String(repeating: " ", count: head.count)
        var lines: [String] = []
        var line = head
        for flag in flags {
            if line.count + 1 + flag.count > usageWidth, line != head, line != indent {
                lines.append(line)
                line = indent
            }
            line += " " + flag
        }
        lines.append(line)
        return lines
    }

    private static let options = [
        "  --size WxH       window or canvas size in points, 1 to 16384 each (default "
            + "\(Int(Size.defaultWindow.width))x\(Int(Size.defaultWindow.height)));",
        "                   a window never opens larger than the screen",
        "  --slow FACTOR    start in slow motion: 10 runs ten times slower (0.01 to 1000, default 1)",
        "  --script FILE    run a script of commands (help script lists them)",
        "  --headless       draw offscreen with a manual clock (1/60 s a frame); needs no display.",
        "                   Without a script, writes home.png into --out",
        "  --out DIR        where home.png, shots, trees and filmstrips go (default .; created)",
        "  --font PATH      TrueType font (default: SEGUE_FONT, Assets/Fonts/DejaVuSans.ttf,",
        "                   then the system's DejaVu Sans)",
        "  --reduce-motion  every transition becomes a cross-dissolve (key M switches it)",
        "  --style NAME     the registered transition style to start with (see --list-styles);",
        "                   an app without styles refuses it",
        "  --tuning F.json  motion parameters per style, any subset, checked strictly:",
        "                   {\"system\": {\"duration\": 1.2}, \"sheet\": {\"damping\": 0.7}} (also after",
        "                   record, fuzz, plot, compare and export)",
        "  --renderer NAME  how the window draws: auto (default: Segue's rasteriser when the renderer",
        "                   draws on the CPU, as SDL's software renderer and Mesa's llvmpipe do, else",
        "                   triangles), geometry (triangles) or raster (Segue's rasteriser)",
        "  --frame-log FILE.csv  window only: one row per presented frame (index, time, interval,",
        "                   whether a transition ran) to see a hitch",
    ]

    private static let exitStatus = [
        "exit status: 0 success; 1 a failed expect or runtime error; 2 a bad command line or a",
        "malformed script line (FILE:LINE: message).",
    ]
}
