import XCTest

@testable import SegueCore

nonisolated final class Transform3DTests: XCTestCase {
    @MainActor func testConcatenationAppliesTheReceiverFirst() async {
        let translate = Transform3D(translationX: 10, y: 20, z: 0)
        let scale = Transform3D(scaleX: 2, y: 3, z: 1)
        let p = Point(x: 1, y: 1)
        XCTAssertEqual(translate.concatenating(scale).apply(p), Point(x: 22, y: 63))
        XCTAssertEqual(scale.concatenating(translate).apply(p), Point(x: 12, y: 23))
        // CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 3, 1) scales first.
        let built = Transform3D.identity.translatedBy(x: 10, y: 20, z: 0).scaledBy(x: 2, y: 3, z: 1)
        XCTAssertEqual(built.apply(p), Point(x: 12, y: 23))
    }

    @MainActor func testMatchesTheAffineTransformsInThePlane() async {
        let affine = AffineTransform2D(rotationAngle: 0.3).concatenating(AffineTransform2D(translationX: 4, y: 5))
        let threeD = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(translationX: 4, y: 5, z: 0))
        assertEqual(threeD, Transform3D(affine: affine), accuracy: 1e-15)
        let rotated = Transform3D.identity.rotated(by: 0.3, x: 0, y: 0, z: 2)
        assertEqual(rotated.affineTransform, AffineTransform2D(rotationAngle: 0.3), accuracy: 1e-15)
    }

    @MainActor func testRotationsFollowCoreAnimation() async {
        // CATransform3DMakeRotation(a, 1, 0, 0): m22 = cos, m23 = sin, m32 = -sin, m33 = cos.
        let a = 0.4
        let rx = Transform3D(rotationAngle: a, x: 1, y: 0, z: 0)
        XCTAssertEqual(rx.m22, cos(a), accuracy: 1e-15)
        XCTAssertEqual(rx.m23, sin(a), accuracy: 1e-15)
        XCTAssertEqual(rx.m32, -sin(a), accuracy: 1e-15)
        // About y: m11 = cos, m13 = -sin, m31 = sin.
        let ry = Transform3D(rotationAngle: a, x: 0, y: 1, z: 0)
        XCTAssertEqual(ry.m13, -sin(a), accuracy: 1e-15)
        XCTAssertEqual(ry.m31, sin(a), accuracy: 1e-15)
        XCTAssertEqual(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0), .identity)
    }

    @MainActor func testAffineExtractionOfAFoldAboutXSquashesY() async {
        // The seed's fold: CATransform3DGetAffineTransform(CATransform3DMakeRotation(-0.5, 1, 0, 0)).
        let fold = Transform3D(rotationAngle: -0.5, x: 1, y: 0, z: 0).affineTransform
        assertEqual(fold, AffineTransform2D(scaleX: 1, y: cos(0.5)), accuracy: 1e-15)
        assertEqual(fold.apply(Point(x: 10, y: 20)), Point(x: 10, y: 20 * cos(0.5)), accuracy: 1e-12)
    }

    @MainActor func testInverseTimesTransformIsIdentity() async {
        let m = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3)
            .concatenating(Transform3D(scaleX: 2, y: -1, z: 0.5))
            .concatenating(Transform3D(translationX: 30, y: -5, z: 12))
            .concatenating(Transform3D.perspective(eyeDistance: 500))
        guard let inverse = m.inverted() else { return XCTFail("invertible") }
        assertEqual(inverse.concatenating(m), .identity, accuracy: 1e-12)
        assertEqual(m.concatenating(inverse), .identity, accuracy: 1e-12)
        // And for a transform that mixes z into x and y, with a non-unit m44.
        let n = Transform3D(rotationAngle: 2, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(translationX: 1, y: 2, z: 90))
            .concatenating(Transform3D.perspective(eyeDistance: 300))
        XCTAssertNotEqual(n.m44, 1)
        guard let nInverse = n.inverted() else { return XCTFail("invertible") }
        assertEqual(nInverse.concatenating(n), .identity, accuracy: 1e-12)
    }

    @MainActor func testSingularTransformHasNoInverse() async {
        XCTAssertNil(Transform3D(scaleX: 1, y: 0, z: 1).inverted())
        XCTAssertEqual(Transform3D.identity.inverted(), .identity)
    }

    @MainActor func testUnprojectInvertsApplyThroughPerspective() async {
        // A plane folded about y with perspective, placed in the middle of a window.
        let m = Transform3D(translationX: -160, y: -240, z: 0)
            .concatenating(Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0))
            .concatenating(Transform3D.perspective(eyeDistance: 500))
            .concatenating(Transform3D(translationX: 160, y: 240, z: 0))
        XCTAssertFalse(m.isAffine)
        for x in stride(from: 0.0, through: 320, by: 40) {
            for y in stride(from: 0.0, through: 480, by: 60) {
                let p = Point(x: x, y: y)
                let screen = m.apply(p)
                guard let back = m.unproject(screen) else { return XCTFail("\(p) misses") }
                assertEqual(back, p, accuracy: 1e-8)
            }
        }
        // The projection really is perspective: the near edge is taller than the far edge.
        let left = m.apply(Point(x: 0, y: 480)).y - m.apply(Point(x: 0, y: 0)).y
        let right = m.apply(Point(x: 320, y: 480)).y - m.apply(Point(x: 320, y: 0)).y
        XCTAssertNotEqual(left, right, accuracy: 1)
    }

    @MainActor func testUnprojectRejectsAPlaneSeenEdgeOn() async {
        let edgeOn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        XCTAssertNil(edgeOn.unproject(Point(x: 0, y: 5)))
    }
}
