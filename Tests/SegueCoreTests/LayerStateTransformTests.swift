import XCTest

@testable import SegueCore

/// `LayerState.localTransform` is written out term by term; it must equal the product it stands for.
nonisolated final class LayerStateTransformTests: XCTestCase {
    @MainActor func testLocalTransformEqualsTheTranslationsAroundTheTransform() async {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        let transforms = [
            Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1),
            Transform3D(rotationAngle: -1.1, x: 0, y: 1, z: 0).concatenating(perspective),
            Transform3D(scaleX: 0.6, y: 1.3, z: 1).rotated(by: 0.4, x: 1, y: 0.2, z: 0),
        ]
        for (i, transform) in transforms.enumerated() {
            var state = LayerState()
            state.bounds = Rect(x: 3, y: -2, width: 120, height: 48)
            state.position = Point(x: 211.5, y: 97.25)
            state.anchorPoint = Point(x: 0.3, y: 0.8)
            state.transform = transform
            let ax = 3 + 0.3 * 120.0
            let ay = -2 + 0.8 * 48.0
            let expected = Transform3D(translationX: -ax, y: -ay, z: 0).concatenating(transform)
                .concatenating(Transform3D(translationX: 211.5, y: 97.25, z: 0))
            let local = state.localTransform
            let pairs = [
                (local.m11, expected.m11), (local.m12, expected.m12), (local.m13, expected.m13),
                (local.m14, expected.m14), (local.m21, expected.m21), (local.m22, expected.m22),
                (local.m23, expected.m23), (local.m24, expected.m24), (local.m31, expected.m31),
                (local.m32, expected.m32), (local.m33, expected.m33), (local.m34, expected.m34),
                (local.m41, expected.m41), (local.m42, expected.m42), (local.m43, expected.m43),
                (local.m44, expected.m44),
            ]
            for (j, (a, b)) in pairs.enumerated() {
                XCTAssertEqual(a, b, "transform \(i), entry \(j)")
            }
        }
    }
}
