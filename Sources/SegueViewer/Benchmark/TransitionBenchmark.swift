import Segue
import SegueCore
import SegueSDL
import SegueUI

/// Frame times of the viewer's transitions: push, pop, present and dismiss in every style.
enum TransitionBenchmark {
    /// The frame budget at 60 Hz, in seconds.
    static let frameBudget = 1.0 / 60

    /// Frame-time statistics of one style.
    struct Result {
        /// The style.
        let style: TransitionStyle
        /// The row's name: the style's, or `zoom-card` for the zoom out of a Gallery card.
        let name: String
        /// Frames timed (all four operations, all repetitions).
        let frames: Int
        /// Median frame time (update + render), in seconds.
        let median: Double
        /// 99th-percentile frame time, in seconds.
        let p99: Double
        /// Frames longer than 16.7 ms.
        let overBudget: Int
        /// 99th percentile of the processor time the frames took (without time spent waiting
        /// for a processor shared with other programs), in seconds.
        let p99Processor: Double
    }

    /// Runs push, pop, present and dismiss `options.repetitions` times in `style`, timing each frame.
    static func run(style: TransitionStyle, options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> Result {
        let actions: [(ViewerScene) -> Void] = [{ $0.push() }, { $0.pop() }, { $0.present() }, { $0.dismiss() }]
        return try time(style: style, name: style.name, actions: actions, options: options, canvas: canvas)
    }

    /// The zoom out of the Gallery's Card 5 into its detail screen and back into the card, timed
    /// as `run` times the others: the shared element flies snapshots of the card and the header.
    static func runGalleryCard(options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> Result {
        let open: (ViewerScene) -> Void = { scene in
            if let gallery = scene.navigation.topViewController as? GalleryScreen {
                scene.showDetail(card: 5, from: gallery)
            }
        }
        return try time(
            style: .zoom, name: "zoom-card", actions: [open, { $0.pop() }], options: options, canvas: canvas,
            prepare: { scene in scene.showGallery(from: nil) })
    }

    private static func time(
        style: TransitionStyle, name: String, actions: [(ViewerScene) -> Void], options: BenchmarkOptions,
        canvas: BenchmarkCanvas, prepare: (ViewerScene) -> Void = { _ in }
    ) throws -> Result {
        let clock = ManualClock()
        let scene = ViewerScene(
            size: BenchmarkScenes.size, clock: clock, textMeasurer: canvas.textMeasurer, style: style)
        prepare(scene)
        var settling = 0
        repeat {
            clock.advanceOneFrame()
            scene.update()
            settling += 1
        } while scene.isBusy && settling < 60 * 30
        try canvas.drawAndPresent(scene.window)
        var times: [Double] = []
        var processorTimes: [Double] = []
        for _ in 0..<options.repetitions {
            for action in actions {
                action(scene)
                var guardFrames = 0
                repeat {
                    clock.advanceOneFrame()
                    let start = MonotonicClock.now()
                    let startProcessor = MonotonicClock.threadTime()
                    scene.update()
                    try canvas.drawAndPresent(scene.window)
                    times.append(MonotonicClock.now() - start)
                    processorTimes.append(MonotonicClock.threadTime() - startProcessor)
                    guardFrames += 1
                } while scene.isBusy && guardFrames < 60 * 30
            }
        }
        return Result(
            style: style, name: name, frames: times.count, median: Statistics.median(times),
            p99: Statistics.percentile(times, 99), overBudget: times.filter { $0 > frameBudget }.count,
            p99Processor: Statistics.percentile(processorTimes, 99))
    }
}

/// Text: labels drawn from the texture cache, and the first frame that rasterises them.
enum TextBenchmark {
    /// Median times in seconds.
    struct Result {
        /// Labels in the scene.
        let count: Int
        /// The first frame, which measures and rasterises every label.
        let firstFrame: Double
        /// A later frame, every texture coming from the cache.
        let cachedFrame: Double
    }

    /// Builds `count` fresh labels per repetition, times their first frame and then cached frames.
    static func run(count: Int, options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> Result {
        var first: [Double] = []
        var cached: [Double] = []
        for repetition in 0..<options.repetitions {
            let clock = ManualClock()
            let window = BenchmarkScenes.labels(
                count: count, prefix: "Label r\(repetition)", clock: clock, textMeasurer: canvas.textMeasurer)
            let driver = FrameDriver(canvas: canvas, clock: clock)
            first.append(try MonotonicClock.measure { try driver.frame(window) })
            for _ in 0..<3 { try driver.frame(window) }
            cached.append(try driver.meanFrameTime(window, frames: options.frames))
        }
        return Result(count: count, firstFrame: Statistics.median(first), cachedFrame: Statistics.median(cached))
    }
}
