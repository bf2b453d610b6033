import Foundation

extension CoverageRasterizer {
    /// The pixel-level work on raw buffers: coverage cells, per-row runs and the target. `fill`
    /// (the general path) adds a polygon's edges one by one to cells per row and widens each
    /// row's runs; `fillConvex` (the quick path, ConvexOutline.swift) uses the first row of cells
    /// only. Both blend rows with `accumulate` and `span`.
    struct Raster {
        var target: PixelTarget
        let cells: UnsafeMutablePointer<Float>
        let runs: UnsafeMutablePointer<Int32>
        let stride: Int

        /// Fills a polygon lying inside the target. Each row's cells sum the signed coverage of
        /// every edge, so any polygon fills by the nonzero rule (coverage clamped to 1), convex
        /// or not; runs and the span between them hold because cells outside the runs are zero.
        @inline(__always)
        func fill(_ p: UnsafeBufferPointer<Point>, color: Color) {
            let n = p.count
            var minY = p[0].y
            var maxY = minY
            for i in 1..<n {
                minY = min(minY, p[i].y)
                maxY = max(maxY, p[i].y)
            }
            let top = minY > 0 ? Int(minY) : 0
            var bottom = Int(maxY)
            if Double(bottom) < maxY { bottom += 1 }
            bottom = min(bottom, target.height)
            guard bottom > top else { return }
            if n == 4, fillPixelRect(p, color: color) { return }
            for y in top..<bottom {
                runs[4 * y] = Int32.max
                runs[4 * y + 1] = -1
                runs[4 * y + 2] = Int32.max
                runs[4 * y + 3] = -1
            }
            var j = n - 1
            for i in 0..<n {
                addEdge(p[j], p[i])
                j = i
            }
            let source = target.packOpaque(color)
            let scale = Float(color.a) * (256.0 / 255.0)
            for y in top..<bottom {
                let aFirst = Int(runs[4 * y])
                let aLast = Int(runs[4 * y + 1])
                let bFirst = Int(runs[4 * y + 2])
                let bLast = Int(runs[4 * y + 3])
                let row = target.row(y)
                let rowCells = cells + y * stride
                var sum: Float = 0
                if aLast < 0 || bLast < 0 {
                    let first = min(aFirst, bFirst)
                    let last = max(aLast, bLast)
                    if last >= 0 { accumulate(row, rowCells, first, last, &sum, source, scale) }
                    continue
                }
                let (leftFirst, leftLast, rightFirst, rightLast) =
                    aFirst <= bFirst ? (aFirst, aLast, bFirst, bLast) : (bFirst, bLast, aFirst, aLast)
                if leftLast < rightFirst {
                    accumulate(row, rowCells, leftFirst, leftLast, &sum, source, scale)
                    span(row, leftLast + 1, min(rightFirst, target.width), sum, source, scale)
                    accumulate(row, rowCells, rightFirst, rightLast, &sum, source, scale)
                } else {
                    accumulate(row, rowCells, leftFirst, max(leftLast, rightLast), &sum, source, scale)
                }
            }
        }

        /// Fills an axis-aligned rectangle with corners on whole pixels directly; false for other quads.
        @inline(__always)
        func fillPixelRect(_ p: UnsafeBufferPointer<Point>, color: Color) -> Bool {
            let x0 = min(p[0].x, p[2].x)
            let x1 = max(p[0].x, p[2].x)
            let y0 = min(p[0].y, p[2].y)
            let y1 = max(p[0].y, p[2].y)
            for q in p {
                guard q.x == x0 || q.x == x1, q.y == y0 || q.y == y1 else { return false }
            }
            guard x0 == x0.rounded(), x1 == x1.rounded(), y0 == y0.rounded(), y1 == y1.rounded() else { return false }
            let source = target.packOpaque(color)
            let scale = Float(color.a) * (256.0 / 255.0)
            for y in Int(y0)..<Int(y1) {
                span(target.row(y), Int(x0), Int(x1), 1, source, scale)
            }
            return true
        }

