import Foundation
import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Bad inputs a stress pass tried: each gets one short line (FILE:LINE for scripts, what the
/// user wrote cut to a few dozen characters), the exit status The command line article gives,
/// and nothing written under a name the user did not give.
nonisolated final class BadInputTests: XCTestCase {
    @MainActor private var directory: String!

    @MainActor override func setUp() async throws {
        directory = HeadlessRun.temporaryDirectory()
    }

    @MainActor override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @MainActor private func parseError(_ text: String) -> String? {
        do {
            _ = try ScriptParser.parse(text, fileName: "t.segue", application: ViewerApplication())
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Runs the viewer on a script file holding `bytes`; the exit status and what was written.
    @MainActor private func runScript(_ bytes: Data) throws -> (status: Int32, written: [String]) {
        let script = directory + "/s.segue"
        try bytes.write(to: URL(fileURLWithPath: script))
        let out = directory + "/out"
        let status = ViewerApplication.run(arguments: ["--headless", "--script", script, "--out", out])
        let written = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
        return (status, written.sorted())
    }

    /// A NUL after a number used to be read as the end of the number (`wait 10\0abc` waited 10).
    @MainActor func testANulCharacterIsRefused() async {
        XCTAssertEqual(parseError("wait 10\0abc"), "t.segue:1: a NUL character (\\0) is not allowed in a script")
        XCTAssertEqual(
            parseError("settle\nclick \"Pu\0sh\""), "t.segue:2: a NUL character (\\0) is not allowed in a script")
    }

    /// `tree a\0b.json` used to pass the `.json` check and write a file named `a`.
    @MainActor func testANulInAFileNameWritesNothing() async throws {
        let result = try runScript(Data("tree a\0b.json\n".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.written, [], "no file under a name the user did not give")
    }

    /// A megabyte-long number or title is cut in the message.
    @MainActor func testHugeTokensAreCutInMessages() async throws {
        let long = String(repeating: "7", count: 1_000_000)
        let number = try XCTUnwrap(parseError("wait " + long))
        XCTAssertLessThan(number.utf8.count, 200, number)
        XCTAssertEqual(
            number,
            "t.segue:1: the number 77777777777777777777777777777777… (1000000 characters) is out of range (at most about 1.8e308 either way)"
        )
        let word = try XCTUnwrap(parseError("frobnicate" + long))
        XCTAssertEqual(word, "t.segue:1: unknown command \"frobnicate7777777777777777777777… (1000010 characters)\"")
        let run = try HeadlessRun()
        XCTAssertThrowsError(try run.run("click \"\(String(repeating: "T", count: 1_000_000))\"")) { error in
            XCTAssertLessThan("\(error)".utf8.count, 200)
            XCTAssertTrue("\(error)".hasSuffix("… (1000000 characters)\" on the front-most screen"), "\(error)")
        }
        if case .failure(let error) = CommandLineParser.parse(["--size", long]) {
            XCTAssertLessThan(error.message.utf8.count, 200)
        } else {
            XCTFail("a megabyte size is refused")
        }
        if case .failure(let error) = CommandLineParser.parse(["--" + long]) {
            XCTAssertLessThan(error.message.utf8.count, 200)
        } else {
            XCTFail("a megabyte flag is refused")
        }
    }

    /// `1e309` is a number, only too large: the message says so. Hex, `inf` and `nan` are not
    /// numbers.
    @MainActor func testNumbersOutOfRangeAndNotDecimal() async {
        XCTAssertEqual(
            parseError("wait 1e309"), "t.segue:1: the number 1e309 is out of range (at most about 1.8e308 either way)")
        XCTAssertEqual(
            parseError("click -1e309 5"),
            "t.segue:1: the number -1e309 is out of range (at most about 1.8e308 either way)")
        for text in ["0x10", "inf", "nan", "1e", ".", "+", "1.2.3", "--1"] {
            XCTAssertEqual(parseError("wait \(text)"), "t.segue:1: expected a number, not \"\(text)\"", text)
        }
        XCTAssertNil(parseError("wait 1.5e3\ndrag .5 -3 +4. 1E2 100"))
    }

    /// `/dev/null` is an empty script, as an empty file is.
    @MainActor func testDevNullIsAnEmptyScript() async {
        let status = ViewerApplication.run(arguments: [
            "--headless", "--script", "/dev/null", "--out", directory + "/o",
        ])
        XCTAssertEqual(status, 0)
    }

    /// Bytes that are not UTF-8, even in a comment, name the line, the byte and its column.
    @MainActor func testInvalidUTF8NamesTheLine() async throws {
        var bytes = Data("settle\n# caf".utf8)
        bytes.append(0xE9)
        bytes.append(contentsOf: Array("\nexpect idle\n".utf8))
        let script = directory + "/bad.segue"
        try bytes.write(to: URL(fileURLWithPath: script))
        XCTAssertEqual(
            ScriptSource.read(path: script),
            .failure(.init(line: 2, message: "not UTF-8 text: byte 0xE9 at column 6", status: 2)))
        XCTAssertEqual(try runScript(bytes).status, 2)
        XCTAssertEqual(
            ScriptSource.decode(Data([0x61, 0xED, 0xA0, 0x80])),
            .failure(.init(line: 1, message: "not UTF-8 text: byte 0xED at column 2", status: 2)), "a surrogate")
        XCTAssertEqual(ScriptSource.decode(Data("é…\n".utf8)), .success("é…\n"))
        XCTAssertEqual(
            ScriptSource.read(path: directory),
            .failure(.init(line: 0, message: "is a folder, not a script", status: 1)))
    }

    /// Sizes are digits, a lowercase x and digits: `5X5` and `+5x+5` are refused.
    @MainActor func testSizesAreStrict() async {
        for text in ["5X5", "+5x+5", " 5x5", "5x5 ", "5x-5", "0x10", "5x", "x5", "16385x5"] {
            XCTAssertThrowsError(try CommandLineParser.parseSize(text), text)
        }
        XCTAssertEqual(try CommandLineParser.parseSize("16384x1"), Size(width: 16384, height: 1))
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--size", "5X5", "--out", directory]), 2)
    }
}
