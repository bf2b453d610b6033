import SegueCore
import SegueSDL
import SegueUI

/// The cost of group opacity: whole frames of the viewer's home screen opaque, fading as a group
/// (drawn into a layer and composited) and fading part by part, and the allocations of a fading
/// steady frame.
enum GroupOpacityBenchmark {
    /// Median frame times in seconds, and allocations per fading frame.
    struct Result {
        /// The home screen opaque: no group.
        let opaque: Double
        /// The home screen at alpha 0.5, drawn as one group.
        let group: Double
        /// The home screen at alpha 0.5 with `allowsGroupOpacity` off.
        let partByPart: Double
        /// Segue's allocations per steady fading frame (nil without the counting malloc).
        let allocationsPerFrame: Double?
    }

    static func run(options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> Result {
        let clock = ManualClock()
        let scene = ViewerScene(size: BenchmarkScenes.size, clock: clock, textMeasurer: canvas.textMeasurer)
        let driver = FrameDriver(canvas: canvas, clock: clock)
        let home: View = scene.navigation.view
        func median(alpha: Double, groups: Bool) throws -> Double {
            home.alpha = alpha
            home.allowsGroupOpacity = groups
            try driver.frame(scene.window)
            var samples: [Double] = []
            for _ in 0..<options.repetitions {
                samples.append(try driver.meanFrameTime(scene.window, frames: options.frames))
            }
            return Statistics.median(samples)
        }
        let opaque = try median(alpha: 1, groups: true)
        let group = try median(alpha: 0.5, groups: true)
        let partByPart = try median(alpha: 0.5, groups: false)
        var allocations: Double?
        if AllocationBenchmark.isAvailable {
            home.alpha = 0.5
            home.allowsGroupOpacity = true
            let r = try AllocationBenchmark.run(
                name: "fading home screen", window: scene.window, driver: driver, frames: options.allocationFrames
            )
            allocations = r.segueTotal
        }
        home.alpha = 1
        return Result(opaque: opaque, group: group, partByPart: partByPart, allocationsPerFrame: allocations)
    }
}
