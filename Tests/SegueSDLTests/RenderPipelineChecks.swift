import Foundation
import SegueCore
import XCTest

@_spi(Testing) @testable import SegueSDL

/// Views drawn through the whole pipeline (render list, then the rasteriser or the tessellator
/// and SDL) on one drawing path: transforms, perspective, stencils and text, checked pixel by
/// pixel and against goldens. The checks are the same on every path; the goldens were recorded on
/// the rasteriser, and the geometry paths are compared with them allowing for edge shading.
struct RenderPipelineChecks {
    /// The path drawn on.
    let path: PipelinePath

    private let background = Color(r: 255, g: 255, b: 255)
    private let ink = Color(r: 20, g: 60, b: 200)
    private let under = Color(r: 230, g: 80, b: 30)

    private func makeScene(width: Int = 200, height: Int = 200) throws -> (PipelineCanvas, WindowView) {
        let canvas = try path.makeCanvas(width: width, height: height)
        let window = WindowView(
            size: Size(width: Double(width), height: Double(height)), clock: ManualClock(),
            textMeasurer: canvas.textMeasurer)
        window.backgroundColor = background
        return (canvas, window)
    }

    private func render(_ canvas: PipelineCanvas, _ window: WindowView) throws -> Surface {
        window.update()
        try canvas.render(window)
        return try canvas.snapshot()
    }

    /// Asserts a pixel's colour, naming the path in the message.
    private func expect(
        _ actual: Color, _ expected: Color, _ what: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        assertColor(actual, expected, "on the \(path.rawValue) path \(what)", file: file, line: line)
    }

    /// How far a shape drawn on a geometry path may be from the rasteriser's golden. Interiors
    /// match within 2 levels (they are equal on every path). Edges: on the GPU a one-pixel fringe
    /// against exact coverage differs by at most 41 levels in these scenes, so 48; SDL's software
    /// renderer truncates vertices to whole pixels and the fringe is two pixels wide there, which
    /// reaches 93 levels on the pixel just outside an edge, so 112. A shape moved by one pixel puts
    /// 67 to 564 edge pixels beyond those limits; at most 8 may be.
    private var shapeAllowance: GoldenImage.EdgeShadingAllowance {
        .init(edgeTolerance: path == .softwareGeometry ? 112 : 48, maxEdgePixelsBeyondTolerance: 8)
    }

    /// How far rotated text may be from the rasteriser's golden. The rasteriser (the golden) and
    /// the GPU place a rotated text quad exactly and filter its texture; the geometry path on
    /// SDL's software renderer puts it on whole pixels, up to about half a pixel away, and samples
    /// the nearest texel, so along the glyphs (all edge pixels) about 230 pixels of that frame,
    /// and fewer of the accelerated one, differ by more than 128 levels. Missing text or text
    /// moved by two pixels gives 320 or more; the ink box checks catch smaller moves.
    private var rotatedTextAllowance: GoldenImage.EdgeShadingAllowance {
        path.rasterizes ? shapeAllowance : .init(edgeTolerance: 128, maxEdgePixelsBeyondTolerance: 260)
    }

