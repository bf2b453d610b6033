import Foundation
import SegueGIF
import XCTest

/// `segue compare`: the GIF is the scenes' widths (plus gaps) wide, and each scene's frames match
/// that style's own recording at the same moments.
nonisolated final class MotionComparisonTests: XCTestCase {
    @MainActor private var folder = ""

    @MainActor override func setUp() async throws {
        folder = HeadlessRun.temporaryDirectory()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @MainActor override func tearDown() async throws { try? FileManager.default.removeItem(atPath: folder) }

    @MainActor private func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    /// The mean channel difference between a scene's panel in the comparison and a recording.
    @MainActor private func difference(
        _ picture: GIFAnimationFrame, width: Int, panelX: Int, _ single: GIFAnimationFrame, singleWidth: Int,
        height: Int
    )
        -> Double
    {
        var total = 0
        for y in 0..<height {
            for x in 0..<singleWidth {
                let a = picture.rgb(at: y * width + panelX + x)
                let b = single.rgb(at: y * singleWidth + x)
                total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
            }
        }
        return Double(total) / Double(3 * singleWidth * height)
    }

    @MainActor func testTheGIFIsTheScenesSideBySideAndMatchesEachStylesRecording() async throws {
        let common = ["--op", "push", "--size", "200x300", "--fps", "10"]
        let outcome = try SegueBinary.run(
            ["compare", "--style", "fold", "--style", "scale", "--out", path("both.gif")] + common)
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        for style in ["fold", "scale"] {
            let record = try SegueBinary.run(["record", "--style", style, "--out", path("\(style).gif")] + common)
            XCTAssertEqual(record.status, 0, record.standardError)
        }
        let both = try GIFAnimation.read(path: path("both.gif"))
        let fold = try GIFAnimation.read(path: path("fold.gif"))
        let scale = try GIFAnimation.read(path: path("scale.gif"))
        XCTAssertEqual(both.width, fold.width + 8 + scale.width)
        XCTAssertEqual(both.width, 408)
        XCTAssertEqual(both.height, fold.height + 28)
        XCTAssertEqual(both.frames.count, fold.frames.count)
        XCTAssertEqual(both.frames.count, scale.frames.count)
        XCTAssertEqual(both.totalDelayCentiseconds, 100)
        var mismatchedElsewhere = 0
        for index in both.frames.indices {
            let frame = both.frames[index]
            let left = difference(
                frame, width: both.width, panelX: 0, fold.frames[index], singleWidth: 200, height: 300)
            let right = difference(
                frame, width: both.width, panelX: 208, scale.frames[index], singleWidth: 200, height: 300)
            XCTAssertLessThan(left, 3, "fold frame \(index)")
            XCTAssertLessThan(right, 3, "scale frame \(index)")
            // The panels are not interchangeable: the fold's panel is far from the scale's recording.
            let crossed = difference(
                frame, width: both.width, panelX: 0, scale.frames[index], singleWidth: 200, height: 300)
            if crossed > 10 { mismatchedElsewhere += 1 }
        }
        XCTAssertGreaterThan(mismatchedElsewhere, both.frames.count / 2)
    }

    @MainActor func testAPNGHasARowPerStyleAndBadArgumentsExitTwo() async throws {
        let outcome = try SegueBinary.run(
            [
                "compare", "--style", "system", "--style", "sheet", "--style", "zoom", "--op", "present", "--size",
                "120x200",
                "--out", path("rows.png"),
            ])
        XCTAssertEqual(outcome.status, 0, outcome.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("rows.png")))
        for (arguments, message) in [
            (["compare", "--style", "system", "--op", "push", "--out", "a.gif"], "at least two --style"),
            (
                ["compare", "--style", "system", "--style", "nope", "--op", "push", "--out", "a.gif"],
                "unknown style \"nope\""
            ),
            (["compare", "--style", "system", "--style", "fold", "--out", "a.gif"], "--op OP is required"),
            (
                ["compare", "--style", "system", "--style", "fold", "--op", "push", "--out", "a.jpg"],
                "ending in .gif or .png"
            ),
            (
                ["compare", "--style", "system", "--style", "fold", "--op", "push", "--out", "a.gif", "--scale", "2"],
                "bad scale"
            ),
        ] {
            let failed = try SegueBinary.run(arguments, in: folder)
            XCTAssertEqual(failed.status, 2, "\(arguments)")
            XCTAssertTrue(failed.standardError.contains(message), failed.standardError)
        }
    }
}
