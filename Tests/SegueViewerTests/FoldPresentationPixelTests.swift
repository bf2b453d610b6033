import Foundation
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The fold presents and dismisses (the seed's own example is a custom presentation), with the
/// presenter kept in the window; the affine fold rests squashed, as the original leaves it.
nonisolated final class FoldPresentationPixelTests: XCTestCase {
    @MainActor private let modal = Palette.modal(1)

    @MainActor private func isModal(_ c: Color) -> Bool {
        abs(Int(c.r) - Int(modal.r)) <= 6 && abs(Int(c.g) - Int(modal.g)) <= 6 && abs(Int(c.b) - Int(modal.b)) <= 6
    }

    /// The first and last x of the modal's colour on row y, or nil when the row shows none.
    @MainActor private func modalSpan(_ s: Surface, row y: Int) -> ClosedRange<Int>? {
        var first: Int?
        var last: Int?
        for x in 0..<s.width where isModal(s[x, y]) {
            if first == nil { first = x }
            last = x
        }
        guard let first, let last else { return nil }
        return first...last
    }

    /// The topmost row showing the modal's colour in the middle column.
    @MainActor private func modalTop(_ s: Surface) -> Int? {
        (0..<s.height).first { isModal(s[s.width / 2, $0]) }
    }

    @MainActor private func presentHalfWay(_ style: TransitionStyle) throws -> (SceneRig, Surface) {
        let rig = try SceneRig(style: style)
        rig.settle()
        rig.scene.present()
        for _ in 0..<30 { rig.frame() }  // 0.5 s of 1 s
        XCTAssertTrue(rig.scene.window.isTransitioning)
        XCTAssertTrue(rig.scene.navigation.view.superview === rig.scene.window, "the presenter stays in the window")
        return (rig, try rig.surface())
    }

    @MainActor func testFoldPresentShowsATrapezoidOverTheShrinkingPresenter() async throws {
        let (_, s) = try presentHalfWay(.fold)
        guard let top = modalTop(s), let upper = modalSpan(s, row: top + 20), let lower = modalSpan(s, row: 830) else {
            return XCTFail("the modal shows")
        }
        // Folded back in perspective: the far (top) edge is narrower than the bottom one.
        XCTAssertLessThan(upper.count + 20, lower.count, "top \(upper), bottom \(lower)")
        XCTAssertGreaterThan(upper.lowerBound, lower.lowerBound + 10)
        XCTAssertGreaterThan(top, 5, "the top edge leans back, below the window's top")
        // The presenter shrinks towards (20, 20, W - 40, H - 10): the window's black shows at its corner.
        XCTAssertEqual(s[2, 2], Color(r: 0, g: 0, b: 0, a: 255))
    }

    @MainActor func testFoldAffinePresentShowsASquashOverTheShrinkingPresenter() async throws {
        let (_, s) = try presentHalfWay(.foldAffine)
        guard let top = modalTop(s), let upper = modalSpan(s, row: top + 3), let lower = modalSpan(s, row: 830) else {
            return XCTFail("the modal shows")
        }
        // Squashed about its bottom edge, no perspective: a full-width rectangle, lower than the window.
        XCTAssertEqual(upper, lower)
        XCTAssertEqual(lower, 0...(s.width - 1))
        let height = 844.0
        let halfSquash = 1 - (1 - cos(FoldAnimator.angle)) / 2  // ease-in-out is at one half at half time
        XCTAssertEqual(Double(top), height * (1 - halfSquash), accuracy: 2)
        XCTAssertEqual(s[2, 2], Color(r: 0, g: 0, b: 0, a: 255), "the presenter shrinks away from the corner")
    }

    @MainActor func testFoldDismissFoldsTheModalAwayAndGrowsThePresenterBack() async throws {
        for style in [TransitionStyle.fold, .foldAffine] {
            let rig = try SceneRig(style: style)
            rig.settle()
            rig.scene.present()
            rig.settle()
            rig.scene.dismiss()
            for _ in 0..<30 { rig.frame() }
            let s = try rig.surface()
            guard let top = modalTop(s), let upper = modalSpan(s, row: top + 3), let lower = modalSpan(s, row: 830)
            else {
                return XCTFail("\(style.name): the modal shows half way")
            }
            XCTAssertGreaterThan(top, 300, "\(style.name): half folded down onto its bottom edge")
            if style == .fold {
                XCTAssertLessThan(upper.count + 20, lower.count, "a trapezoid: \(upper) over \(lower)")
            } else {
                XCTAssertEqual(upper, lower, "a squash: \(upper) over \(lower)")
            }
            rig.settle()
            XCTAssertEqual(rig.scene.modalTitles, [])
            XCTAssertTrue(rig.scene.navigation.restingTransform.isIdentity, "the presenter is back to full size")
            XCTAssertEqual(rig.scene.window.mirrorInvariantViolations(), [])
            let settled = try rig.surface()
            XCTAssertEqual(settled[2, 200], Palette.home, "\(style.name): the home screen fills the window again")
        }
    }

    @MainActor func testADismissalWithoutAnimationPutsThePresenterBackToFullSize() async throws {
        let rig = try SceneRig(style: .fold)
        rig.settle()
        rig.scene.present()
        rig.settle()
        XCTAssertFalse(rig.scene.navigation.restingTransform.isIdentity, "the presenter rests shrunk")
        rig.scene.window.presentations[0].presented.dismiss(animated: false)
        rig.settle()
        XCTAssertTrue(rig.scene.navigation.restingTransform.isIdentity)
        XCTAssertEqual(rig.scene.navigation.view.transform, .identity)
        XCTAssertEqual(rig.scene.window.mirrorInvariantViolations(), [])
    }

    @MainActor func testFoldAffineRestsSquashedAsTheOriginalLeavesIt() async throws {
        let rig = try SceneRig(style: .foldAffine)
        rig.settle()
        rig.scene.present()
        rig.settle()
        XCTAssertEqual(rig.scene.window.mirrorInvariantViolations(), [])
        let s = try rig.surface()
        // CATransform3DGetAffineTransform(rotation −0.5 about x) about the bottom edge: a vertical
        // scale of cos 0.5, so the top edge rests at H (1 − cos 0.5).
        let expectedTop = 844 * (1 - cos(FoldAnimator.angle))
        guard let top = modalTop(s) else { return XCTFail("the modal shows") }
        XCTAssertEqual(Double(top), expectedTop, accuracy: 1.5)
        XCTAssertEqual(modalSpan(s, row: top + 3), 0...(s.width - 1))
        // The presenter rests shrunk at (20, 20, W - 40, H - 10) above it, as UIKit leaves it.
        XCTAssertEqual(s[10, 40], Color(r: 0, g: 0, b: 0, a: 255), "outside the shrunk presenter")
        XCTAssertEqual(s[30, 80], Palette.home, "inside the shrunk presenter")
        // The model agrees with the picture: the modal's view keeps the squash as its resting transform.
        let presented = rig.scene.window.presentations[0].presented
        let squash = Transform3D(
            affine: Transform3D(rotationAngle: -FoldAnimator.angle, x: 1, y: 0, z: 0).affineTransform)
        XCTAssertEqual(presented.restingTransform, RestingTransform(squash, anchorPoint: Point(x: 0.5, y: 1)))
        XCTAssertEqual(presented.view.presentation.transform, squash)
        // A push rests squashed too: the new screen's top edge below the bar by (1 − cos 0.5) of its height.
        let push = try SceneRig(style: .foldAffine)
        push.settle()
        push.scene.push()
        push.settle()
        XCTAssertEqual(push.scene.window.mirrorInvariantViolations(), [])
        let p = try push.surface()
        let screen = Palette.screen(2)
        let screenTop = (56..<844).first { p[195, $0] == screen }
        XCTAssertEqual(Double(screenTop ?? 0), 56 + 788 * (1 - cos(FoldAnimator.angle)), accuracy: 1.5)
    }
}
