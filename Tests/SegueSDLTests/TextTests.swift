import SegueCore
import XCTest

@_spi(Testing) @testable import SegueSDL

nonisolated final class TextTests: XCTestCase {
    @MainActor func testMissingFontThrowsNamingThePath() async throws {
        let context = try SDLContext.shared()
        let path = "/nonexistent/segue/NoSuchFont.ttf"
        XCTAssertThrowsError(try Font(context: context, path: path, pixelSize: 12)) { error in
            XCTAssertEqual(error as? FontError, .missingFile(path: path))
            XCTAssertTrue("\(error)".contains(path))
        }
    }

    @MainActor func testFontMeasuresAndRendersBlended() async throws {
        let font = try Font(context: SDLContext.shared(), path: testFontPath, pixelSize: 20)
        let size = try font.measure("Segue")
        XCTAssertGreaterThan(size.width, 30)
        XCTAssertEqual(size.height, font.lineHeight)
        let surface = try font.render("Segue", color: .red)
        XCTAssertEqual(surface.size, size)
        let opaque = surface.pixels().filter { $0.a == 255 }
        XCTAssertFalse(opaque.isEmpty)
        XCTAssertTrue(opaque.allSatisfy { $0.r == 255 && $0.g == 0 && $0.b == 0 })
        XCTAssertEqual(try font.render("", color: .red).width, 1)
    }

    @MainActor func testTextGlyphPixelsStayInsideMeasuredBox() async throws {
        let renderer = try Renderer(offscreenWidth: 200, height: 60)
        let cache = try TextTextureCache(renderer: renderer, fontPath: testFontPath)
        let key = TextKey(string: "Hello, Segue", fontSize: 18, color: .white)
        let box = cache.measure(key.string, fontSize: key.fontSize)
        let texture = try cache.texture(for: key)
        XCTAssertEqual(Double(texture.width), box.width)
        XCTAssertEqual(Double(texture.height), box.height)
        try renderer.clear(.black)
        let x0: Float = 20
        let y0: Float = 15
        let x1 = x0 + Float(box.width)
        let y1 = y0 + Float(box.height)
        let quad = [
            vertex(x0, y0, .white, u: 0, v: 0), vertex(x1, y0, .white, u: 1, v: 0),
            vertex(x1, y1, .white, u: 1, v: 1), vertex(x0, y1, .white, u: 0, v: 1),
        ]
        try renderer.drawGeometry(texture: texture, vertices: quad, indices: [0, 1, 2, 0, 2, 3])
        let frame = try renderer.readPixels()
        var inside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y] != .black {
                let isInside = Float(x) >= x0 && Float(x) < x1 && Float(y) >= y0 && Float(y) < y1
                XCTAssertTrue(isInside, "glyph pixel at (\(x), \(y)) outside the measured box")
                inside += 1
            }
        }
        XCTAssertGreaterThan(inside, 50, "expected glyph pixels inside the box")
    }

    @MainActor func testCacheRasterisesOncePerKeyAndScale() async throws {
        let renderer = try Renderer(offscreenWidth: 10, height: 10)
        let cache = try TextTextureCache(renderer: renderer, fontPath: testFontPath)
        let key = TextKey(string: "Back", fontSize: 17, color: .systemBlue)
        let first = try cache.texture(for: key)
        for _ in 0..<10 {
            XCTAssertTrue(try cache.texture(for: key) === first)
            cache.endFrame()
        }
        XCTAssertEqual(cache.rasterizations, 1)
        _ = try cache.texture(for: TextKey(string: "Back", fontSize: 17, color: .red))
        XCTAssertEqual(cache.rasterizations, 2)
        cache.pixelScale = 2
        let doubled = try cache.texture(for: key)
        XCTAssertEqual(cache.rasterizations, 3)
        XCTAssertEqual(doubled.height, first.height * 2, accuracy: 2)
        let measured = cache.measure("Back", fontSize: 17)
        XCTAssertEqual(measured.width, Double(doubled.width) / 2)
    }

    @MainActor func testCacheEvictsIdleAndExcessEntries() async throws {
        let renderer = try Renderer(offscreenWidth: 10, height: 10)
        let cache = try TextTextureCache(renderer: renderer, fontPath: testFontPath)
        cache.maxIdleFrames = 3
        let texturesBefore = LiveObjects.textures
        let kept = TextKey(string: "kept", fontSize: 12, color: .black)
        _ = try cache.texture(for: TextKey(string: "dropped", fontSize: 12, color: .black))
        for _ in 0..<5 {
            _ = try cache.texture(for: kept)
            cache.endFrame()
        }
        XCTAssertEqual(cache.count, 1)
        XCTAssertEqual(cache.evictions, 1)
        XCTAssertEqual(LiveObjects.textures, texturesBefore + 1)
        cache.maxEntries = 4
        for i in 0..<10 { _ = try cache.texture(for: TextKey(string: "label \(i)", fontSize: 12, color: .black)) }
        cache.endFrame()
        XCTAssertEqual(cache.count, 4)
        XCTAssertEqual(cache.rasterizations, 12)
        _ = try cache.texture(for: kept)
        XCTAssertEqual(cache.rasterizations, 13, "the least recently used entry was evicted")
    }
}
