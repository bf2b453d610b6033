import SegueCore
import XCTest

@testable import SegueRuntime

/// What a canvas of a given size may cost in memory: a notice for a large one, a refusal for one
/// larger than the machine's memory.
nonisolated final class CanvasCostTests: XCTestCase {
    /// What a size costs: a note above 1 GiB, a refusal above the machine's memory.
    @MainActor func testLargeSizesStateTheirCostOrAreRefused() async {
        let largest = Size(width: 16384, height: 16384)
        XCTAssertEqual(CanvasCost.peakBytes(of: largest), 16384 * 16384 * 16)
        XCTAssertEqual(
            CanvasCost.notice(for: largest),
            "a 16384x16384 canvas may take up to 4.3 GB of memory at a transition's peak (16 bytes a pixel)")
        XCTAssertNil(CanvasCost.notice(for: .defaultWindow))
        XCTAssertEqual(
            CanvasCost.refusal(for: largest, physicalMemory: 2_000_000_000),
            "a 16384x16384 canvas may take up to 4.3 GB of memory (16 bytes a pixel), more than this machine's "
                + "2.0 GB; choose a smaller size")
        XCTAssertNil(CanvasCost.refusal(for: Size(width: 4096, height: 4096), physicalMemory: 2_000_000_000))
    }
}
