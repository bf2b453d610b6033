import Foundation
import SegueCore
import XCTest

@testable import SegueSDL

/// Group opacity: a translucent view with subviews is composited as one layer.
nonisolated final class GroupOpacityTests: XCTestCase {
    @MainActor private let below = Color(r: 0, g: 0, b: 255)
    @MainActor private let page = Color(r: 200, g: 200, b: 200)
    @MainActor private let button = Color(r: 255, g: 255, b: 255)

    @MainActor private func makeScene() throws -> (OffscreenCanvas, WindowView, View, View) {
        let canvas = try OffscreenCanvas(width: 100, height: 100, fontPath: testFontPath)
        let window = WindowView(
            size: Size(width: 100, height: 100), clock: ManualClock(), textMeasurer: canvas.textMeasurer)
        window.backgroundColor = below
        let screen = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        screen.backgroundColor = page
        let child = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        child.backgroundColor = button
        screen.addSubview(child)
        window.addSubview(screen)
        return (canvas, window, screen, child)
    }

    @MainActor private func shot(_ canvas: OffscreenCanvas, _ window: WindowView) throws -> Surface {
        window.update()
        try canvas.render(window)
        return try canvas.snapshot()
    }

    @MainActor private func assertNear(
        _ c: Color, _ r: Double, _ g: Double, _ b: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(Double(c.r), r, accuracy: 2, "\(c)", file: file, line: line)
        XCTAssertEqual(Double(c.g), g, accuracy: 2, "\(c)", file: file, line: line)
        XCTAssertEqual(Double(c.b), b, accuracy: 2, "\(c)", file: file, line: line)
    }

    @MainActor func testAFadingViewIsCompositedAsOneLayer() async throws {
        let (canvas, window, screen, _) = try makeScene()
        screen.alpha = 0.5
        let grouped = try shot(canvas, window)
        // The child over the page: half the child, half what is below; not the page showing through.
        assertNear(grouped[40, 40], 127.5, 127.5, 255)
        assertNear(grouped[80, 80], 100, 100, 227.5)
        screen.allowsGroupOpacity = false
        let parts = try shot(canvas, window)
        // Part by part, the page shows through the child.
        assertNear(parts[40, 40], 177.5, 177.5, 241.25)
    }

    @MainActor func testLayersAreClearedBetweenFramesAndNestedGroupsCompose() async throws {
        let (canvas, window, screen, child) = try makeScene()
        screen.alpha = 0.5
        _ = try shot(canvas, window)
        child.frame = Rect(x: 60, y: 60, width: 30, height: 30)
        child.alpha = 0.5
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        inner.backgroundColor = Color(r: 0, g: 0, b: 0)
        child.addSubview(inner)
        let frame = try shot(canvas, window)
        // Where the child was last frame: only the page now, at half.
        assertNear(frame[40, 40], 100, 100, 227.5)
        // The child's own group (white, its black corner) at half inside the screen's group at half.
        assertNear(
            frame[80, 80], (200 * 0.5 + 255 * 0.5) * 0.5, (200 * 0.5 + 255 * 0.5) * 0.5,
            (200 * 0.5 + 255 * 0.5) * 0.5 + 127.5)
        assertNear(frame[64, 64], 200 * 0.5 * 0.5, 200 * 0.5 * 0.5, 200 * 0.5 * 0.5 + 127.5)
        screen.alpha = 1
        child.alpha = 1
        let opaque = try shot(canvas, window)
        assertNear(opaque[40, 40], 200, 200, 200)
        assertNear(opaque[80, 80], 255, 255, 255)
    }

    /// The rasteriser path (headless) and the geometry path (windows) composite a rotated, masked
    /// group with text alike: the text lands in the group's layer, the mask and the rotation
    /// apply to the group.
    @MainActor func testARotatedMaskedGroupWithTextIsTheSameOnBothDrawingPaths() async throws {
        let (canvas, window, screen, child) = try makeScene()
        screen.frame = Rect(x: 10, y: 10, width: 80, height: 80)
        child.frame = Rect(x: 15, y: 15, width: 30, height: 30)
        let label = Label(text: "Ag", fontSize: 17, textColor: .black, frame: Rect(x: 20, y: 50, width: 40, height: 22))
        screen.addSubview(label)
        screen.maskShape = .ellipse(Rect(x: 0, y: 0, width: 80, height: 80))
        screen.transform3D = Transform3D(rotationAngle: 0.2, x: 0, y: 0, z: 1)
        screen.alpha = 0.5
        XCTAssertEqual(canvas.frameRenderer.path, .raster)
        let raster = try shot(canvas, window)
        canvas.frameRenderer.path = .geometry
        let geometry = try shot(canvas, window)
        canvas.frameRenderer.path = .raster
        // The child's centre: the white child at half over blue, as one layer, on both paths.
        let centre = screen.convert(Point(x: 30, y: 30), to: window)
        assertNear(raster[Int(centre.x), Int(centre.y)], 127.5, 127.5, 255)
        assertNear(geometry[Int(centre.x), Int(centre.y)], 127.5, 127.5, 255)
        // Outside the mask (a corner of the rotated screen) only the blue below shows.
        let corner = screen.convert(Point(x: 3, y: 3), to: window)
        assertNear(raster[Int(corner.x), Int(corner.y)], 0, 0, 255)
        // The text is drawn into the layer: dark pixels over the page, at half.
        var darkest = 255
        for y in 0..<100 {
            for x in 0..<100 {
                let p = screen.convert(Point(x: Double(x), y: Double(y)), from: window)
                guard p.x > 22, p.x < 58, p.y > 52, p.y < 70 else { continue }
                darkest = min(darkest, Int(raster[x, y].r))
            }
        }
        XCTAssertLessThan(darkest, 60, "text inside the group")
        // Everywhere else the paths agree within an edge's anti-aliasing, and the rotated text
        // within what placing it on whole pixels and sampling the nearest texel (SDL's software
        // renderer, the geometry path here) changes against the rasteriser's exact, filtered text.
        var differing = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let a = raster[x, y]
                let b = geometry[x, y]
                let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                if d > 24 { differing += 1 }
            }
        }
        XCTAssertLessThan(differing, 450, "pixels differing between the paths")
        // The next frame at full opacity leaves nothing of the layer behind.
        screen.alpha = 1
        let opaque = try shot(canvas, window)
        assertNear(opaque[Int(centre.x), Int(centre.y)], 255, 255, 255)
        assertNear(opaque[Int(corner.x), Int(corner.y)], 0, 0, 255)
    }
}
