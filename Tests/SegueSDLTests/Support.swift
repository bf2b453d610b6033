import Foundation
import SegueCore
import XCTest

@testable import SegueSDL

/// The shipped font, found from this file's location.
let testFontPath: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return root.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path
}()

/// A fresh temporary directory for one test.
func makeTemporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// A solid-colour vertex.
func vertex(_ x: Float, _ y: Float, _ color: Color, u: Float = 0, v: Float = 0) -> RenderVertex {
    RenderVertex(x: x, y: y, color: color, u: u, v: v)
}

/// Asserts that two colours differ by at most `tolerance` per channel.
func assertColor(
    _ actual: Color, _ expected: Color, tolerance: Int = 0, _ message: String = "", file: StaticString = #filePath,
    line: UInt = #line
) {
    let deltas = [
        Int(actual.r) - Int(expected.r), Int(actual.g) - Int(expected.g), Int(actual.b) - Int(expected.b),
        Int(actual.a) - Int(expected.a),
    ]
    XCTAssert(
        deltas.allSatisfy { abs($0) <= tolerance }, "\(actual) is not \(expected) ±\(tolerance) \(message)",
        file: file, line: line)
}
