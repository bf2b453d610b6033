import Segue

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The figures of the benchmark's last line, and number formatting for its table.
struct BenchmarkSummary: Equatable {
    /// Segue's frame time over raw SDL's at 10,000 views (nil when not measured).
    var overhead10k: Double?
    /// Segue's frame time over the minimal raw-SDL reference's at 10,000 views (nil when not measured).
    var vsMinimal10k: Double?
    /// Heap allocations per steady-state frame (the worst scene, rounded up; nil when not measured).
    var allocationsPerFrame: Int?
    /// The worst style's 99th-percentile transition frame time, in seconds (nil when not measured).
    var transitionP99: Double?

    /// The accelerated renderer's name, or nil on the software path (then not printed).
    var rendererName: String?
    /// The window's drawing path in a hidden window (`raster` or `geometry`), or nil offscreen.
    var pathName: String?
    /// The same figures on the window's other path (accelerated renderer), printed after these.
    var otherPath: OtherPath?

    /// A boxed summary, so that a summary can hold another's.
    final class OtherPath: Equatable {
        let summary: BenchmarkSummary
        init(_ summary: BenchmarkSummary) { self.summary = summary }
        static func == (a: OtherPath, b: OtherPath) -> Bool { a.summary == b.summary }
    }

    /// `bench: overhead10k=R.RRx vsMinimal10k=R.RRx allocs/frame=N transition_p99=M.MMms`, with
    /// ` renderer=NAME path=PATH` added for the accelerated renderer, followed by the other path's
    /// figures (`geometry: vsMinimal10k=... allocs/frame=... transition_p99=...`); a figure not
    /// measured shows as `-`.
    var line: String {
        var line = figures
        if let pathName { line += " path=\(pathName)" }
        if let other = otherPath?.summary {
            let minimal = other.vsMinimal10k.map { Format.fixed($0, 2) + "x" } ?? "-"
            let allocations = other.allocationsPerFrame.map { "\($0)" } ?? "-"
            let p99 = other.transitionP99.map { Format.fixed($0 * 1000, 2) + "ms" } ?? "-"
            line +=
                " \(other.pathName ?? "other"): vsMinimal10k=\(minimal) allocs/frame=\(allocations) transition_p99=\(p99)"
        }
        return line
    }

    /// The first part of `line`, up to the renderer's name.
    private var figures: String {
        let overhead = overhead10k.map { Format.fixed($0, 2) + "x" } ?? "-"
        let minimal = vsMinimal10k.map { Format.fixed($0, 2) + "x" } ?? "-"
        let allocations = allocationsPerFrame.map { "\($0)" } ?? "-"
        let p99 = transitionP99.map { Format.fixed($0 * 1000, 2) + "ms" } ?? "-"
        let renderer = rendererName.map { " renderer=\($0)" } ?? ""
        return "bench: overhead10k=\(overhead) vsMinimal10k=\(minimal) allocs/frame=\(allocations) "
            + "transition_p99=\(p99)\(renderer)"
    }
}

/// Fixed-point formatting and padding for the report (no Foundation).
enum Format {
    /// `value` with `digits` decimals, rounded half away from zero.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard digits > 0 else { return sign + "\(whole)" }
        let fractionText = String(fraction)
        return sign + "\(whole)." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// Milliseconds with 3 decimals.
    static func ms(_ seconds: Double) -> String { fixed(seconds * 1000, 3) }

    /// `text` padded on the left to `width` characters.
    static func right(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// `text` padded on the right to `width` characters.
    static func left(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// One table row: the first cell left-aligned, the rest right-aligned.
    static func row(_ cells: [String], widths: [Int]) -> String {
        var out = ""
        for (i, cell) in cells.enumerated() {
            let width = i < widths.count ? widths[i] : 10
            out += i == 0 ? left(cell, width) : "  " + right(cell, width)
        }
        return out
    }
}

/// Writes the report as it goes, flushing each line so long runs show progress.
enum Report {
    /// Prints a line to standard output at once.
    static func line(_ text: String = "") {
        print(text)
        fflush(nil)  // every output stream, stdout included
    }
}
