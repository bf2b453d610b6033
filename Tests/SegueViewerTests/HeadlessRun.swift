import Foundation
import Segue
import SegueCore
import SegueSDL
import SegueUI
import SegueViewer
import XCTest

/// A headless host and an output folder in a fresh temporary directory, for script tests.
final class HeadlessRun {
    let host: HeadlessHost
    let output: OutputFolder
    let fontPath: String
    let slowFactor: Double

    init(style: TransitionStyle = .system, slowFactor: Double = 1, size: Size = .defaultWindow) throws {
        fontPath = try FontResolver().resolve()
        self.slowFactor = slowFactor
        var options = RunOptions()
        options.slowFactor = slowFactor
        options.size = size
        viewer = ViewerScene(style: style)
        host = try HeadlessHost(options: options, fontPath: fontPath, content: viewer)
        output = OutputFolder(path: HeadlessRun.temporaryDirectory())
    }

    isolated deinit {
        try? FileManager.default.removeItem(atPath: output.path)
    }

    /// The viewer's content in the host's scene.
    let viewer: ViewerScene

    var scene: ViewerScene { viewer }

    /// Parses and runs `text` on the host.
    @discardableResult
    func run(_ text: String, fileName: String = "test.segue") throws -> ScriptRunner {
        let script = try ScriptParser.parse(text, fileName: fileName, application: ViewerApplication())
        let runner = ScriptRunner(script: script, host: host, output: output, fontPath: fontPath)
        try runner.run()
        return runner
    }

    /// The pixel at (x, y) of a PNG written into the output folder.
    func pixel(_ file: String, _ x: Int, _ y: Int) throws -> Color {
        try Surface.load(path: output.file(file))[x, y]
    }

    /// The text of a file written into the output folder.
    func text(_ file: String) throws -> String {
        try String(contentsOfFile: output.file(file), encoding: .utf8)
    }

    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "segue-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// Asserts that two colours differ by at most `tolerance` in each channel.
func assertColor(
    _ actual: Color, _ expected: Color, tolerance: Int = 3, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    let close =
        abs(Int(actual.r) - Int(expected.r)) <= tolerance && abs(Int(actual.g) - Int(expected.g)) <= tolerance
        && abs(Int(actual.b) - Int(expected.b)) <= tolerance
    XCTAssertTrue(close, "\(actual) is not \(expected) \(message)", file: file, line: line)
}

/// The viewer's colours, as the palette defines them.
enum Colors {
    static let home = Color(r: 242, g: 242, b: 247)
    static let screen2 = Color(r: 52, g: 120, b: 246)
    static let screen3 = Color(r: 255, g: 149, b: 0)
    static let modal1 = Color(r: 255, g: 45, b: 85)
    static let modal2 = Color(r: 48, g: 176, b: 199)
}
