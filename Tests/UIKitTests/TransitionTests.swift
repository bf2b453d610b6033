import UIKit
import XCTest

/// UIView.transition(with:) and transition(from:to:).
nonisolated final class TransitionTests: AnimationHarness {
    /// Cross dissolve: the view's old drawing, as a snapshot on top, fades out over the new
    /// content along the curve; at the midpoint of a linear transition it is half transparent.
    @MainActor func testCrossDissolveFadesTheOldDrawingOutOverTheNew() async {
        view.backgroundColor = Color(r: 255, g: 0, b: 0)
        var done: [Bool] = []
        UIView.transition(
            with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { self.view.backgroundColor = Color(r: 0, g: 0, b: 255) }, completion: { done.append($0) })
        XCTAssertEqual(view.presentation.backgroundColor, Color(r: 0, g: 0, b: 255), "the new content at once")
        let snapshot = try? XCTUnwrap(view.subviews.last as? SnapshotView)
        XCTAssertNotNil(snapshot)
        advance(0.5)
        XCTAssertEqual(snapshot?.presentation.alpha ?? -1, 0.5, accuracy: 1e-9)
        advance(0.5)
        XCTAssertEqual(done, [true])
        XCTAssertTrue(view.subviews.isEmpty, "the snapshot is gone")
    }

    /// Flip from left: the view turns about its vertical axis, its left side coming forward,
    /// showing the old drawing until edge-on and the new one after.
    @MainActor func testFlipFromLeftTurnsAboutTheVerticalAxisAndSwapsAtTheHalf() async {
        var done: [Bool] = []
        UIView.transition(
            with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {},
            completion: { done.append($0) })
        let snapshot = view.subviews.last
        advance(0.25)
        let turn = view.presentation.transform
        // A turn θ about y has m13 = −sin θ: θ = π/4, left side (x < 0) towards the viewer (z > 0).
        XCTAssertEqual(turn.m13, -sin(Double.pi / 4), accuracy: 1e-9)
        XCTAssertLessThan(turn.m34, 0, "seen in perspective")
        XCTAssertEqual(snapshot?.presentation.alpha, 1, "the old drawing in the first half")
        advance(0.5)
        XCTAssertEqual(view.presentation.transform.m13, sin(Double.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(snapshot?.presentation.alpha, 0, "the new content in the second half")
        advance(0.25)
        XCTAssertEqual(done, [true])
        XCTAssertEqual(view.presentation.transform, .identity)
    }

    /// transition(from:to:) puts `toView` in `fromView`'s place and takes `fromView` out; with
    /// `.showHideTransitionViews` it hides one and shows the other instead.
    @MainActor func testTransitionFromToReplacesOrHidesTheViews() async {
        let a = UIView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(a)
        var done: [Bool] = []
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionCrossDissolve) { done.append($0) }
        XCTAssertNil(a.superview)
        XCTAssertTrue(b.superview === view)
        advance(0.5)
        XCTAssertEqual(done, [true])
        b.isHidden = true
        UIView.transition(from: b, to: a, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        XCTAssertTrue(b.superview === view, "both stay")
        XCTAssertTrue(b.isHidden)
        XCTAssertFalse(a.isHidden)
    }
}
