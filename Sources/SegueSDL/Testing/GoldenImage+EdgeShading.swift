import SegueCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@_spi(Testing) extension GoldenImage {
    /// How far a frame drawn on another drawing path may be from a golden recorded on the
    /// rasteriser. The geometry path shades anti-aliased edges with a feathered fringe one or two
    /// pixels wide instead of exact coverage, so pixels near an edge may differ; interiors may not.
    package struct EdgeShadingAllowance: Sendable {
        /// Per-channel tolerance of interior pixels: those with no colour change in the golden
        /// within `edgeRadius` pixels.
        package var interiorTolerance: UInt8
        /// How near a colour change in the golden (in pixels, either axis) a pixel counts as edge.
        package var edgeRadius: Int
        /// Per-channel difference an edge pixel may have without being counted.
        package var edgeTolerance: UInt8
        /// How many edge pixels may differ by more than `edgeTolerance`.
        package var maxEdgePixelsBeyondTolerance: Int

        /// An allowance; the defaults suit a one- or two-pixel fringe against exact coverage.
        package init(
            interiorTolerance: UInt8 = 2, edgeRadius: Int = 2, edgeTolerance: UInt8 = 48,
            maxEdgePixelsBeyondTolerance: Int = 0
        ) {
            self.interiorTolerance = interiorTolerance
            self.edgeRadius = edgeRadius
            self.edgeTolerance = edgeTolerance
            self.maxEdgePixelsBeyondTolerance = maxEdgePixelsBeyondTolerance
        }
    }

    /// Compares `surface`, drawn on the drawing path named `label`, with the golden at
    /// `goldenPath` (recorded on the rasteriser) allowing for edge shading: every interior pixel
    /// within `allowance.interiorTolerance` per channel, at most
    /// `allowance.maxEdgePixelsBeyondTolerance` edge pixels beyond `allowance.edgeTolerance`.
    ///
    /// A missing golden is a failure (goldens are recorded on the rasteriser with `compare`). On a
    /// mismatch, `<name>.<label>.actual.png` and `<name>.<label>.diff.png` are written to the
    /// `Failures` folder next to the golden: interior pixels out of tolerance red, edge pixels
    /// beyond theirs orange, edge pixels blue-grey, the rest a faded grey copy of the frame.
    @discardableResult
    package static func compareAllowingEdgeShading(
        _ surface: Surface, goldenPath: String, allowance: EdgeShadingAllowance = EdgeShadingAllowance(),
        label: String
    ) throws -> Outcome {
        guard access(goldenPath, F_OK) == 0 else {
            throw Failure(
                description: "golden image missing: \(goldenPath) (goldens are recorded on the rasteriser)")
        }
        let golden = try Surface.load(path: goldenPath)
        let (failures, _) = try failurePaths(goldenPath, label: label)
        guard golden.size == surface.size else {
            try writeFailure(actual: surface, diff: nil, paths: failures)
            throw Failure(
                description: "\(label): size \(surface.size) differs from golden \(golden.size) (\(goldenPath)); "
                    + "actual written to \(failures.actual)")
        }
        let expected = golden.pixels()
        let actual = surface.pixels()
        let edge = edgeMask(expected, width: golden.width, height: golden.height, radius: allowance.edgeRadius)
        let diff = try Surface(width: surface.width, height: surface.height)
        var interiorDiffering = 0
        var worstInterior = 0
        var edgeBeyond = 0
        var worstEdge = 0
        for y in 0..<surface.height {
            for x in 0..<surface.width {
                let index = y * surface.width + x
                let delta = difference(actual[index], expected[index])
                let grey = UInt8(
                    (Int(actual[index].r) + Int(actual[index].g) + Int(actual[index].b)) / 3 / 4 + 190)
                if edge[index] {
                    worstEdge = max(worstEdge, delta)
                    if delta > Int(allowance.edgeTolerance) {
                        edgeBeyond += 1
                        diff[x, y] = Color(r: 255, g: 150, b: 0)
                    } else {
                        diff[x, y] = Color(r: grey - 40, g: grey - 20, b: grey)
                    }
                } else {
                    worstInterior = max(worstInterior, delta)
                    if delta > Int(allowance.interiorTolerance) {
                        interiorDiffering += 1
                        diff[x, y] = .red
                    } else {
                        diff[x, y] = Color(r: grey, g: grey, b: grey)
                    }
                }
            }
        }
        if interiorDiffering == 0, edgeBeyond <= allowance.maxEdgePixelsBeyondTolerance { return .matched }
        try writeFailure(actual: surface, diff: diff, paths: failures)
        throw Failure(
            description: "\(label): \(interiorDiffering) interior pixels differ from \(goldenPath) by more than "
                + "\(allowance.interiorTolerance) (worst \(worstInterior)); \(edgeBeyond) edge pixels by more "
                + "than \(allowance.edgeTolerance) (at most \(allowance.maxEdgePixelsBeyondTolerance) allowed, "
                + "worst \(worstEdge)); see \(failures.actual) and \(failures.diff)")
    }

    /// The largest per-channel difference between two colours.
    private static func difference(_ a: Color, _ b: Color) -> Int {
        max(
            abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
            abs(Int(a.a) - Int(b.a)))
    }

    /// Which pixels lie within `radius` (either axis) of a colour change: two neighbouring pixels
    /// of different colours are both changes, and the mark is widened by `radius` each way.
    static func edgeMask(_ pixels: [Color], width: Int, height: Int, radius: Int) -> [Bool] {
        var change = [Bool](repeating: false, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                if x + 1 < width, pixels[index] != pixels[index + 1] {
                    change[index] = true
                    change[index + 1] = true
                }
                if y + 1 < height, pixels[index] != pixels[index + width] {
                    change[index] = true
                    change[index + width] = true
                }
            }
        }
        guard radius > 0 else { return change }
        // Widen along rows, then along columns: a square of side 2 · radius + 1 round each change.
        var rows = [Bool](repeating: false, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width where change[y * width + x] {
                for nx in max(0, x - radius)...min(width - 1, x + radius) { rows[y * width + nx] = true }
            }
        }
        var mask = [Bool](repeating: false, count: pixels.count)
        for y in 0..<height {
            for x in 0..<width where rows[y * width + x] {
                for ny in max(0, y - radius)...min(height - 1, y + radius) { mask[ny * width + x] = true }
            }
        }
        return mask
    }
}
