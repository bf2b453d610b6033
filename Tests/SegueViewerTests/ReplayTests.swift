import Foundation
import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// A planted violation, sensitive to the exact frame: an interactive transition may not pass 40%.
/// Its message gives the progress, so a replay a frame early or late gives another message.
private final class PlantedInvariant: SceneInvariant {
    var schedule: InvariantSchedule { .everyFrame }

    func violation(in scene: AppScene) -> String? {
        guard let active = scene.window.activeTransition, active.context.isInteractive, active.progress > 0.4 else {
            return nil
        }
        return "planted: an interactive \(active.context.operation.rawValue) at \(active.progress)"
    }
}

/// Failures that replay: the fuzzer's driver and the script runner play the same frames, the
/// shrunk script carries the state the session ended in, and `expect invariants` checks what the
/// fuzzer checked.
nonisolated final class ReplayTests: XCTestCase {
    /// Plants a violation, fuzzes until a session breaks it, shrinks the session, and replays the
    /// printed script headless (`segue --headless --script`'s host): the same message, on the
    /// same frame, at the script's `expect invariants` line.
    @MainActor func testAShrunkSessionsScriptReplaysItsFailureExactly() async throws {
        let planted = { [PlantedInvariant()] as [SceneInvariant] }
        var found: Fuzzer.Report?
        for seed in UInt64(1)...40 {
            let report = Fuzzer.viewer.session(seed: seed, events: 300, extraInvariants: planted)
            if report.failure != nil {
                found = report
                break
            }
        }
        let report = try XCTUnwrap(found, "a session breaks the planted invariant")
        let failure = try XCTUnwrap(report.failure)
        XCTAssertTrue(failure.contains("planted"), failure)
        let shrunk = Fuzzer.viewer.shrink(report.actions, extraInvariants: planted)
        XCTAssertLessThan(shrunk.count, report.actions.count)
        let shrunkFailure = try XCTUnwrap(Fuzzer.viewer.replay(shrunk, extraInvariants: planted))
        let text = Fuzzer.viewer.script(for: shrunk, seed: report.seed, failure: shrunkFailure)
        XCTAssertTrue(text.hasSuffix("settle\nexpect invariants\n"), text)

        let run = try HeadlessRun()
        let script = try ScriptParser.parse(text, fileName: "shrunk.segue", application: ViewerApplication())
        let runner = ScriptRunner(script: script, host: run.host, output: run.output, fontPath: run.fontPath)
        runner.watchInvariants(extra: planted())
        XCTAssertThrowsError(try runner.run()) { error in
            let lastLine = script.lines.last!.number
            XCTAssertEqual(
                "\(error)", "shrunk.segue:\(lastLine): expected every invariant to hold, got \(shrunkFailure)", text)
        }
    }

    /// A failure late in a long session shrinks to a short script: the shrinker first drops the
    /// longest prefix the failure does not need.
    @MainActor func testALateFailureOfALongSessionShrinksToAShortScript() async throws {
        let planted = { [PlantedInvariant()] as [SceneInvariant] }
        var found: Fuzzer.Report?
        for seed in UInt64(1)...40 {
            let report = Fuzzer.viewer.session(seed: seed, events: 300, extraInvariants: planted)
            if report.failure != nil {
                found = report
                break
            }
        }
        let report = try XCTUnwrap(found, "a session breaks the planted invariant")
        // Two thousand short waits before the session: a long prefix the failure does not need.
        let idle = Array(repeating: FuzzAction.wait(milliseconds: 50), count: 2000)
        let long = idle + report.actions
        XCTAssertNotNil(Fuzzer.viewer.replay(long, extraInvariants: planted), "the long session still fails")
        let shrunk = Fuzzer.viewer.shrink(long, extraInvariants: planted)
        XCTAssertNotNil(Fuzzer.viewer.replay(shrunk, extraInvariants: planted))
        XCTAssertLessThanOrEqual(shrunk.count, report.actions.count, "the idle prefix is gone: \(shrunk.count) actions")
    }

    /// Without the planted invariant the same script passes: `expect invariants` is not a
    /// failure by itself.
    @MainActor func testExpectInvariantsPassesWhenEverythingHolds() async throws {
        let run = try HeadlessRun()
        XCTAssertNoThrow(
            try run.run("click Push\nsettle\ndrag 5 400 300 400 300\nsettle\nexpect top Home\nexpect invariants\n"))
    }

    /// `expect invariants` checks what the fuzzer checks: a screen left at another size breaks
    /// the layout invariant, reported with its frame.
    @MainActor func testExpectInvariantsReportsABrokenInvariant() async throws {
        let run = try HeadlessRun()
        try run.run("request present\nsettle\n")
        run.host.scene.window.presentations[0].presented.view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertThrowsError(try run.run("expect invariants\n", fileName: "t.segue")) { error in
            XCTAssertEqual(
                "\(error)",
                "t.segue:1: expected every invariant to hold, got frame 0: the layout does not fit the window: "
                    + "[\"Modal 1 is at (0, 0, 100x100), not (0, 0, 390x844)\"]")
        }
    }

    /// A session that ends paused and in slow motion: its script brings back normal time as the
    /// fuzzer does before its settle (S, then P), so `settle` settles.
    @MainActor func testTheScriptCarriesPauseAndSlowMotion() async throws {
        let actions: [FuzzAction] = [.key(.toggleSlowMotion), .key(.togglePause), .request(.push)]
        let text = Fuzzer.viewer.script(for: actions, seed: 3, failure: "x")
        XCTAssertTrue(text.hasSuffix("request push\nkey s\nkey p\nsettle\nexpect invariants\n"), text)
        XCTAssertNil(Fuzzer.viewer.replay(actions))
        let run = try HeadlessRun()
        XCTAssertNoThrow(try run.run(text))
        XCTAssertEqual(run.scene.navigationTitles, ["Home", "Screen 2"])
    }

    /// The fuzzer's drag and a script's `drag` (and `down`, `move`, `up`) play the same number of
    /// frames and leave the scene in the same state; so do clicks and waits.
    @MainActor func testTheDriverAndTheRunnerPlayTheSameFrames() async throws {
        let actions: [FuzzAction] = [
            .click(Point(x: 195, y: 300)), .wait(milliseconds: 25),
            .drag(from: Point(x: 5, y: 400), to: Point(x: 200, y: 400), milliseconds: 300),
        ]
        let played = SceneDriver()
        for action in actions { try played.play(action) }
        for text in [
            actions.map(\.scriptLine).joined(separator: "\n"),
            "click 195 300\nwait 25\ndown 5 400\nmove 200 400 300\nup",
        ] {
            let driver = SceneDriver()
            let script = try ScriptParser.parse(text, fileName: "t.segue", application: ViewerApplication())
            let runner = ScriptRunner(
                script: script, host: DriverHost(driver: driver), output: OutputFolder(path: "/tmp"), fontPath: "")
            try runner.run()
            XCTAssertEqual(runner.framesRun, played.frameCount, text)
            XCTAssertEqual(driver.frameCount, 2 + 2 + 18 + 1, text)
            XCTAssertEqual(try driver.viewer.stateJSON(), try played.viewer.stateJSON(), text)
        }
    }
}

