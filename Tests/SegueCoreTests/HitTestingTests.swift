import XCTest

@testable import SegueCore

nonisolated final class HitTestingTests: XCTestCase {
    @MainActor private func makeWindow() -> WindowView {
        WindowView(size: Size(width: 400, height: 400), clock: ManualClock())
    }

    @MainActor func testHitThroughRotatedView() async {
        let window = makeWindow()
        let view = View(frame: Rect(x: 100, y: 100, width: 200, height: 20))
        window.addSubview(view)
        view.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        // Rotated a quarter turn about its centre (200, 110): now a tall, thin bar.
        XCTAssertTrue(window.hitTest(Point(x: 200, y: 30)) === view)
        XCTAssertTrue(window.hitTest(Point(x: 120, y: 110)) === window)
    }

    @MainActor func testHitThroughScaledView() async {
        let window = makeWindow()
        let view = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(child)
        window.addSubview(view)
        view.transform3D = Transform3D(scaleX: 0.5, y: 0.5, z: 1)
        // The view now covers (150...250); the child its top-left quarter (150...175).
        XCTAssertTrue(window.hitTest(Point(x: 160, y: 160)) === child)
        XCTAssertTrue(window.hitTest(Point(x: 200, y: 200)) === view)
        XCTAssertTrue(window.hitTest(Point(x: 120, y: 120)) === window)
    }

    @MainActor func testHitThroughPerspectiveRotation() async {
        let window = makeWindow()
        let view = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(view)
        var t = Transform3D.perspective(eyeDistance: 500)
        t = Transform3D(rotationAngle: 0.8, x: 1, y: 0, z: 0).concatenating(t)
        view.transform3D = t
        // The projected top edge is nearer or farther: sample the projection of local points.
        let world = view.presentationTransformToRoot
        let inside = world.apply(Point(x: 190, y: 20))
        let outside = world.apply(Point(x: 190, y: -10))
        XCTAssertTrue(window.hitTest(inside) === view)
        XCTAssertTrue(window.hitTest(outside) === window)
    }

    @MainActor func testHiddenAndDisabledViewsAreSkipped() async {
        let window = makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.isHidden = true
        XCTAssertTrue(window.hitTest(Point(x: 50, y: 50)) === window)
        view.isHidden = false
        view.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(Point(x: 50, y: 50)) === window)
    }

    @MainActor func testConvertRoundTrips() async {
        let window = makeWindow()
        let a = View(frame: Rect(x: 50, y: 60, width: 100, height: 100))
        let b = View(frame: Rect(x: 10, y: 20, width: 30, height: 30))
        a.addSubview(b)
        window.addSubview(a)
        let p = b.convert(Point(x: 5, y: 5), to: nil)
        XCTAssertEqual(p, Point(x: 65, y: 85))
        XCTAssertEqual(b.convert(p, from: nil), Point(x: 5, y: 5))
    }
}
