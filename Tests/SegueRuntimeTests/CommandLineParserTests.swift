import XCTest

@testable import SegueRuntime

/// The run's command line without an app: what only an app adds is unknown, and bad values say so.
nonisolated final class CommandLineParserTests: XCTestCase {
    @MainActor func testWithoutAnAppItsFlagsAndSubcommandsAreUnknown() async {
        for arguments in [["--style", "circle"], ["bench"], ["--list-styles"]] {
            guard case .failure(let error) = CommandLineParser.parse(arguments) else {
                return XCTFail("\(arguments) was accepted without the viewer")
            }
            let what = arguments[0].hasPrefix("-") ? "unknown option" : "unexpected argument"
            XCTAssertEqual(error.message, "\(what) \(arguments[0]) (see segue --help)")
        }
    }

    @MainActor func testBadSlowFactors() async {
        for value in ["0", "-1", "abc", "nan", "inf", "1001", ""] {
            guard case .failure(let error) = CommandLineParser.parse(["--slow", value]) else {
                return XCTFail("--slow \(value) was accepted")
            }
            XCTAssertEqual(
                error.message,
                "bad slow factor \"\(value)\": expected a number from 0.01 to 1000 (10 is ten times slower)")
        }
    }
}
