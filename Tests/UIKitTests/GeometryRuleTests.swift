import UIKit
import XCTest

/// UIKit's rules for `convert`, `autoresizingMask` sharing and model against presentation
/// values while an animation runs.
nonisolated final class GeometryRuleTests: AnimationHarness {
    /// UIView.convert(_:to:) and convert(_:from:): a point maps through each view's position,
    /// bounds origin and transform; `to: nil` is the window's coordinates; a rect through a
    /// rotated view becomes the bounding box of its corners.
    @MainActor func testConvertMapsThroughPositionBoundsOriginAndTransform() async {
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        window.addSubview(a)
        a.addSubview(b)
        a.bounds.origin = CGPoint(x: 10, y: 0)
        XCTAssertEqual(b.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 110, y: 80), "a's bounds origin scrolls b")
        XCTAssertEqual(b.convert(CGPoint(x: 110, y: 80), from: nil), .zero)
        XCTAssertEqual(b.convert(CGPoint(x: 5, y: 5), to: a), CGPoint(x: 25, y: 35))
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        // About a's centre (150, 100): a's point (60, 50) is 0 from it; b's origin (20, 30) is
        // (-40, -20) from it in a's bounds (origin 10), doubled.
        let p = b.convert(CGPoint.zero, to: nil)
        XCTAssertEqual(p.x, 150 + 2 * (20 - 60), accuracy: 1e-9)
        XCTAssertEqual(p.y, 100 + 2 * (30 - 50), accuracy: 1e-9)
        a.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = a.convert(a.bounds, to: nil)
        XCTAssertEqual(box.width, 100 * 2.0.squareRoot(), accuracy: 1e-6, "the rotated square's bounding box")
        XCTAssertEqual(box.midX, 150, accuracy: 1e-6)
        XCTAssertEqual(box.midY, 100, accuracy: 1e-6)
    }

    /// UIView.autoresizingMask: "when more than one option along the same axis is set, the
    /// default behavior is to distribute the size difference proportionally among the flexible
    /// portions".
    @MainActor func testAutoresizingSharesTheChangeAmongFlexiblePortionsInProportion() async {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        superview.addSubview(view)
        superview.bounds.size.width = 350
        // Margins 10 and 140 share 150 in proportion: the left one takes 10.
        XCTAssertEqual(view.frame.minX, 20, accuracy: 1e-9)
        XCTAssertEqual(view.frame.width, 50)
        let both = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let filled = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 100))
        filled.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        both.addSubview(filled)
        both.bounds.size.width = 200
        XCTAssertEqual(filled.frame, CGRect(x: 50, y: 0, width: 100, height: 100), "all three scale with it")
    }

    /// Core Animation's model and presentation layers: while an animation runs, the model
    /// (`layer`, `layer.model()`, the view's properties) has the end value at once and
    /// `presentation()` what is on screen.
    @MainActor func testModelHasTheEndValueAndPresentationTheValueOnScreen() async {
        view.center = CGPoint(x: 0, y: 50)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { self.view.center.x = 100 }
        advance(0.25)
        XCTAssertEqual(view.center.x, 100, "the model: the end value at once")
        XCTAssertEqual(view.layer.position.x, 100)
        XCTAssertTrue(view.layer.model() === view.layer)
        XCTAssertEqual(view.layer.model().position.x, 100)
        XCTAssertEqual(view.layer.presentation()!.position.x, 25, accuracy: 1e-6, "a quarter of the way on screen")
        XCTAssertEqual(view.frame.midX, 100, "the frame follows the model")
        advance(0.75)
        XCTAssertEqual(view.layer.presentation()!.position.x, 100, accuracy: 1e-9)
    }
}
