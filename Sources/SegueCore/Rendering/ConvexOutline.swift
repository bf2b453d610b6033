import Foundation

extension CoverageRasterizer {
    /// The bounding box of a polygon's corners, and which corners are topmost and bottommost.
    struct Extent {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
        var topCorner = 0, bottomCorner = 0

        /// The extent of `count` (at least one) corners at `corners`. A coordinate that is not a
        /// number is passed over here (and rejected by `ConvexOutline`).
        @inline(__always)
        init(_ corners: UnsafePointer<Point>, count: Int) {
            minX = corners[0].x
            maxX = minX
            minY = corners[0].y
            maxY = minY
            for i in 1..<count {
                let p = corners[i]
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                if p.y < minY {
                    minY = p.y
                    topCorner = i
                }
                if p.y > maxY {
                    maxY = p.y
                    bottomCorner = i
                }
            }
        }
    }

    /// The quick path's view of a polygon of the render list, read in place from its point
    /// buffer: strictly convex (every corner turns the same way, either way round) and monotone
    /// in y (its outline goes down once and up once), so it splits at its top and bottom corners
    /// into a left and a right chain of edges. Most polygons of a frame are such quads or
    /// flattened shapes lying inside the target and inside every open stencil; they skip the
    /// copy, normalisation and clipping of the general path, and `Raster.fillConvex` draws them
    /// row by row from the two chains.
    struct ConvexOutline {
        /// The corners, `count` of them, in the list's order.
        let corners: UnsafePointer<Point>
        let count: Int
        /// A topmost and a bottommost corner: where the chains start and end.
        let top: Int, bottom: Int
        /// True when the corners run clockwise on screen (y down): the chain from `top` forward
        /// through the corners is then the right-hand one.
        let forwardIsRight: Bool

        /// The outline of `count` corners at `corners` with extent `extent`, or nil when the
        /// polygon is not strictly convex and monotone in y (concave, self-intersecting, with
        /// repeated or collinear corners, without area, with a coordinate that is not a number):
        /// the general path handles those.
        @inline(__always)
        init?(_ corners: UnsafePointer<Point>, count: Int, extent: Extent) {
            guard count >= 3 else { return nil }
            var turnsRight = true
            var turnsLeft = true
            // Changes of vertical direction around the outline (horizontal edges do not count):
            // the direction of the first and of the latest edge that is not horizontal.
            var verticalTurns = 0
            var firstDirection = 0.0
            var direction = 0.0
            var corner = corners[count - 1]
            var edgeX = corners[0].x - corner.x
            var edgeY = corners[0].y - corner.y
            for i in 0..<count {
                corner = corners[i]
                let next = corners[i + 1 < count ? i + 1 : 0]
                let nextX = next.x - corner.x
                let nextY = next.y - corner.y
                let turn = edgeX * nextY - edgeY * nextX
                turnsRight = turnsRight && turn > 0
                turnsLeft = turnsLeft && turn < 0
                if nextY != 0 {
                    let down = nextY > 0 ? 1.0 : -1.0
                    if direction == 0 {
                        firstDirection = down
                    } else if down != direction {
                        verticalTurns += 1
                    }
                    direction = down
                }
                edgeX = nextX
                edgeY = nextY
            }
            if direction != firstDirection { verticalTurns += 1 }
            guard turnsRight || turnsLeft, verticalTurns == 2 else { return nil }
            self.corners = corners
            self.count = count
            top = extent.topCorner
            bottom = extent.bottomCorner
            // With y down, turning right at every corner is running clockwise on screen.
            forwardIsRight = turnsRight
        }
    }

    /// One chain of a `ConvexOutline`, walked from its top corner down to its bottom corner one
    /// row at a time. Where the current edge crosses a whole row, `x` moves by the edge's slope
    /// in fixed point (`CellX`); rows that hold a corner are cut into a piece per edge.
    struct ConvexChain {
        let corners: UnsafePointer<Point>
        let lastIndex: Int
        let forward: Bool
        /// The target's width, as a `Double` and in fixed point.
        let width: Double
        let maxX: Int64
        /// The corner the current edge ends at, and how many edges follow it in the chain.
        var end: Int
        var edgesAfter: Int
        /// The current edge, from (x0, y0) down to (x1, y1), and its slope.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0, dxdy = 0.0
        /// Where the current edge enters the row being drawn (at first, its top corner), and its
        /// slope, in fixed point.
        var x: Int64 = 0
        var slope: Int64 = 0

