import Foundation
import XCTest

/// Runs the built `segue` executable as a person would, and checks its output and exit status.
nonisolated final class SegueBinaryTests: XCTestCase {
    @MainActor private func run(_ arguments: [String], environment: [String: String]? = nil) throws
        -> SegueBinary.Outcome
    {
        try SegueBinary.run(arguments, environment: environment)
    }

    @MainActor func testListStyles() async throws {
        let outcome = try run(["--list-styles"])
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.standardOutput, "system\nscale\ncircle\nfold\nfold-affine\nsheet\nzoom\ndetents\n")
    }

    @MainActor func testHelp() async throws {
        let outcome = try run(["--help"])
        XCTAssertEqual(outcome.status, 0)
        for word in [
            "--size WxH", "--headless", "--script FILE", "filmstrip FILE.png OP", "Esc",
            "segue record (--op OP | --click TITLE)",
            "gif FILE.gif OP [FPS]", "--scale F",
        ] {
            XCTAssertTrue(outcome.standardOutput.contains(word), word)
        }
    }

    @MainActor func testABadFlagFailsWithAMessage() async throws {
        let outcome = try run(["--wobble"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.standardError, "segue: unknown option --wobble (see segue --help)\n")
        XCTAssertEqual(outcome.standardOutput, "")
    }

    @MainActor func testHeadlessWritesHome() async throws {
        let directory = HeadlessRun.temporaryDirectory() + "/out"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outcome = try run(["--headless", "--out", directory])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/home.png"))
    }

    @MainActor func testAFailingScriptPrintsFileAndLine() async throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/s.segue"
        try "settle\nexpect top Nowhere\n".write(toFile: script, atomically: true, encoding: .utf8)
        let outcome = try run(["--headless", "--script", script, "--out", directory])
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.standardError, "\(script):2: expected top \"Nowhere\", got \"Home\"\n")
    }

    @MainActor func testWithoutADisplayItSuggestsHeadless() async throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        let outcome = try run([], environment: environment)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(outcome.standardError.contains("--headless"), outcome.standardError)
    }
}
