import XCTest

@testable import SegueTools

/// The line a long fuzz or soak run keeps up to date: done, rate, findings and time left.
nonisolated final class ProgressLineTests: XCTestCase {
    /// The progress line: done and total, rate, findings and time left.
    @MainActor func testTheProgressLineSaysDoneRateFindingsAndTimeLeft() async {
        XCTAssertEqual(
            ProgressLine.text(done: 5, total: 20, noun: "seed", findings: 1, elapsed: 10),
            "5/20 seeds, 0.5/s, 1 finding, 30 s left")
        XCTAssertEqual(
            ProgressLine.text(done: 0, total: 3, noun: "seed", findings: 0, elapsed: 0),
            "0/3 seeds, 0.0/s, 0 findings, 0 s left")
    }
}
