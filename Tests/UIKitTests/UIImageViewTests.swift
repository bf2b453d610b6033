import Foundation
import SegueSDL
import UIKit
import XCTest

nonisolated final class UIImageViewTests: XCTestCase {
    @MainActor private var folder: URL!
    @MainActor private let red = Color(r: 220, g: 30, b: 40)
    @MainActor private let blue = Color(r: 20, g: 60, b: 200)

    @MainActor override func setUp() async throws {
        folder = try makeUIKitTestDirectory()
    }

    @MainActor override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
        Image.assetDirectories = Image.defaultAssetDirectories
    }

    /// A 4 × 2 PNG: its left half red, its right half blue.
    @MainActor private func halves(named name: String = "halves.png") throws -> URL {
        let url = folder.appendingPathComponent(name)
        try writePNG(to: url, width: 4, height: 2) { x, _ in x < 2 ? self.red : self.blue }
        return url
    }

    /// UIKit: `UIImage(contentsOfFile:)` decodes the file; `size` is in points (pixels over
    /// `scale`), an `@2x` file has scale 2; a missing file gives nil.
    @MainActor func testContentsOfFileDecodesPixelsSizeAndScale() async throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: halves().path))
        XCTAssertEqual(image.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.bitmap.color(x: 0, y: 1), red)
        XCTAssertEqual(image.bitmap.color(x: 3, y: 0), blue)
        let retina = try XCTUnwrap(UIImage(contentsOfFile: halves(named: "halves@2x.png").path))
        XCTAssertEqual(retina.scale, 2)
        XCTAssertEqual(retina.size, CGSize(width: 2, height: 1))
        XCTAssertNil(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path))
        let notAnImage = folder.appendingPathComponent("text.png")
        try Data("not a png".utf8).write(to: notAnImage)
        XCTAssertNil(UIImage(contentsOfFile: notAnImage.path), "bytes that do not decode give nil, not a crash")
    }

    /// UIKit: `UIImage(named:)` finds the name in the app's assets, `.png` implied, the `@2x`
    /// file at scale 2; the file is decoded once (images of one name share their pixels).
    @MainActor func testNamedLooksInTheAssetFoldersAndDecodesOnce() async throws {
        Image.assetDirectories = [folder.appendingPathComponent("nowhere"), folder]
        _ = try halves(named: "logo@2x.png")
        let logo = try XCTUnwrap(UIImage(named: "logo"))
        XCTAssertEqual(logo.scale, 2)
        XCTAssertEqual(logo.size, CGSize(width: 2, height: 1))
        let again = try XCTUnwrap(UIImage(named: "logo"))
        XCTAssertTrue(again.bitmap === logo.bitmap, "decoded once, pixels shared")
        XCTAssertNil(UIImage(named: "absent"))
        XCTAssertNil(UIImage(named: ""))
        let data = try Data(contentsOf: folder.appendingPathComponent("logo@2x.png"))
        XCTAssertEqual(UIImage(data: data)?.size, CGSize(width: 4, height: 2))
        XCTAssertNil(UIImage(data: Data([1, 2, 3])))
    }

    /// UIKit: `UIImageView(image:)` takes the image's size; it takes no touches by default; its
    /// intrinsic size is the image's.
    @MainActor func testImageViewInitialisers() async throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: halves().path))
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 4, height: 2))
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 4, height: 2))
        view.image = nil
        XCTAssertEqual(view.frame.size, CGSize(width: 4, height: 2), "setting the image keeps the frame")
        XCTAssertEqual(UIImageView().contentMode, .scaleToFill)
    }

    /// UIKit's content modes place a 40 × 20 image in a 100 × 100 view.
    @MainActor func testContentModesPlaceTheImage() async {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let size = CGSize(width: 40, height: 20)
        func rect(_ mode: UIView.ContentMode) -> CGRect { ImageView.imageRect(for: mode, imageSize: size, in: bounds) }
        XCTAssertEqual(rect(.scaleToFill), bounds)
        XCTAssertEqual(rect(.scaleAspectFit), CGRect(x: 0, y: 25, width: 100, height: 50))
        XCTAssertEqual(rect(.scaleAspectFill), CGRect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(rect(.center), CGRect(x: 30, y: 40, width: 40, height: 20))
        XCTAssertEqual(rect(.top), CGRect(x: 30, y: 0, width: 40, height: 20))
        XCTAssertEqual(rect(.bottom), CGRect(x: 30, y: 80, width: 40, height: 20))
        XCTAssertEqual(rect(.left), CGRect(x: 0, y: 40, width: 40, height: 20))
        XCTAssertEqual(rect(.right), CGRect(x: 60, y: 40, width: 40, height: 20))
        XCTAssertEqual(rect(.topLeft), CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(rect(.bottomRight), CGRect(x: 60, y: 80, width: 40, height: 20))
    }

    /// The image's pixels reach the screen on both drawing paths, placed by the content mode:
    /// scale-to-fill stretches 4 × 2 pixels over 40 × 20 points; aspect-fit letterboxes.
    @MainActor func testImagePixelsAreDrawnOnBothPaths() async throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: halves().path))
        for geometry in [false, true] {
            let screen = try TestScreen(width: 120, height: 80, geometry: geometry)
            let fill = UIImageView(image: image)
            fill.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
            screen.window.addSubview(fill)
            let fit = UIImageView(image: image)
            fit.frame = CGRect(x: 60, y: 10, width: 40, height: 40)
            fit.contentMode = .scaleAspectFit
            screen.window.addSubview(fit)
            let pixels = try screen.render()
            let path = geometry ? "geometry" : "rasteriser"
            assertNear(pixels[14, 14], red, tolerance: 6, "left half, \(path)")
            assertNear(pixels[45, 25], blue, tolerance: 6, "right half, \(path)")
            assertNear(pixels[30, 35], .white, "below the image, \(path)")
            assertNear(pixels[80, 14], .white, "aspect fit leaves the top band empty, \(path)")
            assertNear(pixels[64, 30], red, tolerance: 6, "aspect fit: the image in the middle band, \(path)")
            assertNear(pixels[95, 30], blue, tolerance: 6, "aspect fit, right half, \(path)")
        }
    }

    /// Translucent pixels blend over what is behind (straight alpha, as UIKit composites a PNG),
    /// and the view's alpha multiplies them.
    @MainActor func testTranslucentPixelsBlend() async throws {
        let url = folder.appendingPathComponent("glass.png")
        try writePNG(to: url, width: 2, height: 2) { _, _ in Color(r: 0, g: 0, b: 255, a: 128) }
        let image = try XCTUnwrap(UIImage(contentsOfFile: url.path))
        for geometry in [false, true] {
            let screen = try TestScreen(width: 60, height: 30, geometry: geometry)
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let faded = UIImageView(image: image)
            faded.frame = CGRect(x: 30, y: 0, width: 20, height: 20)
            faded.alpha = 0.5
            screen.window.addSubview(view)
            screen.window.addSubview(faded)
            let pixels = try screen.render()
            assertNear(pixels[10, 10], Color(r: 127, g: 127, b: 255), tolerance: 3, "half blue over white")
            assertNear(pixels[40, 10], Color(r: 191, g: 191, b: 255), tolerance: 3, "a quarter blue over white")
        }
    }

    /// UIKit's group opacity: a translucent view's subtree is composited as one layer, so an
    /// opaque image over its opaque background shows the image (not the background through it)
    /// at the group's alpha, on both paths.
    @MainActor func testImagesInATranslucentGroupCompositeAsOne() async throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: halves().path))
        for geometry in [false, true] {
            let screen = try TestScreen(width: 60, height: 40, geometry: geometry)
            let group = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
            group.backgroundColor = .black
            group.alpha = 0.5
            let view = UIImageView(image: image)
            view.frame = group.bounds
            group.addSubview(view)
            screen.window.addSubview(group)
            let pixels = try screen.render()
            let expected = Color(
                r: UInt8((Double(red.r) + 255) / 2), g: UInt8((Double(red.g) + 255) / 2),
                b: UInt8((Double(red.b) + 255) / 2))
            assertNear(pixels[5, 10], expected, tolerance: 4, geometry ? "geometry" : "rasteriser")
        }
    }

    /// On a HiDPI canvas (2 pixels a point) an `@2x` image is drawn texel for pixel.
    @MainActor func testRetinaImagesLandTexelForPixel() async throws {
        let url = folder.appendingPathComponent("stripes@2x.png")
        try writePNG(to: url, width: 4, height: 2) { x, _ in x % 2 == 0 ? self.red : self.blue }
        let image = try XCTUnwrap(UIImage(contentsOfFile: url.path))
        let canvas = try OffscreenCanvas(width: 10, height: 10, fontPath: uikitTestFontPath, pixelScale: 2)
        let window = WindowView(
            size: Size(width: 10, height: 10), clock: ManualClock(), textMeasurer: canvas.textMeasurer)
        window.backgroundColor = .white
        let view = UIImageView(image: image)
        view.frame.origin = CGPoint(x: 1, y: 1)
        window.addSubview(view)
        XCTAssertEqual(view.frame.size, CGSize(width: 2, height: 1))
        window.update()
        try canvas.render(window)
        let pixels = try canvas.snapshot()
        for x in 0..<4 { assertNear(pixels[2 + x, 2], x % 2 == 0 ? red : blue, tolerance: 1, "texel \(x)") }
    }

    /// Images are decoded once and uploaded once: frames after the first make no texture.
    @MainActor func testTheTextureIsMadeOnce() async throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: halves().path))
        let screen = try TestScreen(width: 40, height: 40, geometry: true)
        for _ in 0..<3 {
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 0, y: 0, width: 8, height: 4)
            screen.window.addSubview(view)
        }
        for _ in 0..<4 { _ = try screen.render() }
        XCTAssertEqual(screen.canvas.frameRenderer.backend.imageCache.uploads, 1)
    }

    /// UIKit: a snapshot shows the image as it was drawn.
    @MainActor func testSnapshotsShowImages() async throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: halves().path))
        let screen = try TestScreen(width: 100, height: 40)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        screen.window.addSubview(view)
        let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: false))
        snapshot.frame = CGRect(x: 50, y: 0, width: 40, height: 20)
        screen.window.addSubview(snapshot)
        let pixels = try screen.render()
        assertNear(pixels[54, 10], red, tolerance: 6)
        assertNear(pixels[85, 10], blue, tolerance: 6)
    }
}
