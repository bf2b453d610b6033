import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line on stderr that updates in place while long work runs (done and total, rate, findings
/// so far, time left), shown only when stderr is a terminal; in a pipe or a file nothing is
/// written, so logs stay what they were.
final class ProgressLine {
    private let total: Int
    private let noun: String
    private let started = Date()
    private let isShown: Bool
    private var drawn = false

    /// A line for `total` items of `noun` (singular), shown when stderr is a terminal.
    init(total: Int, noun: String, isTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.noun = noun
        isShown = isTerminal
    }

    /// The text for `done` items with `findings` after `elapsed` seconds.
    static func text(done: Int, total: Int, noun: String, findings: Int, elapsed: Double) -> String {
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let perSecond = rate >= 10 ? "\(Int(rate.rounded()))" : String(format: "%.1f", rate)
        return "\(done)/\(total) \(noun)s, \(perSecond)/s, \(counted(findings, "finding")), "
            + "\(Int(left.rounded())) s left"
    }

    /// Redraws the line.
    func update(done: Int, findings: Int) {
        guard isShown else { return }
        let line = Self.text(
            done: done, total: total, noun: noun, findings: findings, elapsed: Date().timeIntervalSince(started))
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        drawn = true
    }

    /// Erases the line, before the results are printed.
    func clear() {
        guard drawn else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        drawn = false
    }
}
