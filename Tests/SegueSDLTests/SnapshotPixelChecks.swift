import Foundation
import SegueCore
import XCTest

@testable import SegueSDL

/// Snapshots (`View.snapshotView`, `resizableSnapshotView`) drawn through the whole pipeline on
/// one path, pixel for pixel against the views they show on the same path.
struct SnapshotPixelChecks {
    /// The path drawn on.
    let path: PipelinePath

    private let page = Color(r: 242, g: 242, b: 247)
    private let red = Color(r: 255, g: 59, b: 48)

    private func makeScene(width: Int, height: Int, pixelScale: Int = 1) throws -> (PipelineCanvas, WindowView) {
        let canvas = try path.makeCanvas(width: width, height: height, pixelScale: pixelScale)
        let window = WindowView(
            size: Size(width: Double(width), height: Double(height)), clock: ManualClock(),
            textMeasurer: canvas.textMeasurer)
        window.backgroundColor = page
        return (canvas, window)
    }

    private func render(_ canvas: PipelineCanvas, _ window: WindowView) throws -> Surface {
        window.update()
        try canvas.render(window)
        return try canvas.snapshot()
    }

    /// A card as the Gallery has them, with a translucent badge (a group) and a masked dot.
    private func makeCard(_ frame: Rect) -> (View, Label) {
        let card = View(frame: frame)
        card.backgroundColor = red
        card.cornerRadius = 14
        let title = Label(text: "Card 5", fontSize: 17, textColor: .white, frame: card.bounds)
        card.addSubview(title)
        let badge = View(frame: Rect(x: 6, y: 6, width: 16, height: 16))
        badge.backgroundColor = .white
        badge.alpha = 0.5
        let inner = View(frame: Rect(x: 4, y: 4, width: 8, height: 8))
        inner.backgroundColor = .black
        badge.addSubview(inner)
        card.addSubview(badge)
        let dot = View(frame: Rect(x: frame.width - 22, y: frame.height - 22, width: 16, height: 16))
        dot.backgroundColor = .blue
        dot.maskShape = .ellipse(dot.bounds)
        card.addSubview(dot)
        return (card, title)
    }

    /// The number of pixels of `rect` in `a` (at `rect`) and `b` (at `rect` moved by `offset`)
    /// that differ by more than `tolerance` in some channel.
    private func differingPixels(
        _ a: Surface, _ b: Surface, in rect: (x: Int, y: Int, width: Int, height: Int),
        offset: (x: Int, y: Int) = (0, 0),
        tolerance: Int = 2
    ) -> Int {
        var count = 0
        for y in rect.y..<rect.y + rect.height {
            for x in rect.x..<rect.x + rect.width {
                let p = a[x, y]
                let q = b[x + offset.x, y + offset.y]
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
                if d > tolerance { count += 1 }
            }
        }
        return count
    }

    private func whole(_ s: Surface) -> (x: Int, y: Int, width: Int, height: Int) { (0, 0, s.width, s.height) }

    /// A snapshot put where its original was, with the original hidden, draws the same pixels;
    /// hiding, moving and retitling the original afterwards changes nothing in it.
    func snapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges() throws {
        let (canvas, window) = try makeScene(width: 320, height: 140)
        let (card, title) = makeCard(Rect(x: 20, y: 20, width: 120, height: 96))
        window.addSubview(card)
        let original = try render(canvas, window)
        XCTAssertGreaterThan(
            differingPixels(original, original, in: (20, 20, 120, 96), offset: (140, 0), tolerance: 30), 1000,
            "the card is drawn on the \(path.rawValue) path")
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        snapshot.frame = card.frame
        card.isHidden = true
        window.addSubview(snapshot)
        let replaced = try render(canvas, window)
        XCTAssertEqual(
            differingPixels(original, replaced, in: whole(original)), 0,
            "the snapshot draws its original's pixels on the \(path.rawValue) path")
        card.isHidden = false
        card.frame = Rect(x: 180, y: 20, width: 120, height: 96)
        title.text = "Changed"
        card.backgroundColor = .blue
        let changed = try render(canvas, window)
        XCTAssertEqual(
            differingPixels(original, changed, in: (0, 0, 160, 140)), 0,
            "the snapshot is unchanged by its original's changes on the \(path.rawValue) path")
        XCTAssertGreaterThan(
            differingPixels(original, changed, in: (170, 10, 140, 116)), 1000, "the original moved and changed")
    }

