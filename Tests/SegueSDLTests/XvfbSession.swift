import Foundation
@_spi(Testing) import SegueSDL
import XCTest

/// An X server of the tests' own, so that drawing on SDL's accelerated renderer in a hidden window
/// does not depend on a display in the environment: Xvfb on a display number it picks itself
/// (`-displayfd`, so test runs side by side never race for one), with SDL's video started on it.
/// `stop()` stops SDL's video before the server and puts the environment back.
///
/// Skips (`XCTSkip`) when `SEGUE_SKIP_WINDOW_TESTS=1` or Xvfb is not installed (`make deps`
/// installs it), as the window tests do.
final class XvfbSession {
    private let server: Process
    private let savedEnvironment: [String: String?]
    /// The display, such as `:3`.
    let display: String

    private init(server: Process, display: String, savedEnvironment: [String: String?]) {
        self.server = server
        self.display = display
        self.savedEnvironment = savedEnvironment
    }

    /// Starts Xvfb, points `DISPLAY` at it and starts SDL's video (the X11 driver) there.
    static func start() throws -> XvfbSession {
        if ProcessInfo.processInfo.environment["SEGUE_SKIP_WINDOW_TESTS"] == "1" {
            throw XCTSkip("SEGUE_SKIP_WINDOW_TESTS=1: the accelerated renderer's pixel tests are skipped")
        }
        guard let xvfb = which("Xvfb") else {
            throw XCTSkip("Xvfb is not installed (`make deps` installs it): the accelerated renderer is not tested")
        }
        let context = try SDLContext.shared()
        guard LiveObjects.windows == 0 else { throw XCTSkip("windows are open: video cannot be moved to Xvfb") }
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
        let announcement = Pipe()
        server.standardOutput = announcement
        server.standardError = FileHandle.nullDevice
        try server.run()
        guard let number = readDisplayNumber(announcement.fileHandleForReading, seconds: 10) else {
            stop(server)
            throw XCTSkip("Xvfb did not start (no display number announced within 10 s)")
        }
        var saved: [String: String?] = [:]
        for name in ["DISPLAY", "SDL_VIDEODRIVER"] { saved[name] = ProcessInfo.processInfo.environment[name] }
        setenv("DISPLAY", ":\(number)", 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
        let session = XvfbSession(server: server, display: ":\(number)", savedEnvironment: saved)
        // Video may be running on another display (or none): start it again on this one.
        context.stopVideo()
        do {
            try context.startVideo()
        } catch {
            session.stop()
            throw XCTSkip("SDL's video did not start on Xvfb \(session.display): \(error)")
        }
        return session
    }

    /// Stops SDL's video (every window must be closed), then the server; restores the environment.
    func stop() {
        if let context = try? SDLContext.shared(), LiveObjects.windows == 0 { context.stopVideo() }
        Self.stop(server)
        for (name, value) in savedEnvironment {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
    }

    private static func stop(_ server: Process) {
        guard server.isRunning else { return }
        server.terminate()
        server.waitUntilExit()
    }

    /// Reads the line Xvfb writes to `-displayfd` once it accepts connections: its display number.
    private static func readDisplayNumber(_ handle: FileHandle, seconds: Int32) -> Int? {
        var text = ""
        var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while !text.contains("\n") {
            guard poll(&descriptor, 1, seconds * 1000) == 1 else { return nil }
            let data = handle.availableData
            if data.isEmpty { return nil }
            text += String(decoding: data, as: UTF8.self)
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// A test class whose tests draw on a private Xvfb server: the server starts once before the
/// class's tests and stops after them; every test is skipped, with the reason, when it could not
/// start (Xvfb not installed).
nonisolated class XvfbTestCase: XCTestCase {
    @MainActor private static var xvfb: XvfbSession?
    @MainActor private static var unavailable: String?

    // XCTest calls the class's setUp and tearDown on the main thread, where SDL lives.
    override class func setUp() {
        MainActor.assumeIsolated {
            do {
                xvfb = try XvfbSession.start()
                unavailable = nil
            } catch {
                unavailable = "\(error)"
            }
        }
    }

    override class func tearDown() {
        MainActor.assumeIsolated {
            xvfb?.stop()
            xvfb = nil
        }
    }

    @MainActor override func setUp() async throws {
        if let unavailable = Self.unavailable { throw XCTSkip(unavailable) }
    }
}
