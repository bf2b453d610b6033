import Foundation
import SegueCore
import XCTest

@testable import SegueSDL

final class PNGTests: XCTestCase {
    private func drawFrame() throws -> Renderer {
        let renderer = try Renderer(offscreenWidth: 64, height: 48)
        try renderer.clear(Color(r: 240, g: 240, b: 245))
        let vertices = [vertex(4, 4, .red), vertex(60, 10, .green), vertex(20, 44, .blue)]
        try renderer.drawGeometry(texture: nil, vertices: vertices, indices: [0, 1, 2])
        return renderer
    }

    func testPNGRoundTripEqualsFrame() throws {
        let renderer = try drawFrame()
        let frame = try renderer.readPixels()
        let path = try makeTemporaryDirectory() + "/frame.png"
        try renderer.savePNG(path: path)
        let loaded = try Surface.load(path: path)
        XCTAssertEqual(loaded.size, frame.size)
        XCTAssertEqual(loaded.pixels(), frame.pixels())
    }

    func testLoadingMissingPNGThrows() {
        XCTAssertThrowsError(try Surface.load(path: "/nonexistent/none.png")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/none.png"))
        }
    }

    func testGoldenMatchesAndReportsDifferences() throws {
        let directory = try makeTemporaryDirectory()
        let golden = directory + "/pattern.png"
        let frame = try drawFrame().readPixels()
        try frame.savePNG(path: golden)
        XCTAssertEqual(try GoldenImage.compare(frame, goldenPath: golden), .matched)

        frame[10, 10] = Color(r: frame[10, 10].r &+ 1, g: frame[10, 10].g, b: frame[10, 10].b)
        XCTAssertEqual(try GoldenImage.compare(frame, goldenPath: golden, tolerance: 2), .matched)

        frame[20, 20] = .black
        frame[21, 20] = .black
        XCTAssertThrowsError(try GoldenImage.compare(frame, goldenPath: golden, tolerance: 2)) { error in
            XCTAssertTrue("\(error)".contains("2 pixels differ"), "\(error)")
        }
        let diff = try Surface.load(path: directory + "/Failures/pattern.diff.png")
        assertColor(diff[20, 20], .red)
        XCTAssertNotEqual(diff[5, 40], .red)
        let actual = try Surface.load(path: directory + "/Failures/pattern.actual.png")
        XCTAssertEqual(actual.pixels(), frame.pixels())
    }

    func testMissingGoldenFailsUnlessRecording() throws {
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["SEGUE_RECORD_GOLDENS"] == "1", "recording goldens")
        let path = try makeTemporaryDirectory() + "/missing.png"
        let frame = try drawFrame().readPixels()
        XCTAssertThrowsError(try GoldenImage.compare(frame, goldenPath: path)) { error in
            XCTAssertTrue("\(error)".contains("SEGUE_RECORD_GOLDENS=1"))
            XCTAssertTrue("\(error)".contains(path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
