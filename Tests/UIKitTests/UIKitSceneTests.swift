import Foundation
import SegueSDL
import UIKit
import XCTest

/// A small UIKit screen drawn headless (the offscreen rasteriser headless runs use): a card
/// with an image view, labels and a blurred bar, laid out by autoresizing masks, resized.
nonisolated final class UIKitSceneTests: XCTestCase {
    /// A 32 × 32 PNG: a disc shading from orange to purple on a transparent ground.
    @MainActor private func discImage(in folder: URL) throws -> UIImage {
        let url = folder.appendingPathComponent("disc.png")
        try writePNG(to: url, width: 32, height: 32) { x, y in
            let dx = Double(x) - 15.5
            let dy = Double(y) - 15.5
            let inside = dx * dx + dy * dy <= 15 * 15
            let t = Double(y) / 31
            return inside
                ? Color(r: UInt8(250 - 120 * t), g: UInt8(140 - 110 * t), b: UInt8(30 + 190 * t), a: 255)
                : .clear
        }
        return try XCTUnwrap(UIImage(contentsOfFile: url.path))
    }

    /// UIKit's autoresizing keeps the card's parts where their masks pin them when the card
    /// grows: the icon at the top left, the title across, the bar along the bottom, the
    /// thumbnail at the right; the picture shows the image's pixels, the text and the tint.
    @MainActor func testACardLaidOutByAutoresizingDrawsHeadless() async throws {
        try drawCard(geometry: false)
    }

    /// The same card on the geometry path (tessellated triangles through SDL_RenderGeometry).
    @MainActor func testTheCardDrawsOnTheGeometryPath() async throws {
        try drawCard(geometry: true)
    }

    @MainActor private func drawCard(geometry: Bool) throws {
        let folder = try makeUIKitTestDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disc = try discImage(in: folder)
        let screen = try TestScreen(width: 420, height: 300, geometry: geometry)
        screen.window.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)

        let card = UIView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        card.backgroundColor = .white
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        screen.window.addSubview(card)

        let icon = UIImageView(image: disc)
        icon.frame = CGRect(x: 16, y: 16, width: 48, height: 48)
        icon.contentMode = .scaleAspectFit
        icon.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        card.addSubview(icon)

        let title = UILabel(frame: CGRect(x: 76, y: 16, width: 150, height: 28))
        title.text = "Autoresizing"
        title.font = .boldSystemFont(ofSize: 20)
        title.autoresizingMask = [.flexibleWidth]
        card.addSubview(title)

        let body = UILabel(frame: CGRect(x: 76, y: 46, width: 150, height: 80))
        body.text = "Margins pinned, widths flexible: the card grows and its parts follow their masks."
        body.font = .systemFont(ofSize: 13)
        body.textColor = .darkGray
        body.numberOfLines = 0
        body.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(body)

        let thumbnail = UIImageView(image: disc)
        thumbnail.frame = CGRect(x: 236, y: 16, width: 48, height: 80)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.autoresizingMask = [.flexibleLeftMargin]
        card.addSubview(thumbnail)

        let bar = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        bar.frame = CGRect(x: 0, y: 150, width: 300, height: 50)
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let caption = UILabel(frame: CGRect(x: 16, y: 0, width: 268, height: 50))
        caption.text = "UIVisualEffectView (dark)"
        caption.textColor = .white
        caption.font = .systemFont(ofSize: 15)
        caption.autoresizingMask = [.flexibleWidth]
        bar.contentView.addSubview(caption)
        card.addSubview(bar)

        // Behind the bar's right end, a strip of the image shows through its tint.
        let under = UIImageView(image: disc)
        under.frame = CGRect(x: 200, y: 130, width: 100, height: 40)
        under.contentMode = .scaleToFill
        card.insertSubview(under, belowSubview: bar)
        under.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]

        card.frame = CGRect(x: 20, y: 20, width: 380, height: 260)

        XCTAssertEqual(icon.frame, CGRect(x: 16, y: 16, width: 48, height: 48), "pinned to the top left")
        XCTAssertEqual(title.frame, CGRect(x: 76, y: 16, width: 230, height: 28), "the width takes the +80")
        XCTAssertEqual(body.frame, CGRect(x: 76, y: 46, width: 230, height: 140), "both sizes take the change")
        XCTAssertEqual(thumbnail.frame.minX, 316, "pinned to the right")
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 210, width: 380, height: 50), "along the bottom, full width")
        XCTAssertEqual(bar.contentView.frame.size, bar.bounds.size, "the content view follows its bounds")
        XCTAssertEqual(caption.frame.width, 348)

        let pixels = try screen.render()
        if let out = ProcessInfo.processInfo.environment["SEGUE_TEST_PICTURES"] {
            try pixels.savePNG(
                path: URL(fileURLWithPath: out).appendingPathComponent(
                    geometry ? "uikit-card-geometry.png" : "uikit-card.png"
                ).path)
        }
        // The icon's centre: the disc's middle row, between orange and purple.
        let iconCentre = pixels[20 + 16 + 24, 20 + 16 + 24]
        XCTAssertGreaterThan(Int(iconCentre.r), 150, "\(iconCentre)")
        XCTAssertGreaterThan(Int(iconCentre.b), 80, "\(iconCentre)")
        // The icon's corner: outside the disc, the card's white shows through the transparent pixels.
        assertNear(pixels[20 + 17, 20 + 17], .white, tolerance: 3)
        // The thumbnail fills 48 × 80 with an 80 × 80 disc cut at its bounds: white just outside.
        XCTAssertNotEqual(pixels[20 + 316 + 24, 20 + 16 + 40], .white)
        assertNear(pixels[20 + 316 - 3, 20 + 16 + 40], .white, tolerance: 3, "clipped on the left")
        assertNear(pixels[20 + 364 + 3, 20 + 16 + 40], .white, tolerance: 3, "clipped on the right")
        // The bar: the dark tint over the white card.
        let barPixel = pixels[20 + 5, 20 + 250]
        XCTAssertLessThan(Int(barPixel.r), 100, "dark tint: \(barPixel)")
        // The title's ink lies across its grown width.
        var ink = 0
        for x in (20 + 76)..<(20 + 306) where pixels[x, 20 + 30].r < 128 { ink += 1 }
        XCTAssertGreaterThan(ink, 5, "the title is drawn")
    }
}
