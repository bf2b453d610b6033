import Foundation
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The flying shared element carries its content: snapshots of the card and of the header, so
/// the card's title is inside it at every frame, and none is left behind.
nonisolated final class SharedElementContentTests: XCTestCase {
    @MainActor private let fractions = [0.0, 0.25, 0.5, 0.75, 1.0]

    /// The pixels of `rect` (window points, inset by 3 to stay off its edges) that belong to a
    /// white title over a card's colour: bright in every channel the card colour is dark in.
    @MainActor private func titlePixels(_ frame: Surface, in rect: Rect, background: Color) -> Int {
        let inner = rect.insetBy(dx: 3, dy: 3)
        var count = 0
        for y in max(Int(inner.minY), 0)..<min(Int(inner.maxY), frame.height) {
            for x in max(Int(inner.minX), 0)..<min(Int(inner.maxX), frame.width) {
                let p = frame[x, y]
                let lift = min(Int(p.g) - Int(background.g), Int(p.b) - Int(background.b))
                if lift > 70 { count += 1 }
            }
        }
        return count
    }

    @MainActor private func differing(
        _ a: Surface, _ b: Surface, in rect: Rect, tolerance: Int = 2, where include: (Point) -> Bool = { _ in true }
    ) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where include(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                let p = a[x, y]
                let q = b[x, y]
                if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > tolerance {
                    count += 1
                }
            }
        }
        return count
    }

    @MainActor private func snapshotViews(in view: View) -> Int {
        (view is SnapshotView ? 1 : 0) + view.subviews.reduce(0) { $0 + snapshotViews(in: $1) }
    }

    @MainActor private func click(_ title: String, _ run: HeadlessRun) throws {
        let center = try XCTUnwrap(run.scene.centerOfButton(titled: title), "no button \(title)")
        run.scene.router.handle(.down(location: center, time: run.host.now))
        run.scene.router.handle(.up(location: center, time: run.host.now))
    }

    /// Plays the transition a click starts, reading the flying element at 0, 25, 50, 75 and 100%:
    /// the title's pixels are inside it at each one. Returns the frames.
    @MainActor private func playReadingTheTitle(
        click title: String, _ run: HeadlessRun, colour: Color, what: String
    ) throws -> [Surface] {
        try click(title, run)
        let active = try XCTUnwrap(run.scene.window.activeTransition, what)
        let duration = active.animator.transitionDuration(using: active.context)
        let detail = run.scene.navigation.viewControllers.compactMap { $0 as? DetailScreen }.last
        var elapsed = 0.0
        var frames: [Surface] = []
        for fraction in fractions {
            try run.host.advance(bySeconds: duration * fraction - elapsed + (fraction == 1 ? 1e-9 : 0))
            elapsed = duration * fraction
            let frame = try run.host.snapshot()
            frames.append(frame)
            let element: Rect
            if let standIn = standIns(run.scene.window).first {
                element = standIn.presentationFrameInRoot
                XCTAssertNotNil(standIn.sourceSnapshot, "\(what) \(fraction)")
                XCTAssertNotNil(standIn.destinationSnapshot, "\(what) \(fraction)")
            } else {
                XCTAssertEqual(fraction, 1, "\(what): the stand-in flies until the end")
                let shown = try XCTUnwrap(
                    what.contains("push")
                        ? detail?.header : (run.scene.navigation.topViewController as? GalleryScreen)?.card(5))
                element = shown.presentationFrameInRoot
            }
            let pixels = titlePixels(frame, in: element, background: colour)
            XCTAssertGreaterThan(pixels, 40, "\(what) at \(Int(fraction * 100))%: the title inside \(element)")
        }
        return frames
    }

    @MainActor func testTheZoomShowsTheCardsTitleInsideTheFlyingElementAtEveryFrameOfAPushAndAPop() async throws {
        let run = try HeadlessRun(style: .zoom)
        try run.run("click Gallery\nsettle")
        let gallery = try XCTUnwrap(run.scene.navigation.topViewController as? GalleryScreen)
        let card = try XCTUnwrap(gallery.card(5))
        let colour = try XCTUnwrap(card.backgroundColor)
        let cardFrame = card.presentationFrameInRoot
        let atRest = try run.host.snapshot()
        XCTAssertGreaterThan(titlePixels(atRest, in: cardFrame, background: colour), 40, "the card's own title")

        let push = try playReadingTheTitle(click: "Card 5", run, colour: colour, what: "zoom push")
        // At 0% the stand-in shows the card exactly; only the card's rounded corners' edge pixels
        // may move by a few levels, over the zooming screen (its own mask at the card) instead of
        // the Gallery's background.
        XCTAssertEqual(
            differing(atRest, push[0], in: cardFrame, tolerance: 4), 0, "at 0% the card looks as it did: no blink")
        try run.host.advanceFrame()
        let detail = try XCTUnwrap(run.scene.navigation.topViewController as? DetailScreen)
        XCTAssertEqual(
            differing(push[4], try run.host.snapshot(), in: detail.header.presentationFrameInRoot), 0,
            "the header takes over from the stand-in without a blink")
        XCTAssertEqual(snapshotViews(in: run.scene.window), 0, "no snapshot left once the push ends")

        let detailAtRest = try run.host.snapshot()
        let headerFrame = detail.header.presentationFrameInRoot
        let pop = try playReadingTheTitle(click: "Close", run, colour: colour, what: "zoom pop")
        XCTAssertEqual(differing(detailAtRest, pop[0], in: headerFrame), 0, "at 0% the header looks as it did")
        try run.host.advanceFrame()
        XCTAssertEqual(
            differing(pop[4], try run.host.snapshot(), in: cardFrame), 0, "the card takes over without a blink")
        XCTAssertEqual(differing(atRest, try run.host.snapshot(), in: cardFrame), 0, "the card is back as it was")
        XCTAssertEqual(snapshotViews(in: run.scene.window), 0, "no snapshot left once the pop ends")
    }

    @MainActor func testTheStateJSONShowsEachSnapshotAsAViewOfItsOwnTypeWithItsOriginalsIDAndTitle() async throws {
        let run = try HeadlessRun(style: .zoom)
        try run.run("click Gallery\nsettle")
        try click("Card 5", run)
        try run.host.advance(bySeconds: 0.1)
        let state = try JSONDecoder().decode(SceneState.self, from: Data(try run.scene.stateJSON().utf8))
        var snapshots: [(id: String?, title: String?)] = []
        func collect(_ node: SceneState.Node) {
            if node.type == "SnapshotView" { snapshots.append((node.id, node.title)) }
            node.children.forEach(collect)
        }
        collect(state.root)
        XCTAssertEqual(snapshots.map(\.id), ["card-5", "card-5"])
        XCTAssertEqual(snapshots.map(\.title), ["Card 5", "Header"], "the card's, then the header's")
    }

    @MainActor func testEveryStyleFliesTheTitleAndLeavesNoSnapshot() async throws {
        for style in TransitionStyle.builtIn where style != .zoom {
            let run = try HeadlessRun(style: .system)
            try run.run("click Gallery\nsettle")
            run.scene.style = style
            let gallery = try XCTUnwrap(run.scene.navigation.topViewController as? GalleryScreen)
            let card = try XCTUnwrap(gallery.card(5))
            let colour = try XCTUnwrap(card.backgroundColor)
            try run.host.advanceFrame()
            let atRest = try run.host.snapshot()
            let frame = card.presentationFrameInRoot
            try click("Card 5", run)
            let active = try XCTUnwrap(run.scene.window.activeTransition, style.name)
            let duration = active.animator.transitionDuration(using: active.context)
            try run.host.advance(bySeconds: 0)
            // The stand-in starts as exactly the card: every pixel inside the card's rounded shape
            // (its anti-aliased rim aside, which shades over whatever the transition puts under
            // it: the folds lay the Gallery out at once for its shrunk frame) is as it was.
            let inside = Shape.roundedRect(frame.insetBy(dx: 1.5, dy: 1.5), cornerRadius: card.cornerRadius - 1.5)
            XCTAssertEqual(
                differing(atRest, try run.host.snapshot(), in: frame, tolerance: 2, where: inside.contains), 0,
                "\(style.name): at 0% the card looks as it did")
            try run.host.advance(bySeconds: duration / 2)
            let standIn = try XCTUnwrap(standIns(run.scene.window).first, style.name)
            XCTAssertGreaterThan(
                titlePixels(try run.host.snapshot(), in: standIn.presentationFrameInRoot, background: colour), 40,
                style.name)
            // A hair before the end the stand-in is still there and already looks as the header
            // does once it is shown again (not in fold-affine, whose screen rests squashed while
            // the stand-in flies to the header's unsquashed frame: the resting transform is set by
            // the animator after the shared elements are measured).
            try run.host.advance(bySeconds: duration / 2 - duration * 1e-4)
            XCTAssertFalse(standIns(run.scene.window).isEmpty, style.name)
            let last = try run.host.snapshot()
            try run.run("settle")
            XCTAssertEqual(snapshotViews(in: run.scene.window), 0, style.name)
            let detail = try XCTUnwrap(run.scene.navigation.topViewController as? DetailScreen, style.name)
            if style != .foldAffine {
                XCTAssertEqual(
                    differing(
                        last, try run.host.snapshot(),
                        in: detail.header.presentationFrameInRoot.insetBy(dx: 1.5, dy: 1.5)),
                    0, "\(style.name): the header takes over without a blink")
            }
        }
    }

    @MainActor func testReduceMotionCancelledAndGrabbedTransitionsLeaveNoSnapshot() async throws {
        // Reduce motion: the elements fade with their screens; no stand-in, no snapshot.
        let reduced = try HeadlessRun(style: .zoom)
        try reduced.run("click Gallery\nsettle\nkey m")
        try click("Card 5", reduced)
        try reduced.host.advance(bySeconds: 0.1)
        XCTAssertEqual(snapshotViews(in: reduced.scene.window), 0)
        try reduced.run("settle\nexpect top \"Detail 5\"")

        // A cancelled edge swipe back from the detail screen.
        let cancelled = try HeadlessRun(style: .system)
        try cancelled.run("click Gallery\nsettle\nclick \"Card 5\"\nsettle\ndown 3 400\nmove 90 400 200")
        XCTAssertGreaterThan(snapshotViews(in: cancelled.scene.window), 0, "the swipe flies the snapshots")
        cancelled.scene.router.handle(.up(location: Point(x: 90, y: 400), time: cancelled.host.now))
        try cancelled.run("settle\nexpect top \"Detail 5\"")
        XCTAssertEqual(snapshotViews(in: cancelled.scene.window), 0)

        // A zoom grabbed by a drag 100 ms in and released: the elements ride in their screens.
        let grabbed = try HeadlessRun(style: .zoom)
        try grabbed.run("click Gallery\nsettle\nclick \"Card 5\"\nwait 100")
        XCTAssertGreaterThan(snapshotViews(in: grabbed.scene.window), 0)
        try grabbed.run("drag 200 500 200 560 200\nsettle")
        XCTAssertEqual(snapshotViews(in: grabbed.scene.window), 0)
    }
}

/// The fuzzer's snapshot invariant.
nonisolated final class SnapshotInvariantTests: XCTestCase {
    @MainActor func testASnapshotLeftInAScreenOnceIdleIsReported() async throws {
        let driver = SceneDriver(style: .system)
        XCTAssertTrue(try driver.settle())
        XCTAssertNil(SnapshotInvariant.violation(in: driver.scene))
        let home = try XCTUnwrap(driver.viewer.navigation.topViewController?.view)
        let snapshot = try XCTUnwrap(home.snapshotView(afterScreenUpdates: false))
        home.addSubview(snapshot)
        let problem = try XCTUnwrap(SnapshotInvariant.violation(in: driver.scene))
        XCTAssertTrue(problem.contains("left in the tree once idle"), problem)
        snapshot.removeFromSuperview()
        XCTAssertNil(SnapshotInvariant.violation(in: driver.scene))
    }
}
