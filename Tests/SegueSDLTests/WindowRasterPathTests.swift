import SegueCore
import XCTest

@_spi(Testing) @testable import SegueSDL

/// The render pipeline's pixel checks on a window's raster path (`WindowCanvas`: Segue's
/// rasteriser, shown through one streaming texture) in a hidden window on Xvfb, read back from
/// the window: the rasteriser's goldens hold as they do headless (within 2 levels), HiDPI
/// included. Skipped without Xvfb.
nonisolated final class RenderPipelineWindowRasterTests: XvfbTestCase {
    @MainActor private let checks = RenderPipelineChecks(path: .windowRaster)

    @MainActor func testRotatedRectCoversItsCentreNotItsBoundingCornersAndHasSoftEdges() async throws {
        try checks.rotatedRectCoversItsCentreNotItsBoundingCornersAndHasSoftEdges()
    }

    @MainActor func testPerspectiveRotationDrawsATrapezoidWithTheNearEdgeLonger() async throws {
        try checks.perspectiveRotationDrawsATrapezoidWithTheNearEdgeLonger()
    }

    @MainActor func testEllipseStencilShowsContentInsideAndWhatLiesBeneathOutside() async throws {
        try checks.ellipseStencilShowsContentInsideAndWhatLiesBeneathOutside()
    }

    @MainActor func testNestedStencilsShowOnlyTheirIntersection() async throws {
        try checks.nestedStencilsShowOnlyTheirIntersection()
    }

    @MainActor func testTextScalesAndRotatesWithItsView() async throws {
        try checks.textScalesAndRotatesWithItsView()
    }

    @MainActor func testAHiDPICanvasDrawsTwoPixelsPerPointWithSharperText() async throws {
        try checks.aHiDPICanvasDrawsTwoPixelsPerPointWithSharperText()
    }
}

/// Snapshots, group opacity with text, and the rows uploaded, on a window's raster path.
nonisolated final class WindowRasterPathTests: XvfbTestCase {
    @MainActor private let snapshots = SnapshotPixelChecks(path: .windowRaster)

    @MainActor private func makeWindowCanvas(pixelScale: Int = 1) throws -> HiddenWindowCanvas {
        do {
            return try HiddenWindowCanvas(
                width: 120, height: 100, fontPath: testFontPath, pixelScale: pixelScale, path: .raster)
        } catch let unavailable as HiddenWindowCanvas.Unavailable {
            throw XCTSkip("the accelerated renderer is not available: \(unavailable)")
        }
    }

    /// A rotated, masked, fading group with text over a page, drawn on `measurer`'s canvas.
    @MainActor private func makeScene(measurer: TextMeasuring) -> (WindowView, View) {
        let window = WindowView(size: Size(width: 120, height: 100), clock: ManualClock(), textMeasurer: measurer)
        window.backgroundColor = Color(r: 240, g: 240, b: 245)
        let screen = View(frame: Rect(x: 15, y: 10, width: 90, height: 80))
        screen.backgroundColor = Color(r: 30, g: 90, b: 220)
        screen.addSubview(
            Label(text: "Ag", fontSize: 17, textColor: .white, frame: Rect(x: 20, y: 40, width: 40, height: 22)))
        let corner = View(frame: Rect(x: 50, y: 8, width: 30, height: 24))
        corner.backgroundColor = Color(r: 250, g: 200, b: 40)
        screen.addSubview(corner)
        screen.maskShape = .ellipse(Rect(x: 0, y: 0, width: 90, height: 80))
        screen.transform3D = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1)
        screen.alpha = 0.6
        window.addSubview(screen)
        return (window, screen)
    }

    @MainActor private func maxDifference(_ a: Surface, _ b: Surface) -> Int {
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y]
                let q = b[x, y]
                worst = max(
                    worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        return worst
    }

    @MainActor func testTheWindowShowsTheHeadlessFrameOfAMaskedFadingGroupWithText() async throws {
        for scale in [1, 2] {
            let window = try makeWindowCanvas(pixelScale: scale)
            XCTAssertEqual(window.canvas.path, .raster)
            let headless = try OffscreenCanvas(width: 120, height: 100, fontPath: testFontPath, pixelScale: scale)
            let (shown, _) = makeScene(measurer: window.textMeasurer)
            let (reference, _) = makeScene(measurer: headless.textMeasurer)
            shown.update()
            reference.update()
            try window.render(shown)
            try headless.render(reference)
            let frame = try window.snapshot()
            let expected = try headless.snapshot()
            XCTAssertEqual(frame.size, PixelSize(width: 120 * scale, height: 100 * scale), "the drawable's pixels")
            XCTAssertEqual(frame.size, expected.size)
            guard frame.size == expected.size else { continue }
            XCTAssertEqual(maxDifference(frame, expected), 0, "the window shows the headless pixels at scale \(scale)")
        }
    }

    @MainActor func testOnlyTheRowsThatChangedAreUploaded() async throws {
        let window = try makeWindowCanvas()
        let (scene, screen) = makeScene(measurer: window.textMeasurer)
        let dot = View(frame: Rect(x: 2, y: 92, width: 6, height: 4))
        dot.backgroundColor = .black
        scene.addSubview(dot)
        scene.update()
        try window.render(scene)
        XCTAssertEqual(window.canvas.rowsUploaded, 100, "the first frame uploads every row")
        try window.render(scene)
        XCTAssertEqual(window.canvas.rowsUploaded, 0, "an unchanged frame uploads nothing")
        dot.frame = Rect(x: 2, y: 93, width: 6, height: 4)
        scene.update()
        try window.render(scene)
        XCTAssertEqual(
            window.canvas.rowsUploaded, 5, "rows 92 (uncovered) to 96 (covered): the first and last that changed")
        screen.alpha = 0.9
        scene.update()
        try window.render(scene)
        XCTAssertGreaterThan(window.canvas.rowsUploaded, 50, "the group's rows")
        let headless = try OffscreenCanvas(width: 120, height: 100, fontPath: testFontPath)
        let (reference, referenceScreen) = makeScene(measurer: headless.textMeasurer)
        let referenceDot = View(frame: Rect(x: 2, y: 93, width: 6, height: 4))
        referenceDot.backgroundColor = .black
        reference.addSubview(referenceDot)
        referenceScreen.alpha = 0.9
        reference.update()
        try headless.render(reference)
        XCTAssertEqual(
            maxDifference(try window.snapshot(), try headless.snapshot()), 0,
            "after partial uploads the window still shows the whole frame")
    }

    @MainActor func testSnapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges() async throws {
        try snapshots.snapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges()
    }

    @MainActor func testSnapshotAtRestEqualsItsOriginalOnAHiDPICanvas() async throws {
        try snapshots.snapshotAtRestEqualsItsOriginalOnAHiDPICanvas()
    }

    @MainActor func testSnapshotScaledTwiceKeepsItsTextLegible() async throws {
        try snapshots.snapshotScaledTwiceKeepsItsTextLegible()
    }
}
