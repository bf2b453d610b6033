import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Mouse and focus events from the window reach the scene as one finger, and never leave a drag hanging.
nonisolated final class WindowPointerInputTests: XCTestCase {
    @MainActor private let clock = ManualClock()
    @MainActor private lazy var scene = ViewerScene(
        size: Size(width: 390, height: 844), clock: clock, textMeasurer: ApproximateTextMeasurer())

    @MainActor private func frame() {
        clock.advanceOneFrame()
        scene.update()
    }

    @MainActor private func settle() {
        for _ in 0..<600 where scene.isBusy { frame() }
        XCTAssertFalse(scene.isBusy, "the scene came to rest")
    }

    @MainActor private func route(_ event: Event) -> Bool {
        PointerInput.route(event, to: scene.scene, time: clock.now)
    }

    @MainActor func testLeftClickOnPushPushes() async throws {
        let push = try XCTUnwrap(scene.centerOfButton(titled: "Push"))
        XCTAssertTrue(route(.mouseDown(button: .left, position: push, clicks: 1)))
        frame()
        XCTAssertTrue(route(.mouseUp(button: .left, position: push)))
        settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
    }

    @MainActor func testOtherButtonsAndHoverAreIgnored() async throws {
        let push = try XCTUnwrap(scene.centerOfButton(titled: "Push"))
        XCTAssertFalse(route(.mouseDown(button: .right, position: push, clicks: 1)))
        XCTAssertFalse(route(.mouseUp(button: .right, position: push)))
        XCTAssertFalse(route(.mouseMotion(position: push, buttons: [])), "hover without a touch is no event")
        XCTAssertFalse(route(.keyDown(.letter("x"), isRepeat: false)))
        settle()
        XCTAssertEqual(scene.navigationTitles, ["Home"])
    }

    @MainActor private func presentModal() {
        scene.present()
        settle()
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
    }

    @MainActor private func startDraggingModalDown() throws {
        var point = Point(x: 195, y: 200)
        XCTAssertTrue(route(.mouseDown(button: .left, position: point, clicks: 1)))
        for _ in 0..<12 {
            frame()
            point.y += 25
            XCTAssertTrue(route(.mouseMotion(position: point, buttons: .left)))
        }
        frame()
        let transition = try XCTUnwrap(scene.window.activeTransition)
        XCTAssertTrue(transition.context.isInteractive)
        XCTAssertGreaterThan(transition.progress, 0.2)
    }

    @MainActor func testLosingFocusMidDragCancelsTheDismissal() async throws {
        presentModal()
        try startDraggingModalDown()
        XCTAssertTrue(route(.window(.focusLost)))
        XCTAssertNil(scene.router.activeTouch, "no touch is left hanging")
        settle()
        XCTAssertEqual(scene.modalTitles, ["Modal 1"], "a cancelled drag leaves the modal presented")
        // The modal still takes a new drag.
        try startDraggingModalDown()
        XCTAssertTrue(route(.mouseUp(button: .left, position: Point(x: 195, y: 800))))
        settle()
        XCTAssertEqual(scene.modalTitles, [], "released past the middle, the drag dismisses")
    }

    @MainActor func testLeavingTheWindowMidDragCancelsIt() async throws {
        presentModal()
        try startDraggingModalDown()
        XCTAssertTrue(route(.window(.mouseLeft)))
        XCTAssertNil(scene.router.activeTouch)
        XCTAssertFalse(route(.mouseMotion(position: Point(x: 195, y: 700), buttons: .left)))
        settle()
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
    }
}
