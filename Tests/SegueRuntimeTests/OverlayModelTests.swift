import XCTest

@testable import SegueRuntime

/// The overlays' models: the frame-time history and the numbers' text.
nonisolated final class OverlayModelTests: XCTestCase {
    @MainActor func testFrameTimeHistoryKeepsTheLastFramesInOrder() async {
        var history = FrameTimeHistory(capacity: 3)
        XCTAssertNil(history.last)
        XCTAssertNil(history.average)
        history.record(0.010)
        history.record(0.020)
        XCTAssertEqual(history.durations, [0.010, 0.020])
        history.record(0.030)
        history.record(0.040)
        XCTAssertEqual(history.durations, [0.020, 0.030, 0.040])
        XCTAssertEqual(history.last, 0.040)
        XCTAssertEqual(history.maximum, 0.040)
        XCTAssertEqual(history.average ?? 0, 0.030, accuracy: 1e-12)
    }

    @MainActor func testDecimalText() async {
        XCTAssertEqual(DecimalText.oneDecimal(16.666), "16.7")
        XCTAssertEqual(DecimalText.oneDecimal(3), "3.0")
        XCTAssertEqual(DecimalText.oneDecimal(-0.04), "0.0")
        XCTAssertEqual(DecimalText.oneDecimal(-1.25), "-1.3")
        XCTAssertEqual(DecimalText.whole(-0.2), "0")
        XCTAssertEqual(DecimalText.whole(389.6), "390")
    }
}