    /// On a HiDPI canvas (two pixels a point) too, a snapshot in its original's place draws the
    /// original's pixels: the recording is in points and played at the canvas's scale.
    func snapshotAtRestEqualsItsOriginalOnAHiDPICanvas() throws {
        let (canvas, window) = try makeScene(width: 160, height: 140, pixelScale: 2)
        let (card, _) = makeCard(Rect(x: 20.5, y: 20.25, width: 120, height: 96))
        window.addSubview(card)
        let original = try render(canvas, window)
        XCTAssertEqual(original.width, 320)
        let snapshot = try XCTUnwrap(card.snapshotView(afterScreenUpdates: false))
        snapshot.frame = card.frame
        card.isHidden = true
        window.addSubview(snapshot)
        let replaced = try render(canvas, window)
        XCTAssertEqual(
            differingPixels(original, replaced, in: whole(original)), 0,
            "at two pixels a point on the \(path.rawValue) path")
    }

    /// A resizable snapshot stretched to twice the width and more height keeps its caps' pixels:
    /// each corner equals the original's corner, unscaled.
    func resizableSnapshotStretchedKeepsItsCaps() throws {
        let (canvas, window) = try makeScene(width: 300, height: 200)
        let (card, _) = makeCard(Rect(x: 20, y: 20, width: 120, height: 96))
        window.addSubview(card)
        let original = try render(canvas, window)
        let cap = 26
        let snapshot = try XCTUnwrap(
            card.resizableSnapshotView(
                from: card.bounds, afterScreenUpdates: false, withCapInsets: EdgeInsets(all: Double(cap))))
        card.isHidden = true
        snapshot.frame = Rect(x: 20, y: 20, width: 240, height: 150)
        window.addSubview(snapshot)
        let stretched = try render(canvas, window)
        let corners: [(source: (Int, Int), target: (Int, Int))] = [
            ((20, 20), (20, 20)), ((140 - cap, 20), (260 - cap, 20)), ((20, 116 - cap), (20, 170 - cap)),
            ((140 - cap, 116 - cap), (260 - cap, 170 - cap)),
        ]
        for (source, target) in corners {
            XCTAssertEqual(
                differingPixels(
                    original, stretched, in: (source.0, source.1, cap, cap),
                    offset: (target.0 - source.0, target.1 - source.1)), 0,
                "the cap at \(source) lands unscaled at \(target) on the \(path.rawValue) path")
        }
        // The middle stretches: the card's red fills the stretched area between the caps.
        XCTAssertEqual(stretched[140, 40], red)
        XCTAssertEqual(stretched[250, 100], red)
        XCTAssertEqual(stretched[270, 100], page)
    }

    /// A resizable snapshot stretched at a fractional place shows no seam between its slices:
    /// the edges between slices fall on whole pixels, so inside the card every pixel is the
    /// card's colour. (SDL's software renderer drawing triangles, the geometry path of a window
    /// without acceleration, leaves one row short of a slice's lower edge; not checked there.)
    func resizableSnapshotAtAFractionalPlaceHasNoSeams() throws {
        let (canvas, window) = try makeScene(width: 300, height: 200)
        let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 60))
        card.backgroundColor = red
        card.cornerRadius = 12
        window.addSubview(card)
        window.update()
        let snapshot = try XCTUnwrap(
            card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false, withCapInsets: EdgeInsets(all: 20))
        )
        card.isHidden = true
        snapshot.frame = Rect(x: 20.5, y: 20.3, width: 233.3, height: 140.6)
        window.addSubview(snapshot)
        let frame = try render(canvas, window)
        var seams = 0
        for y in 24..<157 {
            for x in 24..<250 where frame[x, y] != red { seams += 1 }
        }
        XCTAssertEqual(
            seams, 0, "pixels inside the stretched card that are not its colour on the \(path.rawValue) path")
    }

    /// A snapshot scaled 2x keeps its text legible: a recording, not a picture, it draws its text
    /// again for the new scale, so its ink lands where the text drawn at twice the font size does
    /// (within a few pixels) with edges about as sharp, where the original view scaled 2x (its
    /// texture enlarged) is blurred.
    func snapshotScaledTwiceKeepsItsTextLegible() throws {
        let (canvas, window) = try makeScene(width: 300, height: 120)
        let view = View(frame: Rect(x: 100, y: 45, width: 100, height: 30))
        view.backgroundColor = .white
        view.addSubview(Label(text: "Card 5", fontSize: 17, textColor: .black, frame: view.bounds))
        window.addSubview(view)
        window.update()
        let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: false))
        view.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
        let originalScaled = try render(canvas, window)
        view.isHidden = true
        snapshot.center = view.center
        snapshot.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
        window.addSubview(snapshot)
        let snapshotScaled = try render(canvas, window)
        snapshot.isHidden = true
        let large = View(frame: Rect(x: 50, y: 30, width: 200, height: 60))
        large.backgroundColor = .white
        large.addSubview(Label(text: "Card 5", fontSize: 34, textColor: .black, frame: large.bounds))
        window.addSubview(large)
        let drawnLarge = try render(canvas, window)
        let a = inkBox(snapshotScaled)
        let b = inkBox(drawnLarge)
        XCTAssertGreaterThan(a.maxX - a.minX, 90, "the scaled text is there: \(a)")
        for (p, q) in [(a.minX, b.minX), (a.maxX, b.maxX), (a.minY, b.minY), (a.maxY, b.maxY)] {
            XCTAssertEqual(Double(p), Double(q), accuracy: 3, "ink box \(a) against \(b) on the \(path.rawValue) path")
        }
        // Edges: the share of the ink's pixels that are between ink and paper (anti-aliasing,
        // blur). The text drawn large has 0.35; the snapshot 0.47 (its texture, rasterised at twice
        // the size, is stretched to the quad the original's measurement gives, so it is resampled
        // a little); enlarging the original's texture gives 0.93.
        let soft = softShare(snapshotScaled, in: a)
        let sharp = softShare(drawnLarge, in: b)
        let blurred = softShare(originalScaled, in: inkBox(originalScaled))
        XCTAssertLessThan(soft, sharp * 1.5, "edges \(soft) against \(sharp) on the \(path.rawValue) path")
        XCTAssertLessThan(soft, blurred * 0.6, "sharper than an enlarged picture (\(blurred))")
    }

    private func inkBox(_ s: Surface) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        for y in 0..<s.height {
            for x in 0..<s.width where s[x, y].r < 128 {
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        return box
    }

    private func softShare(_ s: Surface, in box: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> Double {
        var soft = 0
        var inked = 0
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX {
                let v = Int(s[x, y].r)
                if v < 240 { inked += 1 }
                if v >= 40, v < 240 { soft += 1 }
            }
        }
        return inked > 0 ? Double(soft) / Double(inked) : 1
    }
}

