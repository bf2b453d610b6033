import SegueCore
import XCTest

@testable import SegueUI

/// Mouse-driven transitions: the event router, buttons, the edge swipe and drag to dismiss.
nonisolated final class InputTransitionTests: XCTestCase {
    @MainActor private var h: TransitionHarness!
    @MainActor private var router: EventRouter!
    @MainActor private var drivers: [InteractiveDragDriver] = []

    @MainActor override func setUp() async throws {
        h = TransitionHarness(style: .system)
        router = EventRouter(window: h.window)
        router.isInputBlocked = { [unowned self] in self.h.window.ignoresInteractionEvents }
    }

    @MainActor override func tearDown() async throws {
        drivers.removeAll()
        router = nil
        h = nil
    }

    @MainActor private func frame() { h.frame() }

    @MainActor private func down(_ p: Point) { router.handle(.down(location: p, time: h.clock.now)) }
    @MainActor private func move(_ p: Point) { router.handle(.moved(location: p, time: h.clock.now)) }
    @MainActor private func up(_ p: Point) { router.handle(.up(location: p, time: h.clock.now)) }

    /// Presses at `a`, moves to `b` in a straight line one step per frame over `seconds`,
    /// optionally holds still for `hold` seconds, then releases.
    @MainActor private func drag(from a: Point, to b: Point, seconds: Double, hold: Double = 0) {
        down(a)
        frame()
        let steps = max(1, Int((seconds * 60).rounded()))
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            frame()
            move(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
        for _ in 0..<Int((hold * 60).rounded()) {
            frame()
            move(b)
        }
        up(b)
    }

    @MainActor private func click(_ p: Point) {
        down(p)
        frame()
        up(p)
    }

    /// Presents a modal that a drag down dismisses interactively.
    @MainActor private func presentDraggableModal() -> ColorScreen {
        let modal = h.makeModal("Modal 1")
        h.home.present(modal, animated: false)
        let pan = PanGestureRecognizer()
        modal.view.addGestureRecognizer(pan)
        let driver = InteractiveDragDriver(
            recognizer: pan, direction: Point(x: 0, y: 1), length: { [unowned modal] in modal.view.bounds.height },
            start: { [unowned modal] interaction in modal.dismiss(interaction: interaction) })
        drivers.append(driver)
        frame()
        return modal
    }

    @MainActor func testDragDownSixtyPercentAndReleaseSlowlyDismisses() async {
        let modal = presentDraggableModal()
        let height = modal.view.bounds.height
        drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 100 + 0.6 * height), seconds: 1.5, hold: 0.3)
        h.settle()
        XCTAssertNil(h.nav.presentedViewController)
        h.assertMirror()
    }

    @MainActor func testDragTwentyPercentAndReleaseSlowlyCancelsAndRestores() async {
        let modal = presentDraggableModal()
        let before = ViewSnapshot(h.window)
        let height = modal.view.bounds.height
        down(Point(x: 200, y: 100))
        frame()
        for i in 1...30 {
            frame()
            move(Point(x: 200, y: 100 + 0.2 * height * Double(i) / 30))
            if i == 20 {
                XCTAssertEqual(h.window.activeTransition?.context.isInteractive, true, "the drag drives the dismissal")
            }
        }
        for _ in 0..<20 {
            frame()
            move(Point(x: 200, y: 100 + 0.2 * height))
        }
        up(Point(x: 200, y: 100 + 0.2 * height))
        h.settle()
        XCTAssertTrue(h.nav.presentedViewController === modal)
        XCTAssertEqual(ViewSnapshot(h.window), before)
        h.assertMirror()
    }

    @MainActor func testFlickAtTwentyPercentDismisses() async {
        let modal = presentDraggableModal()
        let height = modal.view.bounds.height
        // 20% of the height in 0.1 s: far faster than 1,000 points per second.
        drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 100 + 0.2 * height), seconds: 0.1)
        XCTAssertGreaterThan(0.2 * height / 0.1, 1000)
        h.settle()
        XCTAssertNil(h.nav.presentedViewController)
        h.assertMirror()
    }

    @MainActor func testCancelledDragCanStartAgain() async {
        let modal = presentDraggableModal()
        let height = modal.view.bounds.height
        drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 100 + 0.2 * height), seconds: 0.5, hold: 0.3)
        h.settle()
        XCTAssertTrue(h.nav.presentedViewController === modal)
        drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 100 + 0.7 * height), seconds: 0.5, hold: 0.3)
        h.settle()
        XCTAssertNil(h.nav.presentedViewController)
    }

    @MainActor func testEdgeSwipePopsInteractivelyAndTheMiddleDoesNothing() async {
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        frame()
        drag(from: Point(x: 200, y: 400), to: Point(x: 390, y: 400), seconds: 0.5, hold: 0.2)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 2, "a swipe from the middle does not pop")
        down(Point(x: 10, y: 400))
        frame()
        for i in 1...30 {
            frame()
            move(Point(x: 10 + 250 * Double(i) / 30, y: 400))
        }
        XCTAssertEqual(h.window.activeTransition?.context.operation, .pop)
        XCTAssertEqual(h.window.activeTransition?.context.isInteractive, true)
        for _ in 0..<10 {
            frame()
            move(Point(x: 260, y: 400))
        }
        up(Point(x: 260, y: 400))
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 1)
        h.assertMirror()
    }

    @MainActor func testClicksDuringANonInteractiveTransitionAreIgnored() async {
        let button = Button(title: "Push", frame: Rect(x: 100, y: 300, width: 190, height: 44))
        var pushes = 0
        button.addAction(for: .touchUpInside) { [unowned self] _ in
            pushes += 1
            self.h.nav.pushViewController(self.h.makeScreen(), animated: true)
        }
        h.home.view.addSubview(button)
        frame()
        let center = button.convert(Point(x: 95, y: 22), to: nil)
        click(center)
        XCTAssertTrue(h.window.isTransitioning)
        frame()
        click(center)
        click(center)
        h.settle()
        XCTAssertEqual(pushes, 1)
        XCTAssertEqual(h.nav.viewControllers.count, 2)
    }

    @MainActor func testBackButtonPops() async {
        h.nav.pushViewController(h.makeScreen("Two"), animated: false)
        frame()
        guard let back = h.nav.navigationBar.currentItem?.backButton else { return XCTFail("no back button") }
        let center = back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        click(center)
        h.settle()
        XCTAssertEqual(h.nav.viewControllers.count, 1)
    }

    @MainActor func testDragDuringTheFinishingAnimationGrabsIt() async {
        let modal = presentDraggableModal()
        let height = modal.view.bounds.height
        drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 100 + 0.6 * height), seconds: 0.5, hold: 0.2)
        frame()
        XCTAssertTrue(h.window.isTransitioning)
        XCTAssertFalse(h.window.ignoresInteractionEvents, "a finishing drag can be grabbed")
        // Grab it where the modal now is and drag it back up, then release slowly.
        let top = modal.view.presentationFrameInRoot.minY
        down(Point(x: 200, y: top + 50))
        frame()
        for i in 1...30 {
            frame()
            move(Point(x: 200, y: top + 50 - (top - 20) * Double(i) / 30))
        }
        XCTAssertEqual(h.window.activeTransition?.context.isInteractive, true)
        for _ in 0..<20 {
            frame()
            move(Point(x: 200, y: 70))
        }
        up(Point(x: 200, y: 70))
        h.settle()
        XCTAssertTrue(h.nav.presentedViewController === modal, "dragged back up and released: cancelled")
        h.assertMirror()
    }

    @MainActor func testTapOnTheDimmingDismissesACustomPresentation() async {
        h.delegate.style = .sheet
        let modal = h.makeModal("Sheet")
        h.home.present(modal, animated: true)
        h.settle()
        guard let presentation = h.window.presentations.first else { return XCTFail("not presented") }
        let card = modal.view.presentationFrameInRoot
        XCTAssertGreaterThan(card.minY, 20, "the sheet leaves a gap above it")
        click(Point(x: 200, y: card.minY / 2))
        h.settle()
        XCTAssertNil(h.nav.presentedViewController)
        XCTAssertNil(presentation.presentationController?.dimmingView)
        h.assertMirror()
    }
}
