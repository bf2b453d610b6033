import CSDL2
import SegueCore

/// The real clock for a window: seconds since its creation, read from SDL's high-resolution
/// performance counter (monotonic). The animation engine reads it only through `MediaClock`.
@preconcurrency @MainActor public final class SystemClock: MediaClock {
    private let origin: UInt64
    private let frequency: Double

    /// Creates a clock reading zero now.
    public init() {
        origin = SDL_GetPerformanceCounter()
        frequency = Double(max(SDL_GetPerformanceFrequency(), 1))
    }

    /// Seconds since the clock was created.
    public var now: Double {
        Double(SDL_GetPerformanceCounter() &- origin) / frequency
    }

    /// Blocks the calling thread for about `seconds` (nothing for zero or less).
    public func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        SDL_Delay(UInt32((seconds * 1000).rounded(.down)))
    }
}
