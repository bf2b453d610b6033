import CoreGraphics
import XCTest

nonisolated final class CGColorTests: XCTestCase {
    /// CGColorGetNumberOfComponents counts alpha: 2 for a gray, 4 for RGB.
    @MainActor func testComponentsFollowTheColorSpace() async {
        let gray = CGColor(gray: 0.25, alpha: 0.5)
        XCTAssertEqual(gray.numberOfComponents, 2)
        XCTAssertEqual(gray.components, [0.25, 0.5])
        let rgb = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        XCTAssertEqual(rgb.numberOfComponents, 4)
        XCTAssertEqual(rgb.components, [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(rgb.alpha, 0.4)
    }

    /// CGColorCreateCopyWithAlpha keeps the space and the colour; CGColorEqualToColor compares
    /// the space too.
    @MainActor func testCopyWithAlphaAndEquality() async {
        let white = CGColor.white.copy(alpha: 0.5)!
        XCTAssertEqual(white.components, [1, 0.5])
        XCTAssertNotEqual(CGColor.white, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(CGColor.clear, CGColor(gray: 0, alpha: 0))
        XCTAssertEqual(CGColor.black.alpha, 1)
        XCTAssertEqual(Set([CGColor.black, CGColor.black, CGColor.white]).count, 2)
    }
}
