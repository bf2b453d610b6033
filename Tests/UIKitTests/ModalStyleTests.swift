import Segue
import UIKit
import XCTest

/// The modal presentation and transition styles without a transitioning delegate: each runs
/// the system animation UIKit runs for it.
nonisolated final class ModalStyleTests: XCTestCase {
    @MainActor func testCrossDissolveFadesThePresentedScreenIn() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalTransitionStyle = .crossDissolve
        h.home.present(modal, animated: true)
        XCTAssertTrue(h.window.activeTransition?.animator is CrossDissolveAnimator)
        var last = -1.0
        for _ in 0..<10 {
            h.frame()
            let alpha = Double(modal.view.presentation.alpha)
            XCTAssertGreaterThan(alpha, last, "the presented screen fades in, every frame more")
            last = alpha
        }
        XCTAssertLessThan(last, 1)
        XCTAssertEqual(modal.view.presentation.position, modal.view.position, "it does not move")
        h.settle()
        XCTAssertEqual(h.log, ["A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear"])
        modal.dismiss(animated: true)
        h.frame(5)
        XCTAssertLessThan(modal.view.presentation.alpha, 1, "and fades out on dismissal")
        h.settle()
        XCTAssertNil(h.nav.presentedViewController)
    }

    @MainActor func testFlipHorizontalTurnsTheScreenOver() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalTransitionStyle = .flipHorizontal
        h.home.present(modal, animated: true)
        XCTAssertTrue(h.window.activeTransition?.animator is FlipHorizontalAnimator)
        let outgoing: UIView = h.nav.view
        // The first half: the presenter turns edge-on, its right edge coming forward (its
        // projected width shrinks), the presented screen waits edge-on.
        var lastWidth = Double.infinity
        for _ in 0..<20 {
            h.frame()
            let width = Double(outgoing.presentationFrameInRoot.width)
            XCTAssertLessThanOrEqual(width, lastWidth + 1e-9)
            lastWidth = width
        }
        XCTAssertLessThan(lastWidth, 200, "well on its way to edge-on")
        XCTAssertLessThan(modal.view.presentationFrameInRoot.width, 1, "the back is still edge-on")
        // The second half: the presented screen turns flat.
        h.frame(15)
        XCTAssertGreaterThan(modal.view.presentationFrameInRoot.width, 100)
        h.settle()
        XCTAssertEqual(modal.view.presentationFrameInRoot, h.window.bounds, "flat and in place")
        XCTAssertEqual(h.log, ["A.viewWillDisappear", "M.viewWillAppear", "M.viewDidAppear", "A.viewDidDisappear"])
        modal.dismiss(animated: true)
        h.settle()
        XCTAssertNil(h.nav.presentedViewController)
        XCTAssertEqual(outgoing.transform3D, .identity, "the presenter is flat again")
        XCTAssertEqual(outgoing.presentationFrameInRoot, h.window.bounds)
    }

    @MainActor func testPageSheetIsASheetAtTheLargeDetent() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalPresentationStyle = .pageSheet
        h.home.present(modal, animated: true)
        h.settle()
        let sheet = h.window.presentations.first?.presentationController as? DetentSheetPresentationController
        XCTAssertNotNil(sheet, "a sheet presentation controller")
        XCTAssertEqual(sheet?.detents, [.large])
        XCTAssertEqual(sheet?.presentationStyle, .pageSheet)
        XCTAssertGreaterThan(modal.view.frame.minY, 0, "a card below a gap")
        XCTAssertEqual(modal.view.frame.maxY, h.window.bounds.maxY)
        XCTAssertEqual(h.log, ["M.viewWillAppear", "M.viewDidAppear"], "the presenter stays, as UIKit's sheets")
        XCTAssertNotNil(sheet?.dimmingView)
        modal.dismiss(animated: true)
        h.settle()
        XCTAssertEqual(h.window.presentations.count, 0)
    }

    @MainActor func testAutomaticIsAPageSheet() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalPresentationStyle = .automatic
        h.home.present(modal, animated: true)
        h.settle()
        XCTAssertTrue(h.window.presentations.first?.presentationController is DetentSheetPresentationController)
    }
}
