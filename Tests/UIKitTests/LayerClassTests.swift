import Foundation
import SegueSDL
import UIKit
import XCTest

/// UIKit's `layerClass` and `init()` rules: a view subclass chooses its layer's class, and
/// `UIView()` makes a subclass through its own `init(frame:)`.
nonisolated final class LayerClassTests: XCTestCase {
    @MainActor private let blue = Color(r: 30, g: 60, b: 220)
    @MainActor private let white = Color(r: 255, g: 255, b: 255)

    @MainActor final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
    }

    @MainActor final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @MainActor final class CubeView: UIView {
        override class var layerClass: AnyClass { CATransformLayer.self }
    }

    /// UIView.layerClass: "the class used to create the layer for instances of this class";
    /// `layer as! CAShapeLayer` holds and its path is drawn by the view.
    @MainActor func testAViewBackedByAShapeLayerDrawsItsPath() async throws {
        XCTAssertTrue(UIView.layerClass == CALayer.self)
        for path in LayerPixelCanvas.paths {
            let scene = try LayerPixelCanvas(path: path)
            let view = ShapeView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
            view.shapeLayer.path = UIBezierPath(ovalIn: view.bounds).cgPath
            view.shapeLayer.fillColor = blue.cgColor
            scene.window.addSubview(view)
            XCTAssertTrue(view.layer is CAShapeLayer)
            XCTAssertTrue(view.layer.presentation() is CAShapeLayer)
            let frame = try scene.render("layerclass-shape")
            XCTAssertLessThanOrEqual(frame[100, 100].distance(to: blue), 2, "inside the oval, \(path)")
            XCTAssertLessThanOrEqual(frame[44, 44].distance(to: white), 2, "outside the oval, \(path)")
        }
    }

    /// A shape-layer-backed view's path animates with CABasicAnimation(keyPath: "strokeEnd").
    @MainActor func testAShapeBackedViewAnimatesItsStroke() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 20, y: 100))
        line.addLine(to: CGPoint(x: 180, y: 100))
        view.shapeLayer.path = line.cgPath
        view.shapeLayer.fillColor = nil
        view.shapeLayer.strokeColor = blue.cgColor
        view.shapeLayer.lineWidth = 10
        scene.window.addSubview(view)
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        view.layer.add(draw, forKey: "draw")
        scene.advance(frames: 30)
        let frame = try scene.render("layerclass-stroke")
        XCTAssertLessThanOrEqual(frame[60, 100].distance(to: blue), 2, "the first half is drawn")
        XCTAssertLessThanOrEqual(frame[140, 100].distance(to: white), 2, "the second half is not yet")
    }

    /// A view backed by a CAGradientLayer draws its gradient over the bounds.
    @MainActor func testAViewBackedByAGradientLayerDrawsTheGradient() async throws {
        let scene = try LayerPixelCanvas(path: .raster)
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let gradient = try XCTUnwrap(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        scene.window.addSubview(view)
        let frame = try scene.render("layerclass-gradient")
        XCTAssertLessThan(Int(frame[100, 5].r), 20, "black at the top")
        XCTAssertGreaterThan(Int(frame[100, 195].r), 235, "white at the bottom")
        XCTAssertEqual(Double(frame[100, 100].r), 127, accuracy: 8, "grey halfway")
    }

    /// A view backed by a CATransformLayer: its layer is one, and it forms no compositing group.
    @MainActor func testAViewBackedByATransformLayer() async {
        let view = CubeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertTrue(view.layer is CATransformLayer)
        XCTAssertFalse(view.layer.allowsGroupOpacity)
        XCTAssertFalse(view.allowsGroupOpacity)
    }

    @MainActor final class Badge: UIView {
        var madeBy = ""
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeBy = "init(frame:)"
        }
        required init?(coder: NSCoder) { nil }
    }

    @MainActor final class Plain: UIView {
        var count = 3
    }

    @MainActor final class Card: UIView {
        let title: String
        init(title: String) {
            self.title = title
            super.init()
        }
        required init?(coder: NSCoder) { nil }
    }

    /// UIView's `init()` calls `init(frame: .zero)` (UIKit's documented designated-initializer
    /// chain): a subclass that overrides `init(frame:)` gets its override from `Badge()`.
    @MainActor func testInitCallsTheSubclassesInitFrame() async {
        let badge = Badge()
        XCTAssertEqual(badge.madeBy, "init(frame:)")
        XCTAssertEqual(badge.frame, .zero)
        XCTAssertEqual(Plain().count, 3)
        XCTAssertEqual(UIView().frame, .zero)
        // A subclass's designated init that calls `super.init()` still compiles and makes a view.
        XCTAssertEqual(Card(title: "a").bounds, .zero)
    }
}