        /// Adds edge a→b's coverage to the cells of the rows it crosses and widens those rows' runs.
        @inline(__always)
        private func addEdge(_ a: Point, _ b: Point) {
            guard a.y != b.y else { return }
            let downward = a.y < b.y
            let p0 = downward ? a : b
            let p1 = downward ? b : a
            let direction: Float = downward ? 1 : -1
            let run = runs + (downward ? 0 : 2)
            let dxdy = (p1.x - p0.x) / (p1.y - p0.y)
            let width = Double(target.width)
            let maxX = CellX.fixed(width, limit: width)
            var x = p0.x
            let first = p0.y > 0 ? Int(p0.y) : 0
            var lastRow = Int(p1.y)
            if Double(lastRow) == p1.y { lastRow -= 1 }
            let end = min(lastRow + 1, target.height)
            guard end > first else { return }
            if p0.y < 0 { x -= p0.y * dxdy }
            var xFixed = CellX.fixed(x, limit: width)
            for y in first..<end {
                let top = Double(y)
                let bottom = top + 1
                let dy = (bottom < p1.y ? bottom : p1.y) - (top > p0.y ? top : p0.y)
                // The last row ends exactly at the edge's end; rows between may drift by a rounding.
                let xNext = y == lastRow ? p1.x : x + dxdy * dy
                let xNextFixed = CellX.fixed(xNext, limit: width)
                let (xai, last) = CellX.addCoverage(
                    cells + y * stride, from: xFixed, to: xNextFixed, Float(dy) * direction, maxX: maxX)
                let r = run + 4 * y
                r[0] = min(r[0], Int32(truncatingIfNeeded: xai))
                r[1] = max(r[1], Int32(truncatingIfNeeded: last))
                x = xNext
                xFixed = xNextFixed
            }
        }

        /// `coverage` (any sign, clamped to 1) times `scale`, rounded to an integer in 0...256:
        /// adding 1.5·2²³ leaves the rounded value in the low mantissa bits, without a checked
        /// conversion.
        @inline(__always)
        static func alpha(_ coverage: Float, _ scale: Float) -> UInt32 {
            let magic: Float = 12_582_912
            return ((min(1, abs(coverage)) * scale) + magic).bitPattern & 0x1FF
        }

        /// Sums the cells `first...last` into coverage, zeroing them, and blends those pixels.
        @inline(__always)
        func accumulate(
            _ row: UnsafeMutablePointer<UInt32>, _ rowCells: UnsafeMutablePointer<Float>, _ first: Int, _ last: Int,
            _ sum: inout Float, _ source: UInt32, _ scale: Float
        ) {
            let pixelLast = min(last, target.width - 1)
            var x = first
            while x <= pixelLast {
                sum += rowCells[x]
                rowCells[x] = 0
                let alpha = Raster.alpha(sum, scale)
                if alpha >= 256 {
                    row[x] = source
                } else if alpha > 0 {
                    row[x] = PixelTarget.blend(row[x], source, alpha)
                }
                x &+= 1
            }
            // Cells past the last pixel (an edge on the right border) are only cleared.
            while x <= last {
                sum += rowCells[x]
                rowCells[x] = 0
                x &+= 1
            }
        }

        /// Fills pixels `first..<end` of a row at one coverage.
        @inline(__always)
        func span(
            _ row: UnsafeMutablePointer<UInt32>, _ first: Int, _ end: Int, _ coverage: Float, _ source: UInt32,
            _ scale: Float
        ) {
            guard end > first else { return }
            let alpha = Raster.alpha(coverage, scale)
            if alpha >= 256 {
                (row + first).update(repeating: source, count: end - first)
            } else if alpha > 0 {
                var x = first
                while x < end {
                    row[x] = PixelTarget.blend(row[x], source, alpha)
                    x &+= 1
                }
            }
        }
    }
}

