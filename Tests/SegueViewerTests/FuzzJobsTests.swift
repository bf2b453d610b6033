import Foundation
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools

/// `fuzz` with every session in a process of its own, on `segue-faults`: an app whose root is
/// made once before `main` and whose animators break UIKit's contract on purpose.
nonisolated final class FuzzJobsTests: XCTestCase {
    private let faults = "segue-faults"

    /// Each planted fault is its own finding with a script that reproduces it, every seed is
    /// played, exit 1, and `--jobs 1` prints the same report as `--jobs 2`.
    @MainActor func testPlantedFaultsAreFindingsAndTheReportIsTheSameForAnyJobs() async throws {
        // Short sessions: the trap fires on a process's 8th transition; each finding shrinks with
        // one replay.
        var environment = ProcessInfo.processInfo.environment
        environment["FAULTS_TRAP_AT"] = "8"
        let arguments = ["fuzz", "--seeds", "20", "--events", "150", "--shrink-replays", "1"]
        let two = try SegueBinary.run(arguments + ["--jobs", "2"], environment: environment, binary: faults)
        XCTAssertEqual(two.status, 1, two.standardError)
        let report = two.standardOutput
        let faultMessages = [
            "never called completeTransition", "called completeTransition(true) a second time",
            "returned nan from transitionDuration", "left SnapshotView", "crashed with SIGILL",
        ]
        for expected in faultMessages + ["Fatal error: planted fault: transition 8 traps"] {
            XCTAssertTrue(report.contains(expected), "\(expected) in\n\(report)")
        }
        XCTAssertTrue(report.contains("\nfuzz: 20 seeds from 1, "), report)
        XCTAssertEqual(two.standardError, "", "no progress line in a pipe")
        let one = try SegueBinary.run(arguments + ["--jobs", "1"], environment: environment, binary: faults)
        XCTAssertEqual(one.status, 1)
        XCTAssertEqual(one.standardOutput, report)

        // One script of each fault fails again from --headless --script.
        let directory = NSTemporaryDirectory() + "/segue-fuzzjobs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var replayed: Set<String> = []
        for (index, script) in Self.scripts(in: report).enumerated() {
            let heading = script.split(separator: "\n").first.map(String.init) ?? ""
            guard let fault = faultMessages.first(where: { heading.contains($0) }), !replayed.contains(fault) else {
                continue
            }
            replayed.insert(fault)
            let path = directory + "/\(index).segue"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            let replay = try SegueBinary.run(
                ["--headless", "--script", path, "--out", directory], environment: environment, binary: faults)
            XCTAssertNotEqual(replay.status, 0, script)
            let expected = fault == "crashed with SIGILL" ? "planted fault" : "transition: FaultyAnimator"
            XCTAssertTrue(replay.standardError.contains(expected), replay.standardError)
        }
        XCTAssertEqual(replayed.count, faultMessages.count, report)
    }

    /// The same app with nothing planted (its root made once, its delegate set before `main`)
    /// fuzzes clean: every session's process makes the root once.
    @MainActor func testAnAppWhoseRootIsMadeOnceFuzzesClean() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["FAULTS"] = "none"
        let outcome = try SegueBinary.run(
            ["fuzz", "--seeds", "2", "--events", "150"], environment: environment, binary: faults)
        XCTAssertEqual(outcome.status, 0, outcome.standardOutput + outcome.standardError)
        XCTAssertTrue(outcome.standardOutput.hasSuffix("all invariants held\n"), outcome.standardOutput)
    }

    /// The scripts a report prints, distinct, from each `# ...` heading to `expect invariants`.
    static func scripts(in report: String) -> [String] {
        var scripts: [String] = []
        var current: [Substring]?
        for line in report.split(separator: "\n") {
            if line.hasPrefix("# ") { current = [] }
            current?.append(line)
            if line == "expect invariants", let lines = current {
                let script = lines.joined(separator: "\n") + "\n"
                let body = lines.dropFirst().joined(separator: "\n")
                if !scripts.contains(where: { $0.hasSuffix(body + "\n") }) { scripts.append(script) }
                current = nil
            }
        }
        return scripts
    }
}
