import SegueCore
import XCTest

@testable import SegueSDL

nonisolated final class RendererTests: XCTestCase {
    @MainActor func testVertexLayoutMatchesSDL() async {
        XCTAssertTrue(Renderer.vertexLayoutMatches)
    }

    @MainActor func testOffscreenRendererNeedsNoDisplayAndClears() async throws {
        _ = try SDLContext.shared()
        let renderer = try Renderer(offscreenWidth: 40, height: 30)
        XCTAssertTrue(renderer.isSoftware)
        XCTAssertEqual(renderer.outputSize, PixelSize(width: 40, height: 30))
        XCTAssertEqual(renderer.pixelScale, 1)
        try renderer.clear(Color(r: 10, g: 20, b: 30))
        let frame = try renderer.readPixels()
        XCTAssertEqual(frame.size, PixelSize(width: 40, height: 30))
        assertColor(frame[0, 0], Color(r: 10, g: 20, b: 30))
        assertColor(frame[39, 29], Color(r: 10, g: 20, b: 30))
    }

    @MainActor func testTriangleInsideAndOutsidePixels() async throws {
        let renderer = try Renderer(offscreenWidth: 100, height: 100)
        try renderer.clear(.black)
        try renderer.drawGeometry(
            texture: nil, vertices: [vertex(10, 10, .green), vertex(90, 10, .green), vertex(10, 90, .green)],
            indices: [0, 1, 2])
        let frame = try renderer.readPixels()
        assertColor(frame[20, 20], .green)
        assertColor(frame[12, 80], .green)
        assertColor(frame[80, 12], .green)
        assertColor(frame[80, 80], .black)
        assertColor(frame[5, 5], .black)
        assertColor(frame[95, 50], .black)
    }

    @MainActor func testPerVertexColoursInterpolate() async throws {
        let renderer = try Renderer(offscreenWidth: 101, height: 20)
        try renderer.clear(.black)
        // A quad that is red on its left edge and blue on its right edge.
        let vertices = [vertex(0, 0, .red), vertex(101, 0, .blue), vertex(101, 20, .blue), vertex(0, 20, .red)]
        try renderer.drawGeometry(texture: nil, vertices: vertices, indices: [0, 1, 2, 0, 2, 3])
        let frame = try renderer.readPixels()
        let left = frame[0, 10]
        let middle = frame[50, 10]
        let right = frame[100, 10]
        XCTAssertGreaterThan(left.r, 245)
        XCTAssertLessThan(left.b, 10)
        XCTAssertGreaterThan(right.b, 245)
        XCTAssertLessThan(right.r, 10)
        assertColor(middle, Color(r: 128, g: 0, b: 127), tolerance: 4)
        // Monotonic: red falls and blue rises from left to right.
        for x in 1..<101 {
            XCTAssertLessThanOrEqual(frame[x, 10].r, frame[x - 1, 10].r)
            XCTAssertGreaterThanOrEqual(frame[x, 10].b, frame[x - 1, 10].b)
        }
    }

    @MainActor func testSolidGeometryBlendsWithAlpha() async throws {
        let renderer = try Renderer(offscreenWidth: 10, height: 10)
        try renderer.clear(.white)
        let halfBlack = Color(r: 0, g: 0, b: 0, a: 128)
        let vertices = [
            vertex(0, 0, halfBlack), vertex(10, 0, halfBlack), vertex(10, 10, halfBlack), vertex(0, 10, halfBlack),
        ]
        try renderer.drawGeometry(texture: nil, vertices: vertices, indices: [0, 1, 2, 0, 2, 3])
        assertColor(try renderer.readPixels()[5, 5], Color(r: 127, g: 127, b: 127), tolerance: 2)
    }

    @MainActor func testRenderTargetTexture() async throws {
        let renderer = try Renderer(offscreenWidth: 20, height: 20)
        let target = try Texture(renderTargetOn: renderer, width: 8, height: 6)
        try renderer.setTarget(target)
        XCTAssertEqual(renderer.outputSize, PixelSize(width: 8, height: 6))
        try renderer.clear(.blue)
        let pixels = try renderer.readPixels()
        XCTAssertEqual(pixels.size, PixelSize(width: 8, height: 6))
        assertColor(pixels[7, 5], .blue)
        try renderer.setTarget(nil)
        try renderer.clear(.black)
        let quad = [
            vertex(0, 0, .white, u: 0, v: 0), vertex(8, 0, .white, u: 1, v: 0), vertex(8, 6, .white, u: 1, v: 1),
            vertex(0, 6, .white, u: 0, v: 1),
        ]
        try renderer.drawGeometry(texture: target, vertices: quad, indices: [0, 1, 2, 0, 2, 3])
        let frame = try renderer.readPixels()
        assertColor(frame[3, 3], .blue, tolerance: 1)
        assertColor(frame[15, 15], .black)
    }
}
