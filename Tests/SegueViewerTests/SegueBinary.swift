import Foundation
import XCTest

/// Runs the built `segue` executable as a person would and collects its exit status and output.
enum SegueBinary {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The `segue` binary next to the test bundle (.build/debug/segue): on Linux the bundle URL is
    /// the build folder itself, elsewhere the .xctest bundle inside it.
    static func binary(named name: String = "segue") throws -> URL {
        let bundle = Bundle(for: SegueBinaryTests.self).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("\(name) is not built next to the tests (\(candidates[0].path)); run `swift build` first")
        }
        return found
    }

    /// Runs `segue` (or the executable `binary` built beside it) with `arguments`, in `folder`
    /// (the current one when nil).
    static func run(
        _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil,
        binary name: String = "segue"
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = try binary(named: name)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}
