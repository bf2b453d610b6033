import QuartzCore
import XCTest

nonisolated final class CATransform3DTests: XCTestCase {
    @MainActor private func map(_ t: CATransform3D, _ x: Double, _ y: Double) -> (Double, Double) {
        let h = t.applyHomogeneous(x: x, y: y)
        return (Double(h.x / h.w), Double(h.y / h.w))
    }

    /// CATransform3DTranslate(t, …) = translate · t: the translation applies first, then t.
    @MainActor func testTranslateAppliesTheTranslationFirst() async {
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 20, 0)
        let (x, y) = map(t, 1, 1)
        XCTAssertEqual(x, 22)
        XCTAssertEqual(y, 63)
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        XCTAssertEqual(map(scaled, 1, 0).0, 12)
    }

    /// CATransform3DConcat(a, b) applies a, then b.
    @MainActor func testConcatAppliesTheFirstArgumentFirst() async {
        let move = CATransform3DMakeTranslation(10, 0, 0)
        let double = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(map(CATransform3DConcat(move, double), 0, 0).0, 20)
        XCTAssertEqual(map(CATransform3DConcat(double, move), 0, 0).0, 10)
    }

    /// CATransform3DMakeRotation about z turns +x towards +y, as CGAffineTransform(rotationAngle:)
    /// and Transform3D's own rotation; CATransform3DRotate puts the rotation first.
    @MainActor func testRotationDirectionMatchesCoreGraphics() async {
        let angle: CGFloat = 0.7
        let rotation = CATransform3DMakeRotation(angle, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(rotation)
        let expected = CGAffineTransform(rotationAngle: angle)
        XCTAssertEqual(affine.a, expected.a, accuracy: 1e-12)
        XCTAssertEqual(affine.b, expected.b, accuracy: 1e-12)
        XCTAssertEqual(affine.c, expected.c, accuracy: 1e-12)
        let (x, y) = map(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1, 0)
        XCTAssertEqual(x, 0, accuracy: 1e-12)
        XCTAssertEqual(y, 1, accuracy: 1e-12)
        let rotatedThenMoved = CATransform3DRotate(CATransform3DMakeTranslation(5, 0, 0), .pi / 2, 0, 0, 1)
        XCTAssertEqual(map(rotatedThenMoved, 1, 0).0, 5, accuracy: 1e-12)
        XCTAssertEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity)
    }

    /// CATransform3DInvert returns the original matrix when it has no inverse.
    @MainActor func testInvertReturnsTheArgumentWhenSingular() async {
        let flat = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(flat), flat)
        let t = CATransform3DRotate(CATransform3DMakeTranslation(3, 4, 5), 0.4, 1, 1, 0)
        let product = CATransform3DConcat(t, CATransform3DInvert(t))
        for (a, b) in zip(
            [product.m11, product.m22, product.m33, product.m44, product.m41, product.m12],
            [1.0, 1, 1, 1, 0, 0] as [CGFloat])
        {
            XCTAssertEqual(a, b, accuracy: 1e-12)
        }
    }

    /// CATransform3DMakeAffineTransform and CATransform3DGetAffineTransform round-trip; a
    /// perspective or depth makes a transform non-affine.
    @MainActor func testAffineConversions() async {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DMakeAffineTransform(.identity)))
        XCTAssertTrue(CATransform3DEqualToTransform(t, CATransform3DMakeAffineTransform(affine)))
    }
}
