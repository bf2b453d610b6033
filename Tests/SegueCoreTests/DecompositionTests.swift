import XCTest

@testable import SegueCore

nonisolated final class DecompositionTests: XCTestCase {
    @MainActor private func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z)
    }

    @MainActor private var samples: [(String, Transform3D)] {
        let perspective = Transform3D.perspective(eyeDistance: 500)
        var skewXY = Transform3D.identity
        skewXY.m21 = 0.5
        var skewYX = Transform3D.identity
        skewYX.m12 = -0.3
        var skewZ = Transform3D.identity
        skewZ.m31 = 0.2
        skewZ.m32 = -0.4
        return [
            ("identity", .identity),
            ("translation", Transform3D(translationX: 10, y: -20, z: 30)),
            ("scale", Transform3D(scaleX: 2, y: 0.5, z: 3)),
            ("flip x", Transform3D(scaleX: -1, y: 1, z: 1)),
            ("flip y with scale", Transform3D(scaleX: 2, y: -3, z: 1)),
            ("flip x and y", Transform3D(scaleX: -2, y: -3, z: 1)),
            ("rotation x", rotation(0.5, 1, 0, 0)),
            ("rotation -x", rotation(-0.5, 1, 0, 0)),
            ("rotation y", rotation(1.2, 0, 1, 0)),
            ("rotation z", rotation(.pi / 2, 0, 0, 1)),
            ("rotation z 3/4 turn", rotation(2.5, 0, 0, 1)),
            ("rotation axis", rotation(0.8, 1, 2, 3)),
            ("half turn about (1, 1, 0)", rotation(.pi, 1, 1, 0)),
            ("half turn about (1, -1, 0)", rotation(.pi, 1, -1, 0)),
            ("half turn about x", rotation(.pi, 1, 0, 0)),
            ("near half turn", rotation(3.1, -1, 0.5, 2)),
            ("skew xy", skewXY),
            ("skew yx", skewYX),
            ("skew z", skewZ),
            ("affine shear", Transform3D(affine: AffineTransform2D(a: 1, b: 0.2, c: 0.7, d: 1, tx: 3, ty: 4))),
            ("perspective", perspective),
            ("perspective then translation", perspective.concatenating(Transform3D(translationX: 5, y: 6, z: 0))),
            ("translation then perspective", Transform3D(translationX: 5, y: 6, z: 40).concatenating(perspective)),
            ("fold", rotation(-0.5, 1, 0, 0).concatenating(perspective)),
            (
                "everything",
                Transform3D(scaleX: -1.5, y: 2, z: 0.7).concatenating(skewXY).concatenating(rotation(1.1, 3, -1, 2))
                    .concatenating(Transform3D(translationX: 40, y: -10, z: 25)).concatenating(perspective)
            ),
        ]
    }

    @MainActor func testRecomposingGivesTheOriginalBack() async {
        for (name, m) in samples {
            guard let parts = m.decomposed else {
                XCTFail("\(name) did not decompose")
                continue
            }
            assertEqual(parts.recomposed, m, accuracy: 1e-9, name)
        }
    }

    @MainActor func testSingularTransformsDoNotDecompose() async {
        XCTAssertNil(Transform3D(scaleX: 0, y: 1, z: 1).decomposed)
        XCTAssertNil(Transform3D(scaleX: 1, y: 1, z: 0).decomposed)
    }

    @MainActor func testPartsOfASimpleTransform() async {
        let m = Transform3D(scaleX: 2, y: 3, z: 1).concatenating(rotation(0.6, 0, 0, 1))
            .concatenating(Transform3D(translationX: 7, y: 8, z: 9))
        guard let parts = m.decomposed else { return XCTFail("decomposes") }
        XCTAssertEqual(parts.translation.0, 7, accuracy: 1e-12)
        XCTAssertEqual(parts.translation.1, 8, accuracy: 1e-12)
        XCTAssertEqual(parts.translation.2, 9, accuracy: 1e-12)
        XCTAssertEqual(parts.sx, 2, accuracy: 1e-12)
        XCTAssertEqual(parts.sy, 3, accuracy: 1e-12)
        XCTAssertEqual(parts.sz, 1, accuracy: 1e-12)
        // The quaternion of a rotation by a about z is (0, 0, sin(a/2), cos(a/2)).
        XCTAssertEqual(parts.qz, sin(0.3), accuracy: 1e-12)
        XCTAssertEqual(parts.qw, cos(0.3), accuracy: 1e-12)
    }

    @MainActor func testRotationInterpolatesAsARotation() async {
        let quarter = rotation(.pi / 2, 0, 0, 1)
        let half = Transform3D.interpolate(.identity, quarter, 0.5)
        assertEqual(half, rotation(.pi / 4, 0, 0, 1), accuracy: 1e-9)
        // Entry-wise blending would squash: its determinant would be 0.5, not 1.
        let blended = Transform3D.blend(.identity, quarter, 0.5)
        XCTAssertEqual(blended.m11 * blended.m22 - blended.m12 * blended.m21, 0.5, accuracy: 1e-12)
        for t in [0.1, 0.3, 0.7, 0.9] {
            assertEqual(Transform3D.interpolate(.identity, quarter, t), rotation(t * .pi / 2, 0, 0, 1), accuracy: 1e-9)
        }
        // About an arbitrary axis too, and from one rotation to another about the same axis.
        assertEqual(
            Transform3D.interpolate(rotation(0.2, 1, 2, 3), rotation(1.4, 1, 2, 3), 0.25),
            rotation(0.5, 1, 2, 3), accuracy: 1e-9)
    }

    @MainActor func testInterpolationEndpointsAndMixedParts() async {
        let a = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(translationX: 10, y: 0, z: 0))
        let b = rotation(-0.5, 1, 0, 0).concatenating(Transform3D(translationX: 30, y: 40, z: 0))
            .concatenating(Transform3D.perspective(eyeDistance: 600))
        assertEqual(Transform3D.interpolate(a, b, 0), a, accuracy: 1e-9)
        assertEqual(Transform3D.interpolate(a, b, 1), b, accuracy: 1e-9)
        let middle = Transform3D.interpolate(
            Transform3D(translationX: 10, y: 0, z: 0), Transform3D(translationX: 30, y: 40, z: 0), 0.5)
        assertEqual(middle, Transform3D(translationX: 20, y: 20, z: 0), accuracy: 1e-12)
        let scale = Transform3D.interpolate(.identity, Transform3D(scaleX: 3, y: 0.5, z: 1), 0.5)
        assertEqual(scale, Transform3D(scaleX: 2, y: 0.75, z: 1), accuracy: 1e-12)
    }

    @MainActor func testFoldAnimationEndsAtIdentityWithoutSquashing() async {
        // The default fold: from a perspective rotation about x back to identity.
        let start = rotation(-0.5, 1, 0, 0).concatenating(Transform3D.perspective(eyeDistance: 500))
        let middle = Transform3D.interpolate(start, .identity, 0.5)
        let expected = rotation(-0.25, 1, 0, 0).concatenating(Transform3D(m34Perspective: -0.5 / 500))
        assertEqual(middle, expected, accuracy: 1e-9)
    }

    @MainActor func testPlanarEndsInterpolateAsTheSlerpOfTheirParts() async {
        var sheared = Transform3D.identity
        sheared.m21 = 0.4
        let planar: [Transform3D] = [
            .identity, rotation(0.3, 0, 0, 1), rotation(-2.9, 0, 0, 1), rotation(3.0, 0, 0, 1),
            rotation(.pi, 0, 0, 1), rotation(0.3001, 0, 0, 1),
            Transform3D(scaleX: 2, y: 0.5, z: 1).concatenating(rotation(1.7, 0, 0, 1))
                .concatenating(Transform3D(translationX: 12, y: -4, z: 3)),
            sheared.concatenating(rotation(-1.1, 0, 0, 1)),
        ]
        var checked = 0
        for a in planar {
            for b in planar {
                guard let da = a.decomposed, let db = b.decomposed else { return XCTFail("planar ends decompose") }
                let interpolation = DecomposedTransform.Interpolation(da, db)
                XCTAssertNotNil(interpolation.planar)
                for t in [0, 0.1, 0.25, 0.5, 0.8, 1] {
                    // The slerp's small-angle branch normalises a linear blend, hence 1e-7.
                    assertEqual(interpolation.transform(at: t), interpolation.value(at: t).recomposed, accuracy: 1e-7)
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, planar.count * planar.count * 6)
        // Across the half turn the shorter arc is taken: from 3.0 to -2.9 passes through π.
        let across = Transform3D.interpolate(rotation(3.0, 0, 0, 1), rotation(-2.9, 0, 0, 1), 0.5)
        assertEqual(across, rotation(3.0 + (2 * .pi - 5.9) / 2, 0, 0, 1), accuracy: 1e-9)
        let tilted = DecomposedTransform.Interpolation(
            rotation(0.3, 1, 0, 0).decomposed!, rotation(0.3, 0, 0, 1).decomposed!)
        XCTAssertNil(tilted.planar, "a rotation out of the plane takes the general path")
        // A flip decomposes into negative scales and a half turn out of the plane: general path.
        let flip = Transform3D(scaleX: 1, y: -1, z: 1)
        let flipped = DecomposedTransform.Interpolation(flip.decomposed!, rotation(0.5, 0, 0, 1).decomposed!)
        XCTAssertNil(flipped.planar)
    }

    @MainActor func testSingularFallsBackToBlending() async {
        let flat = Transform3D(scaleX: 0, y: 1, z: 1)
        let middle = Transform3D.interpolate(flat, .identity, 0.5)
        assertEqual(middle, Transform3D(scaleX: 0.5, y: 1, z: 1), accuracy: 1e-12)
    }
}

extension Transform3D {
    fileprivate init(m34Perspective m34: Double) {
        self = .identity
        self.m34 = m34
    }
}
