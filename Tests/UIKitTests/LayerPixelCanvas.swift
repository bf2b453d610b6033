import Foundation
import SegueSDL
import UIKit
import XCTest

/// Draws a window of layers headless, on the rasteriser or on the geometry path (SDL's software
/// renderer), and reads its pixels: the layer drawing tests check Core Animation's rules on both.
final class LayerPixelCanvas {
    /// The paths a picture is drawn on.
    static let paths: [DrawingPath] = [.raster, .geometry]

    let canvas: OffscreenCanvas
    let window: WindowView
    let path: DrawingPath
    /// The window's clock, advanced by `advance(frames:)`.
    let clock = ManualClock()

    /// A white window of `width` × `height` points drawn on `path`.
    init(width: Int = 200, height: Int = 200, path: DrawingPath) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        canvas = try OffscreenCanvas(
            width: width, height: height, fontPath: root.appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path)
        canvas.frameRenderer.path = path
        window = WindowView(
            size: CGSize(width: Double(width), height: Double(height)), clock: clock,
            textMeasurer: canvas.textMeasurer)
        window.backgroundColor = .white
        self.path = path
    }

    /// Advances the clock by `frames` sixtieths of a second, updating the window after each.
    func advance(frames: Int) {
        for _ in 0..<frames {
            clock.advanceOneFrame()
            window.update()
        }
    }

    /// Draws a frame and returns its pixels; with SEGUE_LAYER_SHOTS set, also writes it as
    /// `<name>-<path>.png` in that directory (to look at).
    func render(_ name: String) throws -> Surface {
        window.update()
        try canvas.render(window)
        if let directory = ProcessInfo.processInfo.environment["SEGUE_LAYER_SHOTS"] {
            try canvas.savePNG(path: "\(directory)/\(name)-\(path.rawValue).png")
        }
        return try canvas.snapshot()
    }
}

extension Color {
    /// The largest difference of a channel from another colour's.
    func distance(to other: Color) -> Int {
        max(
            abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)),
            abs(Int(a) - Int(other.a)))
    }
}
