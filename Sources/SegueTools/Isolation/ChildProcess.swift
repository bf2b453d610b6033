import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A copy of this executable started with other arguments (`posix_spawn` of the running
/// executable, never `fork`: see docs/RELIABILITY.md), its output (stdout and stderr together)
/// and a report channel (descriptor 3) each written to a file of its own, so that whatever the
/// child does, trap or hang included, the parent reads what it wrote up to then.
final class ChildProcess {
    /// How a child ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (a trap is SIGILL or SIGTRAP, an abort SIGABRT).
        case signalled(Int32)
        /// It ran past its time limit and was killed.
        case timedOut(seconds: Double)
    }

    /// The descriptor on which a child writes its report lines.
    static let reportDescriptor: Int32 = 3

    let pid: pid_t
    private let outputPath: String
    private let reportPath: String
    private let started = Date()
    private let limit: Double

    private init(pid: pid_t, outputPath: String, reportPath: String, limit: Double) {
        self.pid = pid
        self.outputPath = outputPath
        self.reportPath = reportPath
        self.limit = limit
    }

    /// The running executable's path (`/proc/self/exe` resolved), or nil where there is none.
    static var executablePath: String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return Bundle.main.executablePath
        #endif
    }

    /// Starts this executable with `arguments` (the first is the program name the child sees),
    /// killed after `limit` seconds of wall-clock time. Throws when it cannot start.
    static func spawn(_ arguments: [String], limit: Double) throws -> ChildProcess {
        guard let path = executablePath else { throw ChildProcessError("cannot find the running executable") }
        let directory = NSTemporaryDirectory()
        let tag = "segue-child-\(getpid())-\(UUID().uuidString)"
        let outputPath = (directory as NSString).appendingPathComponent("\(tag).out")
        let reportPath = (directory as NSString).appendingPathComponent("\(tag).report")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, outputPath, flags, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 2, 1)
        posix_spawn_file_actions_addopen(&actions, reportDescriptor, reportPath, flags, 0o600)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The child's trap prints its message and exits at once: no backtrace to wait for.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, nil, &argv, &envp)
        guard status == 0 else { throw ChildProcessError("cannot start \(path): \(String(cString: strerror(status)))") }
        return ChildProcess(pid: pid, outputPath: outputPath, reportPath: reportPath, limit: limit)
    }

    /// How it ended, once it has (killing it past its limit); nil while it runs.
    func poll() -> Ending? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { return Self.ending(status) }
        guard Date().timeIntervalSince(started) > limit else { return nil }
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return .timedOut(seconds: limit)
    }

    /// Waits for the end.
    func wait() -> Ending {
        while true {
            if let ending = poll() { return ending }
            usleep(2_000)
        }
    }

    /// What it wrote on stdout and stderr.
    var output: String { Self.read(outputPath) }
    /// Its report lines (descriptor 3).
    var report: [Substring] { Self.read(reportPath).split(separator: "\n", omittingEmptySubsequences: true) }

    /// Removes its files.
    func discard() {
        unlink(outputPath)
        unlink(reportPath)
    }

    private static func read(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7f
        if signal == 0 { return .exited((status >> 8) & 0xff) }
        return .signalled(signal)
    }

    /// A signal's name (SIGILL, SIGTRAP, SIGABRT...), or its number.
    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGSEGV: return "SIGSEGV"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGTERM: return "SIGTERM"
        default: return "signal \(signal)"
        }
    }
}

/// Why a child process could not start.
struct ChildProcessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Writes report lines on descriptor 3 in a child (`ChildProcess`), each line with one `write`,
/// so that what was written before a trap is in the file.
enum ChildReport {
    /// Writes `line` (a newline after it).
    static func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.write(ChildProcess.reportDescriptor, $0.baseAddress, $0.count)
            }
            if written <= 0 { return }
            offset += written
        }
    }
}
