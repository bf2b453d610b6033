import Foundation
import Segue

/// The `segue` viewer as a client of `SegueApplication`: its scene is a `ViewerScene`, and it
/// adds the `bench` subcommand, `record --op zoom` and the `request` script command, all through
/// the public `SegueApplicationDelegate`. Everything else (`--style`, `--tuning`, `--list-styles`,
/// `record`, `fuzz`, `plot`, `compare`, `export`, the `style` and `tune` script commands) is the
/// runtime's, as for any app.
@preconcurrency @MainActor public final class ViewerApplication: RecordingApplicationDelegate {
    /// Creates the viewer.
    public init() {}

    /// Runs `segue` with its arguments (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        SegueApplication.run(delegate: ViewerApplication(), arguments: ["segue"] + arguments)
    }

    /// A `ViewerScene` in the system style (`--style` and `--tuning` reach it through
    /// `SceneContent`).
    public func makeSceneContent() -> SceneContent { ViewerScene() }

    /// `bench`, the first argument.
    public var subcommandNames: [String] { ["bench"] }

    /// Runs the benchmark; `--tuning` anywhere among its arguments tunes its scenes.
    public func runSubcommand(_ name: String, arguments all: [String]) -> Int32 {
        do {
            let (tuning, arguments) = try CommandLineParser.takeTuning(from: all)
            ViewerScene.benchmarkTuning = tuning ?? .standard
            return Benchmark.run(arguments: arguments)
        } catch {
            return SegueApplication.fail("\(name): \(error)", status: 2)
        }
    }

    /// `record --op zoom`: the Gallery is pushed first, then Card 5 is clicked, so the zoom style
    /// zooms the detail out of the card.
    public var recordOperations: [RecordOperation] {
        [
            RecordOperation(
                name: "zoom",
                summary: "from the Gallery, Card \(Self.zoomCard) opening its detail (in the zoom style, the zoom "
                    + "out of the card)",
                setup: [.clickButton("Gallery"), .settle], clickedButton: "Card \(Self.zoomCard)")
        ]
    }

    /// The card `record --op zoom` opens.
    public static let zoomCard = 5

    /// The fuzzer leans towards the Gallery, so cards (shared elements and zooms out of them)
    /// come up often.
    public var favouredFuzzButtons: [String] { ["Gallery"] }

    /// `request OP`.
    public func parseScriptCommand(_ command: AppScriptCommand) throws -> Bool {
        guard command.name == "request" else { return false }
        _ = try ViewerScriptCommand(command)
        return true
    }

    /// The viewer's lines in the help texts: `bench` in the list of commands, `request` with the
    /// script commands.
    public var usage: AppUsage {
        AppUsage(
            commands: BenchmarkOptions.spec.listEntry(),
            scriptCommands: [
                "  request OP                 push, pop, present or dismiss from code, queued behind a",
                "                             transition in flight (then one frame)",
            ])
    }
}
