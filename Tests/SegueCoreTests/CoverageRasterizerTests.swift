import XCTest

@testable import SegueCore

/// Segue's coverage rasteriser on plain memory: coverage is the covered area of each pixel,
/// stencil edges are as smooth as polygon edges, text goes out in drawing order.
nonisolated final class CoverageRasterizerTests: XCTestCase {
    /// An RGBA32-layout buffer (R in the low byte) the rasteriser draws into.
    @MainActor private final class Canvas {
        let width: Int
        let height: Int
        var pixels: [UInt32]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            pixels = [UInt32](repeating: 0, count: width * height)
        }

        func draw(_ list: RenderList, clear: Color = .white, text: RasterTextDrawing? = nil) throws {
            let rasterizer = CoverageRasterizer()
            try draw(list, with: rasterizer, clear: clear, text: text)
        }

        func draw(_ list: RenderList, with rasterizer: CoverageRasterizer, clear: Color, text: RasterTextDrawing?)
            throws
        {
            try pixels.withUnsafeMutableBytes { bytes in
                let target = PixelTarget(
                    pixels: bytes.baseAddress!, width: width, height: height, pitch: width * 4, redShift: 0,
                    greenShift: 8, blueShift: 16, alphaShift: 24)
                rasterizer.clear(target, color: clear)
                try rasterizer.draw(list, into: target, text: text)
            }
        }

        subscript(x: Int, y: Int) -> Color {
            let p = pixels[y * width + x]
            return Color(
                r: UInt8(p & 0xFF), g: UInt8((p >> 8) & 0xFF), b: UInt8((p >> 16) & 0xFF), a: UInt8(p >> 24))
        }
    }

    @MainActor private final class TextRecorder: RasterTextDrawing {
        var calls: [(TextKey, Int, Int)] = []
        func drawText(
            _ key: TextKey, vertices: UnsafeBufferPointer<RenderVertex>, indices: UnsafeBufferPointer<Int32>,
            into target: PixelTarget
        ) throws {
            calls.append((key, vertices.count, indices.count))
        }
    }

    @MainActor private func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [Point] {
        [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
    }

    @MainActor func testInteriorIsExactAndAPartlyCoveredColumnIsBlendedByItsArea() async throws {
        let canvas = Canvas(width: 20, height: 10)
        var list = RenderList()
        list.fill(rect(2.5, 2, 8.25, 6), color: .black)
        try canvas.draw(list)
        XCTAssertEqual(canvas[5, 3], .black)
        XCTAssertEqual(canvas[1, 3], .white, "left of the polygon")
        XCTAssertEqual(canvas[9, 3], .white, "right of the polygon")
        XCTAssertEqual(canvas[5, 1], .white, "above")
        XCTAssertEqual(canvas[5, 6], .white, "below: the bottom edge is on a pixel boundary")
        // Column 2 is half covered, column 8 a quarter.
        XCTAssertEqual(Int(canvas[2, 3].r), 128, accuracy: 2)
        XCTAssertEqual(Int(canvas[8, 3].r), 191, accuracy: 2)
        XCTAssertEqual(canvas[2, 3].a, 255, "blending over an opaque pixel stays opaque")
    }

    @MainActor func testCoverageOfARotatedSquareSumsToItsArea() async throws {
        let canvas = Canvas(width: 40, height: 40)
        var list = RenderList()
        // A 16 x 16 square turned by 30 degrees about (20, 20): area 256.
        let c = cos(Double.pi / 6) * 8
        let s = sin(Double.pi / 6) * 8
        list.fill(
            [
                Point(x: 20 - c + s, y: 20 - s - c), Point(x: 20 + c + s, y: 20 + s - c),
                Point(x: 20 + c - s, y: 20 + s + c), Point(x: 20 - c - s, y: 20 - s + c),
            ], color: .black)
        try canvas.draw(list)
        var covered = 0.0
        var partial = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let value = canvas[x, y].r
                covered += Double(255 - Int(value)) / 255
                if value > 0 && value < 255 { partial += 1 }
            }
        }
        XCTAssertEqual(covered, 256, accuracy: 1.5)
        XCTAssertGreaterThan(partial, 40, "the slanted edges are anti-aliased")
        XCTAssertEqual(canvas[20, 20], .black)
    }

    @MainActor func testAStencilEdgeIsFeatheredByCoverageAndPopsRestoreEverything() async throws {
        let canvas = Canvas(width: 20, height: 10)
        var list = RenderList()
        list.pushStencil(rect(0, 0, 10.5, 10))
        list.fill(rect(0, 0, 20, 10), color: .black)
        list.popStencil()
        list.fill(rect(15, 0, 16, 10), color: Color(r: 0, g: 0, b: 255))
        try canvas.draw(list)
        XCTAssertEqual(canvas[9, 5], .black)
        XCTAssertEqual(Int(canvas[10, 5].r), 128, accuracy: 2, "half the pixel is inside the stencil")
        XCTAssertEqual(canvas[11, 5], .white)
        XCTAssertEqual(canvas[15, 5], Color(r: 0, g: 0, b: 255), "after the pop nothing is clipped")
    }

    @MainActor func testTranslucentFillsBlendAndPolygonsOutsideTheTargetAreClipped() async throws {
        let canvas = Canvas(width: 10, height: 10)
        var list = RenderList()
        list.fill(rect(-50, -50, 5, 60), color: Color(r: 0, g: 0, b: 0, a: 128))
        list.fill(rect(100, 100, 120, 120), color: .black)
        try canvas.draw(list)
        XCTAssertEqual(Int(canvas[2, 5].r), 127, accuracy: 2)
        XCTAssertEqual(canvas[7, 5], .white)
    }

    @MainActor func testBuffersAreCleanForTheNextFrame() async throws {
        let canvas = Canvas(width: 30, height: 30)
        let rasterizer = CoverageRasterizer()
        var list = RenderList()
        list.fill(
            [Point(x: 3.3, y: 2.1), Point(x: 25.7, y: 9.4), Point(x: 18.2, y: 27.9), Point(x: 1.6, y: 20.2)],
            color: .black)
        try canvas.draw(list, with: rasterizer, clear: .white, text: nil)
        let first = canvas.pixels
        try canvas.draw(list, with: rasterizer, clear: .white, text: nil)
        XCTAssertEqual(canvas.pixels, first, "the coverage cells were left at zero")
    }

    @MainActor func testTextGoesToTheDelegateInOrderBatchedAndClippedByStencils() async throws {
        let canvas = Canvas(width: 20, height: 20)
        let recorder = TextRecorder()
        var list = RenderList()
        let key = TextKey(string: "a", fontSize: 12, color: .black)
        let other = TextKey(string: "b", fontSize: 12, color: .black)
        list.texture(rect(2, 2, 12, 12), texCoords: rect(0, 0, 1, 1), key: key)
        list.pushStencil([Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 0, y: 20)])
        list.texture(rect(2, 2, 12, 12), texCoords: rect(0, 0, 1, 1), key: key)
        list.popStencil()
        list.fill(rect(0, 0, 1, 1), color: .black)
        list.texture(rect(2, 2, 12, 12), texCoords: rect(0, 0, 1, 1), key: key)
        list.texture(rect(2, 2, 12, 12), texCoords: rect(0, 0, 1, 1), key: other)
        try canvas.draw(list, text: recorder)
        XCTAssertEqual(recorder.calls.map(\.0), [key, key, other], "a fill or another text ends a batch")
        // The first batch: the whole quad (4 corners, 2 triangles) and the quad with the corner
        // the diagonal stencil cuts off (5 corners, 3 triangles).
        XCTAssertEqual(recorder.calls[0].1, 9)
        XCTAssertEqual(recorder.calls[0].2, 15)
        XCTAssertEqual(recorder.calls[1].1, 4)
        XCTAssertEqual(recorder.calls[2].2, 6)
    }

    @MainActor func testPolygonsInsideAStencilAreDrawnAsIfUnclipped() async throws {
        let plain = Canvas(width: 40, height: 40)
        let masked = Canvas(width: 40, height: 40)
        let square = [
            Point(x: 17.3, y: 15.2), Point(x: 24.1, y: 18.6), Point(x: 21.2, y: 25.4), Point(x: 14.6, y: 22.1),
        ]
        var list = RenderList()
        list.fill(square, color: .black)
        try plain.draw(list)
        var circle: [Point] = []
        for i in 0..<64 {
            let angle = Double(i) / 64 * 2 * .pi
            circle.append(Point(x: 20 + 18 * cos(angle), y: 20 + 18 * sin(angle)))
        }
        var maskedList = RenderList()
        maskedList.pushStencil(circle)
        maskedList.fill(square, color: .black)
        maskedList.fill(rect(0, 0, 3, 3), color: .black)
        maskedList.popStencil()
        try masked.draw(maskedList)
        XCTAssertEqual(masked.pixels, plain.pixels, "inside the circle nothing is cut; its corner hides the rest")
    }
}
