import Foundation
import SegueViewer
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools

/// The command line as a new user meets it: the help texts' shape, `--help` and unknown options
/// on every subcommand, output confined to `--out`, and one clear line for every bad input.
nonisolated final class CommandLineEdgeTests: XCTestCase {
    @MainActor private var directory = ""

    @MainActor override func setUp() async throws {
        directory = HeadlessRun.temporaryDirectory()
    }

    @MainActor override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @MainActor func testTheViewersHelpHasOneOptionALineAndNothingTwice() async {
        let app = ViewerApplication().usage
        let overview = Usage.text(programName: "segue", app: app)
        XCTAssertEqual(HelpShape.problems(in: overview), [])
        let run = Usage.topic("run", programName: "segue", app: app)!
        XCTAssertEqual(HelpShape.problems(in: run), [])
        XCTAssertTrue(run.contains("[--style NAME]"), "--style in the usage line")
        let keys = Usage.topic("keys", programName: "segue", app: app)!
        XCTAssertEqual(HelpShape.problems(in: keys, needsOptions: false), [])
        for key in ["Tab, Shift+Tab", "Return, Space"] { XCTAssertTrue(keys.contains(key), key) }
        let script = Usage.topic("script", programName: "segue", app: app)!
        XCTAssertEqual(HelpShape.problems(in: script, needsOptions: false), [])
        XCTAssertEqual(script.components(separatedBy: "  gif FILE.gif OP [FPS]").count, 2, "gif once")
        for name in KeyCommand.scriptNames.map(\.name) {
            XCTAssertTrue(script.contains(" \(name),") || script.contains(" \(name)\n"), "key \(name)")
        }
        XCTAssertNil(Usage.topic("bogus", programName: "segue", app: app))
    }

    /// The help an example app gets (`SegueApplication.main(rootViewController:)` adds nothing).
    @MainActor func testAnExampleAppsHelpHasTheSameShape() async {
        let text = Usage.text(programName: "CardFlip", app: AppUsage())
        XCTAssertEqual(HelpShape.problems(in: text), [])
        XCTAssertTrue(text.hasPrefix("usage: CardFlip [--size WxH]"), text)
        XCTAssertFalse(text.contains("segue"), "no other program named")
        let run = Usage.topic("run", programName: "CardFlip", app: AppUsage())!
        XCTAssertEqual(HelpShape.problems(in: run), [])
        XCTAssertFalse(run.contains("segue"), "no other program named")
    }

    @MainActor func testTheShapeCheckFindsWhatItLooksFor() async {
        let glued = "usage: x [--a]\n\noptions:\n  --a   one  --b   two\n"
        XCTAssertEqual(HelpShape.problems(in: glued), ["two options on one line:   --a   one  --b   two"])
        let twice = "usage: x\n\nscript:\n  gif FILE   one\n  gif FILE   one\n\noptions:\n"
        XCTAssertEqual(HelpShape.problems(in: twice), ["listed twice: gif FILE"])
        let missing = "usage: x\n\noptions:\n  --font PATH   a font\n"
        XCTAssertEqual(HelpShape.problems(in: missing), ["--font is missing from the usage lines"])
    }

    @MainActor func testEverySubcommandHasHelp() async throws {
        for (arguments, first) in [
            (["fuzz", "--help"], "usage: segue fuzz"), (["bench", "--help"], "usage: segue bench"),
            (["record", "--help"], "usage: segue record"), (["-h"], "usage: segue"),
        ] {
            let outcome = try SegueBinary.run(arguments)
            XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.standardError)")
            XCTAssertTrue(outcome.standardOutput.hasPrefix(first), "\(arguments): \(outcome.standardOutput)")
            XCTAssertEqual(HelpShape.problems(in: outcome.standardOutput), [], "\(arguments)")
        }
        XCTAssertTrue(try SegueBinary.run(["fuzz", "--help"]).standardOutput.contains("--cycles N"))
    }

    /// `segue --help` fits one screen and names every command once; `segue help COMMAND` prints
    /// what `segue COMMAND --help` does, for every command it names, and `help TOPIC` every topic.
    @MainActor func testTheOverviewFitsAScreenAndEveryCommandsHelpIsReachable() async throws {
        let overview = try SegueBinary.run(["--help"])
        XCTAssertEqual(overview.status, 0)
        let lines = overview.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertLessThanOrEqual(lines.count, 40, overview.standardOutput)
        XCTAssertEqual(try SegueBinary.run(["help"]).standardOutput, overview.standardOutput)
        let commands = lines.drop { !$0.hasPrefix("commands") }.dropFirst().prefix { !$0.isEmpty }
            .filter { !$0.hasPrefix("   ") }.map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(commands, ["--list-styles", "record", "fuzz", "plot", "compare", "export", "bench", "help"])
        for command in commands where command != "help" {
            let direct = try SegueBinary.run([command, "--help"])
            let asked = try SegueBinary.run(["help", command])
            XCTAssertEqual(direct.status, 0, "\(command) --help: \(direct.standardError)")
            XCTAssertEqual(asked.status, 0, "help \(command): \(asked.standardError)")
            XCTAssertTrue(direct.standardOutput.hasPrefix("usage: segue \(command)"), direct.standardOutput)
            XCTAssertEqual(asked.standardOutput, direct.standardOutput, command)
        }
        for topic in Usage.topics {
            let outcome = try SegueBinary.run(["help", topic])
            XCTAssertEqual(outcome.status, 0, topic)
            XCTAssertEqual(
                outcome.standardOutput, Usage.topic(topic, programName: "segue", app: ViewerApplication().usage))
        }
    }

    @MainActor func testBadHelpRequestsExitTwoWithOneLine() async throws {
        for (arguments, message) in [
            (
                ["help", "bogus"],
                "segue: help: no command or topic named bogus; there are --list-styles, record, fuzz, "
                    + "plot, compare, export, bench, run, keys, script"
            ),
            (["help", "run", "keys"], "segue: help takes one command or topic, not 2 (see segue --help)"),
            (["--headless", "help"], "segue: help must be the first argument: segue help ..."),
        ] {
            let outcome = try SegueBinary.run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.standardError, message + "\n")
            XCTAssertEqual(outcome.standardOutput, "", "\(arguments) printed nothing else")
        }
    }

    @MainActor func testAnUnknownOptionExitsTwoEverywhere() async throws {
        for (arguments, message) in [
            (["--bogus"], "segue: unknown option --bogus (see segue --help)"),
            (["fuzz", "--bogus"], "segue fuzz: unknown option --bogus (see segue fuzz --help)"),
            (["bench", "--bogus"], "segue bench: unknown option --bogus (see segue bench --help)"),
            (["record", "--bogus"], "segue: record: unknown option --bogus (see segue record --help)"),
            (["--list-styles", "extra"], "segue: --list-styles takes no arguments, not extra (see segue --help)"),
            (["fuzz", "--seed"], "segue fuzz: --seed needs a value"),
        ] {
            let outcome = try SegueBinary.run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments)")
            XCTAssertEqual(outcome.standardError.split(separator: "\n").first.map(String.init), message)
            XCTAssertEqual(outcome.standardOutput, "", "\(arguments) printed nothing else")
        }
    }

    @MainActor func testAnOutThatIsAFileOrCannotBeMadeGetsOneLine() async throws {
        let file = directory + "/taken"
        try Data().write(to: URL(fileURLWithPath: file))
        for (out, message) in [
            (file, "segue: cannot use \(file) as the output folder: it is a file"),
            (file + "/sub", "segue: cannot create the output folder \(file)/sub: \(file) is a file"),
            ("/proc/segue-nope", "segue: cannot create the output folder /proc/segue-nope: No such file or directory"),
        ] {
            let outcome = try SegueBinary.run(["--headless", "--out", out])
            XCTAssertEqual(outcome.status, 1, out)
            XCTAssertEqual(outcome.standardError, message + "\n")
        }
        let record = try SegueBinary.run(["record", "--op", "push", "--out", file + "/a.gif"])
        XCTAssertEqual(record.status, 1)
        XCTAssertEqual(record.standardError, "segue: record: cannot use \(file) as the output folder: it is a file\n")
    }

    @MainActor func testABinaryScriptIsNotUTF8TextWithItsLine() async throws {
        let script = directory + "/garbage.segue"
        var bytes = Data("settle\nwait 10\n".utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0x00, 0xC3, 0x28, 0x0A, 0x80])
        try bytes.write(to: URL(fileURLWithPath: script))
        let outcome = try SegueBinary.run(["--headless", "--script", script, "--out", directory])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.standardError, "\(script):3: not UTF-8 text: byte 0xFF at column 1\n")
    }

    @MainActor func testFilesEscapingOutAreRefusedBeforeAnythingRuns() async throws {
        for line in ["shot ../x.png", "tree a/../../x.json", "gif /tmp/x.gif push", "strip ~/x.png"] {
            let script = directory + "/escape.segue"
            try "shot first.png\n\(line)\n".write(toFile: script, atomically: true, encoding: .utf8)
            let out = directory + "/out"
            let outcome = try SegueBinary.run(["--headless", "--script", script, "--out", out])
            XCTAssertEqual(outcome.status, 2, line)
            XCTAssertTrue(outcome.standardError.hasPrefix("\(script):2: "), outcome.standardError)
            XCTAssertTrue(outcome.standardError.contains("is outside --out"), outcome.standardError)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/first.png"), "nothing ran")
        }
        XCTAssertThrowsError(try OutputFolder(path: directory).prepare("../x.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/../x.png"))
    }

    @MainActor func testAnOutputFolderOfOneLetterIsMade() async throws {
        for out in ["o", "p/", "q/r", "s//t/"] {
            let outcome = try SegueBinary.run(["--headless", "--out", out], in: directory)
            XCTAssertEqual(outcome.status, 0, "\(out): \(outcome.standardError)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/" + out + "/home.png"), out)
        }
        for (path, parent) in [
            ("o", ""), ("o/", ""), ("a/b", "a"), ("a/b/", "a"), ("/a", "/"), ("/", "/"), ("a//b", "a"), ("//a", "/"),
        ] {
            XCTAssertEqual(OutputFolder.parent(of: path), parent, path)
        }
    }

    @MainActor func testOneSeedIsSingular() async throws {
        let outcome = try SegueBinary.run(["fuzz", "--seeds", "1", "--events", "20"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("fuzz: 1 seed from 1, 20 events, "), outcome.standardOutput)
    }

    /// `fuzz --shrink FILE`: a script that holds says so (exit 0); a missing file or a line that
    /// is no fuzzer action gets one line (exit 1, 2).
    @MainActor func testFuzzShrinkTakesOnlyScriptsOfFuzzerActions() async throws {
        let holds = directory + "/holds.segue"
        try "request present\nwait 500\ndrag 100 600 100 800 200\nsettle\nexpect invariants\n".write(
            toFile: holds, atomically: true, encoding: .utf8)
        let passed = try SegueBinary.run(["fuzz", "--shrink", holds])
        XCTAssertEqual(passed.status, 0, passed.standardError)
        XCTAssertEqual(passed.standardOutput, "\(holds): every invariant held; nothing to shrink\n")
        let missing = try SegueBinary.run(["fuzz", "--shrink", directory + "/nope.segue"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.standardError, "segue: script file not found: \(directory)/nope.segue\n")
        let titled = directory + "/titled.segue"
        try "click Push\n".write(toFile: titled, atomically: true, encoding: .utf8)
        let refused = try SegueBinary.run(["fuzz", "--shrink", titled])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.standardError.hasPrefix("\(titled):1: only the fuzzer's actions can be shrunk"),
            refused.standardError)
    }
}
