import SegueCore
import XCTest

@testable import SegueSDL

/// Text under a transform keeps its strokes: a frame drawn at one pixel per point is compared with
/// the same frame drawn at four and area-averaged down (what an ideal filter would show). Text
/// under the fold at 25%, mid card flip and under a 0.6 × 0.37 squash must be no further from its
/// reference than upright text is from its own, plus a small tolerance. Sampling the nearest texel
/// (whole rows of glyph pixels dropping out) misses by far more.
nonisolated final class FilteredTextTests: XCTestCase {
    @MainActor private var checks = FilteredTextChecks(path: .rasterizer, size: Size(width: 390, height: 300))

    @MainActor func testTextUnderTheFoldMatchesItsReference() async throws {
        try checks.assertFiltered(checks.fold, anchorAtBottom: true, "the fold at 25%")
    }

    @MainActor func testTextUnderTheCardFlipMatchesItsReference() async throws {
        try checks.assertFiltered(checks.flip, anchorAtBottom: false, "the card flip")
    }

    @MainActor func testSquashedTextMatchesItsReference() async throws {
        try checks.assertFiltered(checks.squash, anchorAtBottom: false, "a 0.6 x 0.37 squash")
    }

    @MainActor func testFilteredTextStaysInItsPolygon() async throws {
        try checks.filteredTextStaysInItsPolygon()
    }

    @MainActor func testSquashedTextOnTheSoftwareGeometryPathTakesASmallerLevel() async throws {
        // SDL's software renderer samples the nearest texel; with a level rasterised near the
        // shown size it skips none.
        checks = FilteredTextChecks(path: .softwareGeometry, size: Size(width: 390, height: 300))
        try checks.assertFiltered(checks.squash, anchorAtBottom: false, "a 0.6 x 0.37 squash (software geometry)")
    }
}

/// The same on SDL's accelerated renderer in a hidden window (OpenGL on an Xvfb server the class
/// starts; skipped without Xvfb): linear filtering of a level rasterised near the shown size.
nonisolated final class FilteredTextAcceleratedTests: XvfbTestCase {
    @MainActor private let checks = FilteredTextChecks(path: .accelerated, size: Size(width: 300, height: 160))
    @MainActor func testTextUnderTheFoldMatchesItsReference() async throws {
        try checks.assertFiltered(checks.fold, anchorAtBottom: true, "the fold at 25% (OpenGL)")
    }

    @MainActor func testTextUnderTheCardFlipMatchesItsReference() async throws {
        try checks.assertFiltered(checks.flip, anchorAtBottom: false, "the card flip (OpenGL)")
    }

    @MainActor func testSquashedTextMatchesItsReference() async throws {
        try checks.assertFiltered(checks.squash, anchorAtBottom: false, "a 0.6 x 0.37 squash (OpenGL)")
    }
}

/// The comparisons, on one drawing path and scene size.
struct FilteredTextChecks {
    /// The path drawn on.
    let path: PipelinePath
    /// The scene's size in points.
    let size: Size

    /// The mean error (levels per channel over the text's ink) transformed text may exceed the
    /// upright text's by.
    private let tolerance = 1.0

    private let ink = Color(r: 255, g: 255, b: 255)
    private let paper = Color(r: 52, g: 120, b: 246)

    /// The fold's pop at 25%: a screen turning about its bottom edge in perspective.
    var fold: Transform3D {
        Transform3D(rotationAngle: Double.pi / 2 * 0.25, x: 1, y: 0, z: 0).concatenating(
            .perspective(eyeDistance: 1000))
    }

