import SegueCore
import XCTest

@testable import SegueSDL

/// `FrameRenderer.drawOverlay` draws a second view tree over the frame without clearing it, and
/// an offscreen canvas can be resized.
nonisolated final class OverlayPassTests: XCTestCase {
    @MainActor func testOverlayIsDrawnOverTheFrameWithoutClearingIt() async throws {
        let canvas = try OffscreenCanvas(width: 40, height: 40, fontPath: testFontPath)
        let scene = WindowView(size: Size(width: 40, height: 40), clock: ManualClock())
        scene.backgroundColor = Color(r: 200, g: 30, b: 30)
        let overlay = WindowView(size: Size(width: 40, height: 40), clock: ManualClock())
        let panel = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        panel.backgroundColor = Color(r: 20, g: 40, b: 220)
        overlay.addSubview(panel)
        let renderer = canvas.frameRenderer
        try renderer.draw(scene)
        try renderer.drawOverlay(overlay)
        renderer.backend.present()
        var shot = try canvas.snapshot()
        assertColor(shot[5, 5], Color(r: 20, g: 40, b: 220), tolerance: 2, "the overlay's panel")
        assertColor(shot[30, 30], Color(r: 200, g: 30, b: 30), tolerance: 2, "the frame under a clear overlay")

        overlay.isHidden = true
        try renderer.draw(scene)
        try renderer.drawOverlay(overlay)
        renderer.backend.present()
        shot = try canvas.snapshot()
        assertColor(shot[5, 5], Color(r: 200, g: 30, b: 30), tolerance: 2, "a hidden overlay draws nothing")
    }

    @MainActor func testCanvasResizeDrawsAtTheNewSize() async throws {
        let canvas = try OffscreenCanvas(width: 40, height: 40, fontPath: testFontPath)
        try canvas.resize(width: 30, height: 70)
        XCTAssertEqual(canvas.size, Size(width: 30, height: 70))
        let scene = WindowView(size: Size(width: 30, height: 70), clock: ManualClock())
        scene.backgroundColor = Color(r: 10, g: 200, b: 10)
        try canvas.render(scene)
        let shot = try canvas.snapshot()
        XCTAssertEqual(shot.size, PixelSize(width: 30, height: 70))
        assertColor(shot[29, 69], Color(r: 10, g: 200, b: 10), tolerance: 2)
    }
}
