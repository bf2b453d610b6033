import Segue
import SegueCore
import SegueUI
import SegueViewer
import XCTest

/// Whole interactions in every style, run headless through `HeadlessHost` with scripts that check
/// themselves with `expect`, plus pixels of their shots.
nonisolated final class ScriptScenarioTests: XCTestCase {
    /// A point of the page away from the buttons and the navigation bar.
    @MainActor private let page = (x: 20, y: 360)

    @MainActor func testPushInEveryStyle() async throws {
        for style in TransitionStyle.builtIn {
            let run = try HeadlessRun(style: style)
            try run.run(
                """
                click Push
                settle
                expect top "Screen 2"
                expect depth 2
                expect modal none
                expect idle
                shot push.png
                """)
            assertColor(try run.pixel("push.png", page.x, page.y), Colors.screen2, style.name)
        }
    }

    @MainActor func testPopInEveryStyle() async throws {
        for style in TransitionStyle.builtIn {
            let run = try HeadlessRun(style: style)
            try run.run(
                """
                click Push
                settle
                click Pop
                settle
                expect top Home
                expect depth 1
                expect idle
                shot pop.png
                """)
            assertColor(try run.pixel("pop.png", page.x, page.y), Colors.home, style.name)
        }
    }

    /// Where a drag on the modal starts: on the card, which a sheet with detents shows at medium
    /// (the lower half).
    @MainActor private func dragTop(_ style: TransitionStyle) -> Int { style == .detents ? 450 : 200 }

    /// A drag that does not dismiss: 20% of 844 points, or 100 points for a sheet with detents,
    /// whose release projects the card 56 points further (nearer medium than the bottom edge).
    @MainActor private func cancelledDrag(_ style: TransitionStyle) -> Int { style == .detents ? 100 : 169 }

    /// A pixel on the modal's page (its lower half for a sheet with detents at medium).
    @MainActor private func onModal(_ style: TransitionStyle) -> (x: Int, y: Int) {
        style == .detents ? (page.x, 700) : (page.x, page.y)
    }

    @MainActor func testPresentAndDismissInEveryStyle() async throws {
        for style in TransitionStyle.builtIn {
            let run = try HeadlessRun(style: style)
            try run.run(
                """
                click Present
                settle
                expect modal "Modal 1"
                expect depth 1
                shot present.png
                click Dismiss
                settle
                expect modal none
                expect idle
                shot dismiss.png
                """)
            let card = onModal(style)
            assertColor(try run.pixel("present.png", card.x, card.y), Colors.modal1, style.name)
            assertColor(try run.pixel("dismiss.png", card.x, card.y), Colors.home, style.name)
        }
    }

    @MainActor func testDragToDismissFinishesPastTheMiddleInEveryStyle() async throws {
        for style in TransitionStyle.builtIn {
            let run = try HeadlessRun(style: style)
            try run.run(
                """
                click Present
                settle
                expect modal "Modal 1"
                drag 30 \(dragTop(style)) 30 \(dragTop(style) + 506) 1500    # 60% of 844 points, slowly
                settle
                expect modal none
                expect idle
                shot dismissed.png
                """)
            assertColor(try run.pixel("dismissed.png", page.x, page.y), Colors.home, style.name)
        }
    }

    @MainActor func testDragToDismissCancelledLeavesTheStateAsBefore() async throws {
        for style in TransitionStyle.builtIn {
            let run = try HeadlessRun(style: style)
            try run.run(
                """
                click Present
                settle
                tree before.json
                drag 30 \(dragTop(style)) 30 \(dragTop(style) + cancelledDrag(style)) 1500    # slowly
                settle
                expect modal "Modal 1"
                expect idle
                tree after.json
                shot cancelled.png
                """)
            XCTAssertEqual(try run.text("before.json"), try run.text("after.json"), style.name)
            let card = onModal(style)
            assertColor(try run.pixel("cancelled.png", card.x, card.y), Colors.modal1, style.name)
        }
    }

    @MainActor func testEdgeSwipeBackInEveryStyle() async throws {
        for style in TransitionStyle.builtIn {
            let run = try HeadlessRun(style: style)
            try run.run(
                """
                click Push
                settle
                drag 5 400 300 400 800
                settle
                expect top Home
                expect depth 1
                expect idle
                shot back.png
                """)
            assertColor(try run.pixel("back.png", page.x, page.y), Colors.home, style.name)
        }
    }

    @MainActor func testCircleRevealHalfWay() async throws {
        let run = try HeadlessRun(style: .circle)
        // The push starts as the click's button comes up, one frame before the click ends.
        try run.run(
            """
            click Push
            wait 1483
            shot half.png
            """)
        let active = try XCTUnwrap(run.scene.window.activeTransition)
        XCTAssertEqual(active.progress, 0.5, accuracy: 0.001)
        // Inside the circle around the centre: the new screen; in a corner: the old one.
        assertColor(try run.pixel("half.png", 195, 300), Colors.screen2)
        assertColor(try run.pixel("half.png", 5, 838), Colors.home)
    }

    @MainActor func testScalePushHalfWayShowsTheContainerInTheCorners() async throws {
        let run = try HeadlessRun(style: .scale)
        try run.run(
            """
            click Push
            wait 483
            shot half.png
            """)
        let active = try XCTUnwrap(run.scene.window.activeTransition)
        XCTAssertEqual(active.progress, 0.5, accuracy: 0.001)
        // The old screen shrinks about its centre, so the black container shows at the edges.
        assertColor(try run.pixel("half.png", 5, 838), .black)
        assertColor(try run.pixel("half.png", 10, 450), .black)
        assertColor(try run.pixel("half.png", 100, 660), Colors.home)
    }

    @MainActor func testSlowFactorStretchesTheTransition() async throws {
        let run = try HeadlessRun(style: .system, slowFactor: 10)
        try run.run(
            """
            click Push
            wait 1733
            """)
        let active = try XCTUnwrap(run.scene.window.activeTransition)
        XCTAssertEqual(active.progress, 0.5, accuracy: 0.001)
    }
}
