import CMallocCounter
import SegueCore
import SegueSDL

/// Heap allocations per frame in steady state, counted by the malloc interposer (CMallocCounter):
/// every malloc, calloc, realloc and aligned allocation of the whole process, SDL included.
enum AllocationBenchmark {
    /// Allocations per frame of one scene.
    struct Result {
        /// What was drawn.
        let name: String
        /// Allocations over the counted frames, divided by their number.
        let perFrame: Double
        /// Frames counted.
        let frames: Int
    }

    /// True when the counting malloc is the process's malloc.
    static var isAvailable: Bool { segue_malloc_counter_is_active() != 0 }

    /// Allocations made while `body` runs.
    static func count(_ body: () throws -> Void) rethrows -> UInt64 {
        let before = segue_malloc_count()
        try body()
        return segue_malloc_count() - before
    }

    /// Counts allocations over `frames` steady frames (after a warm-up) of `window`.
    static func run(
        name: String, window: WindowView, driver: FrameDriver, frames: Int, warmUp: Int = 30
    ) throws -> Result {
        for _ in 0..<warmUp { try driver.frame(window) }
        let total = try count {
            for _ in 0..<frames { try driver.frame(window) }
        }
        return Result(name: name, perFrame: Double(total) / Double(frames), frames: frames)
    }
}