    /// Compares with a golden: within `rasterTolerance` on the rasteriser, within `allowance`
    /// (`shapeAllowance` unless given) on the geometry paths.
    private func compareWithGolden(
        _ frame: Surface, _ name: String, rasterTolerance: UInt8 = 2,
        allowance: GoldenImage.EdgeShadingAllowance? = nil
    ) throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Goldens/\(name).png").path
        if path.rasterizes {
            try GoldenImage.compare(frame, goldenPath: golden, tolerance: rasterTolerance)
        } else {
            try GoldenImage.compareAllowingEdgeShading(
                frame, goldenPath: golden, allowance: allowance ?? shapeAllowance, label: path.rawValue)
        }
    }

    private func isBetween(_ c: Color, _ a: Color, _ b: Color) -> Bool {
        func inside(_ x: UInt8, _ p: UInt8, _ q: UInt8) -> Bool { x > min(p, q) && x < max(p, q) }
        return inside(c.r, a.r, b.r) || inside(c.b, a.b, b.b)
    }

    func rotatedRectCoversItsCentreNotItsBoundingCornersAndHasSoftEdges() throws {
        let (canvas, window) = try makeScene()
        let square = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        square.backgroundColor = ink
        square.transform3D = Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1)
        window.addSubview(square)
        let frame = try render(canvas, window)
        expect(frame[100, 100], ink)
        // The rotated square's bounding box spans 100 ± 70.7; its corners stay background.
        for (x, y) in [(31, 31), (168, 31), (31, 168), (168, 168)] {
            expect(frame[x, y], background, "corner (\(x), \(y))")
        }
        // The edges are anti-aliased: pixels along them are partly covered.
        var partial = 0
        for y in 0..<200 {
            for x in 0..<200 where isBetween(frame[x, y], background, ink) { partial += 1 }
        }
        XCTAssertGreaterThan(partial, 200, "the edge is anti-aliased on the \(path.rawValue) path")
        try compareWithGolden(frame, "rotated-rect")
    }

    func perspectiveRotationDrawsATrapezoidWithTheNearEdgeLonger() throws {
        let (canvas, window) = try makeScene()
        let card = View(frame: Rect(x: 40, y: 40, width: 120, height: 120))
        card.backgroundColor = ink
        // Top edge towards the viewer: it is nearer, so longer.
        card.transform3D = Transform3D(rotationAngle: -0.6, x: 1, y: 0, z: 0).concatenating(
            .perspective(eyeDistance: 400))
        window.addSubview(card)
        let frame = try render(canvas, window)
        func run(_ y: Int) -> Int { (0..<200).filter { frame[$0, y] == ink }.count }
        let rows = (0..<200).filter { run($0) > 0 }
        guard let top = rows.first, let bottom = rows.last else {
            return XCTFail("nothing drawn on the \(path.rawValue) path")
        }
        XCTAssertGreaterThan(
            run(top + 2), run(bottom - 2) + 10,
            "near (top) edge longer than far (bottom) edge on the \(path.rawValue) path")
        try compareWithGolden(frame, "perspective-trapezoid")
    }

    func geometryBehindTheEyeIsClippedNotWrapped() throws {
        let (canvas, window) = try makeScene()
        let card = View(frame: Rect(x: 40, y: 40, width: 120, height: 120))
        card.backgroundColor = ink
        // Turned so far towards the viewer that its top passes behind the eye.
        card.transform3D = Transform3D(rotationAngle: -1.2, x: 1, y: 0, z: 0).concatenating(
            .perspective(eyeDistance: 60))
        window.addSubview(card)
        let frame = try render(canvas, window)
        // The lower half turns away and ends near y = 111; the upper half comes towards the eye
        // and, clipped at the near plane, covers up to the top of the window. Nothing wraps
        // around below the card.
        expect(frame[100, 105], ink)
        expect(frame[100, 2], ink)
        expect(frame[100, 150], background)
        expect(frame[100, 195], background)
    }

    func ellipseStencilShowsContentInsideAndWhatLiesBeneathOutside() throws {
        let (canvas, window) = try makeScene()
        let beneath = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        beneath.backgroundColor = under
        let masked = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        masked.backgroundColor = ink
        masked.maskShape = .ellipse(Rect(x: 40, y: 60, width: 120, height: 80))
        window.addSubview(beneath)
        window.addSubview(masked)
        let frame = try render(canvas, window)
        expect(frame[100, 100], ink)
        expect(frame[150, 100], ink)
        expect(frame[5, 5], under)
        expect(frame[100, 50], under)
        expect(frame[45, 65], under, "outside the ellipse, inside its box")
        try compareWithGolden(frame, "ellipse-stencil")
    }

    func nestedStencilsShowOnlyTheirIntersection() throws {
        let (canvas, window) = try makeScene()
        let outer = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        outer.maskShape = .rect(Rect(x: 20, y: 20, width: 100, height: 100))
        let inner = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        inner.backgroundColor = ink
        inner.maskShape = .rect(Rect(x: 70, y: 70, width: 100, height: 100))
        outer.addSubview(inner)
        window.addSubview(outer)
        let frame = try render(canvas, window)
        expect(frame[95, 95], ink, "inside both")
        expect(frame[40, 40], background, "inside the outer only")
        expect(frame[150, 150], background, "inside the inner only")
        try compareWithGolden(frame, "nested-stencils")
    }

    func roundedRectStencilCutsTheCorners() throws {
        let (canvas, window) = try makeScene()
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = ink
        view.maskShape = .roundedRect(Rect(x: 20, y: 20, width: 160, height: 160), cornerRadius: 40)
        window.addSubview(view)
        let frame = try render(canvas, window)
        expect(frame[100, 100], ink)
        expect(frame[22, 100], ink, "straight edge kept")
        expect(frame[24, 24], background, "corner cut")
        expect(frame[176, 176], background, "corner cut")
        try compareWithGolden(frame, "rounded-stencil")
    }

    func textScalesAndRotatesWithItsView() throws {
        func inkBox(_ frame: Surface) -> Rect {
            var xs: [Int] = []
            var ys: [Int] = []
            for y in 0..<frame.height {
                for x in 0..<frame.width where frame[x, y].r < 128 {
                    xs.append(x)
                    ys.append(y)
                }
            }
            guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
            return Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0 + 1), height: Double(y1 - y0 + 1))
        }
        let (canvas, window) = try makeScene(width: 300, height: 300)
        let label = Label(
            text: "Segue", fontSize: 20, textColor: .black, frame: Rect(x: 50, y: 130, width: 200, height: 40))
        window.addSubview(label)
        let plain = inkBox(try render(canvas, window))
        label.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
        let scaledFrame = try render(canvas, window)
        let scaled = inkBox(scaledFrame)
        XCTAssertEqual(scaled.width / plain.width, 2, accuracy: 0.08, "on the \(path.rawValue) path")
        label.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let rotatedFrame = try render(canvas, window)
        let rotated = inkBox(rotatedFrame)
        XCTAssertEqual(rotated.height, plain.width, accuracy: 3, "on the \(path.rawValue) path")
        XCTAssertEqual(rotated.width, plain.height, accuracy: 3, "on the \(path.rawValue) path")
        try compareWithGolden(rotatedFrame, "rotated-text", rasterTolerance: 8, allowance: rotatedTextAllowance)
    }

    func maskAnimatedBetweenEllipsesShowsTheInterpolatedCircleAtItsMidpoint() throws {
        let canvas = try path.makeCanvas(width: 200, height: 200)
        let clock = ManualClock()
        let window = WindowView(size: Size(width: 200, height: 200), clock: clock, textMeasurer: canvas.textMeasurer)
        window.backgroundColor = background
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        view.backgroundColor = ink
        window.addSubview(view)
        let small = Shape.ellipse(Rect(x: 90, y: 90, width: 20, height: 20))
        let large = Shape.ellipse(Rect(x: 10, y: 10, width: 180, height: 180))
        view.maskShape = large
        view.add(
            PropertyAnimation(
                property: .maskShape, from: .shape(small), to: .shape(large), duration: 1, timing: .curve(.linear)))
        for _ in 0..<30 {
            clock.advanceOneFrame()
            window.update()
        }
        try canvas.render(window)
        let frame = try canvas.snapshot()
        // Radius 10 → 90 at half time: 50.
        expect(frame[100 + 45, 100], ink)
        expect(frame[100, 100 - 45], ink)
        expect(frame[100 + 55, 100], background)
        expect(frame[100 + 33, 100 + 33], ink, "inside on the diagonal (47 from the centre)")
        expect(frame[100 + 40, 100 + 40], background, "outside on the diagonal (57 from the centre)")
    }

    func aHiDPICanvasDrawsTwoPixelsPerPointWithSharperText() throws {
        let canvas = try path.makeCanvas(width: 100, height: 60, pixelScale: 2)
        let window = WindowView(
            size: Size(width: 100, height: 60), clock: ManualClock(), textMeasurer: canvas.textMeasurer)
        window.backgroundColor = background
        let square = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = ink
        window.addSubview(square)
        let label = Label(text: "Hi", fontSize: 12, textColor: .black, frame: Rect(x: 40, y: 10, width: 50, height: 20))
        window.addSubview(label)
        window.update()
        try canvas.render(window)
        let frame = try canvas.snapshot()
        XCTAssertEqual(frame.width, 200, "on the \(path.rawValue) path")
        XCTAssertEqual(frame.height, 120, "on the \(path.rawValue) path")
        expect(frame[20, 20], ink, "the square's top-left pixel at 2x")
        expect(frame[59, 59], ink, "its bottom-right pixel at 2x")
        expect(frame[60, 60], background)
        expect(frame[19, 19], background)
        // The label's text was rasterised at 24 pixels (12 points at 2x): its ink is twice as tall
        // as the same label at 1x would be.
        let rows = (0..<120).filter { y in (80..<200).contains { frame[$0, y].r < 128 } }
        XCTAssertGreaterThanOrEqual((rows.last ?? 0) - (rows.first ?? 0) + 1, 16, "on the \(path.rawValue) path")
    }
}
