import Foundation
import Segue
import SegueCore
import SegueUI
import SegueViewer
import XCTest

/// How scripts fail: runtime failures carry FILE:LINE and exit 1; malformed lines exit 2 before
/// anything runs.
final class ScriptFailureTests: XCTestCase {
    private func failure(of text: String, on run: HeadlessRun) -> ScriptError? {
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

    func testExpectMismatchesNameTheLineAndBothValues() throws {
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

    func testRuntimeErrors() throws {
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

    func testSettleGivesUpAfterThirtySecondsOfScriptTime() throws {
        let run = try HeadlessRun()
        let error = failure(of: "key p\nclick Push\nsettle", on: run)
        XCTAssertEqual(
            error?.description, "test.segue:3: still busy after 30 s of script time (Segue — system — push 0%)")
    }

    func testAFailedExpectExitsWithOne() throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/fail.segue"
        try "shot before.png\nexpect depth 5\nshot after.png\n".write(toFile: script, atomically: true, encoding: .utf8)
        let status = ViewerApplication.run(arguments: ["--headless", "--script", script, "--out", directory + "/out"])
        XCTAssertEqual(status, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/out/before.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/out/after.png"))
    }

    func testAMalformedLineExitsWithTwoBeforeAnythingRuns() throws {
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

    func testMissingScriptAndFontExitWithOne() {
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--script", "/nonexistent/x.segue"]), 1)
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--font", "/nonexistent/font.ttf"]), 1)
    }
}
