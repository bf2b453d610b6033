import Foundation
import SegueSDL
import UIKit
import XCTest

/// `UIImage.withRenderingMode(_:)`: a template image is drawn by an image view as its alpha
/// channel in the view's `tintColor`; an original one in its own colours.
nonisolated final class TemplateImageTests: XCTestCase {
    /// A 4 × 2 image: its left half opaque red, its right half transparent.
    @MainActor private func halfRed() throws -> UIImage {
        var rgba: [UInt8] = []
        for _ in 0..<2 {
            for x in 0..<4 { rgba += x < 2 ? [220, 30, 40, 255] : [0, 0, 0, 0] }
        }
        return UIImage(bitmap: try XCTUnwrap(Bitmap(width: 4, height: 2, rgba: rgba)))
    }

    /// The mode is kept on a new image sharing the pixels; a new image's is `.automatic`, with
    /// UIKit's raw values.
    @MainActor func testWithRenderingModeSharesThePixels() async throws {
        let image = try halfRed()
        XCTAssertEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertTrue(template.bitmap === image.bitmap)
        XCTAssertEqual(template.size, image.size)
        XCTAssertTrue(image.withRenderingMode(.automatic) === image)
        XCTAssertEqual(UIImage.RenderingMode.alwaysOriginal.rawValue, 1)
        XCTAssertEqual(UIImage.RenderingMode.alwaysTemplate.rawValue, 2)
    }

    /// A template is drawn in the tint (inherited from the superview, here green), where its
    /// pixels are opaque; its transparent pixels stay transparent. An original keeps its red.
    @MainActor func testATemplateIsDrawnInTheTintColour() async throws {
        let green = Color(r: 30, g: 180, b: 60)
        for geometry in [false, true] {
            let screen = try TestScreen(width: 120, height: 60, geometry: geometry)
            screen.window.tintColor = green
            let template = UIImageView(image: try halfRed().withRenderingMode(.alwaysTemplate))
            template.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
            screen.window.addSubview(template)
            let original = UIImageView(image: try halfRed().withRenderingMode(.alwaysOriginal))
            original.frame = CGRect(x: 60, y: 10, width: 40, height: 20)
            screen.window.addSubview(original)
            var pixels = try screen.render()
            let path = geometry ? "geometry" : "rasteriser"
            assertNear(pixels[15, 20], green, tolerance: 6, "the template's opaque half in the tint, \(path)")
            assertNear(pixels[45, 20], .white, "its transparent half, \(path)")
            assertNear(pixels[65, 20], Color(r: 220, g: 30, b: 40), tolerance: 6, "the original, \(path)")
            template.tintColor = .black
            pixels = try screen.render()
            assertNear(pixels[15, 20], .black, tolerance: 6, "a new tint is drawn at once, \(path)")
        }
    }
}
