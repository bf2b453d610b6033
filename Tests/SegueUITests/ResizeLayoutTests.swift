import SegueCore
import XCTest

@testable import SegueUI

/// A presentation controller that counts the window's layout calls and places the presented view
/// in the lower half of the container.
private final class HalfPresentationController: PresentationController {
    var layoutCalls = 0

    override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return Rect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func containerViewDidLayout() {
        layoutCalls += 1
        super.containerViewDidLayout()
    }
}

private final class HalfDelegate: TransitioningDelegate {
    var controller: HalfPresentationController?

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let presenting else { return nil }
        let controller = HalfPresentationController(presentedViewController: presented, presenting: presenting)
        // Dimmed as Segue's own presentations are (UIKit's base presentation controller dims nothing).
        controller.dimmingColor = PresentationController.standardDimmingColor
        self.controller = controller
        return controller
    }
}

/// Resizing the window lays out every visible screen for the new size, with or without a
/// transition in flight.
nonisolated final class ResizeLayoutTests: XCTestCase {
    @MainActor private func resize(_ h: TransitionHarness, _ width: Double, _ height: Double) {
        h.window.frame = Rect(x: 0, y: 0, width: width, height: height)
        h.window.layoutIfNeeded()
    }

    @MainActor func testFullScreenModalFollowsTheWindow() async {
        let h = TransitionHarness(style: .system)
        let modal = h.makeModal("Modal 1")
        h.home.present(modal, animated: true)
        h.settle()
        resize(h, 300, 600)
        XCTAssertEqual(h.window.presentations[0].containerView.frame, Rect(x: 0, y: 0, width: 300, height: 600))
        XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 0, width: 300, height: 600))
        modal.dismiss(animated: true)
        h.settle()
        XCTAssertEqual(h.nav.view.frame, Rect(x: 0, y: 0, width: 300, height: 600), "the covered root followed too")
        XCTAssertEqual(h.home.view.frame, Rect(x: 0, y: 0, width: 300, height: 600 - NavigationBar.height))
        XCTAssertEqual(h.nav.navigationBar.frame.width, 300)
    }

    @MainActor func testCustomPresentationIsLaidOutByItsPresentationController() async {
        let h = TransitionHarness(style: .system)
        let delegate = HalfDelegate()
        let modal = h.makeModal("Half")
        modal.transitioningDelegate = delegate
        modal.modalPresentationStyle = .custom
        h.home.present(modal, animated: true)
        h.settle()
        let controller = try! XCTUnwrap(delegate.controller)
        let before = controller.layoutCalls
        resize(h, 500, 700)
        XCTAssertGreaterThan(controller.layoutCalls, before, "containerViewDidLayout is called on a resize")
        XCTAssertEqual(modal.view.frame, Rect(x: 0, y: 350, width: 500, height: 350))
        XCTAssertEqual(controller.dimmingView?.frame, Rect(x: 0, y: 0, width: 500, height: 700))
    }

    @MainActor func testSheetCardFollowsTheWindow() async {
        let h = TransitionHarness(style: .sheet)
        let modal = h.makeModal("Sheet")
        h.home.present(modal, animated: true)
        h.settle()
        resize(h, 320, 500)
        let sheet = try! XCTUnwrap(h.window.presentations[0].presentationController as? SheetPresentationController)
        XCTAssertEqual(modal.view.frame, Rect(x: 0, y: sheet.topInset, width: 320, height: 500 - sheet.topInset))
        XCTAssertEqual(sheet.dimmingView?.frame, Rect(x: 0, y: 0, width: 320, height: 500))
        XCTAssertEqual(h.nav.view.frame.size, Size(width: 320, height: 500), "the screen under the sheet too")
    }

    @MainActor func testResizeDuringATransitionEndsLaidOutForTheNewSize() async {
        for style in TransitionStyle.builtIn {
            let h = TransitionHarness(style: style)
            let modal = h.makeModal("Modal 1")
            h.home.present(modal, animated: true)
            h.frame(10)
            resize(h, 333, 555)
            h.settle()
            let expected =
                h.window.presentations[0].presentationController?.frameOfPresentedViewInContainerView
                ?? Rect(x: 0, y: 0, width: 333, height: 555)
            // The frame before the transform the screen may rest with (the affine fold's squash).
            let view: View = modal.view
            let origin = Point(
                x: view.position.x - view.anchorPoint.x * view.bounds.width,
                y: view.position.y - view.anchorPoint.y * view.bounds.height)
            XCTAssertEqual(Rect(origin: origin, size: view.bounds.size), expected, "\(style)")
            XCTAssertEqual(view.transform3D, modal.restingTransform.transform, "\(style)")
            XCTAssertEqual(expected.width, 333, "\(style)")
            h.nav.pushViewController(h.makeScreen(), animated: false)
            modal.dismiss(animated: true)
            h.frame(5)
            resize(h, 400, 640)
            h.settle()
            XCTAssertEqual(
                h.nav.topViewController?.view.frame, Rect(x: 0, y: 0, width: 400, height: 640 - 56), "\(style)")
            h.assertMirror()
        }
    }
}
