import SegueCore
import XCTest

@testable import SegueUI

/// Under a finger the sheet's card moves with the finger, point for point, and the dimming
/// follows the progress linearly.
nonisolated final class SheetDragTests: XCTestCase {
    @MainActor private var h: TransitionHarness!
    @MainActor private var router: EventRouter!
    @MainActor private var driver: InteractiveDragDriver?

    @MainActor override func setUp() async throws {
        h = TransitionHarness(style: .sheet)
        router = EventRouter(window: h.window)
        router.isInputBlocked = { [unowned self] in self.h.window.ignoresInteractionEvents }
    }

    @MainActor override func tearDown() async throws {
        driver = nil
        router = nil
        h = nil
    }

    @MainActor private func presentSheet() -> ColorScreen {
        let modal = h.makeModal("Sheet")
        h.home.present(modal, animated: true)
        h.settle()
        let pan = PanGestureRecognizer()
        modal.view.addGestureRecognizer(pan)
        driver = InteractiveDragDriver(
            recognizer: pan, direction: Point(x: 0, y: 1), length: { [unowned modal] in modal.view.bounds.height },
            start: { [unowned modal] interaction in modal.dismiss(interaction: interaction) })
        return modal
    }

    @MainActor func testTheCardFollowsTheFingerPointForPointAndTheDimmingLinearly() async {
        let modal = presentSheet()
        guard let dimming = h.window.presentations.last?.presentationController?.dimmingView else {
            return XCTFail("the sheet has a dimming view")
        }
        let cardTop = modal.view.presentation.frame.minY
        let cardHeight = modal.view.bounds.height
        XCTAssertLessThan(cardHeight, h.window.bounds.height, "the card is shorter than the window")
        let start = Point(x: 200, y: cardTop + 100)
        router.handle(.down(location: start, time: h.clock.now))
        h.frame()
        // A slow drag of 100 points, one point a frame; the pan starts after its slop, and the
        // card closes the slop a few points a frame: never more than 4 beyond the finger's step.
        var checked = 0
        var previous = 0.0
        for i in 1...100 {
            h.frame()
            router.handle(.moved(location: Point(x: 200, y: start.y + Double(i)), time: h.clock.now))
            h.frame()
            guard h.window.activeTransition?.context.isInteractive == true else { continue }
            let finger = Double(i)
            let moved = modal.view.presentation.frame.minY - cardTop
            XCTAssertLessThanOrEqual(moved - previous, 1 + 4, "at \(i) points the card jumped \(moved - previous)")
            previous = moved
            if i >= 14 {
                XCTAssertEqual(moved, finger, accuracy: 1, "at \(i) points the card moved \(moved)")
            }
            let progress = moved / cardHeight
            XCTAssertEqual(dimming.presentation.alpha, 1 - progress, accuracy: 0.005, "dimming at \(i) points")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 80, "the drag drove the dismissal for most of its length")
        router.handle(.up(location: Point(x: 200, y: start.y + 100), time: h.clock.now))
        h.settle()
        XCTAssertTrue(h.nav.presentedViewController === modal, "a slow 100-point drag cancels")
        h.assertMirror()
    }
}
