import Foundation
import SegueCore
import XCTest

@_spi(Testing) @testable import SegueSDL

nonisolated final class PNGTests: XCTestCase {
    @MainActor private func drawFrame() throws -> Renderer {
        let renderer = try Renderer(offscreenWidth: 64, height: 48)
        try renderer.clear(Color(r: 240, g: 240, b: 245))
        let vertices = [vertex(4, 4, .red), vertex(60, 10, .green), vertex(20, 44, .blue)]
        try renderer.drawGeometry(texture: nil, vertices: vertices, indices: [0, 1, 2])
        return renderer
    }

    @MainActor func testPNGRoundTripEqualsFrame() async throws {
        let renderer = try drawFrame()
        let frame = try renderer.readPixels()
        let path = try makeTemporaryDirectory() + "/frame.png"
        try renderer.savePNG(path: path)
        let loaded = try Surface.load(path: path)
        XCTAssertEqual(loaded.size, frame.size)
        XCTAssertEqual(loaded.pixels(), frame.pixels())
    }

    @MainActor func testLoadingMissingPNGThrows() async {
        XCTAssertThrowsError(try Surface.load(path: "/nonexistent/none.png")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/none.png"))
        }
    }

    @MainActor func testGoldenMatchesAndReportsDifferences() async throws {
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

    @MainActor func testEdgeShadingComparisonHoldsInteriorsExactlyAndCountsEdgePixels() async throws {
        let directory = try makeTemporaryDirectory()
        let golden = directory + "/square.png"
        let frame = try Surface(width: 40, height: 40)
        try frame.fill(.white)
        for y in 10..<30 {
            for x in 10..<30 { frame[x, y] = .black }
        }
        try frame.savePNG(path: golden)
        let allowance = GoldenImage.EdgeShadingAllowance(edgeTolerance: 48, maxEdgePixelsBeyondTolerance: 1)
        // Edge pixels: within 2 pixels of the square's border. One shaded within the tolerance, one beyond.
        frame[11, 15] = Color(r: 30, g: 30, b: 30)
        frame[8, 15] = Color(r: 128, g: 128, b: 128)
        XCTAssertEqual(
            try GoldenImage.compareAllowingEdgeShading(
                frame, goldenPath: golden, allowance: allowance, label: "geometry"), .matched)
        frame[8, 16] = Color(r: 128, g: 128, b: 128)
        XCTAssertThrowsError(
            try GoldenImage.compareAllowingEdgeShading(
                frame, goldenPath: golden, allowance: allowance, label: "geometry")
        ) { error in
            XCTAssertTrue("\(error)".contains("0 interior pixels"), "\(error)")
            XCTAssertTrue("\(error)".contains("2 edge pixels"), "\(error)")
        }
        frame[8, 16] = .white
        // Three levels off in the interior (inside the square, away from its border) fails.
        frame[20, 20] = Color(r: 3, g: 0, b: 0)
        XCTAssertThrowsError(
            try GoldenImage.compareAllowingEdgeShading(
                frame, goldenPath: golden, allowance: allowance, label: "geometry")
        ) { error in
            XCTAssertTrue("\(error)".contains("geometry: 1 interior pixels"), "\(error)")
        }
        let diff = try Surface.load(path: directory + "/Failures/square.geometry.diff.png")
        assertColor(diff[20, 20], .red)
        assertColor(diff[8, 15], Color(r: 255, g: 150, b: 0))
        XCTAssertNotEqual(diff[11, 15], .red)
        let actual = try Surface.load(path: directory + "/Failures/square.geometry.actual.png")
        XCTAssertEqual(actual.pixels(), frame.pixels())
        // A missing golden is never recorded from another path.
        XCTAssertThrowsError(
            try GoldenImage.compareAllowingEdgeShading(frame, goldenPath: directory + "/none.png", label: "geometry"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/none.png"))
    }

    @MainActor func testMissingGoldenFailsUnlessRecording() async throws {
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
