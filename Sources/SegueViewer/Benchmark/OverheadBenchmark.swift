import Segue
import SegueCore
import SegueSDL

/// Segue's full frame against raw SDL drawing the triangles Segue's tessellator makes, and against
/// the minimal hand-written SDL program (`MinimalReference`).
enum OverheadBenchmark {
    /// Median frame times of one view count.
    struct Result {
        /// Animated views.
        let count: Int
        /// Median of the repetitions' mean frame time, whole Segue frame, in seconds.
        let segue: Double
        /// The same for the baseline (prebuilt triangles, one SDL_RenderGeometry call).
        let baseline: Double
        /// The minimal reference: the same squares, two opaque triangles each, in one call.
        let minimal: Double
        /// Triangles per frame of the baseline.
        let triangles: Int

        /// Segue over baseline.
        var ratio: Double { baseline > 0 ? segue / baseline : 0 }
        /// Segue over the minimal reference.
        var vsMinimal: Double { minimal > 0 ? segue / minimal : 0 }
    }

    /// Frames per repetition for `count` views: fewer for big scenes, so every count takes similar time.
    static func frames(for count: Int, options: BenchmarkOptions) -> Int {
        max(10, min(options.frames * 4, options.frames * 10_000 / max(count, 1)))
    }

    /// Measures `count` animated squares, alternating Segue and baseline repetitions.
    static func run(count: Int, options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> Result {
        let clock = ManualClock()
        let window = BenchmarkScenes.animatedSquares(count: count, clock: clock)
        let driver = FrameDriver(canvas: canvas, clock: clock)
        for _ in 0..<5 { try driver.frame(window) }
        let baseline = try BaselineGeometry(recording: canvas.frameRenderer)
        var reference = MinimalReference(count: count, pixelScale: canvas.frameRenderer.backend.pixelScale)
        _ = try reference.meanFrameTime(on: canvas.renderer, frames: 2)
        let frameCount = frames(for: count, options: options)
        var segue: [Double] = []
        var raw: [Double] = []
        var minimal: [Double] = []
        for _ in 0..<options.repetitions {
            segue.append(try driver.meanFrameTime(window, frames: frameCount))
            raw.append(try baseline.meanFrameTime(on: canvas.renderer, frames: frameCount))
            minimal.append(try reference.meanFrameTime(on: canvas.renderer, frames: frameCount))
        }
        return Result(
            count: count, segue: Statistics.median(segue), baseline: Statistics.median(raw),
            minimal: Statistics.median(minimal), triangles: baseline.triangleCount)
    }
}

/// Where the time of a frame goes.
enum BreakdownBenchmark {
    /// Median time of each phase over all timed frames, in seconds.
    static func run(count: Int, options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> PhaseTimes {
        let clock = ManualClock()
        let window = BenchmarkScenes.animatedSquares(count: count, clock: clock)
        let driver = FrameDriver(canvas: canvas, clock: clock)
        for _ in 0..<5 { try driver.frame(window) }
        var samples: [PhaseTimes] = []
        let frameCount = OverheadBenchmark.frames(for: count, options: options)
        for _ in 0..<options.repetitions * frameCount {
            samples.append(try driver.timedFrame(window))
        }
        var median = PhaseTimes()
        median.animation = Statistics.median(samples.map(\.animation))
        median.layout = Statistics.median(samples.map(\.layout))
        median.renderList = Statistics.median(samples.map(\.renderList))
        median.tessellation = Statistics.median(samples.map(\.tessellation))
        median.drawing = Statistics.median(samples.map(\.drawing))
        return median
    }
}

/// The cost of a stencil: squares under an animated circular mask against the same without it.
enum StencilBenchmark {
    /// Median frame times with and without the mask, in seconds.
    struct Result {
        /// Views under the mask.
        let count: Int
        /// With the animated circle mask.
        let masked: Double
        /// Without a mask.
        let plain: Double

        /// Masked over plain.
        var ratio: Double { plain > 0 ? masked / plain : 0 }
    }

    /// Measures `count` squares with and without the mask, alternating.
    static func run(count: Int, options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> Result {
        let maskedClock = ManualClock()
        let plainClock = ManualClock()
        let masked = BenchmarkScenes.animatedSquares(count: count, clock: maskedClock, masked: true)
        let plain = BenchmarkScenes.animatedSquares(count: count, clock: plainClock)
        let maskedDriver = FrameDriver(canvas: canvas, clock: maskedClock)
        let plainDriver = FrameDriver(canvas: canvas, clock: plainClock)
        for _ in 0..<5 {
            try maskedDriver.frame(masked)
            try plainDriver.frame(plain)
        }
        let frameCount = OverheadBenchmark.frames(for: count, options: options)
        var withMask: [Double] = []
        var without: [Double] = []
        for _ in 0..<options.repetitions {
            withMask.append(try maskedDriver.meanFrameTime(masked, frames: frameCount))
            without.append(try plainDriver.meanFrameTime(plain, frames: frameCount))
        }
        return Result(count: count, masked: Statistics.median(withMask), plain: Statistics.median(without))
    }
}
