import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The `detents` style in the viewer, driven by pointer events a frame at a time: medium and
/// large, the drag, the rubber band, projected snapping, the undimmed medium detent and stacking.
nonisolated final class DetentSheetTests: XCTestCase {
    @MainActor private var clock: ManualClock!
    @MainActor private var scene: ViewerScene!
    @MainActor private let height = 844.0

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        scene = ViewerScene(
            size: Size(width: 390, height: height), clock: clock, textMeasurer: ApproximateTextMeasurer(),
            style: .detents)
    }

    @MainActor override func tearDown() async throws {
        scene = nil
        clock = nil
    }

    // MARK: Driving

    @MainActor private func frame() {
        clock.advanceOneFrame()
        scene.update()
    }

    @MainActor private func settle(maxFrames: Int = 600) {
        for _ in 0..<maxFrames where scene.isBusy { frame() }
        XCTAssertFalse(scene.isBusy, "the scene settles")
    }

    @MainActor private func down(_ p: Point) { scene.router.handle(.down(location: p, time: clock.now)) }
    @MainActor private func move(_ p: Point) { scene.router.handle(.moved(location: p, time: clock.now)) }
    @MainActor private func up(_ p: Point) { scene.router.handle(.up(location: p, time: clock.now)) }

    /// Presses at `start`, then moves `dy` points vertically in `frames` equal steps, one a frame.
    /// Holds still for `hold` frames and releases unless `release` is false.
    @MainActor private func drag(from start: Point, by dy: Double, frames: Int, hold: Int = 0, release: Bool = true) {
        down(start)
        for i in 1...frames {
            frame()
            move(Point(x: start.x, y: start.y + dy * Double(i) / Double(frames)))
        }
        for _ in 0..<hold {
            frame()
            move(Point(x: start.x, y: start.y + dy))
        }
        if release { up(Point(x: start.x, y: start.y + dy)) }
    }

    /// Moves the pressed finger from `start` by `dy` in `frames` steps, one a frame.
    @MainActor private func moveFinger(from start: Point, by dy: Double, frames: Int) {
        for i in 1...frames {
            frame()
            move(Point(x: start.x, y: start.y + dy * Double(i) / Double(frames)))
        }
    }

    @MainActor private func click(_ p: Point) {
        down(p)
        frame()
        up(p)
        frame()
    }

    @MainActor private func clickButton(_ title: String) throws {
        let center = try XCTUnwrap(scene.centerOfButton(titled: title), "no button \(title)")
        click(center)
    }

    @MainActor private var sheet: DetentSheetPresentationController { scene.frontSheet! }
    @MainActor private var card: View { scene.window.presentations.last!.presented.view }
    @MainActor private var cardTop: Double { card.presentationFrameInRoot.minY }

    @MainActor private func presentSheet() {
        scene.present()
        settle()
    }

    /// A point on the card's left margin (clear of its buttons), `below` points under its top.
    @MainActor private func onCard(below: Double) -> Point { Point(x: 20, y: cardTop + below) }

    // MARK: Acceptance

    @MainActor func testMediumIsHalfTheContainerAndUndimmed() async throws {
        presentSheet()
        XCTAssertEqual(card.frame, Rect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(scene.frontDetent, .medium)
        XCTAssertEqual(sheet.segueDimmingView?.presentation.alpha, 0)
        XCTAssertTrue(sheet.passesTouchesThrough)
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
        XCTAssertTrue(try scene.stateJSON().contains("\"detent\":\"medium\""))
        XCTAssertEqual(SceneState(scene.scene).detent, "medium")
    }

    @MainActor func testSlowHundredPointDragMovesTheCardAHundredPoints() async {
        presentSheet()
        let start = onCard(below: 200)
        drag(from: start, by: -100, frames: 60, release: false)
        XCTAssertEqual(cardTop, 322, accuracy: 1e-9, "the card follows the finger point for point")
        XCTAssertEqual(card.frame.height, 522, accuracy: 1e-9, "the card grows to the bottom edge")
        // Dimming fades in linearly between medium (0) and large (1).
        XCTAssertEqual(sheet.segueDimmingView!.presentation.alpha, 100 / 362, accuracy: 1e-9)
        for _ in 0..<10 {
            frame()
            move(Point(x: start.x, y: start.y - 100))
        }
        up(Point(x: start.x, y: start.y - 100))
        settle()
        XCTAssertEqual(scene.frontDetent, .medium, "a slow release 100 points up goes back to medium")
    }

    @MainActor func testOverdragAboveLargeRubberBands() async throws {
        presentSheet()
        try clickButton("Large")
        settle()
        XCTAssertEqual(cardTop, 60)
        let start = onCard(below: 300)
        drag(from: start, by: -200, frames: 120, release: false)
        let expected = 60 - (1 - 1 / (200 * 0.55 / height + 1)) * height
        XCTAssertEqual(cardTop, expected, accuracy: 1e-9, "(1 - 1 / (x · 0.55 / d + 1)) · d above large")
        XCTAssertEqual(sheet.segueDimmingView!.presentation.alpha, 1)
        for _ in 0..<10 {
            frame()
            move(Point(x: start.x, y: start.y - 200))
        }
        up(Point(x: start.x, y: start.y - 200))
        var lowest = -Double.infinity
        var previous = cardTop
        for _ in 0..<600 where scene.isBusy {
            frame()
            lowest = max(lowest, cardTop)
            XCTAssertGreaterThanOrEqual(cardTop, previous - 1e-9, "springs back without turning")
            previous = cardTop
        }
        XCTAssertLessThanOrEqual(lowest, 60 + 1e-9, "no overshoot below large")
        XCTAssertEqual(cardTop, 60)
        XCTAssertEqual(scene.frontDetent, .large)
    }

    @MainActor func testSlowDragDownFromLargeReleasedNearMediumSettlesAtMedium() async throws {
        presentSheet()
        try clickButton("Large")
        settle()
        drag(from: onCard(below: 300), by: 330, frames: 90, hold: 10)
        XCTAssertEqual(cardTop, 390, accuracy: 1e-9)
        var highest = Double.infinity
        for _ in 0..<600 where scene.isBusy {
            frame()
            highest = min(highest, cardTop)
            XCTAssertLessThanOrEqual(cardTop, 422 + 1e-9, "never passes medium")
        }
        XCTAssertGreaterThanOrEqual(highest, 390 - 1e-9, "moves only towards medium")
        XCTAssertEqual(scene.frontDetent, .medium)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
        XCTAssertEqual(sheet.segueDimmingView?.presentation.alpha, 0)
    }

    @MainActor func testFlickDownFromLargeDismisses() async throws {
        presentSheet()
        try clickButton("Large")
        settle()
        let dimming = try XCTUnwrap(sheet.segueDimmingView)
        // 1,250 pt/s: 1250 / 60 points a frame for 8 frames, released on the last move.
        drag(from: onCard(below: 300), by: 1250.0 / 60 * 8, frames: 8)
        let from = 60 + 1250.0 / 60 * 8
        XCTAssertEqual(cardTop, from, accuracy: 1e-9, "the dismissal starts where the finger left the card")
        let active = try XCTUnwrap(scene.window.activeTransition)
        XCTAssertEqual(active.context.operation, .dismiss)
        XCTAssertEqual(active.interactionController?.phase, .finishing, "an interactive dismissal, finishing")
        // The completion spring carries the flick: 1,250 pt/s over the distance left.
        let span = height - from
        let spring = Spring.handOff(distance: span, velocity: 1250)
        XCTAssertEqual(spring.velocity(at: 0) * span, 1250, accuracy: 1e-9)
        var previous = cardTop
        var steps: [Double] = []
        for _ in 0..<600 where scene.isBusy {
            frame()
            if !scene.modalTitles.isEmpty {
                steps.append(cardTop - previous)
                previous = cardTop
            }
        }
        XCTAssertEqual(scene.modalTitles, [])
        XCTAssertNil(dimming.superview, "no dimming view outlives its sheet")
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
        // The first frame after the release shows where the finger let go (the finger's last
        // step); the spring moves it from the next one on.
        XCTAssertGreaterThanOrEqual(steps.count, 2)
        XCTAssertEqual(steps.first ?? -1, 0, accuracy: 1e-9, "the release frame shows where the finger let go")
        XCTAssertEqual(steps[1], spring.value(at: 1.0 / 60) * span, accuracy: 1e-6, "leaves at the flick's speed")
        XCTAssertGreaterThanOrEqual(steps.count, 3)
        let releaseStep = (3 * steps[1] - steps[2]) / 2
        XCTAssertEqual(releaseStep, 1250.0 / 60, accuracy: 3 + 0.15 * 1250 / 60, "the flick's own speed")
    }

    @MainActor func testDragBelowMediumIsAnInteractiveDismissalThatCancels() async throws {
        presentSheet()
        let start = onCard(below: 100)
        drag(from: start, by: 150, frames: 90, release: false)
        frame()
        let active = try XCTUnwrap(scene.window.activeTransition)
        XCTAssertEqual(active.context.operation, .dismiss)
        XCTAssertTrue(active.context.isInteractive)
        XCTAssertEqual(cardTop, 572, accuracy: 1e-6, "the dismissal follows the finger point for point")
        XCTAssertEqual(active.interactionController?.percentComplete ?? 0, 150 / 422, accuracy: 1e-9)
        // Back up above medium: the dismissal is cancelled and the card follows the finger again.
        moveFinger(from: Point(x: start.x, y: start.y + 150), by: -200, frames: 120)
        XCTAssertNil(scene.window.activeTransition)
        XCTAssertEqual(cardTop, 372, accuracy: 1e-9)
        // Down again and released slowly a little below medium: cancelled, back to medium.
        moveFinger(from: Point(x: start.x, y: start.y - 50), by: 100, frames: 60)
        for _ in 0..<10 {
            frame()
            move(Point(x: start.x, y: start.y + 50))
        }
        up(Point(x: start.x, y: start.y + 50))
        XCTAssertEqual(scene.window.activeTransition?.interactionController?.phase, .cancelling)
        settle()
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
        XCTAssertEqual(scene.frontDetent, .medium)
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
    }

    /// Under reduce motion the dismissal dissolves the card in place: a release decides from
    /// where the drag's progress has the card, not where the card stands. Dragged slowly to 71%
    /// and let go, the sheet is dismissed (it used to cancel, decided from medium).
    @MainActor func testUnderReduceMotionADismissalDraggedPastHalfIsDismissed() async throws {
        scene.reduceMotion = true
        presentSheet()
        drag(from: onCard(below: 100), by: 300, frames: 60, hold: 10, release: false)
        frame()
        XCTAssertEqual(cardTop, 422, accuracy: 1e-6, "the dissolve leaves the card in place")
        XCTAssertEqual(scene.window.activeTransition?.progress ?? 0, 300 / 422, accuracy: 0.01)
        up(onCard(below: 400))
        XCTAssertEqual(scene.window.activeTransition?.interactionController?.phase, .finishing)
        settle()
        XCTAssertEqual(scene.modalTitles, [], "dismissed")
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
    }

    @MainActor func testAFingerGrabsAFinishingDismissal() async throws {
        presentSheet()
        drag(from: onCard(below: 100), by: 1250.0 / 60 * 6, frames: 6)
        XCTAssertEqual(scene.window.activeTransition?.interactionController?.phase, .finishing)
        for _ in 0..<4 { frame() }
        let grabbed = cardTop
        let start = onCard(below: 30)
        down(start)
        frame()
        XCTAssertEqual(cardTop, grabbed, accuracy: 1e-9, "the press stops the card")
        XCTAssertEqual(scene.window.activeTransition?.interactionController?.phase, .interacting)
        drag(from: start, by: -300, frames: 120, hold: 10)
        settle()
        XCTAssertEqual(scene.modalTitles, ["Modal 1"], "dragged back up, the sheet stays")
        XCTAssertNotNil(scene.frontDetent)
    }

    @MainActor func testFlickUpFromMediumLandsAtLarge() async {
        presentSheet()
        drag(from: onCard(below: 200), by: -1250.0 / 60 * 6, frames: 6)
        let from = cardTop
        XCTAssertEqual(from, 422 - 125, accuracy: 1e-9)
        let spring = SheetPhysics.settleSpring(distance: 60 - from, velocity: -1250)
        var previous = cardTop
        var first: Double?
        for _ in 0..<600 where scene.isBusy {
            frame()
            if first == nil { first = cardTop - previous }
            XCTAssertGreaterThanOrEqual(cardTop, 60 - 1e-9, "no overshoot above large")
            previous = cardTop
        }
        XCTAssertEqual(scene.frontDetent, .large)
        XCTAssertEqual(cardTop, 60)
        XCTAssertEqual(
            first ?? 0, spring.value(at: 1.0 / 60) * (60 - from), accuracy: 1e-6, "carries the flick's speed")
        XCTAssertEqual(first ?? 0, -1250.0 / 60, accuracy: 1250.0 / 60 * 0.25)
    }

    @MainActor func testClickOnHomesPickerWhileAtMediumChangesTheStyle() async throws {
        presentSheet()
        let picker = try XCTUnwrap(scene.centerOfButton(titled: "system"), "Home's picker is reachable at medium")
        click(picker)
        XCTAssertEqual(scene.style, .system)
        XCTAssertEqual(scene.modalTitles, ["Modal 1"], "the sheet stays")
        // Home's buttons work too: Push pushes under the sheet.
        try clickButton("Push")
        settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
        XCTAssertEqual(scene.frontDetent, .medium)
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
        // At large the dimming covers the screen behind: the same click reaches the card instead.
        scene.style = .detents
        try clickButton("Large")
        settle()
        XCTAssertNil(scene.centerOfButton(titled: "system"))
        XCTAssertFalse(sheet.passesTouchesThrough)
        click(picker)
        settle()
        XCTAssertEqual(scene.style, .detents)
    }

    @MainActor func testStackedSheetPushesItsPresenterBackAndRestoresIt() async throws {
        presentSheet()
        try clickButton("Large")
        settle()
        let root = try XCTUnwrap(scene.window.rootViewController?.view)
        XCTAssertEqual(root.presentation.transform.m11, 0.92, accuracy: 1e-9, "the root screen shrinks back")
        XCTAssertEqual(root.presentation.cornerRadius, 10, "with rounded corners")
        let state = SceneState(scene.scene)
        XCTAssertEqual(state.detent, "large")
        XCTAssertEqual(state.root.children.first?.cornerRadius, 10, "the state gives each view its corner radius")
        XCTAssertEqual(state.root.children.last?.children.last?.cornerRadius, 14, "the card's corners")
        let first = card
        try clickButton("Present")
        settle()
        XCTAssertEqual(scene.modalTitles, ["Modal 1", "Modal 2"])
        XCTAssertEqual(scene.frontDetent, .large)
        XCTAssertEqual(first.presentation.transform.m11, 0.92, accuracy: 1e-9, "the first sheet scales back")
        XCTAssertEqual(first.presentationFrameInRoot.minY, 70, accuracy: 1e-9, "and moves down a little")
        XCTAssertGreaterThan(cardTop, 70, "the second sheet leaves the first one's top edge showing")
        let dimmings = scene.window.presentations.compactMap { $0.presentationController?.segueDimmingView }
        XCTAssertEqual(dimmings.map(\.presentation.alpha), [1, 1], "the dimming deepens")
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
        try clickButton("Dismiss")
        settle()
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
        XCTAssertTrue(first.presentation.transform.isIdentity, "dismissing the top sheet brings the first back")
        XCTAssertEqual(first.frame.minY, 60)
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
    }

    // MARK: More behaviour

    @MainActor func testStackedSheetDraggedDownBringsTheFirstBackUnderTheFinger() async throws {
        presentSheet()
        try clickButton("Large")
        settle()
        try clickButton("Present")
        settle()
        let first: View = scene.window.presentations[0].presented.view
        let start = onCard(below: 300)
        drag(from: start, by: 181, frames: 60, release: false)
        let halfway = first.presentation.transform.m11
        XCTAssertGreaterThan(halfway, 0.92)
        XCTAssertLessThan(halfway, 1)
        drag(from: Point(x: start.x, y: start.y + 181), by: 0, frames: 1, release: false)
        up(Point(x: start.x, y: start.y + 181))
        settle()
    }

    @MainActor func testButtonsAndEscapeMoveAndDismissTheSheet() async throws {
        presentSheet()
        try clickButton("Large")
        for _ in 0..<3 { frame() }
        XCTAssertGreaterThan(cardTop, 60, "Large animates")
        XCTAssertLessThan(cardTop, 422)
        settle()
        XCTAssertEqual(scene.frontDetent, .large)
        try clickButton("Medium")
        settle()
        XCTAssertEqual(scene.frontDetent, .medium)
        scene.goBack()
        settle()
        XCTAssertEqual(scene.modalTitles, [])
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
        XCTAssertEqual(scene.window.rootViewController?.view.presentation.cornerRadius, 0)
        XCTAssertNil(SceneState(scene.scene).detent)
    }

    @MainActor func testResizeKeepsTheSelectedDetent() async throws {
        presentSheet()
        scene.resize(to: Size(width: 500, height: 900))
        frame()
        XCTAssertEqual(card.frame, Rect(x: 0, y: 450, width: 500, height: 450))
        try clickButton("Large")
        settle()
        scene.resize(to: Size(width: 390, height: 844))
        frame()
        XCTAssertEqual(card.frame, Rect(x: 0, y: 60, width: 390, height: 784))
        XCTAssertEqual(scene.frontDetent, .large)
    }

    @MainActor func testAFingerGrabsASettlingSheetWhereItIs() async throws {
        presentSheet()
        try clickButton("Large")
        for _ in 0..<6 { frame() }
        let moving = cardTop
        XCTAssertLessThan(moving, 422)
        XCTAssertGreaterThan(moving, 60)
        let start = onCard(below: 200)
        down(start)
        frame()
        XCTAssertEqual(cardTop, moving, "the press stops the card")
        for _ in 0..<20 {
            frame()
            move(start)
        }
        XCTAssertEqual(cardTop, moving, "held where it is")
        drag(from: start, by: 50, frames: 30, hold: 10)
        settle()
        XCTAssertNotNil(scene.frontDetent, "comes to rest at a detent")
    }
}
