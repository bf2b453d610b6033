import Foundation
import XCTest

/// Runs the built `segue` executable with arguments and collects its exit status and output.
struct SegueProcess {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The `segue` binary next to the test bundle (.build/debug/segue).
    static func binary() throws -> URL {
        let bundle = Bundle(for: SegueProcessAnchor.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("segue") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("segue is not built next to the tests (\(candidates[0].path)); run `swift build` first")
        }
        return found
    }

    /// Runs `segue` with `arguments` in `folder` (the current one when nil).
    static func run(_ arguments: [String], in folder: String? = nil) throws -> SegueProcess {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SegueProcess(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}

/// A class in this test bundle, to find the bundle.
final class SegueProcessAnchor {}
