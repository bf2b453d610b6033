import Foundation
import SegueViewer
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueViewer

/// Every command's options as ``CommandSpec`` describes them: `--opt value` and `--opt=value`
/// alike after every command, one wording for an unknown option and a missing value, and a help
/// that lists every option it parses.
nonisolated final class CommandSpecTests: XCTestCase {
    /// Every command's description: the run's, the runtime's and the tools' subcommands' (every
    /// tool installed, as an app's run installs them) and the viewer's bench.
    @MainActor private var specs: [CommandSpec] {
        SegueApplication.installTools()
        return [CommandLineParser.runSpec] + RuntimeCommands.specs + [BenchmarkOptions.spec]
    }

    @MainActor func testEveryCommandIsDescribed() async {
        XCTAssertEqual(
            specs.map(\.name), ["", "--list-styles", "record", "fuzz", "plot", "compare", "export", "bench"])
    }

    @MainActor func testEveryOptionTakesItsValueAfterItOrJoinedWithEquals() async throws {
        for spec in specs {
            for option in spec.options {
                let command = "\(spec.name) \(option.name)"
                if option.kind == .flag {
                    let parsed = try spec.parse([option.name], programName: "segue")
                    XCTAssertEqual(parsed.options, [.init(name: option.name, value: nil)], command)
                    continue
                }
                let joined = try spec.parse(["\(option.name)=a=b", option.name, "-1"], programName: "segue")
                let apart = try spec.parse([option.name, "a=b", "\(option.name)=-1"], programName: "segue")
                XCTAssertEqual(joined, apart, command)
                XCTAssertEqual(joined.values(option.name), ["a=b", "-1"], command)
                XCTAssertEqual(joined.value(option.name), "-1", "\(command): the last wins")
                XCTAssertEqual(try spec.parse(["\(option.name)="], programName: "segue").value(option.name), "")
            }
        }
    }

    @MainActor func testUnknownOptionsMissingValuesAndValuedFlagsHaveOneWording() async {
        for spec in specs {
            let prefix = spec.messagePrefix
            let help = spec.name.isEmpty ? "segue --help" : "segue \(spec.name) --help"
            var cases = [
                (["--bogus"], "\(prefix)unknown option --bogus (see \(help))"),
                (["--bogus=1"], "\(prefix)unknown option --bogus (see \(help))"),
                (["-x"], "\(prefix)unknown option -x (see \(help))"),
                (["bogus"], "\(prefix)unexpected argument bogus (see \(help))"),
            ]
            for option in spec.options {
                if option.kind == .flag {
                    cases.append(([option.name + "=yes"], "\(prefix)\(option.name) takes no value"))
                } else {
                    cases.append(([option.name], "\(prefix)\(option.name) needs a value"))
                    cases.append(([option.name, "--help"], "\(prefix)\(option.name) needs a value"))
                }
            }
            for (arguments, message) in cases {
                XCTAssertThrowsError(try spec.parse(arguments, programName: "segue"), "\(arguments)") { error in
                    XCTAssertEqual((error as? CommandLineError)?.message, message, "\(spec.name) \(arguments)")
                }
            }
            let stopped = try? spec.parse(["-h", "--bogus"], programName: "segue")
            XCTAssertEqual(stopped?.wantsHelp, true, "\(spec.name): -h stops the reading")
        }
    }

    @MainActor func testTheHelpListsEveryOptionItParses() async {
        for spec in specs {
            let text = spec.help(programName: "segue") + "\n"
            XCTAssertEqual(HelpShape.problems(in: text), [], spec.name)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let usage = lines.prefix { !$0.isEmpty }.joined(separator: "\n")
            let options = lines.drop { $0 != "options:" }.dropFirst().prefix { !$0.isEmpty }
            for option in spec.options where !option.help.isEmpty {
                XCTAssertTrue(usage.contains(option.name), "\(spec.name): \(option.name) in the usage lines")
                XCTAssertEqual(
                    options.filter { $0.hasPrefix("  \(option.head)  ") || $0 == "  \(option.head)" }.count, 1,
                    "\(spec.name): \(option.head) listed once")
            }
            XCTAssertTrue(options.contains { $0.hasPrefix("  -h, --help") }, spec.name)
            let prefix = spec.name.isEmpty ? "usage: segue " : "usage: segue \(spec.name)"
            XCTAssertTrue(text.hasPrefix(prefix), text)
        }
    }

    @MainActor func testTheOverviewListsTheCommandsFromTheirDescriptions() async {
        let overview = Usage.text(programName: "segue", app: ViewerApplication().usage)
        for spec in specs.dropFirst() {
            XCTAssertTrue(overview.contains("  \(spec.name)"), spec.name)
            XCTAssertTrue(overview.contains(spec.listEntry()[0]), spec.name)
        }
        for option in CommandLineParser.runSpec.options {
            XCTAssertTrue(overview.contains("[\(option.head)]"), option.name)
        }
    }

    /// A value joined with `=` reaches each command's own check of it (the message is that
    /// option's, not an unknown option's).
    @MainActor func testAJoinedValueReachesEveryCommand() async throws {
        for (arguments, message) in [
            (["--size=0x1"], "segue: bad size \"0x1\": width and height must be from 1 to 16384 points"),
            (["record", "--op=push", "--fps=99"], "segue: record: bad frame rate \"99\""),
            (["fuzz", "--events=0"], "segue fuzz: --events takes a whole number from 1"),
            (["fuzz", "--style=nope"], "segue fuzz: unknown style nope"),
            (["plot", "--op=spin"], "segue: plot: unknown operation \"spin\""),
            (["compare", "--scale=2"], "segue: compare: bad scale \"2\""),
            (["export", "--format=java"], "segue: export: unknown format \"java\""),
            (["bench", "--reps=0"], "segue bench: --reps needs a positive number"),
            (["record", "--tuning=/nonexistent.json"], "segue: record: "),
        ] {
            let outcome = try SegueBinary.run(arguments)
            XCTAssertEqual(outcome.status, 2, "\(arguments): \(outcome.standardError)")
            XCTAssertTrue(outcome.standardError.hasPrefix(message), "\(arguments): \(outcome.standardError)")
        }
        let export = try SegueBinary.run(["export", "--style=fold", "--format=json"])
        XCTAssertEqual(export.status, 0, export.standardError)
        XCTAssertTrue(export.standardOutput.contains("\"fold\""), export.standardOutput)
    }

    /// `fuzz --style=fold`, which the fuzzer's own loop refused before it read its options with
    /// the others'.
    @MainActor func testFuzzTakesAJoinedStyle() async throws {
        let outcome = try SegueBinary.run(["fuzz", "--style=fold", "--events=20", "--jobs=1"])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.hasPrefix("fuzz (fold): 1 seed from 1, "), outcome.standardOutput)
        XCTAssertTrue(outcome.standardOutput.contains("all invariants held"), outcome.standardOutput)
    }
}
