import SegueGIF
import XCTest

nonisolated final class AreaDownscalerTests: XCTestCase {
    @MainActor func testHalvingAveragesEachTwoByTwoBlock() async throws {
        // 4x2: a black and white checker on the left, flat red on the right.
        let source: [UInt8] = [
            0, 0, 0, 255, 255, 255, 255, 255, 200, 0, 0, 255, 200, 0, 0, 255,
            255, 255, 255, 255, 0, 0, 0, 255, 200, 0, 0, 255, 200, 0, 0, 255,
        ]
        let scaler = try AreaDownscaler(sourceWidth: 4, sourceHeight: 2, scale: 0.5)
        XCTAssertEqual([scaler.width, scaler.height], [2, 1])
        source.withUnsafeBytes { scaler.downscale($0.baseAddress!, bytesPerRow: 16) }
        XCTAssertEqual(scaler.pixels, [128, 128, 128, 255, 200, 0, 0, 255])
    }

    @MainActor func testFractionalFactorsKeepFlatColoursAndWeighPartialPixels() async throws {
        // 10x3: columns 0-4 blue, 5-9 a flat grey; a factor of 0.3 makes 3x1 pixels, each
        // covering 3 1/3 source columns.
        var source = [UInt8](repeating: 255, count: 10 * 3 * 4)
        for y in 0..<3 {
            for x in 0..<10 {
                let offset = (y * 10 + x) * 4
                let value: [UInt8] = x < 5 ? [52, 120, 246] : [99, 99, 99]
                source.replaceSubrange(offset..<offset + 3, with: value)
            }
        }
        let scaler = try AreaDownscaler(sourceWidth: 10, sourceHeight: 3, scale: 0.3)
        XCTAssertEqual([scaler.width, scaler.height], [3, 1])
        source.withUnsafeBytes { scaler.downscale($0.baseAddress!, bytesPerRow: 40) }
        XCTAssertEqual(Array(scaler.pixels[0..<3]), [52, 120, 246], "wholly blue")
        XCTAssertEqual(Array(scaler.pixels[8..<11]), [99, 99, 99], "wholly grey")
        // The middle pixel covers 1 2/3 blue and 1 2/3 grey columns: half of each.
        XCTAssertEqual(Array(scaler.pixels[4..<7]), [76, 110, 173])
    }

    @MainActor func testBadFactorsAreRefused() async {
        for scale in [0, -1, 1.5, .nan] {
            XCTAssertThrowsError(try AreaDownscaler(sourceWidth: 4, sourceHeight: 4, scale: scale))
        }
    }
}
