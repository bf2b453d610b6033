import Foundation
import SegueCore
import XCTest

@testable import SegueSDL

/// Group opacity: a translucent view with subviews is composited as one layer.
final class GroupOpacityTests: XCTestCase {
    private let below = Color(r: 0, g: 0, b: 255)
    private let page = Color(r: 200, g: 200, b: 200)
    private let button = Color(r: 255, g: 255, b: 255)

    private func makeScene() throws -> (OffscreenCanvas, WindowView, View, View) {
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

    private func shot(_ canvas: OffscreenCanvas, _ window: WindowView) throws -> Surface {
        window.update()
        try canvas.render(window)
        return try canvas.snapshot()
    }

    private func assertNear(
        _ c: Color, _ r: Double, _ g: Double, _ b: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(Double(c.r), r, accuracy: 2, "\(c)", file: file, line: line)
        XCTAssertEqual(Double(c.g), g, accuracy: 2, "\(c)", file: file, line: line)
        XCTAssertEqual(Double(c.b), b, accuracy: 2, "\(c)", file: file, line: line)
    }

    func testAFadingViewIsCompositedAsOneLayer() throws {
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

    func testLayersAreClearedBetweenFramesAndNestedGroupsCompose() throws {
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
}
