import Foundation
import SegueSDL
import UIKit
import XCTest

/// `CALayer.maskedCorners`: only the corners it names are rounded by `cornerRadius`, in the
/// background, the clip, the border and a mask, on the rasteriser and on the geometry path, and
/// `cornerRadius` still animates along them.
nonisolated final class MaskedCornersTests: XCTestCase {
    @MainActor private let blue = Color(r: 30, g: 60, b: 220)
    @MainActor private let green = Color(r: 30, g: 180, b: 60)
    @MainActor private let red = Color(r: 220, g: 30, b: 30)
    @MainActor private let white = Color(r: 255, g: 255, b: 255)

    @MainActor private func expect(
        _ actual: Color, _ expected: Color, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(
            actual.distance(to: expected), 2, "\(what): \(actual) is not \(expected)", file: file, line: line)
    }

    /// Core Animation's values: all four corners by default, the bits of `CACornerMask`, and a
    /// copy made by `init(layer:)` keeps them.
    @MainActor func testAllFourByDefaultWithCoreAnimationsBits() async {
        let layer = CALayer()
        XCTAssertEqual(
            layer.maskedCorners,
            [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(CACornerMask.layerMinXMinYCorner.rawValue, 1)
        XCTAssertEqual(CACornerMask.layerMaxXMinYCorner.rawValue, 2)
        XCTAssertEqual(CACornerMask.layerMinXMaxYCorner.rawValue, 4)
        XCTAssertEqual(CACornerMask.layerMaxXMaxYCorner.rawValue, 8)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        XCTAssertEqual(layer.maskedCorners.rawValue, 9)
        XCTAssertEqual(CALayer(layer: layer).maskedCorners.rawValue, 9)
        let view = UIView()
        view.layer.maskedCorners = []
        XCTAssertEqual(view.layer.maskedCorners, [])
    }

    /// Top corners rounded (the `MinY` ones, on UIKit's y-down screen), the bottom ones square,
    /// in the background and the border.
    @MainActor func testOnlyTheMaskedCornersAreRounded() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let layer = CALayer()
            layer.frame = CGRect(x: 40, y: 40, width: 120, height: 120)
            layer.backgroundColor = blue.cgColor
            layer.cornerRadius = 30
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            layer.borderWidth = 4
            layer.borderColor = red.cgColor
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("masked-corners")
            let on = path.rawValue
            expect(frame[43, 43], white, "the top left corner is rounded away, \(on)")
            expect(frame[156, 43], white, "the top right corner is rounded away, \(on)")
            expect(frame[41, 158], red, "the bottom left corner is square, its border too, \(on)")
            expect(frame[158, 158], red, "the bottom right corner is square, \(on)")
            expect(frame[46, 154], blue, "inside the square bottom left corner, \(on)")
            expect(frame[100, 100], blue, "the middle, \(on)")
        }
    }

    /// `clipsToBounds` and a mask view clip to their bounds rounded at the masked corners only.
    @MainActor func testTheClipAndAMaskFollowTheMaskedCorners() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let clipped = UIView(frame: CGRect(x: 20, y: 20, width: 70, height: 70))
            clipped.clipsToBounds = true
            clipped.layer.cornerRadius = 30
            clipped.layer.maskedCorners = [.layerMaxXMaxYCorner]
            let fill = UIView(frame: clipped.bounds)
            fill.backgroundColor = green
            clipped.addSubview(fill)
            scene.window.addSubview(clipped)
            let masked = UIView(frame: CGRect(x: 110, y: 110, width: 70, height: 70))
            masked.backgroundColor = blue
            let mask = UIView(frame: masked.bounds)
            mask.backgroundColor = .black
            mask.layer.cornerRadius = 30
            mask.layer.maskedCorners = [.layerMinXMinYCorner]
            masked.mask = mask
            scene.window.addSubview(masked)
            let frame = try scene.render("masked-clip")
            let on = path.rawValue
            expect(frame[87, 87], white, "the clip's rounded bottom right corner cuts the subview, \(on)")
            expect(frame[22, 22], green, "the clip's top left corner is square, \(on)")
            expect(frame[22, 87], green, "the clip's bottom left corner is square, \(on)")
            expect(frame[113, 113], white, "the mask's rounded top left corner, \(on)")
            expect(frame[177, 177], blue, "the mask's square bottom right corner, \(on)")
        }
    }

    /// `cornerRadius` animates (here by a `CABasicAnimation`) along the masked corners only.
    @MainActor func testCornerRadiusAnimatesAlongTheMaskedCorners() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let layer = CALayer()
        layer.frame = CGRect(x: 40, y: 40, width: 120, height: 120)
        layer.backgroundColor = blue.cgColor
        layer.maskedCorners = [.layerMinXMinYCorner]
        scene.window.layer.addSublayer(layer)
        scene.advance(frames: 1)
        let grow = CABasicAnimation(keyPath: "cornerRadius")
        grow.fromValue = 0
        grow.toValue = 60
        grow.duration = 1
        layer.cornerRadius = 60
        layer.add(grow, forKey: "corner")
        let start = try scene.render("masked-animation-start")
        expect(start[42, 42], blue, "square at the start")
        scene.advance(frames: 30)
        let r = try XCTUnwrap(layer.presentation()).cornerRadius
        XCTAssertEqual(r, 30, accuracy: 1.5, "half-way")
        let half = try scene.render("masked-animation-half")
        expect(half[44, 44], white, "the top left corner rounds as the radius grows")
        expect(half[56, 56], blue, "inside its arc")
        expect(half[157, 43], blue, "the top right corner stays square")
        expect(half[157, 157], blue, "the bottom right corner stays square")
        scene.advance(frames: 40)
        let end = try scene.render("masked-animation-end")
        expect(end[52, 52], white, "at the end, radius 60")
        expect(end[43, 157], blue, "the bottom left corner stays square")
    }

    /// A point in a square corner's square is inside the shape; in a rounded one, only within the arc.
    @MainActor func testShapeContainsHonoursTheCorners() async {
        let shape = Shape.roundedRect(
            CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 40, corners: [.minXMinY])
        XCTAssertFalse(shape.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(shape.contains(CGPoint(x: 98, y: 2)))
        XCTAssertTrue(shape.contains(CGPoint(x: 98, y: 98)))
        XCTAssertTrue(shape.contains(CGPoint(x: 2, y: 98)))
        XCTAssertEqual(
            Shape.layerOutline(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4, corners: []),
            .rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
}
