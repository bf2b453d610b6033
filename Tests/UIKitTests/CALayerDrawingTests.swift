import Foundation
import SegueSDL
import UIKit
import XCTest

/// Core Animation's drawing rules for borders, shadows, single-sided layers, zPosition and
/// perspective, checked in pixels on the rasteriser and on the geometry path.
nonisolated final class CALayerDrawingTests: XCTestCase {
    @MainActor private let red = Color(r: 220, g: 30, b: 30)
    @MainActor private let green = Color(r: 30, g: 180, b: 60)
    @MainActor private let blue = Color(r: 30, g: 60, b: 220)
    @MainActor private let white = Color(r: 255, g: 255, b: 255)

    @MainActor private func expect(
        _ actual: Color, _ expected: Color, tolerance: Int = 2, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(
            actual.distance(to: expected), tolerance, "\(what): \(actual) is not \(expected)", file: file, line: line)
    }

    /// CALayer.borderWidth: "the border is drawn inset from the receiver's bounds", composited
    /// above the receiver's contents and sublayers, and follows cornerRadius.
    @MainActor func testBorderIsInsideTheBoundsAboveTheSublayersAndFollowsTheCorners() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let layer = CALayer()
            layer.frame = CGRect(x: 40, y: 40, width: 120, height: 120)
            layer.backgroundColor = blue.cgColor
            layer.cornerRadius = 20
            layer.borderWidth = 6
            layer.borderColor = red.cgColor
            layer.masksToBounds = true
            let sublayer = CALayer()
            sublayer.frame = layer.bounds
            sublayer.backgroundColor = green.cgColor
            layer.addSublayer(sublayer)
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("border")
            let on = path.rawValue
            expect(frame[43, 100], red, "inside the bounds, within the width, over the sublayer, \(on)")
            expect(frame[156, 100], red, "right edge inside the bounds, \(on)")
            expect(frame[37, 100], white, "outside the bounds, \(on)")
            expect(frame[50, 100], green, "past the width, the sublayer, \(on)")
            expect(frame[42, 42], white, "outside the rounded corner, \(on)")
            // On the corner's diagonal, 2 to 5 points in from the arc (radius 20 about (60, 60)).
            expect(frame[47, 47], red, "the border bends with the corner, \(on)")
            expect(frame[52, 52], green, "inside the bent border, \(on)")
        }
    }

    /// CALayer.shadowOpacity defaults to 0: no shadow is drawn until it is raised.
    @MainActor func testNoShadowUntilShadowOpacityIsRaised() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let layer = CALayer()
        layer.frame = CGRect(x: 70, y: 70, width: 60, height: 60)
        layer.backgroundColor = blue.cgColor
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 10)
        scene.window.layer.addSublayer(layer)
        XCTAssertEqual(layer.shadowOpacity, 0)
        let frame = try scene.render("shadow-none")
        expect(frame[100, 136], white, "no shadow at opacity 0")
    }

    /// The shadow is drawn under the layer, moved by shadowOffset and blurred by shadowRadius:
    /// across a straight edge its opacity follows a Gaussian's integral (half at the edge), as
    /// Core Animation's blurred shadow; Segue's bands stay within 0.06 of it.
    @MainActor func testShadowIsOffsetBlurredAndUnderTheLayer() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let layer = CALayer()
            layer.frame = CGRect(x: 70, y: 50, width: 60, height: 60)
            layer.backgroundColor = blue.cgColor
            layer.shadowOpacity = 1
            layer.shadowRadius = 4
            layer.shadowOffset = CGSize(width: 0, height: 30)
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("shadow")
            let on = path.rawValue
            expect(frame[100, 80], blue, "the layer covers its own shadow, \(on)")
            // The shadow's bottom edge is at y = 140; pixel y samples y + 0.5.
            var worst = 0.0
            for y in 128..<152 {
                let d = Double(y) + 0.5 - 140
                let expected = 0.5 * erfc(d / (4 * 2.0.squareRoot()))
                let measured = 1 - Double(frame[100, y].r) / 255
                worst = max(worst, abs(measured - expected))
            }
            // The geometry path on SDL's software renderer puts vertices on whole pixels with a
            // two-pixel fringe, so its bands' edges wander by up to half a pixel more.
            XCTAssertLessThan(
                worst, path == .raster ? 0.06 : 0.12, "the blurred edge follows the Gaussian's integral, \(on)")
            expect(frame[100, 156], white, tolerance: 3, "four radii past the edge, \(on)")
            expect(frame[100, 120], Color(r: 0, g: 0, b: 0), tolerance: 6, "deep inside, full shadow, \(on)")
        }
    }

    /// Core Animation's default shadowOffset is (0, −3): on iOS (y down) the shadow shows above.
    @MainActor func testTheDefaultShadowOffsetLiftsTheShadow() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let layer = CALayer()
        layer.frame = CGRect(x: 70, y: 70, width: 60, height: 60)
        layer.backgroundColor = blue.cgColor
        layer.shadowOpacity = 1
        scene.window.layer.addSublayer(layer)
        XCTAssertEqual(layer.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(layer.shadowRadius, 3)
        let frame = try scene.render("shadow-default")
        XCTAssertLessThan(Int(frame[100, 68].r), Int(frame[100, 131].r) - 40, "darker above than below")
    }

    /// isDoubleSided = false: a layer whose back faces the viewer is not drawn, nor its
    /// sublayers (CALayer.isDoubleSided); the default draws it mirrored.
    @MainActor func testASingleSidedLayerTurnedAwayIsNotDrawnNorItsSublayers() async throws {
        for path in LayerPixelCanvas.paths {
            for doubleSided in [true, false] {
                let scene = try LayerPixelCanvas(path: path)
                let container = CALayer()
                container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                container.sublayerTransform = perspective
                let card = CALayer()
                card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
                card.backgroundColor = blue.cgColor
                card.isDoubleSided = doubleSided
                let face = CALayer()
                face.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
                face.backgroundColor = red.cgColor
                card.addSublayer(face)
                card.transform = CATransform3DMakeRotation(.pi * 0.8, 0, 1, 0)
                container.addSublayer(card)
                scene.window.layer.addSublayer(container)
                let frame = try scene.render("double-sided-\(doubleSided)")
                let blueCount = (0..<200).filter { frame[$0, 100].distance(to: blue) <= 2 }.count
                let redCount = (0..<200).filter { frame[$0, 60].distance(to: red) <= 2 }.count
                if doubleSided {
                    XCTAssertGreaterThan(blueCount, 50, "the back is drawn by default on the \(path.rawValue) path")
                    XCTAssertGreaterThan(redCount, 10, "with its sublayer")
                } else {
                    XCTAssertEqual(blueCount, 0, "a single-sided back is not drawn on the \(path.rawValue) path")
                    XCTAssertEqual(redCount, 0, "nor its sublayer")
                }
            }
        }
    }

    /// zPosition: siblings are composited in increasing zPosition, in sublayer order among equals.
    @MainActor func testSiblingsAreDrawnInZPositionOrder() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let first = CALayer()
        first.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        first.backgroundColor = red.cgColor
        first.zPosition = 1
        let second = CALayer()
        second.frame = CGRect(x: 60, y: 60, width: 100, height: 100)
        second.backgroundColor = blue.cgColor
        let third = CALayer()
        third.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
        third.backgroundColor = green.cgColor
        for layer in [first, second, third] { scene.window.layer.addSublayer(layer) }
        var frame = try scene.render("zposition")
        expect(frame[90, 90], red, "the higher zPosition is drawn over a later sibling")
        expect(frame[130, 130], green, "equal zPositions keep their order")
        first.zPosition = 0
        frame = try scene.render("zposition-reset")
        expect(frame[90, 90], blue, "back in sublayer order")
    }

    /// CATransform3D.m34 = −1/d gives perspective: with sublayerTransform.m34 = −1/500 a sublayer
    /// rotated 45° about y has its near edge (the one rotated towards the viewer, z > 0) taller
    /// in pixels than its far edge.
    @MainActor func testPerspectiveMakesTheNearEdgeTallerThanTheFarEdge() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(width: 300, height: 300, path: path)
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 500
            container.sublayerTransform = perspective
            let card = CALayer()
            card.frame = CGRect(x: 50, y: 75, width: 200, height: 150)
            card.backgroundColor = blue.cgColor
            card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            container.addSublayer(card)
            scene.window.layer.addSublayer(container)
            let frame = try scene.render("perspective-m34")
            func height(_ x: Int) -> Int { (0..<300).filter { frame[x, $0].distance(to: blue) <= 2 }.count }
            let columns = (0..<300).filter { height($0) > 0 }
            guard let left = columns.first, let right = columns.last else { return XCTFail("nothing drawn") }
            let leftHeight = height(left + 2)
            let rightHeight = height(right - 2)
            // Where the right edge goes along z under the rotation: positive is towards the viewer.
            let rightEdgeZ = card.transform.m13 * 100
            let (near, far) = rightEdgeZ > 0 ? (rightHeight, leftHeight) : (leftHeight, rightHeight)
            XCTAssertGreaterThan(near, far + 20, "near edge taller on the \(path.rawValue) path (\(near) vs \(far))")
        }
    }

    /// CATransformLayer: "only its sublayers are rendered" (its background and border are
    /// ignored), its opacity "is applied to each sublayer individually", and its sublayers keep
    /// their 3D positions: one moved towards the viewer under a perspective is drawn larger.
    @MainActor func testATransformLayerDrawsOnlyItsSublayersKeepingTheirDepth() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let container = CALayer()
            container.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 400
            container.sublayerTransform = perspective
            let transformLayer = CATransformLayer()
            transformLayer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            transformLayer.backgroundColor = green.cgColor
            transformLayer.borderWidth = 4
            transformLayer.opacity = 0.5
            let back = CALayer()
            back.frame = CGRect(x: 20, y: 60, width: 60, height: 60)
            back.backgroundColor = red.cgColor
            let front = CALayer()
            front.frame = CGRect(x: 50, y: 60, width: 60, height: 60)
            front.backgroundColor = blue.cgColor
            let near = CALayer()
            near.frame = CGRect(x: 130, y: 130, width: 40, height: 40)
            near.backgroundColor = blue.cgColor
            near.transform = CATransform3DMakeTranslation(0, 0, 100)
            for layer in [back, front, near] { transformLayer.addSublayer(layer) }
            container.addSublayer(transformLayer)
            scene.window.layer.addSublayer(container)
            let frame = try scene.render("transform-layer")
            let on = path.rawValue
            expect(frame[10, 10], white, "no background, \(on)")
            expect(frame[1, 100], white, "no border, \(on)")
            // Each sublayer at half opacity: where they overlap, blue at 0.5 over red at 0.5 over white.
            let redOverWhite = Color(r: 238, g: 143, b: 143)
            let overlap = Color(r: 134, g: 100, b: 181)
            expect(frame[30, 90], redOverWhite, tolerance: 3, "red alone at half opacity, \(on)")
            expect(frame[70, 90], overlap, tolerance: 3, "no group: red shows through blue, \(on)")
            let blueWidth = (100..<200).filter { frame[$0, 150].distance(to: Color(r: 143, g: 158, b: 238)) <= 3 }.count
            XCTAssertGreaterThan(blueWidth, 45, "the sublayer 100 points nearer is drawn larger, \(on)")
        }
    }

    /// masksToBounds clips the sublayers to the layer's own bounds: a sublayerTransform moves
    /// the sublayers, not the clip.
    @MainActor func testMasksToBoundsClipsToTheOwnBoundsUnderASublayerTransform() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.masksToBounds = true
        layer.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let sublayer = CALayer()
        sublayer.frame = layer.bounds
        sublayer.backgroundColor = blue.cgColor
        layer.addSublayer(sublayer)
        scene.window.layer.addSublayer(layer)
        let frame = try scene.render("clip-sublayer-transform")
        expect(frame[52, 52], blue, "inside the bounds")
        expect(frame[148, 148], blue, "inside the bounds")
        expect(frame[45, 100], white, "the sublayer, twice as large, is clipped at the bounds")
        expect(frame[155, 100], white, "on both sides")
    }
}