        /// The chain of `outline` from its top corner forward (or backward) to its bottom corner,
        /// in a target `width` pixels wide.
        init(_ outline: ConvexOutline, forward: Bool, width: Int) {
            corners = outline.corners
            lastIndex = outline.count - 1
            self.forward = forward
            self.width = Double(width)
            maxX = CellX.fixed(self.width, limit: self.width)
            let edges = forward ? outline.bottom - outline.top : outline.top - outline.bottom
            edgesAfter = edges < 0 ? edges + outline.count : edges
            end = outline.top
            x1 = corners[end].x
            y1 = corners[end].y
            nextEdge()
        }

        /// Moves to the next edge of the chain; false when the chain has ended.
        @inline(__always)
        @discardableResult
        mutating func nextEdge() -> Bool {
            guard edgesAfter > 0 else { return false }
            edgesAfter -= 1
            x0 = x1
            y0 = y1
            end = forward ? (end == lastIndex ? 0 : end + 1) : (end == 0 ? lastIndex : end - 1)
            x1 = corners[end].x
            y1 = corners[end].y
            // A horizontal edge crosses no row. The slope is used only across a row's top or
            // bottom, which an edge crosses only if it is at least 2⁻⁵² high: it is finite there.
            dxdy = y1 > y0 ? (x1 - x0) / (y1 - y0) : 0
            x = CellX.fixed(x0, limit: width)
            slope = CellX.slope(dxdy)
            return true
        }

        /// Adds the chain's part of the row from `top` to `top + 1` to `rowCells` with sign
        /// `direction` (±1). Returns the first and last cells written (`Int.max`, -1 when none),
        /// and whether the chain crossed the row's whole height on one edge: the pixel of the
        /// last cell is then wholly on the inner side of the chain.
        @inline(__always)
        mutating func addRow(
            _ rowCells: UnsafeMutablePointer<Float>, top: Double, direction: Float
        ) -> (first: Int, last: Int, whole: Bool) {
            if y0 <= top, y1 >= top + 1 {
                let xEnd = x &+ slope
                let cells = CellX.addCoverage(rowCells, from: x, to: xEnd, direction, maxX: maxX)
                x = xEnd
                return (cells.first, cells.last, true)
            }
            let cells = addPartialRow(rowCells, top: top, direction: direction)
            return (cells.first, cells.last, false)
        }

        /// `addRow` for a row the current edge does not cross whole: the chain's first or last
        /// row, or one holding a corner between two edges (a piece of each, moving on to the
        /// edges the row ends in). Kept out of line: few rows take it.
        @inline(never)
        mutating func addPartialRow(
            _ rowCells: UnsafeMutablePointer<Float>, top: Double, direction: Float
        ) -> (first: Int, last: Int) {
            let bottom = top + 1
            var cells = addPiece(rowCells, top: top, bottom: bottom, direction: direction)
            while y1 <= bottom, nextEdge() {
                let more = addPiece(rowCells, top: top, bottom: bottom, direction: direction)
                cells = (min(cells.first, more.first), max(cells.last, more.last))
            }
            return cells
        }

        /// Adds the current edge's piece in the row from `top` to `bottom`, if any, and moves `x`
        /// to where the piece ends; returns the cells written (`Int.max`, -1 when none).
        @inline(__always)
        mutating func addPiece(
            _ rowCells: UnsafeMutablePointer<Float>, top: Double, bottom: Double, direction: Float
        ) -> (first: Int, last: Int) {
            let yStart = y0 > top ? y0 : top
            let yEnd = y1 < bottom ? y1 : bottom
            guard yEnd > yStart else { return (Int.max, -1) }
            let xEnd = CellX.fixed(y1 <= bottom ? x1 : x0 + (bottom - y0) * dxdy, limit: width)
            let cells = CellX.addCoverage(rowCells, from: x, to: xEnd, Float(yEnd - yStart) * direction, maxX: maxX)
            x = xEnd
            return cells
        }
    }
}

