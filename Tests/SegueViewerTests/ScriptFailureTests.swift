import Foundation
import Segue
import SegueCore
import SegueUI
import SegueViewer
import XCTest

/// How scripts fail: runtime failures carry FILE:LINE and exit 1; malformed lines exit 2 before
/// anything runs.
nonisolated final class ScriptFailureTests: XCTestCase {
    @MainActor private func failure(of text: String, on run: HeadlessRun) -> ScriptError? {
        do {
            try run.run(text)
            return nil
        } catch let error as ScriptError {
            return error
        } catch {
            XCTFail("unexpected \(error)")
            return nil
        }
    }

    @MainActor func testExpectMismatchesNameTheLineAndBothValues() async throws {
        let cases: [(String, String)] = [
            (
                "click Push\nsettle\nexpect top \"Screen 9\"",
                "test.segue:3: expected top \"Screen 9\", got \"Screen 2\""
            ),
            ("expect depth 2", "test.segue:1: expected depth 2, got 1"),
            ("expect modal \"Modal 1\"", "test.segue:1: expected modal \"Modal 1\", got none"),
            ("click Present\nsettle\nexpect modal none", "test.segue:3: expected modal none, got \"Modal 1\""),
            ("click Push\nexpect idle", "test.segue:2: expected idle, got Segue — system — push 5%"),
        ]
        for (text, message) in cases {
            let run = try HeadlessRun()
            XCTAssertEqual(failure(of: text, on: run)?.description, message, text)
        }
    }

    @MainActor func testRuntimeErrors() async throws {
        let cases: [(String, String)] = [
            ("# c\nclick \"Pop to root\"", "test.segue:2: no button \"Pop to root\" on the front-most screen"),
            ("up", "test.segue:1: up needs the pointer down (use down X Y first)"),
            ("move 1 2 10", "test.segue:1: move needs the pointer down (use down X Y first)"),
            ("down 1 2\ndown 3 4", "test.segue:2: the pointer is already down (use up first)"),
            ("filmstrip f.png pop", "test.segue:1: nothing to pop: the stack has one screen"),
            ("filmstrip f.png dismiss", "test.segue:1: nothing to dismiss: no modal is presented"),
            ("click Push\nfilmstrip f.png push", "test.segue:2: filmstrip needs an idle scene (put settle before it)"),
        ]
        for (text, message) in cases {
            let run = try HeadlessRun()
            XCTAssertEqual(failure(of: text, on: run)?.description, message, text)
        }
    }

    @MainActor func testSettleGivesUpAfterThirtySecondsOfScriptTime() async throws {
        // Ten times slower, two 3 s circle pushes take 60 s; with one queued when `settle`
        // starts, it waits 30 + 4 s.
        let driver = SceneDriver(style: .circle)
        let script = try ScriptParser.parse(
            "key s\nrequest push\nrequest push\nsettle\n", fileName: "test.segue", application: ViewerApplication())
        let runner = ScriptRunner(
            script: script, host: DriverHost(driver: driver), output: OutputFolder(path: "/tmp"), fontPath: "")
        XCTAssertThrowsError(try runner.run()) { error in
            XCTAssertEqual(
                "\(error)", "test.segue:4: still busy after 34 s of script time (Segue — circle — push 13%)")
        }
        XCTAssertEqual(runner.framesRun, 3 + 34 * 60)
    }

    /// Paused, a scene never settles: `settle` says so at once rather than after 30 s.
    @MainActor func testSettleWhilePausedSaysTheSceneIsPaused() async throws {
        let run = try HeadlessRun()
        let error = failure(of: "request push\nkey p\nsettle", on: run)
        XCTAssertEqual(
            error?.description,
            "test.segue:3: cannot settle: the scene is paused (Segue — system — push 5%); resume it with key p first")
        XCTAssertEqual(run.host.clock.now, 2.0 / 60, "no frame waited in vain")
    }

    /// Each queued request adds 4 s to `settle`'s limit: 200 queued circle pushes (3 s each)
    /// settle.
    @MainActor func testSettleWaitsLongerForQueuedRequests() async throws {
        XCTAssertEqual(ScriptRunner.settleLimit(queuedRequests: 0), 30)
        XCTAssertEqual(ScriptRunner.settleLimit(queuedRequests: 200), 830)
        let driver = SceneDriver(style: .circle)
        for _ in 0..<200 { driver.viewer.request(.push) }
        let script = try ScriptParser.parse(
            "settle\nexpect depth 201\n", fileName: "t.segue", application: ViewerApplication())
        let host = DriverHost(driver: driver)
        XCTAssertNoThrow(
            try ScriptRunner(script: script, host: host, output: OutputFolder(path: "/tmp"), fontPath: "").run())
    }

    @MainActor func testAFailedExpectExitsWithOne() async throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/fail.segue"
        try "shot before.png\nexpect depth 5\nshot after.png\n".write(toFile: script, atomically: true, encoding: .utf8)
        let status = ViewerApplication.run(arguments: ["--headless", "--script", script, "--out", directory + "/out"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/out/before.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/out/after.png"))
    }

    @MainActor func testAMalformedLineExitsWithTwoBeforeAnythingRuns() async throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/bad.segue"
        try "shot first.png\nsettle\nclick\n".write(toFile: script, atomically: true, encoding: .utf8)
        let status = ViewerApplication.run(arguments: ["--headless", "--script", script, "--out", directory + "/out"])
        XCTAssertEqual(status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/out"))
        XCTAssertThrowsError(try ScriptParser.parse("shot first.png\nsettle\nclick\n", fileName: script)) { error in
            XCTAssertEqual("\(error)", "\(script):3: usage: click TITLE or click X Y (quote a title with spaces)")
        }
    }

    @MainActor func testMissingScriptAndFontExitWithOne() async {
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--script", "/nonexistent/x.segue"]), 1)
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--font", "/nonexistent/font.ttf"]), 1)
    }
}

/// A `FrameHost` over the fuzzer's `SceneDriver`: scripts run on it without drawing.
final class DriverHost: FrameHost {
    let driver: SceneDriver

    init(driver: SceneDriver) {
        self.driver = driver
    }

    var scene: AppScene { driver.scene }
    var content: SceneContent { driver.viewer }
    var controls: SceneControls { driver.controls }
    var now: Double { driver.clock.now }
    func advanceFrame() throws { try driver.frame() }
    func savePNG(path: String) throws {}
    func resize(to size: Size) throws { driver.viewer.resize(to: size) }
}
