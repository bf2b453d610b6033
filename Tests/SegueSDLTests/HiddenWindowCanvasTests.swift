import Foundation
import XCTest

@_spi(Testing) @testable import SegueSDL

/// `HiddenWindowCanvas` without a display (its drawing is tested by `RenderPipelineAcceleratedTests`).
nonisolated final class HiddenWindowCanvasTests: XCTestCase {
    @MainActor func testWithoutADisplayItIsUnavailableAndLeavesVideoStopped() async throws {
        let context = try SDLContext.shared()
        try XCTSkipIf(context.hasVideo, "video is already running")
        let saved = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        defer {
            if let saved { setenv("SDL_VIDEODRIVER", saved, 1) } else { unsetenv("SDL_VIDEODRIVER") }
        }
        XCTAssertThrowsError(try HiddenWindowCanvas(width: 10, height: 10, fontPath: testFontPath)) { error in
            XCTAssertTrue(error is HiddenWindowCanvas.Unavailable, "\(error)")
            XCTAssertTrue("\(error)".contains("offscreen"), "\(error)")
        }
        XCTAssertFalse(context.hasVideo, "video is stopped again, so a display named later can be used")
        XCTAssertEqual(LiveObjects.windows, 0)
    }
}
