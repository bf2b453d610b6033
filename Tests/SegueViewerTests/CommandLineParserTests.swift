import Segue
import SegueCore
import SegueUI
import SegueViewer
import XCTest

nonisolated final class CommandLineParserTests: XCTestCase {
    @MainActor private func options(_ change: (inout RunOptions) -> Void) -> RunOptions {
        var options = RunOptions()
        change(&options)
        return options
    }

    @MainActor func testGoodCommandLines() async {
        // The tools' subcommands (`record`, `fuzz`, `plot`) parse once the tools are installed,
        // as an app's run installs them; so the test holds when run alone.
        SegueApplication.installTools()
        let table: [([String], ParsedCommand)] = [
            ([], .run(RunOptions())),
            (["--help"], .help),
            (["-h"], .help),
            (["--list-styles"], .subcommand(name: "--list-styles", arguments: [])),
            (["bench"], .subcommand(name: "bench", arguments: [])),
            (["bench", "--frames", "100"], .subcommand(name: "bench", arguments: ["--frames", "100"])),
            (["fuzz", "--seed", "3"], .subcommand(name: "fuzz", arguments: ["--seed", "3"])),
            (["--headless"], .run(options { $0.headless = true })),
            (["--size", "800x600"], .run(options { $0.size = Size(width: 800, height: 600) })),
            (["--size=1x16384"], .run(options { $0.size = Size(width: 1, height: 16384) })),
            (["--style", "fold-affine"], .run(options { $0.style = .foldAffine })),
            (["--style=sheet"], .run(options { $0.style = .sheet })),
            (["record", "--op", "push"], .subcommand(name: "record", arguments: ["--op", "push"])),
            (["plot", "--op", "push"], .subcommand(name: "plot", arguments: ["--op", "push"])),
            (["--slow", "10"], .run(options { $0.slowFactor = 10 })),
            (["--slow", "0.5"], .run(options { $0.slowFactor = 0.5 })),
            (["--script", "a b.segue"], .run(options { $0.scriptPath = "a b.segue" })),
            (["--out", "shots"], .run(options { $0.outDirectory = "shots" })),
            (["--font", "/f.ttf"], .run(options { $0.fontPath = "/f.ttf" })),
            (
                ["--headless", "--style", "circle", "--slow", "2", "--out", "o", "--script", "s", "--size", "200x300"],
                .run(
                    options {
                        $0.headless = true
                        $0.style = .circle
                        $0.slowFactor = 2
                        $0.outDirectory = "o"
                        $0.scriptPath = "s"
                        $0.size = Size(width: 200, height: 300)
                    })
            ),
        ]
        for (arguments, expected) in table {
            XCTAssertEqual(
                try CommandLineParser.parse(arguments, application: ViewerApplication()).get(), expected, "\(arguments)"
            )
        }
    }

    @MainActor func testBadCommandLines() async {
        let styles = "system, scale, circle, fold, fold-affine, sheet, zoom, detents"
        let table: [([String], String)] = [
            (["--bogus"], "unknown option --bogus (see segue --help)"),
            (["bogus"], "unexpected argument bogus (see segue --help)"),
            (["--headless", "bench"], "bench must be the first argument: segue bench ..."),
            (["--size"], "--size needs a value"),
            (["--style"], "--style needs a value"),
            (["--out"], "--out needs a value"),
            (["--script"], "--script needs a value"),
            (["--font"], "--font needs a value"),
            (["--slow"], "--slow needs a value"),
            (["--out", "--headless"], "--out needs a value"),
            (["--out="], "--out needs a non-empty value"),
            (["--headless=yes"], "--headless takes no value"),
            (["--style", "wobble"], "unknown style \"wobble\"; valid styles: \(styles)"),
            (["--size", "0x0"], "bad size \"0x0\": width and height must be from 1 to 16384 points"),
            (["--size", "-5x10"], "bad size \"-5x10\": width and height must be from 1 to 16384 points"),
            (["--size", "16385x10"], "bad size \"16385x10\": width and height must be from 1 to 16384 points"),
            (["--size", "axb"], "bad size \"axb\": expected WIDTHxHEIGHT in points, like 390x844"),
            (["--size", "390"], "bad size \"390\": expected WIDTHxHEIGHT in points, like 390x844"),
            (["--size", "390x844x2"], "bad size \"390x844x2\": expected WIDTHxHEIGHT in points, like 390x844"),
            (["--size", "39.5x80"], "bad size \"39.5x80\": expected WIDTHxHEIGHT in points, like 390x844"),
            (["--size", "320X480"], "bad size \"320X480\": expected WIDTHxHEIGHT in points, like 390x844"),
            (["--size", "+5x+5"], "bad size \"+5x+5\": expected WIDTHxHEIGHT in points, like 390x844"),
        ]
        for (arguments, message) in table {
            switch CommandLineParser.parse(arguments, application: ViewerApplication()) {
            case .success(let command):
                XCTFail("\(arguments) parsed as \(command)")
            case .failure(let error):
                XCTAssertEqual(error.message, message, "\(arguments)")
            }
        }
    }

    @MainActor func testTheViewerTakesItsStyleFlag() async throws {
        for (arguments, style) in [
            (["--style", "fold-affine"], TransitionStyle.foldAffine), (["--style=sheet"], .sheet),
            (["--headless", "--style", "circle"], .circle), ([], .system),
        ] {
            guard
                case .run(let options) = try CommandLineParser.parse(arguments, application: ViewerApplication()).get()
            else { return XCTFail("\(arguments) is a run") }
            XCTAssertEqual(options.style ?? .system, style, "\(arguments)")
        }
    }

    @MainActor func testUsageMentionsEveryFlagKeyAndCommand() async {
        let words = [
            "--size", "--style", "--slow", "--script", "--headless", "--out", "--font", "--list-styles", "--help",
            "bench", "fuzz", "Esc", "Left, Right", "style NAME", "click TITLE", "click X Y", "drag X1 Y1 X2 Y2 MS",
            "down X Y", "move X Y MS", "up", "key NAME", "wait MS", "settle", "shot FILE.png", "tree FILE.json",
            "filmstrip FILE.png OP", "expect top TITLE", "expect depth N", "expect modal TITLE|none", "expect idle",
            "expect invariants",
        ]
        let app = ViewerApplication().usage
        let text =
            Usage.text(programName: "segue", app: app)
            + Usage.topics.map { Usage.topic($0, programName: "segue", app: app)! }.joined()
        for word in words {
            XCTAssertTrue(text.contains(word), word)
        }
    }
}
