#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--frame-log FILE.csv`: one row per frame the window presented, `frame,time_s,interval_ms,
/// transition` (the frame's index from 1, when it was shown on the window's real clock, the
/// interval since the frame before, empty for the first, and 1 while a transition ran). Rows are
/// formatted into a buffer made once and written out when it fills and when the log closes, so
/// a frame allocates nothing.
final class FrameLog {
    /// The file written.
    let path: String
    private let file: UnsafeMutablePointer<FILE>
    private var buffer: [UInt8]
    private var used = 0
    private static let capacity = 64 * 1024

    /// A failure to open the file, with the reason.
    struct OpenError: Error, CustomStringConvertible {
        /// What went wrong.
        let description: String
    }

    /// Creates (or truncates) the file at `path` and writes the header row.
    init(path: String) throws {
        guard let file = fopen(path, "w") else {
            throw OpenError(description: "cannot write the frame log \(path): \(String(cString: strerror(errno)))")
        }
        self.path = path
        self.file = file
        buffer = [UInt8](repeating: 0, count: Self.capacity)
        append("frame,time_s,interval_ms,transition\n")
    }

    deinit {
        // Views and SDL objects are released on the main thread, the main actor's.
        MainActor.assumeIsolated {
            close()
        }
    }

    /// Adds the row of frame `index` presented at `time` seconds, `interval` seconds after the one
    /// before (nil for the first), `transition` when a transition ran.
    func record(index: Int, time: Double, interval: Double?, transition: Bool) {
        if used > Self.capacity - 128 { flush() }
        appendInteger(index)
        appendByte(UInt8(ascii: ","))
        appendFixed(time, decimals: 6)
        appendByte(UInt8(ascii: ","))
        if let interval { appendFixed(interval * 1000, decimals: 3) }
        appendByte(UInt8(ascii: ","))
        appendByte(transition ? UInt8(ascii: "1") : UInt8(ascii: "0"))
        appendByte(UInt8(ascii: "\n"))
    }

    /// Writes what is buffered.
    func flush() {
        guard used > 0 else { return }
        buffer.withUnsafeBytes { bytes in _ = fwrite(bytes.baseAddress, 1, used, file) }
        used = 0
        fflush(file)
    }

    private var closed = false

    /// Writes what is buffered and closes the file (once).
    func close() {
        guard !closed else { return }
        flush()
        fclose(file)
        closed = true
    }

    private func append(_ text: String) {
        for byte in text.utf8 { appendByte(byte) }
    }

    private func appendByte(_ byte: UInt8) {
        if used == buffer.count { flush() }
        buffer[used] = byte
        used += 1
    }

    private func appendInteger(_ value: Int) {
        if value < 0 { appendByte(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    private func appendDigits(_ magnitude: UInt) {
        if magnitude >= 10 { appendDigits(magnitude / 10) }
        appendByte(UInt8(ascii: "0") + UInt8(magnitude % 10))
    }

    private func appendFixed(_ value: Double, decimals: Int) {
        guard value.isFinite else { return }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        if value < 0, scaled > 0 { appendByte(UInt8(ascii: "-")) }
        let whole = scaled / Int(scale)
        var fraction = scaled % Int(scale)
        appendInteger(whole)
        appendByte(UInt8(ascii: "."))
        var divisor = Int(scale) / 10
        while divisor > 0 {
            appendByte(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }
}