    /// The card flip two thirds of the way to edge-on.
    var flip: Transform3D {
        Transform3D(rotationAngle: Double.pi / 3, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: 900))
    }

    var squash: Transform3D { Transform3D(scaleX: 0.6, y: 0.37, z: 1) }

    /// Nothing of the squashed label lands outside its box.
    func filteredTextStaysInItsPolygon() throws {
        let (frame, box) = try draw(squash, anchorAtBottom: false, pixelScale: 1)
        for y in 0..<Int(size.height) {
            for x in 0..<Int(size.width) where x < box.x0 - 1 || x > box.x1 + 1 || y < box.y0 - 1 || y > box.y1 + 1 {
                XCTAssertEqual(frame[x, y], paper, "pixel (\(x), \(y)) outside the text's box")
            }
        }
    }

    func assertFiltered(
        _ transform: Transform3D, anchorAtBottom: Bool, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let upright = try error(of: .identity, anchorAtBottom: anchorAtBottom)
        let transformed = try error(of: transform, anchorAtBottom: anchorAtBottom)
        print("text under \(what): mean error \(transformed), upright \(upright)")
        XCTAssertGreaterThan(upright, 0, "the upright reference differs a little (hinting)", file: file, line: line)
        XCTAssertLessThanOrEqual(
            transformed, upright + tolerance, "text under \(what) against its 4x reference", file: file, line: line)
    }

    /// The mean error, per channel over the text's ink (the pixels of its box where either frame
    /// is not the background), of the frame at 1x against the 4x frame
    /// averaged down.
    private func error(of transform: Transform3D, anchorAtBottom: Bool) throws -> Double {
        let (frame, box) = try draw(transform, anchorAtBottom: anchorAtBottom, pixelScale: 1)
        let (dense, _) = try draw(transform, anchorAtBottom: anchorAtBottom, pixelScale: 4)
        var total = 0.0
        var count = 0
        for y in box.y0...box.y1 {
            for x in box.x0...box.x1 {
                let a = frame[x, y]
                let reference = average(dense, x: x, y: y, factor: 4)
                // Only the ink: pixels where either frame shows some of the text.
                guard isInk(a) || isInk(Color(r: UInt8(reference.0), g: UInt8(reference.1), b: UInt8(reference.2)))
                else { continue }
                total +=
                    abs(Double(a.r) - reference.0) + abs(Double(a.g) - reference.1) + abs(Double(a.b) - reference.2)
                count += 3
            }
        }
        return total / Double(count)
    }

    private func isInk(_ c: Color) -> Bool {
        abs(Int(c.r) - Int(paper.r)) + abs(Int(c.g) - Int(paper.g)) + abs(Int(c.b) - Int(paper.b)) > 24
    }

    private func average(_ surface: Surface, x: Int, y: Int, factor: Int) -> (Double, Double, Double) {
        var r = 0.0
        var g = 0.0
        var b = 0.0
        for dy in 0..<factor {
            for dx in 0..<factor {
                let c = surface[x * factor + dx, y * factor + dy]
                r += Double(c.r)
                g += Double(c.g)
                b += Double(c.b)
            }
        }
        let n = Double(factor * factor)
        return (r / n, g / n, b / n)
    }

    /// A screen-like view with a line of text near its top under `transform`, drawn at
    /// `pixelScale`; returns the frame and the text's box in points (whole, inside the frame).
    private func draw(_ transform: Transform3D, anchorAtBottom: Bool, pixelScale: Int) throws -> (
        Surface, (x0: Int, y0: Int, x1: Int, y1: Int)
    ) {
        let canvas = try path.makeCanvas(width: Int(size.width), height: Int(size.height), pixelScale: pixelScale)
        let window = WindowView(size: size, clock: ManualClock(), textMeasurer: canvas.textMeasurer)
        window.backgroundColor = paper
        let screen = View(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        if anchorAtBottom {
            screen.anchorPoint = Point(x: 0.5, y: 1)
            screen.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        }
        screen.transform3D = transform
        let label = Label(
            text: "Swipe from the left edge to go back", fontSize: 15, textColor: ink,
            frame: Rect(x: 20, y: 40, width: size.width - 40, height: 30))
        screen.addSubview(label)
        window.addSubview(screen)
        window.update()
        try canvas.render(window)
        let shown = label.convert(label.bounds, to: window)
        let box = (
            x0: max(Int(shown.minX.rounded(.down)), 0), y0: max(Int(shown.minY.rounded(.down)), 0),
            x1: min(Int(shown.maxX.rounded(.up)), Int(size.width) - 1),
            y1: min(Int(shown.maxY.rounded(.up)), Int(size.height) - 1)
        )
        return (try canvas.snapshot(), box)
    }
}
