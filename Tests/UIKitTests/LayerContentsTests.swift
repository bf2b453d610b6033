import Foundation
import SegueSDL
import UIKit
import XCTest

/// Core Animation's `contents` rules, in pixels: a `CGImage` (`UIImage.cgImage`) is drawn over
/// the background, placed by `contentsGravity` at `contentsScale`, the part `contentsRect` of it.
nonisolated final class LayerContentsTests: XCTestCase {
    @MainActor private let red = Color(r: 220, g: 30, b: 30)
    @MainActor private let blue = Color(r: 30, g: 60, b: 220)
    @MainActor private let green = Color(r: 30, g: 180, b: 60)
    @MainActor private let white = Color(r: 255, g: 255, b: 255)

    @MainActor private func expect(
        _ actual: Color, _ expected: Color, tolerance: Int = 3, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(
            actual.distance(to: expected), tolerance, "\(what): \(actual) is not \(expected)", file: file, line: line)
    }

    /// A 20 × 10 pixel image: its left half red, its right half blue.
    @MainActor private func halves() -> UIImage {
        var bytes: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<20 {
                let c = x < 10 ? red : blue
                bytes += [c.r, c.g, c.b, 255]
            }
        }
        return UIImage(bitmap: Bitmap(width: 20, height: 10, rgba: bytes)!)
    }

    /// CALayer.contents with the default gravity (`.resize`) fills the bounds with the image.
    @MainActor func testContentsStretchToTheBoundsByDefault() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let layer = CALayer()
            layer.frame = CGRect(x: 40, y: 40, width: 120, height: 60)
            layer.backgroundColor = green.cgColor
            layer.contents = halves().cgImage
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("contents-resize")
            expect(frame[60, 70], red, "the left half of the image, \(path)")
            expect(frame[140, 70], blue, "the right half, \(path)")
            expect(frame[100, 35], white, "nothing above the bounds, \(path)")
        }
    }

    /// contentsGravity `.center` keeps the image's own size (pixels / contentsScale points),
    /// centred, over the background.
    @MainActor func testCenterGravityKeepsTheImageSizeAtTheContentsScale() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 60))
        view.backgroundColor = UIColor(red: 30 / 255, green: 180 / 255, blue: 60 / 255, alpha: 1)
        view.layer.contents = halves().cgImage
        view.layer.contentsGravity = .center
        view.layer.contentsScale = 0.5
        scene.window.addSubview(view)
        let frame = try scene.render("contents-center")
        // 20 × 10 pixels at 0.5 pixels per point: 40 × 20 points about (100, 70).
        expect(frame[85, 70], red, "the image's left half")
        expect(frame[115, 70], blue, "the image's right half")
        expect(frame[60, 70], green, "the background beside the image")
        expect(frame[100, 55], green, "the background above it")
    }

    /// contentsRect: only that part of the image is drawn, stretched to where the gravity puts it.
    @MainActor func testContentsRectDrawsAPartOfTheImage() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let layer = CALayer()
        layer.frame = CGRect(x: 40, y: 40, width: 120, height: 60)
        layer.contents = halves().cgImage
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        scene.window.layer.addSublayer(layer)
        let frame = try scene.render("contents-rect")
        expect(frame[52, 70], blue, "the right half fills the bounds")
        expect(frame[155, 70], blue, "to the right edge")
        expect(frame[170, 70], white, "nothing outside")
    }

    /// Anything but a CGImage is kept and draws nothing, as Core Animation ignores it.
    @MainActor func testContentsOtherThanAnImageDrawNothing() async throws {
        let layer = CALayer()
        layer.contents = "not an image"
        XCTAssertEqual(layer.contents as? String, "not an image")
        let image = halves()
        XCTAssertEqual(image.cgImage?.width, 20)
        XCTAssertEqual(image.cgImage?.height, 10)
        XCTAssertEqual(UIImage(cgImage: image.cgImage!, scale: 2).size, CGSize(width: 10, height: 5))
    }
}
