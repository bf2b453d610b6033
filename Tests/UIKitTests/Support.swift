import Foundation
import SegueSDL
import UIKit
import XCTest

/// The shipped font, found from this file's location.
let uikitTestFontPath: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return root.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path
}()

/// A fresh temporary directory for one test.
func makeUIKitTestDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-uikit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes a PNG of `width` × `height` pixels coloured by `color(x, y)` to `url`.
func writePNG(to url: URL, width: Int, height: Int, color: (Int, Int) -> Color) throws {
    let surface = try Surface(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width { surface[x, y] = color(x, y) }
    }
    try surface.savePNG(path: url.path)
}

/// Asserts that two colours differ by at most `tolerance` per channel.
func assertNear(
    _ actual: Color, _ expected: Color, tolerance: Int = 2, _ message: String = "", file: StaticString = #filePath,
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

/// A window drawn on an offscreen canvas on one of the two drawing paths.
final class TestScreen {
    let canvas: OffscreenCanvas
    let window: WindowView

    init(width: Int, height: Int, geometry: Bool = false) throws {
        canvas = try OffscreenCanvas(width: width, height: height, fontPath: uikitTestFontPath)
        if geometry { canvas.frameRenderer.path = .geometry }
        window = WindowView(
            size: Size(width: Double(width), height: Double(height)), clock: ManualClock(),
            textMeasurer: canvas.textMeasurer)
        window.backgroundColor = .white
    }

    /// Lays out, draws a frame and returns its pixels.
    func render() throws -> Surface {
        window.update()
        try canvas.render(window)
        return try canvas.snapshot()
    }
}
