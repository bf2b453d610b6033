import CoreGraphics
import XCTest

nonisolated final class CGAffineTransformTests: XCTestCase {
    /// CGAffineTransformTranslate(t, x, y) is the translation applied first, then t.
    @MainActor func testTranslatedByAppliesTheTranslationFirst() async {
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        let p = CGPoint(x: 1, y: 1).applying(t)
        XCTAssertEqual(p.x, 22)
        XCTAssertEqual(p.y, 63)
    }

    /// CGAffineTransformMakeRotation turns +x towards +y (clockwise on a y-down screen).
    @MainActor func testRotationTurnsXTowardsY() async {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(p.x, 0, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
    }

    /// CGAffineTransformInvert returns the transform unchanged when it cannot be inverted.
    @MainActor func testInvertedOfASingularTransformIsUnchanged() async {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
        let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: -2)
        let back = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        XCTAssertEqual(back.x, 3, accuracy: 1e-12)
        XCTAssertEqual(back.y, 4, accuracy: 1e-12)
    }

    /// CGRectApplyAffineTransform bounds the four mapped corners.
    @MainActor func testRectApplyingBoundsTheCorners() async {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(r.minX, -20, accuracy: 1e-9)
        XCTAssertEqual(r.width, 20, accuracy: 1e-9)
        XCTAssertEqual(r.height, 10, accuracy: 1e-9)
    }
}
