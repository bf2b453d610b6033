import Foundation
import Segue
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import SegueRuntime
@testable import SegueTools

/// A script's errors say what kind they are, so code can switch on them: malformed before
/// anything runs (exit 2), failed while running or unreadable (exit 1); the message users see
/// stays `FILE:LINE: message`.
nonisolated final class ScriptErrorKindTests: XCTestCase {
    @MainActor func testAMalformedLineIsMalformed() async throws {
        XCTAssertThrowsError(try ScriptParser.parse("settle\nfrobnicate 3\n", fileName: "bad.segue")) { error in
            guard let error = error as? ScriptError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .malformed)
            XCTAssertEqual(error.exitStatus, 2)
            XCTAssertEqual(error.line, 2)
            XCTAssertTrue(error.description.hasPrefix("bad.segue:2: "), error.description)
        }
    }

    @MainActor func testAFailedExpectationIsAFailure() async throws {
        let content = RootViewControllerApplication.RootContent(rootViewController: ViewController())
        var options = RunOptions()
        options.headless = true
        let fontPath = try FontResolver().resolve()
        SegueApplication.installTools()
        let host = try HeadlessHost(options: options, fontPath: fontPath, content: content)
        let script = try ScriptParser.parse("settle\nexpect depth 3\n", fileName: "fail.segue", application: nil)
        let runner = ScriptRunner(script: script, host: host, output: OutputFolder(path: "."), fontPath: fontPath)
        XCTAssertThrowsError(try runner.run()) { error in
            guard let error = error as? ScriptError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.kind, .failed)
            XCTAssertEqual(error.exitStatus, 1)
            XCTAssertEqual(error.line, 2)
        }
    }

    @MainActor func testTextThatIsNoScriptIsMalformedAndAMissingFileUnreadable() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("script-kinds-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("binary.segue").path
        try Data([0x73, 0x65, 0x74, 0x74, 0x6C, 0x65, 0x0A, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: binary))
        guard case .failure(let notText) = Script.load(path: binary, application: nil) else {
            return XCTFail("bytes that are not UTF-8 were read as a script")
        }
        XCTAssertEqual(notText.status, 2, notText.message)
        guard
            case .failure(let missing) = Script.load(path: folder.appendingPathComponent("none").path, application: nil)
        else { return XCTFail("a missing file was read") }
        XCTAssertEqual(missing.status, 1, missing.message)
    }
}
