import SegueCore
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The benchmark's scene builders, option parsing and summary line (never its timings).
nonisolated final class BenchmarkTests: XCTestCase {
    @MainActor func testAnimatedSquaresBuildsAnimatingViews() async {
        let clock = ManualClock()
        let window = BenchmarkScenes.animatedSquares(count: 250, clock: clock)
        XCTAssertEqual(window.bounds.size, BenchmarkScenes.size)
        XCTAssertEqual(window.subviews.count, 1)
        let squares = window.subviews[0].subviews
        XCTAssertEqual(squares.count, 250)
        XCTAssertTrue(squares.allSatisfy { $0.bounds.size == Size(width: 8, height: 8) })
        XCTAssertTrue(squares.allSatisfy { $0.animations.count == 2 })
        XCTAssertEqual(window.engine.animatingViewCount, 250)
        clock.advance(frames: 60)
        window.update()
        XCTAssertNotEqual(squares[0].presentation.transform, squares[0].model.transform)
        XCTAssertEqual(window.engine.animatingViewCount, 250, "animations outlast a benchmark run")
    }

    @MainActor func testMaskedSquaresAnimateTheContainerMask() async {
        let window = BenchmarkScenes.animatedSquares(count: 100, clock: ManualClock(), masked: true)
        let container = window.subviews[0]
        XCTAssertNotNil(container.maskShape)
        XCTAssertEqual(container.animations.map(\.property), [.maskShape])
    }

    @MainActor func testSnapshotSceneFliesSnapshotsOfItsCardsWithTheCardsHidden() async {
        let clock = ManualClock()
        let measurer = ApproximateTextMeasurer()
        let originals = SnapshotBenchmark.makeScene(clock: clock, textMeasurer: measurer, flySnapshots: false)
        let snapshots = SnapshotBenchmark.makeScene(clock: clock, textMeasurer: measurer, flySnapshots: true)
        XCTAssertEqual(originals.subviews.count, SnapshotBenchmark.cardCount)
        XCTAssertTrue(originals.subviews.allSatisfy { !$0.isHidden && !$0.animations.isEmpty })
        let flying = snapshots.subviews.compactMap { $0 as? SnapshotView }
        XCTAssertEqual(flying.count, SnapshotBenchmark.cardCount)
        XCTAssertTrue(flying.allSatisfy { !$0.animations.isEmpty })
        XCTAssertEqual(snapshots.subviews.filter(\.isHidden).count, SnapshotBenchmark.cardCount)
    }

    @MainActor func testLabelsSceneHasUniqueTexts() async {
        let window = BenchmarkScenes.labels(
            count: 200, prefix: "x", clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        let texts = window.subviews.compactMap { ($0 as? Label)?.text }
        XCTAssertEqual(texts.count, 200)
        XCTAssertEqual(Set(texts).count, 200)
    }

    @MainActor func testSummaryLineFormat() async {
        var summary = BenchmarkSummary(
            overhead10k: 1.2345, vsMinimal10k: 1.876, allocationsPerFrame: 0, transitionP99: 0.007_891)
        XCTAssertEqual(
            summary.line, "bench: overhead10k=1.23x vsMinimal10k=1.88x allocs/frame=0 transition_p99=7.89ms")
        summary.rendererName = "opengl"
        XCTAssertEqual(
            summary.line,
            "bench: overhead10k=1.23x vsMinimal10k=1.88x allocs/frame=0 transition_p99=7.89ms renderer=opengl")
        XCTAssertEqual(
            BenchmarkSummary().line, "bench: overhead10k=- vsMinimal10k=- allocs/frame=- transition_p99=-")
    }

    @MainActor func testMinimalReferenceTurnsEverySquareEachFrame() async {
        var reference = MinimalReference(count: 50)
        XCTAssertEqual(reference.triangleCount, 100)
        reference.computeVertices()
        let first = reference.vertices
        XCTAssertEqual(first.count, 200)
        XCTAssertEqual(reference.indices.count, 300)
        XCTAssertEqual(reference.indices.max(), 199)
        // Each square's corners lie on its circumscribed circle around the scene's square centre.
        let window = BenchmarkScenes.animatedSquares(count: 50, clock: ManualClock())
        let squares = window.subviews[0].subviews
        for (i, square) in squares.enumerated() {
            let centre = square.center
            for corner in first[4 * i..<4 * i + 4] {
                let distance =
                    ((Double(corner.x) - centre.x) * (Double(corner.x) - centre.x)
                    + (Double(corner.y) - centre.y) * (Double(corner.y) - centre.y)).squareRoot()
                XCTAssertEqual(distance, 4 * 2.0.squareRoot(), accuracy: 1e-3)
            }
        }
        reference.computeVertices()
        XCTAssertNotEqual(reference.vertices, first, "the squares turn from frame to frame")
    }

    @MainActor func testFormatting() async {
        XCTAssertEqual(Format.fixed(1.005, 2), "1.00")
        XCTAssertEqual(Format.fixed(12.5, 0), "13")
        XCTAssertEqual(Format.fixed(0.05, 3), "0.050")
        XCTAssertEqual(Format.fixed(-2.25, 1), "-2.3")
        XCTAssertEqual(Format.right("ab", 4), "  ab")
    }

    @MainActor func testStatistics() async {
        XCTAssertEqual(Statistics.median([3, 1, 2]), 2)
        XCTAssertEqual(Statistics.median([4, 1, 2, 3]), 2.5)
        XCTAssertEqual(Statistics.percentile(Array(stride(from: 1.0, through: 100, by: 1)), 99), 99)
        XCTAssertEqual(Statistics.percentile([5], 99), 5)
    }

    @MainActor func testOptions() async throws {
        let options = try XCTUnwrap(BenchmarkOptions.parse(["--reps", "7", "--counts=10,20", "--only", "overhead"]))
        XCTAssertEqual(options.repetitions, 7)
        XCTAssertEqual(options.counts, [10, 20])
        XCTAssertEqual(options.sections, ["overhead"])
        XCTAssertThrowsError(try BenchmarkOptions.parse(["--reps", "0"]))
        XCTAssertThrowsError(try BenchmarkOptions.parse(["--only", "nothing"]))
        XCTAssertFalse(options.accelerated)
        XCTAssertEqual(options.path, .raster)
        let accelerated = try XCTUnwrap(BenchmarkOptions.parse(["--renderer", "accelerated"]))
        XCTAssertTrue(accelerated.accelerated)
        XCTAssertEqual(accelerated.path, .auto, "the window's choice first")
        XCTAssertEqual(accelerated.sections, ["overhead", "transitions", "allocations"])
        let chosen = try XCTUnwrap(BenchmarkOptions.parse(["--only", "text", "--renderer", "accelerated"]))
        XCTAssertEqual(chosen.sections, ["text"], "--only wins over the accelerated default")
        let triangles = try XCTUnwrap(BenchmarkOptions.parse(["--renderer", "software-triangles"]))
        XCTAssertFalse(triangles.accelerated)
        XCTAssertEqual(triangles.path, .geometry)
        XCTAssertThrowsError(try BenchmarkOptions.parse(["--renderer", "metal"]))
        XCTAssertThrowsError(try BenchmarkOptions.parse(["--renderer"]))
        XCTAssertNil(try BenchmarkOptions.parse(["--reps", "3", "--help"]), "the help")
    }

    @MainActor func testMallocCounterIsActiveOnLinux() async {
        #if os(Linux)
            XCTAssertTrue(AllocationBenchmark.isAvailable)
            let count = AllocationBenchmark.count {
                let array = [Int](repeating: 1, count: 1000)
                XCTAssertEqual(array.count, 1000)
            }
            XCTAssertGreaterThanOrEqual(count, 1)
        #endif
    }

    @MainActor func testSummaryLineOfBothWindowPaths() async {
        var summary = BenchmarkSummary(
            overhead10k: 0.08, vsMinimal10k: 1.37, allocationsPerFrame: 0, transitionP99: 0.003_5)
        summary.rendererName = "opengl"
        summary.pathName = "raster"
        var geometry = BenchmarkSummary(vsMinimal10k: 5.97, allocationsPerFrame: 0, transitionP99: 0.011_15)
        geometry.pathName = "geometry"
        summary.otherPath = BenchmarkSummary.OtherPath(geometry)
        XCTAssertEqual(
            summary.line,
            "bench: overhead10k=0.08x vsMinimal10k=1.37x allocs/frame=0 transition_p99=3.50ms renderer=opengl "
                + "path=raster geometry: vsMinimal10k=5.97x allocs/frame=0 transition_p99=11.15ms")
    }
}
