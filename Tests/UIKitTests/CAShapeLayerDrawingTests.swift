import Foundation
import SegueSDL
import UIKit
import XCTest

/// CAShapeLayer's fill (concave paths, several subpaths, fill rules) and stroke (width, partial
/// strokes, caps, joins) in pixels, on the rasteriser and on the geometry path.
nonisolated final class CAShapeLayerDrawingTests: XCTestCase {
    @MainActor private let red = Color(r: 220, g: 30, b: 30)
    @MainActor private let blue = Color(r: 30, g: 60, b: 220)
    @MainActor private let white = Color(r: 255, g: 255, b: 255)

    @MainActor private func expect(
        _ actual: Color, _ expected: Color, tolerance: Int = 2, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertLessThanOrEqual(
            actual.distance(to: expected), tolerance, "\(what): \(actual) is not \(expected)", file: file, line: line)
    }

    @MainActor private func shapeLayer(_ path: CGPath, fill: Color?, stroke: Color? = nil, width: CGFloat = 1)
        -> CAShapeLayer
    {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.path = path
        layer.fillColor = fill?.cgColor
        layer.strokeColor = stroke?.cgColor
        layer.lineWidth = width
        return layer
    }

    /// A concave path fills its own outline, not its convex hull (CAShapeLayer.path, fillColor).
    @MainActor func testAConcavePathFillsItsOutline() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let l = CGMutablePath()
            l.move(to: CGPoint(x: 20, y: 20))
            l.addLine(to: CGPoint(x: 120, y: 20))
            l.addLine(to: CGPoint(x: 120, y: 60))
            l.addLine(to: CGPoint(x: 60, y: 60))
            l.addLine(to: CGPoint(x: 60, y: 160))
            l.addLine(to: CGPoint(x: 20, y: 160))
            l.closeSubpath()
            scene.window.layer.addSublayer(shapeLayer(l, fill: blue))
            let frame = try scene.render("shape-concave")
            let on = path.rawValue
            expect(frame[100, 40], blue, "the top arm, \(on)")
            expect(frame[40, 140], blue, "the left arm, \(on)")
            expect(frame[100, 120], white, "the notch stays empty, \(on)")
        }
    }

    /// fillRule: two nested squares wound alike fill both under `.nonZero`; under `.evenOdd`
    /// the inner one is a hole (CAShapeLayerFillRule).
    @MainActor func testFillRulesDecideWhetherANestedContourIsAHole() async throws {
        for path in LayerPixelCanvas.paths {
            for rule in [CAShapeLayerFillRule.nonZero, .evenOdd] {
                let scene = try LayerPixelCanvas(path: path)
                let donut = CGMutablePath()
                donut.addRect(CGRect(x: 30, y: 30, width: 140, height: 140))
                donut.addRect(CGRect(x: 70, y: 70, width: 60, height: 60))
                let layer = shapeLayer(donut, fill: blue)
                layer.fillRule = rule
                scene.window.layer.addSublayer(layer)
                let frame = try scene.render("shape-\(rule.rawValue)")
                let on = "\(rule.rawValue), \(path.rawValue)"
                expect(frame[50, 100], blue, "the ring, \(on)")
                expect(frame[100, 100], rule == .evenOdd ? white : blue, "the middle, \(on)")
                expect(frame[10, 10], white, "outside, \(on)")
            }
        }
    }

    /// The stroke is centred on the path, lineWidth wide, drawn over the fill (CAShapeLayer).
    @MainActor func testTheStrokeIsCentredOnThePathAndOverTheFill() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let square = CGPath(rect: CGRect(x: 50, y: 50, width: 100, height: 100), transform: nil)
            scene.window.layer.addSublayer(shapeLayer(square, fill: blue, stroke: red, width: 10))
            let frame = try scene.render("shape-stroke")
            let on = path.rawValue
            expect(frame[100, 46], red, "outside half of the line, \(on)")
            expect(frame[100, 53], red, "inside half, over the fill, \(on)")
            expect(frame[100, 57], blue, "the fill past the line, \(on)")
            expect(frame[100, 43], white, "past the line, \(on)")
            expect(frame[48, 48], red, "the mitred corner, \(on)")
        }
    }

    /// strokeStart and strokeEnd draw the part of the path between those fractions of its length.
    @MainActor func testStrokeStartAndEndDrawPartOfThePath() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 20, y: 100))
            line.addLine(to: CGPoint(x: 180, y: 100))
            let layer = shapeLayer(line, fill: nil, stroke: red, width: 8)
            layer.strokeStart = 0.25
            layer.strokeEnd = 0.5
            scene.window.layer.addSublayer(layer)
            let frame = try scene.render("shape-partial")
            let on = path.rawValue
            // From 20 + 40 = 60 to 20 + 80 = 100, butt ends.
            expect(frame[58, 100], white, "before strokeStart, \(on)")
            expect(frame[62, 100], red, "after strokeStart, \(on)")
            expect(frame[98, 100], red, "before strokeEnd, \(on)")
            expect(frame[102, 100], white, "after strokeEnd, \(on)")
        }
    }

    /// lineCap: butt ends at the end point, square reaches half the width past it, round
    /// rounds it; lineJoin: miter meets at a point, bevel cuts the corner, round rounds it.
    @MainActor func testCapsAndJoins() async throws {
        for path in LayerPixelCanvas.paths {
            for (cap, join) in [
                (CAShapeLayerLineCap.butt, CAShapeLayerLineJoin.miter), (.square, .bevel), (.round, .round),
            ] {
                let scene = try LayerPixelCanvas(path: path)
                let corner = CGMutablePath()
                corner.move(to: CGPoint(x: 50, y: 50))
                corner.addLine(to: CGPoint(x: 150, y: 50))
                corner.addLine(to: CGPoint(x: 150, y: 150))
                let layer = shapeLayer(corner, fill: nil, stroke: red, width: 20)
                layer.lineCap = cap
                layer.lineJoin = join
                scene.window.layer.addSublayer(layer)
                let frame = try scene.render("shape-\(cap.rawValue)-\(join.rawValue)")
                let on = "\(cap.rawValue)/\(join.rawValue), \(path.rawValue)"
                // The start cap, at (50, 50) heading right: 5 points before it.
                expect(frame[45, 50], cap == .butt ? white : red, "cap 5 points past the end, \(on)")
                expect(frame[42, 42], cap == .square ? red : white, "the cap's corner, \(on)")
                // The corner at (150, 50): the miter's tip region, the bevel's cut, the round arc.
                expect(frame[158, 42], join == .miter ? red : white, "the corner's outer tip, \(on)")
                expect(frame[156, 44], join == .bevel ? white : red, "inside the round join, \(on)")
            }
        }
    }

    /// A translucent stroke is one fill: where its pieces meet (the corners) it is no darker
    /// than along its sides, as a Core Graphics stroke is (rasteriser; see LAYERS.md for the
    /// geometry path).
    @MainActor func testATranslucentStrokeDoesNotDarkenWhereItsPiecesMeet() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let square = CGPath(rect: CGRect(x: 50, y: 50, width: 100, height: 100), transform: nil)
        let layer = shapeLayer(square, fill: nil, stroke: Color(r: 0, g: 0, b: 0, a: 128), width: 10)
        layer.lineJoin = .round
        scene.window.layer.addSublayer(layer)
        let frame = try scene.render("shape-translucent")
        expect(frame[50, 50], frame[100, 50], tolerance: 1, "a corner as the side")
        expect(frame[100, 50], Color(r: 127, g: 127, b: 127), tolerance: 2, "half black over white")
    }

    /// A stroked circle is a ring of the line's width around the path, the same all round.
    @MainActor func testAStrokedCircleIsAnEvenRing() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let circle = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 120, height: 120), transform: nil)
            scene.window.layer.addSublayer(shapeLayer(circle, fill: nil, stroke: blue, width: 12))
            let frame = try scene.render("shape-circle")
            for angle in stride(from: 0.0, to: 2 * Double.pi, by: Double.pi / 7) {
                func at(_ r: Double) -> Color { frame[Int(100 + r * cos(angle)), Int(100 + r * sin(angle))] }
                expect(at(60), blue, "on the path at \(angle), \(path.rawValue)")
                expect(at(56), blue, "inside half at \(angle), \(path.rawValue)")
                expect(at(64), blue, "outside half at \(angle), \(path.rawValue)")
                expect(at(50), white, "the middle stays empty at \(angle), \(path.rawValue)")
                expect(at(70), white, "past the line at \(angle), \(path.rawValue)")
            }
        }
    }

    /// CABasicAnimation(keyPath: "strokeEnd") draws the line progressively: halfway through a
    /// linear animation from 0 to 1, half the path is stroked; the model stays as set.
    @MainActor func testAStrokeEndAnimationDrawsTheLineProgressively() async throws {
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 20, y: 100))
            line.addLine(to: CGPoint(x: 180, y: 100))
            let layer = shapeLayer(line, fill: nil, stroke: red, width: 8)
            scene.window.layer.addSublayer(layer)
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            layer.add(animation, forKey: "draw")
            scene.advance(frames: 30)
            let frame = try scene.render("shape-stroke-end-animating")
            let on = path.rawValue
            XCTAssertEqual(layer.presentation()?.strokeEnd ?? 0, 0.5, accuracy: 0.02)
            XCTAssertEqual(layer.strokeEnd, 1, "the model is unchanged")
            expect(frame[90, 100], red, "drawn up to the middle, \(on)")
            expect(frame[110, 100], white, "not yet past it, \(on)")
            scene.advance(frames: 40)
            let done = try scene.render("shape-stroke-end-done")
            expect(done[170, 100], red, "the whole line once over, \(on)")
        }
    }
}
