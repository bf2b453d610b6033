import UIKit
import XCTest

nonisolated final class UIColorTests: XCTestCase {
    @MainActor private func bytes(_ c: UIColor) -> [UInt8] { [c.r, c.g, c.b, c.a] }

    /// UIKit's named colours have the component values Apple documents (to the nearest n/255).
    @MainActor func testNamedColoursHaveUIKitsValues() async {
        XCTAssertEqual(bytes(.darkGray), [85, 85, 85, 255])
        XCTAssertEqual(bytes(.gray), [128, 128, 128, 255])
        XCTAssertEqual(bytes(.lightGray), [170, 170, 170, 255])
        XCTAssertEqual(bytes(.cyan), [0, 255, 255, 255])
        XCTAssertEqual(bytes(.magenta), [255, 0, 255, 255])
        XCTAssertEqual(bytes(.orange), [255, 128, 0, 255])
        XCTAssertEqual(bytes(.purple), [128, 0, 128, 255])
        XCTAssertEqual(bytes(.brown), [153, 102, 51, 255])
        XCTAssertEqual(bytes(.clear), [0, 0, 0, 0])
    }

    /// The HIG's light values for the system colours; tintColor is systemBlue.
    @MainActor func testSystemColoursAreTheHIGLightValues() async {
        XCTAssertEqual(bytes(.systemRed), [255, 59, 48, 255])
        XCTAssertEqual(bytes(.systemGreen), [52, 199, 89, 255])
        XCTAssertEqual(bytes(.systemIndigo), [88, 86, 214, 255])
        XCTAssertEqual(bytes(.systemGray6), [242, 242, 247, 255])
        XCTAssertEqual(UIColor.tintColor, UIColor.systemBlue)
        XCTAssertEqual(bytes(.secondaryLabel), [60, 60, 67, 153])
        XCTAssertEqual(bytes(.separator), [60, 60, 67, 74])
        XCTAssertEqual(UIColor.systemGroupedBackground, UIColor.systemGray6)
    }

    /// getRed(_:green:blue:alpha:) reads each component back as the nearest n/255 (8-bit colour).
    @MainActor func testComponentsReadBackAtEightBitPrecision() async {
        let color = UIColor(red: 0.3, green: 0.5, blue: 1, alpha: 0.25)
        var r: CGFloat = -1
        var g: CGFloat = -1
        var b: CGFloat = -1
        var a: CGFloat = -1
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual(r, 77 / 255)
        XCTAssertEqual(g, 128 / 255)
        XCTAssertEqual(b, 1)
        XCTAssertEqual(a, 64 / 255)
        XCTAssertEqual(color.withAlphaComponent(1).a, 255)
    }

    /// init(hue:saturation:brightness:alpha:) and getHue round-trip; hue 1 is red again.
    @MainActor func testHueSaturationBrightness() async {
        XCTAssertEqual(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1), .cyan)
        XCTAssertEqual(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), .red)
        XCTAssertEqual(UIColor(hue: 0.3, saturation: 0, brightness: 0.5, alpha: 1), .gray)
        var h: CGFloat = 0
        var s: CGFloat = 0
        var v: CGFloat = 0
        var a: CGFloat = 0
        XCTAssertTrue(UIColor.systemOrange.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(UIColor(hue: h, saturation: s, brightness: v, alpha: a), .systemOrange)
    }

    /// getWhite answers for grays only (Segue keeps sRGB; a gray is what a grayscale colour is).
    @MainActor func testGetWhiteForGraysOnly() async {
        var white: CGFloat = -1
        var alpha: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.5, alpha: 0.5).getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 128 / 255)
        XCTAssertEqual(alpha, 128 / 255)
        white = -1
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: nil))
        XCTAssertEqual(white, -1)
    }

    /// cgColor and init(cgColor:) round-trip; a grayscale CGColor becomes its gray; Display P3
    /// components are taken as sRGB.
    @MainActor func testCGColorRoundTrip() async {
        XCTAssertEqual(UIColor(cgColor: UIColor.systemTeal.cgColor), .systemTeal)
        XCTAssertEqual(UIColor.systemTeal.cgColor.numberOfComponents, 4)
        XCTAssertEqual(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)), .gray)
        XCTAssertEqual(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1), .red)
    }
}