/// A planted failure that needs a build-up, like the grabbed dismissal fuzzing found: under reduce
/// motion, with two sheets stacked, a dismissal driven by a finger may not pass half way.
private final class PlantedStackedDismissal: SceneInvariant {
    var schedule: InvariantSchedule { .everyFrame }

    func violation(in scene: AppScene) -> String? {
        let window = scene.window
        guard scene.reduceMotion, window.presentations.count >= 2, let active = window.activeTransition,
            active.context.operation == .dismiss, active.context.isInteractive, active.progress > 0.5
        else { return nil }
        return "planted: a dismissal of \(window.presentations.count) stacked sheets at \(active.progress)"
    }
}

/// The shrinker against a failure behind a long build-up.
nonisolated final class ShrinkerTests: XCTestCase {
    /// A detents session that breaks the planted invariant only after hundreds of actions (reduce
    /// motion switched on, two sheets presented, a drag down past half way, among everything
    /// else) shrinks to at most 40 actions that fail the same way.
    @MainActor func testAFailureBehindALongBuildUpShrinksToAtMostFortyActions() async throws {
        let planted = { [PlantedStackedDismissal()] as [SceneInvariant] }
        var found: Fuzzer.Report?
        for seed in UInt64(1)...40 {
            let report = Fuzzer.viewer.session(seed: seed, events: 2000, style: .detents, extraInvariants: planted)
            if report.failure != nil, report.actions.count >= 300 {
                found = report
                break
            }
        }
        let report = try XCTUnwrap(found, "a long session breaks the planted invariant")
        let shrunk = Fuzzer.viewer.shrink(report.actions, extraInvariants: planted)
        let failure = try XCTUnwrap(Fuzzer.viewer.replay(shrunk, extraInvariants: planted))
        XCTAssertTrue(failure.contains("planted: a dismissal of 2 stacked sheets"), failure)
        XCTAssertLessThanOrEqual(
            shrunk.count, 40, Fuzzer.viewer.script(for: shrunk, seed: report.seed, failure: failure))
        // 1-minimal: without any one of its actions the script no longer fails that way.
        for index in shrunk.indices {
            var fewer = shrunk
            fewer.remove(at: index)
            let other = Fuzzer.viewer.replay(fewer, extraInvariants: planted)
            XCTAssertFalse(other?.contains("planted: a dismissal of 2") ?? false, "action \(index) can go")
        }
        print("shrunk seed \(report.seed): \(report.actions.count) actions to \(shrunk.count)")
    }

    /// The first session fuzzing found with new seeds (Assets/Found/grabbed-dismissal-cancels.segue,
    /// 960 actions, which the shrinker used to leave at that), with the planted failure standing
    /// for the bug it had: the shrinker brings it to at most 40 actions.
    @MainActor func testTheFoundGrabbedDismissalSessionShrinksToAtMostFortyActions() async throws {
        let planted = { [PlantedStackedDismissal()] as [SceneInvariant] }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Found/grabbed-dismissal-cancels.segue").path
        let script = try ScriptParser.parse(
            try String(contentsOfFile: path, encoding: .utf8), fileName: path, application: ViewerApplication())
        let actions = try FuzzAction.actions(from: script)
        XCTAssertEqual(actions.count, 960)
        XCTAssertNotNil(Fuzzer.viewer.replay(actions, extraInvariants: planted))
        let shrunk = Fuzzer.viewer.shrink(actions, extraInvariants: planted)
        let failure = try XCTUnwrap(Fuzzer.viewer.replay(shrunk, extraInvariants: planted))
        XCTAssertTrue(failure.contains("planted: a dismissal of"), failure)
        XCTAssertLessThanOrEqual(shrunk.count, 40, Fuzzer.viewer.script(for: shrunk, seed: 0, failure: failure))
        // The sheets and reduce motion are built directly, not by the clicks that happened to.
        XCTAssertTrue(shrunk.contains(.request(.present)), "\(shrunk)")
        XCTAssertTrue(shrunk.contains(.key(.toggleReduceMotion)), "\(shrunk)")
    }

    /// A session's script reads back as the same actions (`FuzzAction.actions(from:)`, which
    /// `fuzz --shrink` uses), and a line that is no fuzzer action is refused with its line.
    @MainActor func testAScriptReadsBackAsItsActions() async throws {
        let report = Fuzzer.viewer.session(seed: 5, events: 200, style: .detents)
        let text = Fuzzer.viewer.script(for: report.actions, seed: 5, failure: "none")
        let script = try ScriptParser.parse(text, fileName: "s.segue", application: ViewerApplication())
        let read = try FuzzAction.actions(from: script)
        // The script may end with the keys that bring back normal time before its settle.
        XCTAssertTrue(Array(read.prefix(report.actions.count)) == report.actions, "the session's actions read back")
        XCTAssertTrue(read.dropFirst(report.actions.count).allSatisfy { if case .key = $0 { true } else { false } })
        let other = try ScriptParser.parse(
            "wait 10\nclick Push\n", fileName: "o.segue", application: ViewerApplication())
        XCTAssertThrowsError(try FuzzAction.actions(from: other)) { error in
            XCTAssertTrue("\(error)".hasPrefix("o.segue:2: only the fuzzer's actions can be shrunk"), "\(error)")
        }
    }
}
