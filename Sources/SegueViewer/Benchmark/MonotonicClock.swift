import Segue

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads CLOCK_MONOTONIC for the benchmark's timings (the engine itself never reads a wall clock).
enum MonotonicClock {
    /// Seconds since an arbitrary fixed point, from CLOCK_MONOTONIC.
    @inline(__always)
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Seconds of processor time this thread has used (CLOCK_THREAD_CPUTIME_ID): unlike the
    /// monotonic clock it does not advance while the thread waits for a shared processor.
    @inline(__always)
    static func threadTime() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// Runs `body` and returns how long it took, in seconds.
    @inline(__always)
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }
}
