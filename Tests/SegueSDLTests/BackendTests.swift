import XCTest

@testable import SegueCore
@testable import SegueSDL

nonisolated final class BackendTests: XCTestCase {
    @MainActor func testDrawsSolidAndTexturedBatches() async throws {
        let renderer = try Renderer(offscreenWidth: 120, height: 60)
        let backend = try SDLRenderBackend(renderer: renderer, fontPath: testFontPath)
        let key = TextKey(string: "Segue", fontSize: 20, color: .white)
        let box = backend.textCache.measure(key.string, fontSize: key.fontSize)

        let buffer = TriangleBuffer()
        buffer.beginBatch(texture: nil, vertexCount: 3)
        let a = buffer.addVertex(vertex(0, 0, .red))
        let b = buffer.addVertex(vertex(40, 0, .red))
        let c = buffer.addVertex(vertex(0, 40, .red))
        buffer.addTriangle(a, b, c)
        buffer.beginBatch(texture: key, vertexCount: 4)
        let x0: Float = 60
        let y0: Float = 10
        let x1 = x0 + Float(box.width)
        let y1 = y0 + Float(box.height)
        let q0 = buffer.addVertex(vertex(x0, y0, .white, u: 0, v: 0))
        let q1 = buffer.addVertex(vertex(x1, y0, .white, u: 1, v: 0))
        let q2 = buffer.addVertex(vertex(x1, y1, .white, u: 1, v: 1))
        let q3 = buffer.addVertex(vertex(x0, y1, .white, u: 0, v: 1))
        buffer.addTriangle(q0, q1, q2)
        buffer.addTriangle(q0, q2, q3)
        XCTAssertEqual(buffer.batches.count, 2)

        try backend.clear(.black)
        try backend.draw(buffer)
        backend.present()
        XCTAssertEqual(backend.drawCalls, 2)
        XCTAssertEqual(backend.textCache.rasterizations, 1)

        let frame = try renderer.readPixels()
        assertColor(frame[5, 5], .red)
        assertColor(frame[35, 35], .black)
        var textPixels = 0
        for y in 0..<frame.height {
            for x in 50..<frame.width where frame[x, y] != .black {
                XCTAssertTrue(Float(x) >= x0 && Float(x) < x1 && Float(y) >= y0 && Float(y) < y1)
                textPixels += 1
            }
        }
        XCTAssertGreaterThan(textPixels, 30)

        // Drawing again reuses the texture.
        try backend.draw(buffer)
        XCTAssertEqual(backend.textCache.rasterizations, 1)
    }
}
