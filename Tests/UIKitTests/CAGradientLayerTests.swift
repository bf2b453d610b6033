import Foundation
import SegueSDL
import UIKit
import XCTest

/// CAGradientLayer's axial gradient, in pixels, on the rasteriser and on the geometry path.
nonisolated final class CAGradientLayerTests: XCTestCase {
    @MainActor private let red = Color(r: 230, g: 20, b: 40)
    @MainActor private let blue = Color(r: 20, g: 40, b: 230)
    @MainActor private let yellow = Color(r: 240, g: 220, b: 20)
    @MainActor private let white = Color(r: 255, g: 255, b: 255)

    @MainActor private func gradient(_ colors: [Color], frame: CGRect) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = frame
        layer.colors = colors.map(\.cgColor)
        return layer
    }

    /// The default axis runs from the top's middle (0.5, 0) to the bottom's (0.5, 1): each row
    /// shows the colour interpolated at its centre, with no band (neighbouring rows differ by
    /// what the gradient changes across one row, here under 2 levels).
    @MainActor func testTheDefaultAxisRunsTopToBottomWithoutBanding() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(width: 200, height: 240, path: path)
            let layer = gradient([red, blue], frame: CGRect(x: 50, y: 20, width: 100, height: 200))
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("gradient-vertical")
            var previous: Color?
            for y in 20..<220 {
                let t = (Double(y) + 0.5 - 20) / 200
                let expected = Color(
                    red: (230 + (20 - 230) * t) / 255, green: (20 + (40 - 20) * t) / 255,
                    blue: (40 + (230 - 40) * t) / 255)
                let pixel = frame[100, y]
                XCTAssertLessThanOrEqual(pixel.distance(to: expected), 2, "row \(y) on the \(path.rawValue) path")
                if let previous {
                    XCTAssertLessThanOrEqual(pixel.distance(to: previous), 2, "no band at row \(y)")
                }
                previous = pixel
                XCTAssertEqual(frame[60, y], pixel, "a row is one colour")
            }
            XCTAssertEqual(frame[100, 18], white)
            XCTAssertEqual(frame[100, 221], white)
        }
    }

    /// A fade from clear to translucent black (an overlay's gradient): each row is the colour
    /// at its centre composited over what is behind, with no seam between bands.
    @MainActor func testATranslucentFadeCompositesRowByRow() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(width: 200, height: 240, path: path)
            let layer = gradient(
                [Color(r: 0, g: 0, b: 0, a: 0), Color(r: 0, g: 0, b: 0, a: 204)],
                frame: CGRect(x: 50, y: 20, width: 100, height: 200))
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("gradient-fade")
            for y in 20..<220 {
                let t = (Double(y) + 0.5 - 20) / 200
                let expected = 255 * (1 - 0.8 * t)
                XCTAssertLessThanOrEqual(
                    abs(Double(frame[100, y].r) - expected), 2.5, "row \(y) on the \(path.rawValue) path")
            }
        }
    }

    /// locations place the colours; startPoint and endPoint are unit coordinates of the bounds;
    /// beyond the ends the first and last colours extend (CAGradientLayer).
    @MainActor func testLocationsAndEndPointsPlaceTheColours() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(width: 240, height: 120, path: path)
            let layer = gradient([red, yellow, blue], frame: CGRect(x: 20, y: 20, width: 200, height: 80))
            layer.locations = [0, 0.25, 1]
            layer.startPoint = CGPoint(x: 0.1, y: 0.5)
            layer.endPoint = CGPoint(x: 0.9, y: 0.5)
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("gradient-locations")
            let on = path.rawValue
            // The axis runs from x = 20 + 20 to 20 + 180; 25% along it is x = 80.
            XCTAssertLessThanOrEqual(frame[25, 60].distance(to: red), 1, "before the start: the first colour, \(on)")
            XCTAssertLessThanOrEqual(frame[80, 60].distance(to: yellow), 3, "the middle colour at 25%, \(on)")
            XCTAssertLessThanOrEqual(frame[215, 60].distance(to: blue), 1, "past the end: the last colour, \(on)")
        }
    }

    /// The gradient is clipped to the bounds rounded by cornerRadius.
    @MainActor func testTheGradientFollowsTheCornerRadius() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let layer = gradient([red, blue], frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        layer.cornerRadius = 30
        scene.window.layer.addSublayer(layer)
        let frame = try scene.render("gradient-rounded")
        XCTAssertEqual(frame[43, 43], white, "outside the rounded corner")
        XCTAssertLessThanOrEqual(frame[100, 43].distance(to: red), 6, "inside along the top")
    }

    /// A diagonal gradient on a rotated layer: its bands cannot fall on pixel boundaries, yet
    /// nothing behind the layer shows between them (opaque bands overlap the next), and the
    /// colour changes smoothly along the axis.
    @MainActor func testARotatedGradientShowsNoSeams() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let layer = gradient([red, blue], frame: CGRect(x: 40, y: 40, width: 120, height: 120))
            layer.startPoint = CGPoint(x: 0, y: 0)
            layer.endPoint = CGPoint(x: 1, y: 1)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("gradient-rotated")
            // Along the horizontal through the centre, well inside the layer.
            var previous: Color?
            for x in 60..<140 {
                let pixel = frame[x, 100]
                // A mix of red and blue at some t: its red gives t, and its green and blue must
                // be that mix's (white leaking in would raise them, green most).
                let t = (230 - Double(pixel.r)) / 210
                XCTAssertLessThanOrEqual(
                    abs(Double(pixel.b) - (40 + 190 * t)), 4,
                    "no seam at x = \(x) on the \(path.rawValue) path: \(pixel)")
                XCTAssertLessThanOrEqual(
                    abs(Double(pixel.g) - (20 + 20 * t)), 3,
                    "no seam at x = \(x) on the \(path.rawValue) path: \(pixel)")
                if let previous {
                    XCTAssertLessThanOrEqual(pixel.distance(to: previous), 6, "smooth at x = \(x)")
                }
                previous = pixel
            }
        }
    }
}