/// x positions for the coverage cells in 32.32 fixed point: the cell of an x is a shift and its
/// place in the cell a mask, where a `Double` would need a checked conversion for each. Targets
/// are narrower than `maxWidth` pixels.
enum CellX {
    /// The widest target the fixed-point conversions hold (2¹⁸ pixels).
    static let maxWidth = 1 << 18
    /// One pixel.
    static let one: Int64 = 1 << 32
    private static let scale = 4_294_967_296.0

    /// `x` in fixed point, clamped to `0...limit` (and 0 for a value that is not a number).
    @inline(__always)
    static func fixed(_ x: Double, limit: Double) -> Int64 {
        rounded((x > 0 ? (x < limit ? x : limit) : 0) * scale)
    }

    /// A slope in pixels per row in fixed point, clamped to ±2¹⁸ (an edge that crosses a whole
    /// row inside a target is never that flat).
    @inline(__always)
    static func slope(_ dxdy: Double) -> Int64 {
        let bound = 262_144.0
        return rounded((dxdy > -bound ? (dxdy < bound ? dxdy : bound) : -bound) * scale)
    }

    /// `v` (in -2⁵¹ ..< 2⁵¹) rounded to an integer without a checked conversion: adding
    /// 1.5·2⁵² leaves v + 2⁵¹ in the low 52 bits of the sum.
    @inline(__always)
    private static func rounded(_ v: Double) -> Int64 {
        let magic = 6_755_399_441_055_744.0
        return Int64(bitPattern: (v + magic).bitPattern & 0x000F_FFFF_FFFF_FFFF) &- (1 << 51)
    }

    /// Adds to a row's cells the coverage of a piece of edge that crosses the row from x `from`
    /// to x `to` over a share `d` of the row's height (negative for an edge going up), and
    /// returns the first and last cells it wrote. Each cell gets the change, from the pixel
    /// before it, of the share of the pixel right of the piece: a running sum along the row
    /// turns the cells into coverage. x is clamped to `0...maxX` (the target's width), so a
    /// rounding just outside stays in the row.
    @inline(__always)
    static func addCoverage(
        _ rowCells: UnsafeMutablePointer<Float>, from: Int64, to: Int64, _ d: Float, maxX: Int64
    ) -> (first: Int, last: Int) {
        let xa = max(min(from, to), 0)
        let xb = min(max(from, to), maxX)
        let xai = Int(truncatingIfNeeded: xa >> 32)
        let cellStart = xa & ~(one &- 1)
        if xb &- cellStart <= one {
            // Within one cell: its share right of the piece's mid point goes to the next cell.
            let mid = Float((xa &- cellStart) &+ (xb &- cellStart)) * 0x1p-33
            rowCells[xai] += d - d * mid
            rowCells[xai &+ 1] += d * mid
            return (xai, xai &+ 1)
        }
        // Across cells xai ..< xbi, the last partly: each whole cell between gets d / width.
        let xbi = Int(truncatingIfNeeded: (xb &+ (one &- 1)) >> 32)
        let s = 1 / (Float(xb &- xa) * 0x1p-32)
        let fa = Float(xa &- cellStart) * 0x1p-32
        let fb = Float(xb &- (Int64(xbi &- 1) << 32)) * 0x1p-32
        let a0 = 0.5 * s * (1 - fa) * (1 - fa)
        let am = 0.5 * s * fb * fb
        rowCells[xai] += d * a0
        if xbi == xai &+ 2 {
            rowCells[xai &+ 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - fa)
            rowCells[xai &+ 1] += d * (a1 - a0)
            var xi = xai &+ 2
            while xi < xbi &- 1 {
                rowCells[xi] += d * s
                xi &+= 1
            }
            let a2 = a1 + Float(xbi &- xai &- 3) * s
            rowCells[xbi &- 1] += d * (1 - a2 - am)
        }
        rowCells[xbi] += d * am
        return (xai, xbi)
    }
}