extension CoverageRasterizer.Raster {
    /// The quick path: fills `outline` (inside the target, spanning `extent`) row by row. Each
    /// row takes the left chain's pieces and the right chain's (with the opposite sign) into one
    /// row of cells, so the left and right runs come straight from the chains, with no per-row
    /// bookkeeping between edges; the row is then blended as in the general path, its cells
    /// zeroed as they are read.
    @inline(__always)
    func fillConvex(_ outline: CoverageRasterizer.ConvexOutline, extent: CoverageRasterizer.Extent, color: Color) {
        if outline.count == 4, fillPixelRect(UnsafeBufferPointer(start: outline.corners, count: 4), color: color) {
            return
        }
        let top = Int(extent.minY)
        var bottom = Int(extent.maxY)
        if Double(bottom) < extent.maxY { bottom += 1 }
        let width = target.width
        var left = CoverageRasterizer.ConvexChain(outline, forward: !outline.forwardIsRight, width: width)
        var right = CoverageRasterizer.ConvexChain(outline, forward: outline.forwardIsRight, width: width)
        let source = target.packOpaque(color)
        let scale = Float(color.a) * (256.0 / 255.0)
        for y in top..<bottom {
            let rowTop = Double(y)
            let l = left.addRow(cells, top: rowTop, direction: 1)
            let r = right.addRow(cells, top: rowTop, direction: -1)
            let row = target.row(y)
            var sum: Float = 0
            guard l.last < r.first, r.last >= 0 else {
                accumulate(row, cells, min(l.first, r.first), max(l.last, r.last), &sum, source, scale)
                continue
            }
            // Where a chain crossed the whole row, the pixels of its cells are partly covered but
            // the last, wholly inside (left) or outside (right): that cell is only cleared, and
            // the sum past the left one is exactly 1.
            if l.whole {
                blendPartial(row, cells, l.first, l.last, &sum, source, scale)
                cells[l.last] = 0
                sum = 1
                span(row, l.last, min(r.first, width), sum, source, scale)
            } else {
                accumulate(row, cells, l.first, l.last, &sum, source, scale)
                span(row, l.last + 1, min(r.first, width), sum, source, scale)
            }
            if r.whole {
                blendPartial(row, cells, r.first, r.last, &sum, source, scale)
                cells[r.last] = 0
            } else {
                accumulate(row, cells, r.first, r.last, &sum, source, scale)
            }
        }
    }

    /// `alpha` without the clamp, for a coverage known to lie in 0...1 up to a rounding far below
    /// half a level (the same alpha there): the runs of rows a chain crosses whole.
    @inline(__always)
    private static func unclampedAlpha(_ coverage: Float, _ scale: Float) -> UInt32 {
        let magic: Float = 12_582_912
        return (coverage * scale + magic).bitPattern & 0x1FF
    }

    /// Sums the cells `first..<end` into coverage, zeroing them, and blends those pixels, without
    /// testing for empty or full ones (the blend leaves a pixel as it is at alpha 0 and writes the
    /// source at 256), and with `unclampedAlpha`: these runs rise from 0 to 1 (left) or fall from
    /// 1 to 0 (right). Cells past the row's last pixel (an edge on the right border) are only
    /// cleared.
    @inline(__always)
    private func blendPartial(
        _ row: UnsafeMutablePointer<UInt32>, _ rowCells: UnsafeMutablePointer<Float>, _ first: Int, _ end: Int,
        _ sum: inout Float, _ source: UInt32, _ scale: Float
    ) {
        let pixelEnd = min(end, target.width)
        var x = first
        while x < pixelEnd {
            sum += rowCells[x]
            rowCells[x] = 0
            row[x] = PixelTarget.blend(row[x], source, Self.unclampedAlpha(sum, scale))
            x &+= 1
        }
        while x < end {
            rowCells[x] = 0
            x &+= 1
        }
    }
}
