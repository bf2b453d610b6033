import XCTest

@testable import SegueTools

/// What the shrinker keeps of a failure: its kind, the message without its numbers.
nonisolated final class FailureKindTests: XCTestCase {
    /// A failure's kind leaves out its frame and numbers, not what broke.
    @MainActor func testAFailuresKindIsItsMessageWithoutNumbers() async {
        XCTAssertEqual(
            Shrinker.kind(of: "frame 93: progress leaves the finger at 4.4 pt a frame (steps -0.6, -10.6)"),
            " progress leaves the finger at # pt a frame (steps #, #)")
        XCTAssertNotEqual(
            Shrinker.kind(of: "frame 9: Modal 1 leaves the finger at 4 pt"),
            Shrinker.kind(of: "frame 9: progress leaves the finger at 4 pt"))
    }
}
