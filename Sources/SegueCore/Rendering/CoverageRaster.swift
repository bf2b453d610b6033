extension CoverageRasterizer {
    /// The pixel-level work on raw buffers: coverage cells, per-row runs and the target.
    struct Raster {
        var target: PixelTarget
        let cells: UnsafeMutablePointer<Float>
        let runs: UnsafeMutablePointer<Int32>
        let stride: Int

        /// Fills a positively wound convex polygon lying inside the target.
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
        private func fillPixelRect(_ p: UnsafeBufferPointer<Point>, color: Color) -> Bool {
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
        /// Coordinates are inside the target (so never negative): truncation is the floor.
        @inline(__always)
        private func addEdge(_ a: Point, _ b: Point) {
            guard a.y != b.y else { return }
            let downward = a.y < b.y
            let p0 = downward ? a : b
            let p1 = downward ? b : a
            let direction: Float = downward ? 1 : -1
            let run = runs + (downward ? 0 : 2)
            let dxdy = (p1.x - p0.x) / (p1.y - p0.y)
            // x moves linearly from p0 to p1, so clamping the ends (against rounding just outside
            // the target) keeps every row's x inside.
            let maxX = Double(stride - 2)
            let x0 = min(max(p0.x, 0), maxX)
            let x1 = min(max(p1.x, 0), maxX)
            var x = x0
            let first = p0.y > 0 ? Int(p0.y) : 0
            var lastRow = Int(p1.y)
            if Double(lastRow) == p1.y { lastRow -= 1 }
            let end = min(lastRow + 1, target.height)
            guard end > first else { return }
            if p0.y < 0 { x -= p0.y * dxdy }
            for y in first..<end {
                let rowCells = cells + y * stride
                let top = Double(y)
                let bottom = top + 1
                let dy = (bottom < p1.y ? bottom : p1.y) - (top > p0.y ? top : p0.y)
                // The last row ends exactly at the edge's end; rows between may drift by a rounding.
                let xNext = y == lastRow ? x1 : x + dxdy * dy
                let d = Float(dy) * direction
                let xa = max(x < xNext ? x : xNext, 0)
                let xb = min(x < xNext ? xNext : x, maxX)
                let xai = Raster.floor(xa)
                let xaFloor = Double(xai)
                var xbi = Raster.floor(xb)
                if Double(xbi) < xb { xbi += 1 }
                let last: Int
                if xbi <= xai + 1 {
                    // Within one cell: its share right of the edge's mid point goes to the next cell.
                    let mid = Float(0.5 * (x + xNext) - xaFloor)
                    rowCells[xai] += d - d * mid
                    rowCells[xai + 1] += d * mid
                    last = xai + 1
                } else {
                    let s = Float(1 / (xb - xa))
                    let fa = Float(xa - xaFloor)
                    let a0 = 0.5 * s * (1 - fa) * (1 - fa)
                    let fb = Float(xb - Double(xbi) + 1)
                    let am = 0.5 * s * fb * fb
                    rowCells[xai] += d * a0
                    if xbi == xai + 2 {
                        rowCells[xai + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - fa)
                        rowCells[xai + 1] += d * (a1 - a0)
                        var xi = xai + 2
                        while xi < xbi - 1 {
                            rowCells[xi] += d * s
                            xi += 1
                        }
                        let a2 = a1 + Float(xbi - xai - 3) * s
                        rowCells[xbi - 1] += d * (1 - a2 - am)
                    }
                    rowCells[xbi] += d * am
                    last = xbi
                }
                let r = run + 4 * y
                r[0] = min(r[0], Int32(truncatingIfNeeded: xai))
                r[1] = max(r[1], Int32(truncatingIfNeeded: last))
                x = xNext
            }
        }

        /// The floor of `x` in 0 ..< 2³¹ without a checked conversion: adding 1.5·2⁵² rounds `x`
        /// to an integer held in the low mantissa bits.
        @inline(__always)
        private static func floor(_ x: Double) -> Int {
            let magic = 6_755_399_441_055_744.0
            let rounded = Int(truncatingIfNeeded: (x + magic).bitPattern & 0x7FFF_FFFF)
            return Double(rounded) > x ? rounded - 1 : rounded
        }

        /// `coverage` (any sign, clamped to 1) times `scale`, rounded to an integer in 0...256:
        /// adding 1.5·2²³ leaves the rounded value in the low mantissa bits, without a checked
        /// conversion.
        @inline(__always)
        private static func alpha(_ coverage: Float, _ scale: Float) -> UInt32 {
            let magic: Float = 12_582_912
            return ((min(1, abs(coverage)) * scale) + magic).bitPattern & 0x1FF
        }

        /// Sums the cells `first...last` into coverage, zeroing them, and blends those pixels.
        @inline(__always)
        private func accumulate(
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
                x += 1
            }
            // Cells past the last pixel (an edge on the right border) are only cleared.
            while x <= last {
                sum += rowCells[x]
                rowCells[x] = 0
                x += 1
            }
        }

        /// Fills pixels `first..<end` of a row at one coverage.
        @inline(__always)
        private func span(
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
                    x += 1
                }
            }
        }
    }
}
