import Foundation
import SegueGIF
import XCTest

/// Writes GIFs and reads them back with giflib: frames, delays, loop, and exact colours.
nonisolated final class GIFWriterTests: XCTestCase {
    @MainActor private var directory = ""

    @MainActor override func setUp() async throws {
        directory = NSTemporaryDirectory() + "segue-gif-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    @MainActor override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A frame of `width` × `height` filled by `color(x, y)` (0xRRGGBB).
    @MainActor private func frame(_ width: Int, _ height: Int, _ color: (Int, Int) -> UInt32) -> [UInt8] {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let value = color(x, y)
                let offset = (y * width + x) * 4
                bytes[offset] = UInt8(value >> 16 & 0xFF)
                bytes[offset + 1] = UInt8(value >> 8 & 0xFF)
                bytes[offset + 2] = UInt8(value & 0xFF)
            }
        }
        return bytes
    }

    @MainActor private func assertSameRGB(
        _ decoded: [UInt8], _ original: [UInt8], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(decoded.count, original.count, file: file, line: line)
        var mismatches = 0
        for offset in stride(from: 0, to: min(decoded.count, original.count), by: 4)
        where decoded[offset..<offset + 3] != original[offset..<offset + 3] {
            mismatches += 1
        }
        XCTAssertEqual(mismatches, 0, "pixels that differ", file: file, line: line)
    }

    @MainActor func testFlatColoursComeBackExactlyWithDelaysAndLoop() async throws {
        let path = directory + "/flat.gif"
        let frames = (0..<4).map { step in
            frame(40, 30) { x, y in
                if x >= step * 8 && x < step * 8 + 10 && y > 5 && y < 20 { return 0x3478F6 }
                return y < 10 ? 0xF2F2F7 : 0x1C1C1E
            }
        }
        let writer = try GIFWriter(path: path, width: 40, height: 30)
        for (index, pixels) in frames.enumerated() { try writer.add(frame: pixels, delayCentiseconds: 3 + index) }
        let summary = try writer.finish()
        XCTAssertEqual(summary.frameCount, 4)
        XCTAssertEqual(summary.distinctColors, 3)
        XCTAssertTrue(summary.isExact)
        XCTAssertEqual(summary.totalDelayCentiseconds, 3 + 4 + 5 + 6)

        let gif = try GIFAnimation.read(path: path)
        XCTAssertEqual(gif.width, 40)
        XCTAssertEqual(gif.height, 30)
        XCTAssertEqual(gif.loopCount, 0, "loops forever")
        XCTAssertEqual(gif.frames.map(\.delayCentiseconds), [3, 4, 5, 6])
        for (decoded, original) in zip(gif.frames, frames) { assertSameRGB(decoded.pixels, original) }
        // Later frames store only the rectangle that changed.
        XCTAssertLessThan(gif.frames[1].region.width, 40)
        XCTAssertLessThan(gif.frames[1].region.height, 30)
    }

    @MainActor func testIdenticalFramesAndSinglePowerOfTwoPalettesDecode() async throws {
        for colors in [1, 2, 4, 255, 256] {
            let path = directory + "/colors-\(colors).gif"
            let pixels = frame(32, 8) { x, y in UInt32((y * 32 + x) % colors) * 0x010101 }
            let writer = try GIFWriter(path: path, width: 32, height: 8)
            try writer.add(frame: pixels, delayCentiseconds: 2)
            try writer.add(frame: pixels, delayCentiseconds: 2)
            XCTAssertTrue(try writer.finish().isExact)
            let gif = try GIFAnimation.read(path: path)
            XCTAssertEqual(gif.frames.count, 2, "\(colors) colours")
            for decoded in gif.frames { assertSameRGB(decoded.pixels, pixels) }
        }
    }

    @MainActor func testMoreThan256ColoursKeepFlatColoursExactAndQuantiseTheRest() async throws {
        let path = directory + "/many.gif"
        // Two flat fills over most of the frame and a strip of 1,200 distinct greys-and-blues.
        let pixels = frame(400, 100) { x, y in
            if y < 3 { return UInt32(x) << 8 | UInt32(y * 80) }
            return x < 200 ? 0xFFFFFF : 0x34C759
        }
        let writer = try GIFWriter(path: path, width: 400, height: 100)
        try writer.add(frame: pixels, delayCentiseconds: 10)
        let summary = try writer.finish()
        XCTAssertGreaterThan(summary.distinctColors, 256)
        XCTAssertFalse(summary.isExact)
        XCTAssertLessThanOrEqual(summary.paletteColors, 255)

        let decoded = try XCTUnwrap(GIFAnimation.read(path: path).frames.first)
        for y in 0..<100 {
            for x in 0..<400 {
                let offset = (y * 400 + x) * 4
                let got = decoded.pixels[offset..<offset + 3].map(Int.init)
                let want = pixels[offset..<offset + 3].map(Int.init)
                if y >= 3 {
                    XCTAssertEqual(got, want, "flat pixel (\(x), \(y))")
                    if got != want { return }
                } else {
                    let worst = zip(got, want).map { abs($0 - $1) }.max()!
                    XCTAssertLessThanOrEqual(worst, 24, "quantised pixel (\(x), \(y)): \(got) for \(want)")
                    if worst > 24 { return }
                }
            }
        }
    }

    @MainActor func testPlayOnceHasNoLoopExtension() async throws {
        let path = directory + "/once.gif"
        let writer = try GIFWriter(path: path, width: 2, height: 2, loop: false)
        try writer.add(frame: frame(2, 2) { _, _ in 0 }, delayCentiseconds: 5)
        try writer.finish()
        XCTAssertNil(try GIFAnimation.read(path: path).loopCount)
    }

    @MainActor func testErrorsNameTheProblem() async throws {
        XCTAssertThrowsError(try GIFWriter(path: directory + "/missing/x.gif", width: 2, height: 2)) { error in
            XCTAssertTrue("\(error)".contains("missing/x.gif"), "\(error)")
            XCTAssertTrue("\(error)".contains("No such file"), "\(error)")
        }
        XCTAssertThrowsError(try GIFWriter(path: directory + "/big.gif", width: 70000, height: 2))
        let path = directory + "/errors.gif"
        let writer = try GIFWriter(path: path, width: 2, height: 2)
        XCTAssertThrowsError(try writer.finish()) { XCTAssertTrue("\($0)".contains("no frames"), "\($0)") }
        XCTAssertThrowsError(try writer.add(frame: [0, 0, 0], delayCentiseconds: 1))
        XCTAssertThrowsError(try writer.add(frame: frame(2, 2) { _, _ in 0 }, delayCentiseconds: 0))
        XCTAssertThrowsError(try GIFAnimation.read(path: directory + "/none.gif"))
    }

    @MainActor func testAnUnfinishedWriterLeavesNoFile() async throws {
        let path = directory + "/unfinished.gif"
        var writer: GIFWriter? = try GIFWriter(path: path, width: 2, height: 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "created up front")
        try writer?.add(frame: frame(2, 2) { _, _ in 0 }, delayCentiseconds: 5)
        writer = nil
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    @MainActor func testDelaysShareOutTheDurationExactly() async {
        XCTAssertEqual(GIFTiming.delays(frameCount: 3, seconds: 0.1), [3, 3, 4])
        for (frames, seconds) in [(19, 0.35), (91, 3.0), (1, 0.5), (61, 1.0), (7, 0.013)] {
            let delays = GIFTiming.delays(frameCount: frames, seconds: seconds)
            XCTAssertEqual(delays.count, frames)
            XCTAssertEqual(delays.reduce(0, +), max(frames, Int((seconds * 100).rounded())))
            XCTAssertLessThanOrEqual(delays.max()! - delays.min()!, 1)
            XCTAssertGreaterThanOrEqual(delays.min()!, 1)
        }
        XCTAssertEqual(GIFTiming.centiseconds(from: 0.004, to: 0.036), 4)
        XCTAssertEqual(GIFTiming.centiseconds(from: 0.036, to: 0.068), 3)
    }
}
