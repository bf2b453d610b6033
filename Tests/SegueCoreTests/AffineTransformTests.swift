import XCTest

@testable import SegueCore

nonisolated final class AffineTransformTests: XCTestCase {
    @MainActor let translate = AffineTransform2D(translationX: 10, y: 20)
    @MainActor let scale = AffineTransform2D(scaleX: 2, y: 3)

    @MainActor func testConcatenationAppliesTheReceiverFirst() async {
        let p = Point(x: 1, y: 1)
        // CGAffineTransformConcat(translate, scale): translate (11, 21), then scale (22, 63).
        XCTAssertEqual(translate.concatenating(scale).apply(p), Point(x: 22, y: 63))
        // CGAffineTransformConcat(scale, translate): scale (2, 3), then translate (12, 23).
        XCTAssertEqual(scale.concatenating(translate).apply(p), Point(x: 12, y: 23))
        // Concatenation agrees with applying one after the other.
        let rotate = AffineTransform2D(rotationAngle: 0.3)
        let q = Point(x: -4, y: 7)
        assertEqual(
            rotate.concatenating(translate).apply(q), translate.apply(rotate.apply(q)), accuracy: 1e-12)
    }

    @MainActor func testBuilderMethodsPrependLikeCoreGraphics() async {
        // CGAffineTransformScale(CGAffineTransformMakeTranslation(10, 20), 2, 3): the scale acts
        // first, in the translated coordinate system.
        let t = AffineTransform2D.identity.translatedBy(x: 10, y: 20).scaledBy(x: 2, y: 3)
        XCTAssertEqual(t, AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        XCTAssertEqual(t.apply(Point(x: 1, y: 1)), Point(x: 12, y: 23))
        let u = AffineTransform2D.identity.scaledBy(x: 2, y: 3).translatedBy(x: 10, y: 20)
        XCTAssertEqual(u, AffineTransform2D(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        let r = AffineTransform2D(translationX: 5, y: 0).rotated(by: .pi / 2)
        assertEqual(r.apply(Point(x: 1, y: 0)), Point(x: 5, y: 1), accuracy: 1e-12)
    }

    @MainActor func testRotationTurnsXTowardsY() async {
        let r = AffineTransform2D(rotationAngle: .pi / 2)
        assertEqual(r.apply(Point(x: 1, y: 0)), Point(x: 0, y: 1), accuracy: 1e-15)
        assertEqual(r.apply(Point(x: 0, y: 1)), Point(x: -1, y: 0), accuracy: 1e-15)
    }

    @MainActor func testInverseTimesTransformIsIdentity() async {
        let t = AffineTransform2D(rotationAngle: 0.7).scaledBy(x: -2, y: 0.5).translatedBy(x: 13, y: -4)
        assertEqual(t.inverted().concatenating(t), .identity, accuracy: 1e-12)
        assertEqual(t.concatenating(t.inverted()), .identity, accuracy: 1e-12)
        let p = Point(x: 3, y: 9)
        assertEqual(t.inverted().apply(t.apply(p)), p, accuracy: 1e-12)
        XCTAssertEqual(t.determinant, -1, accuracy: 1e-12)
    }

    @MainActor func testSingularInverseReturnsTheTransformUnchanged() async {
        let singular = AffineTransform2D(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    @MainActor func testThreeDimensionalFormHasTheSameEffect() async {
        let t = AffineTransform2D(rotationAngle: -0.4).scaledBy(x: 1.5, y: 2).translatedBy(x: 3, y: 4)
        let p = Point(x: 7, y: -2)
        assertEqual(t.transform3D.apply(p), t.apply(p), accuracy: 1e-12)
        XCTAssertEqual(t.transform3D.affineTransform, t)
        XCTAssertTrue(t.transform3D.isAffine)
        XCTAssertTrue(AffineTransform2D.identity.isIdentity)
        XCTAssertFalse(t.isIdentity)
    }
}
