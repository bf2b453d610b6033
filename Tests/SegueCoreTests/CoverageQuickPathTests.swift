import XCTest

@testable import SegueCore

/// The coverage rasteriser's quick path (strictly convex polygons read in place and filled row by
/// row from their two chains) against its general path and against the exact area of the polygon
/// in each pixel, on polygons of every size, angle and subpixel position.
nonisolated final class CoverageQuickPathTests: XCTestCase {
    /// A reproducible sequence of numbers (SplitMix64).
    @MainActor private struct Sequence {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// A number in `range`.
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    @MainActor private let width = 48
    @MainActor private let height = 40

    /// One rasteriser per path, kept across trials: cells left non-zero by one drawing would
    /// spoil the next.
    @MainActor private let quickRasterizer = CoverageRasterizer()
    @MainActor private let generalRasterizer: CoverageRasterizer = {
        let rasterizer = CoverageRasterizer()
        rasterizer.usesQuickPath = false
        return rasterizer
    }()

    /// Draws `list` over white into a new RGBA buffer, by the quick path or only the general one.
    @MainActor private func draw(_ list: RenderList, quick: Bool) throws -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let rasterizer = quick ? quickRasterizer : generalRasterizer
        try pixels.withUnsafeMutableBytes { bytes in
            let target = PixelTarget(
                pixels: bytes.baseAddress!, width: width, height: height, pitch: width * 4, redShift: 0,
                greenShift: 8, blueShift: 16, alphaShift: 24)
            rasterizer.clear(target, color: .white)
            try rasterizer.draw(list, into: target, text: nil)
        }
        return pixels
    }

    /// The largest difference of one channel between two pictures, and where.
    @MainActor private func largestDifference(_ a: [UInt32], _ b: [UInt32]) -> (Int, Int) {
        var worst = (0, -1)
        for i in 0..<a.count {
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int((a[i] >> UInt32(shift)) & 0xFF) - Int((b[i] >> UInt32(shift)) & 0xFF))
                if d > worst.0 { worst = (d, i) }
            }
        }
        return worst
    }

    /// A polygon of one of several kinds (rotated rectangles from slivers to large, triangles,
    /// regular polygons), at a random angle and subpixel position inside the canvas, either
    /// winding.
    @MainActor private func randomPolygon(_ random: inout Sequence) -> [Point] {
        let cx = random.next(14...34)
        let cy = random.next(12...28)
        let angle = random.next(0...(2 * Double.pi))
        var corners: [Point]
        switch random.next() % 4 {
        case 0:
            // A rectangle, 8x8 as the benchmark's squares, or of any proportions down to a sliver.
            let square = random.next() % 2 == 0
            let w = square ? 8 : random.next(0.05...20)
            let h = square ? 8 : random.next(0.05...20)
            corners = [
                Point(x: -w / 2, y: -h / 2), Point(x: w / 2, y: -h / 2), Point(x: w / 2, y: h / 2),
                Point(x: -w / 2, y: h / 2),
            ]
        case 1:
            corners = (0..<3).map { _ in Point(x: random.next(-12...12), y: random.next(-11...11)) }
        case 2:
            let n = 3 + Int(random.next() % 14)
            let r = random.next(0.3...11)
            corners = (0..<n).map { i in
                let a = Double(i) / Double(n) * 2 * .pi
                return Point(x: r * cos(a), y: r * sin(a))
            }
        default:
            // Axis-aligned (before the turn) with whole or half pixel corners sometimes.
            let w = (random.next(1...20) * 2).rounded() / 2
            let h = (random.next(1...20) * 2).rounded() / 2
            corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
        }
        let turn = random.next() % 3 == 0 ? 0 : angle
        let c = cos(turn)
        let s = sin(turn)
        corners = corners.map { p in Point(x: cx + p.x * c - p.y * s, y: cy + p.x * s + p.y * c) }
        if random.next() % 2 == 0 { corners.reverse() }
        return corners
    }

    @MainActor func testTheQuickPathDrawsWhatTheGeneralPathDraws() async throws {
        var random = Sequence(state: 16)
        var quickPolygons = 0
        for trial in 0..<300 {
            var list = RenderList()
            for _ in 0..<4 {
                let polygon = randomPolygon(&random)
                let alpha: UInt8 = random.next() % 2 == 0 ? 255 : UInt8(random.next() % 255 + 1)
                let color = Color(
                    r: UInt8(random.next() % 256), g: UInt8(random.next() % 256), b: UInt8(random.next() % 256),
                    a: alpha)
                list.fill(polygon, color: color)
                let inside = polygon.allSatisfy { $0.x >= 0 && $0.y >= 0 && $0.x <= 48 && $0.y <= 40 }
                let outline = polygon.withUnsafeBufferPointer { p in
                    CoverageRasterizer.ConvexOutline(
                        p.baseAddress!, count: p.count,
                        extent: CoverageRasterizer.Extent(p.baseAddress!, count: p.count))
                }
                if inside, outline != nil { quickPolygons += 1 }
            }
            let quick = try draw(list, quick: true)
            let general = try draw(list, quick: false)
            let (difference, at) = largestDifference(quick, general)
            XCTAssertLessThanOrEqual(difference, 1, "trial \(trial): pixel (\(at % width), \(at / width))")
        }
        XCTAssertGreaterThan(quickPolygons, 1_000, "nearly every polygon takes the quick path")
    }

    @MainActor func testUnderStencilsAndInGroupsTheQuickPathDrawsWhatTheGeneralPathDraws() async throws {
        var random = Sequence(state: 5)
        let circle = (0..<48).map { i in
            let a = Double(i) / 48 * 2 * .pi
            return Point(x: 24 + 15 * cos(a), y: 20 + 15 * sin(a))
        }
        for trial in 0..<60 {
            var list = RenderList()
            list.fill(randomPolygon(&random), color: Color(r: 200, g: 40, b: 40))
            list.pushStencil(circle)
            list.beginGroup()
            for _ in 0..<6 {
                list.fill(randomPolygon(&random), color: Color(r: 30, g: 90, b: UInt8(random.next() % 256), a: 230))
            }
            list.endGroup(alpha: 140)
            list.popStencil()
            let (difference, at) = largestDifference(try draw(list, quick: true), try draw(list, quick: false))
            XCTAssertLessThanOrEqual(difference, 1, "trial \(trial): pixel (\(at % width), \(at / width))")
        }
    }

    @MainActor func testCoverageIsTheExactAreaOfThePolygonInEachPixel() async throws {
        var random = Sequence(state: 7)
        for trial in 0..<120 {
            let polygon = randomPolygon(&random)
            var list = RenderList()
            list.fill(polygon, color: .black)
            for quick in [true, false] {
                let pixels = try draw(list, quick: quick)
                var worst = 0.0
                for y in 0..<height {
                    for x in 0..<width {
                        let area = Self.area(of: polygon, inPixel: x, y)
                        let expected = 255 * (1 - area)
                        let actual = Double(pixels[y * width + x] & 0xFF)
                        worst = max(worst, abs(actual - expected))
                    }
                }
                // Coverage becomes an alpha in 0...256 (rounded: half a level) and the blend
                // truncates (up to one level more).
                XCTAssertLessThan(worst, 1.55, "trial \(trial), quick path \(quick)")
            }
        }
    }

    @MainActor func testOnlyStrictlyConvexPolygonsMonotoneInYTakeTheQuickPath() async {
        func outline(_ p: [Point]) -> CoverageRasterizer.ConvexOutline? {
            p.withUnsafeBufferPointer { b in
                CoverageRasterizer.ConvexOutline(
                    b.baseAddress!, count: b.count,
                    extent: CoverageRasterizer.Extent(b.baseAddress!, count: b.count))
            }
        }
        let square = [Point(x: 1, y: 1), Point(x: 5, y: 2), Point(x: 4, y: 6), Point(x: 0, y: 5)]
        XCTAssertEqual(outline(square)?.forwardIsRight, true, "clockwise on screen")
        XCTAssertEqual(outline(square.reversed())?.forwardIsRight, false)
        XCTAssertNotNil(outline([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3), Point(x: 0, y: 3)]))
        XCTAssertNil(outline([Point(x: 0, y: 0), Point(x: 4, y: 2), Point(x: 0, y: 4), Point(x: 1, y: 2)]), "concave")
        XCTAssertNil(outline([Point(x: 0, y: 0), Point(x: 4, y: 4), Point(x: 4, y: 0), Point(x: 0, y: 4)]), "bow tie")
        XCTAssertNil(outline([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 3)]), "repeated")
        XCTAssertNil(
            outline([Point(x: 0, y: 0), Point(x: 2, y: 0), Point(x: 4, y: 0), Point(x: 0, y: 3)]), "collinear")
        XCTAssertNil(outline([Point(x: 0, y: 0), Point(x: 2, y: 1), Point(x: 4, y: 2)]), "no area")
        XCTAssertNil(outline([Point(x: 0, y: 0), Point(x: CGFloat.nan, y: 1), Point(x: 0, y: 3)]), "not a number")
        let pentagram = (0..<5).map { i in
            let a = Double(i * 2) / 5 * 2 * .pi
            return Point(x: 10 + 5 * cos(a), y: 10 + 5 * sin(a))
        }
        XCTAssertNil(outline(pentagram), "every corner turns the same way, but the outline goes round twice")
    }

    /// The area of `polygon` inside pixel (x, y), by clipping it to the pixel's square.
    @MainActor private static func area(of polygon: [Point], inPixel x: Int, _ y: Int) -> Double {
        var p = polygon
        let x0 = Double(x)
        let y0 = Double(y)
        // Keep the side of each of the square's four lines where `inside` is not negative.
        let sides: [(Point) -> Double] = [{ $0.x - x0 }, { x0 + 1 - $0.x }, { $0.y - y0 }, { y0 + 1 - $0.y }]
        for inside in sides {
            var kept: [Point] = []
            for i in 0..<p.count {
                let a = p[i]
                let b = p[(i + 1) % p.count]
                let da = inside(a)
                let db = inside(b)
                if da >= 0 { kept.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    kept.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
            p = kept
            if p.isEmpty { return 0 }
        }
        var sum = 0.0
        for i in 0..<p.count {
            let a = p[i]
            let b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }
}