/// The snapshot checks on the rasteriser (headless runs).
nonisolated final class SnapshotPixelTests: XCTestCase {
    @MainActor private let checks = SnapshotPixelChecks(path: .rasterizer)

    @MainActor func testSnapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges() async throws {
        try checks.snapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges()
    }

    @MainActor func testSnapshotAtRestEqualsItsOriginalOnAHiDPICanvas() async throws {
        try checks.snapshotAtRestEqualsItsOriginalOnAHiDPICanvas()
    }

    @MainActor func testResizableSnapshotAtAFractionalPlaceHasNoSeams() async throws {
        try checks.resizableSnapshotAtAFractionalPlaceHasNoSeams()
    }

    @MainActor func testResizableSnapshotStretchedKeepsItsCaps() async throws {
        try checks.resizableSnapshotStretchedKeepsItsCaps()
    }

    @MainActor func testSnapshotScaledTwiceKeepsItsTextLegible() async throws {
        try checks.snapshotScaledTwiceKeepsItsTextLegible()
    }
}

/// The snapshot checks on the geometry path (windows), over SDL's software renderer.
nonisolated final class SnapshotGeometryPixelTests: XCTestCase {
    @MainActor private let checks = SnapshotPixelChecks(path: .softwareGeometry)

    @MainActor func testSnapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges() async throws {
        try checks.snapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges()
    }

    @MainActor func testSnapshotAtRestEqualsItsOriginalOnAHiDPICanvas() async throws {
        try checks.snapshotAtRestEqualsItsOriginalOnAHiDPICanvas()
    }

    @MainActor func testResizableSnapshotStretchedKeepsItsCaps() async throws {
        try checks.resizableSnapshotStretchedKeepsItsCaps()
    }

    @MainActor func testSnapshotScaledTwiceKeepsItsTextLegible() async throws {
        try checks.snapshotScaledTwiceKeepsItsTextLegible()
    }
}

/// The snapshot checks on the geometry path over SDL's accelerated renderer in a hidden window
/// (OpenGL through Mesa's llvmpipe on an Xvfb server the class starts; skipped without Xvfb).
nonisolated final class SnapshotAcceleratedPixelTests: XvfbTestCase {
    @MainActor private let checks = SnapshotPixelChecks(path: .accelerated)
    @MainActor func testSnapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges() async throws {
        try checks.snapshotAtRestEqualsItsOriginalAndIgnoresLaterChanges()
    }

    @MainActor func testSnapshotAtRestEqualsItsOriginalOnAHiDPICanvas() async throws {
        try checks.snapshotAtRestEqualsItsOriginalOnAHiDPICanvas()
    }

    @MainActor func testResizableSnapshotAtAFractionalPlaceHasNoSeams() async throws {
        try checks.resizableSnapshotAtAFractionalPlaceHasNoSeams()
    }

    @MainActor func testResizableSnapshotStretchedKeepsItsCaps() async throws {
        try checks.resizableSnapshotStretchedKeepsItsCaps()
    }

    @MainActor func testSnapshotScaledTwiceKeepsItsTextLegible() async throws {
        try checks.snapshotScaledTwiceKeepsItsTextLegible()
    }
}
