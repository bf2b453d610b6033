import SegueCore
import XCTest

@_spi(Testing) @testable import SegueSDL

nonisolated final class LifetimeTests: XCTestCase {
    @MainActor func testThousandTexturesLeaveNoLiveObjects() async throws {
        let renderer = try Renderer(offscreenWidth: 16, height: 16)
        let surface = try Surface(width: 8, height: 8)
        let before = (LiveObjects.textures, LiveObjects.surfaces, LiveObjects.total)
        for i in 0..<1000 {
            let texture: Texture
            if i.isMultiple(of: 2) {
                texture = try Texture(renderer: renderer, surface: surface)
            } else {
                texture = try Texture(renderTargetOn: renderer, width: 4, height: 4)
            }
            XCTAssertEqual(LiveObjects.textures, before.0 + 1)
            _ = texture
        }
        XCTAssertEqual(LiveObjects.textures, before.0)
        XCTAssertEqual(LiveObjects.surfaces, before.1)
        XCTAssertEqual(LiveObjects.total, before.2)
    }

    @MainActor func testRenderersSurfacesAndFontsAreReleased() async throws {
        let before = LiveObjects.total
        do {
            let renderer = try Renderer(offscreenWidth: 8, height: 8)
            let cache = try TextTextureCache(renderer: renderer, fontPath: testFontPath)
            _ = try cache.texture(for: TextKey(string: "x", fontSize: 10, color: .black))
            XCTAssertGreaterThan(LiveObjects.total, before)
        }
        XCTAssertEqual(LiveObjects.total, before)
    }
}
