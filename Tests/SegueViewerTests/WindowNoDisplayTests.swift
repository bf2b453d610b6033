import Foundation
import XCTest

/// Without a display, `segue` says how to run headless and exits with status 1.
nonisolated final class WindowNoDisplayTests: XCTestCase {
    @MainActor func testNoDisplaySuggestsHeadless() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("segue"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("segue"),
            root.appendingPathComponent(".build/debug/segue"),
        ]
        let segue = try XCTUnwrap(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
        let process = Process()
        process.executableURL = segue
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 1, message)
        XCTAssertTrue(message.contains("--headless"), message)
    }
}
