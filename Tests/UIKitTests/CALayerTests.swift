import UIKit
import XCTest

/// Core Animation's rules for layers, checked on layers made as iOS code makes them.
nonisolated final class CALayerTests: XCTestCase {
    @MainActor private var clock: ManualClock!
    @MainActor private var window: WindowView!

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        window = WindowView(size: CGSize(width: 400, height: 800), clock: clock)
    }

    @MainActor private func advance(frames: Int) {
        for _ in 0..<frames {
            clock.advanceOneFrame()
            window.update()
        }
    }

    /// A view's layer is the view's state: `layer.position` is `center`, `layer.opacity` is
    /// `alpha`, `layer.bounds` is `bounds` (UIView documentation, "layer").
    @MainActor func testAViewsLayerIsTheViewsState() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.layer.position, CGPoint(x: 60, y: 45))
        view.layer.position = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        view.layer.opacity = 0.5
        XCTAssertEqual(view.alpha, 0.5, accuracy: 1e-9)
        XCTAssertTrue(view.layer === view.layer, "one layer object per view")
    }

    /// anchorPoint moves the frame, not the position: the position is where the anchor point
    /// lies in the superlayer (CALayer, "anchorPoint").
    @MainActor func testAnchorPointMovesTheFrameAroundThePosition() async {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        XCTAssertEqual(layer.frame, CGRect(x: 150, y: 80, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(layer.position, CGPoint(x: 200, y: 100), "the position stays")
        XCTAssertEqual(layer.frame, CGRect(x: 200, y: 100, width: 100, height: 40), "the frame moves")
    }

    /// A transform leaves bounds and center alone; frame is then the transformed bounding box
    /// (UIView, "transform").
    @MainActor func testATransformLeavesBoundsAndCenterAndBoundsTheFrame() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(view.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(view.frame.height, 100, accuracy: 1e-9)
        XCTAssertEqual(view.frame.minX, 25, accuracy: 1e-9)
        XCTAssertEqual(view.transform3D.m12, 1, accuracy: 1e-12, "transform3D is the same rotation")
    }

    /// A stand-alone sublayer is among the layer's sublayers in order, not among the view's subviews.
    @MainActor func testSublayersAreNotSubviews() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: .zero)
        view.addSubview(child)
        let gradient = CALayer()
        view.layer.insertSublayer(gradient, at: 0)
        XCTAssertEqual(view.subviews.count, 1)
        XCTAssertTrue(view.subviews[0] === child)
        XCTAssertEqual(view.layer.sublayers?.count, 2)
        XCTAssertTrue(view.layer.sublayers?[0] === gradient, "inserted at 0: behind the subview's layer")
        XCTAssertTrue(view.layer.sublayers?[1] === child.layer)
        XCTAssertTrue(gradient.superlayer === view.layer)
        gradient.removeFromSuperlayer()
        XCTAssertNil(gradient.superlayer)
        XCTAssertEqual(view.layer.sublayers?.count, 1)
    }

    /// An explicit animation does not change the model; the presentation moves, and at the end
    /// (removed on completion, the default) the layer shows its model value again.
    @MainActor func testAnExplicitAnimationSnapsBackToTheModel() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 50
        move.toValue = 250
        move.duration = 1
        view.layer.add(move, forKey: "move")
        XCTAssertEqual(view.layer.position.x, 50, "the model is unchanged")
        XCTAssertEqual(view.layer.animationKeys(), ["move"])
        advance(frames: 30)
        XCTAssertEqual(view.layer.presentation()!.position.x, 150, accuracy: 1e-6, "linear when no timing function")
        XCTAssertEqual(view.layer.model().position.x, 50)
        advance(frames: 31)
        XCTAssertEqual(view.layer.presentation()!.position.x, 50, "back at the model value")
        XCTAssertNil(view.layer.animationKeys())
    }

    /// fillMode .forwards with isRemovedOnCompletion false holds the end value after the end.
    @MainActor func testFillForwardsHoldsTheEndValue() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        view.layer.add(fade, forKey: nil)
        advance(frames: 60)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.2, accuracy: 1e-6)
        XCTAssertEqual(view.layer.opacity, 1, "the model never changed")
    }

    /// The delegate hears animationDidStop with finished false when the animation is removed.
    @MainActor func testRemovingAnAnimationTellsTheDelegateNotFinished() async {
        @MainActor final class Recorder: CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let recorder = Recorder()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        spin.delegate = recorder
        view.layer.add(spin, forKey: "spin")
        advance(frames: 10)
        view.layer.removeAnimation(forKey: "spin")
        XCTAssertEqual(recorder.stops, [false])
        let again = CABasicAnimation(keyPath: "transform.rotation.z")
        again.toValue = CGFloat.pi
        again.duration = 0.25
        again.delegate = recorder
        view.layer.add(again, forKey: "spin")
        advance(frames: 20)
        XCTAssertEqual(recorder.stops, [false, true])
    }

    /// A stand-alone layer's property change animates implicitly for 0.25 s; a view's own layer's
    /// does not; `CATransaction.setDisableActions(true)` turns the implicit animation off.
    @MainActor func testImplicitAnimationsOfStandaloneLayersOnly() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.layer.addSublayer(layer)
        layer.opacity = 0
        XCTAssertEqual(layer.opacity, 0, "the model changes at once")
        XCTAssertEqual(Double(layer.presentation()!.opacity), 1, accuracy: 1e-9, "the presentation starts at 1")
        advance(frames: 6)
        let mid = Double(layer.presentation()!.opacity)
        XCTAssertGreaterThan(mid, 0.05)
        XCTAssertLessThan(mid, 0.95)
        advance(frames: 10)
        XCTAssertEqual(Double(layer.presentation()!.opacity), 0, accuracy: 1e-9, "over after 0.25 s")

        view.layer.opacity = 0.5
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 0.5, accuracy: 0.01, "a view's layer: no action")

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 1
        CATransaction.commit()
        XCTAssertEqual(Double(layer.presentation()!.opacity), 1, accuracy: 1e-9, "actions disabled: at once")
    }

    /// A paused layer (speed 0) shows its animations at timeOffset: scrubbing, as interactive
    /// transitions drive Core Animation.
    @MainActor func testSpeedZeroWithTimeOffsetScrubs() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let slide = CABasicAnimation(keyPath: "position.y")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        view.layer.add(slide, forKey: "slide")
        view.layer.speed = 0
        view.layer.timeOffset = 0.25
        advance(frames: 30)
        XCTAssertEqual(view.layer.presentation()!.position.y, 25, accuracy: 1e-6)
        view.layer.timeOffset = 0.75
        advance(frames: 1)
        XCTAssertEqual(view.layer.presentation()!.position.y, 75, accuracy: 1e-6)
    }

    /// A CAShapeLayer as a mask: a CABasicAnimation of its `path` from a small circle to a large
    /// one grows the mask (the circle reveal of the second source article).
    @MainActor func testAShapeLayerMaskAnimatesItsPath() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let small = UIBezierPath(ovalIn: CGRect(x: 90, y: 90, width: 20, height: 20))
        let large = UIBezierPath(ovalIn: CGRect(x: -100, y: -100, width: 400, height: 400))
        let mask = CAShapeLayer()
        mask.path = large.cgPath
        view.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small.cgPath
        grow.toValue = large.cgPath
        grow.duration = 1
        mask.add(grow, forKey: "path")
        advance(frames: 30)
        guard case .ellipse(let r)? = mask.node.presentation.maskShape else {
            return XCTFail("the mask's path is an ellipse at half time")
        }
        XCTAssertEqual(r.width, 210, accuracy: 1e-6, "halfway between 20 and 400")
        XCTAssertTrue(view.layer.mask === mask)
    }
}
