import SegueCore
import SegueUI
import XCTest

@testable import SegueRuntime

/// The overlays' text fits a width: long lines wrap, what cannot wrap ends in an ellipsis.
nonisolated final class OverlayFitTests: XCTestCase {
    @MainActor private let measurer = ApproximateTextMeasurer()
    @MainActor private func width(_ text: String) -> Double { measurer.measure(text, fontSize: 10).width }

    @MainActor func testWrapKeepsEveryWordAndFitsTheWidth() async {
        let line = "    Label \"Swipe from the left edge to go back\" (10, 148, 370×24)"
        let rows = LineFitter.wrap([line, "short"], width: 200, measure: width)
        XCTAssertGreaterThan(rows.count, 2, "the long line wraps")
        XCTAssertEqual(rows.last, "short")
        for row in rows { XCTAssertLessThanOrEqual(width(row), 200, row) }
        XCTAssertTrue(rows[0].hasPrefix("    Label"), "the first row keeps the line's indentation")
        XCTAssertTrue(rows[1].hasPrefix("        "), "continuation rows are indented under it")
        let words = rows.dropLast().flatMap { $0.split(separator: " ") }
        XCTAssertEqual(words, line.split(separator: " "), "no word is lost or changed")
    }

    @MainActor func testAWordTooWideEndsInAnEllipsisAndCapacityIsKept() async {
        let rows = LineFitter.wrap([String(repeating: "x", count: 80), "a b c"], width: 120, measure: width)
        XCTAssertEqual(rows.first?.last, "…")
        XCTAssertLessThanOrEqual(width(rows[0]), 120)
        XCTAssertEqual(LineFitter.truncate("fits", width: 120, measure: width), "fits")
        let many = (1...50).map { "line \($0)" }
        let capped = LineFitter.wrap(many, width: 120, capacity: 10, measure: width)
        XCTAssertEqual(capped.count, 10)
        XCTAssertEqual(capped.last, "… 41 more")
    }
}
