import Foundation
import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Seeds and counts of any size, windows shorter than the navigation bar, coordinates near
/// Double's limits, and clicks on buttons that a click would not reach.
nonisolated final class LimitsTests: XCTestCase {
    /// The last 64-bit seed runs; a range past it is refused with a message, not a trap.
    @MainActor func testTheLastSeedRunsAndARangePastItIsRefused() async {
        XCTAssertEqual(Fuzzer.viewer.run(arguments: ["--seed", "18446744073709551615", "--events", "10"]), 0)
        XCTAssertEqual(
            Fuzzer.viewer.run(arguments: ["--seed", "18446744073709551614", "--seeds", "2", "--events", "5"]), 0)
        XCTAssertEqual(
            Fuzzer.viewer.run(arguments: ["--seed", "18446744073709551615", "--seeds", "2", "--events", "5"]), 2)
        XCTAssertEqual(Fuzzer.viewer.run(arguments: ["--events", "99999999999999999999999"]), 2)
        XCTAssertEqual(Fuzzer.viewer.run(arguments: ["--seed", "18446744073709551616"]), 2)
    }

    /// An edge swipe to x = 1.7e308 reaches 100% and pops: the velocity does not overflow into
    /// a cancel. A modal dragged down as far dismisses; a sheet flung either way ends at large or
    /// dismissed; nothing in the tree is NaN.
    @MainActor func testDragsToDoublesLimitsFinishWhatTheyReached() async throws {
        let run = try HeadlessRun()
        try run.run(
            """
            click Push
            settle
            drag 3 400 1.7e308 400 100
            settle
            expect depth 1
            request present
            settle
            drag 200 300 200 1.7e308 100
            settle
            expect modal none
            style detents
            request present
            settle
            drag 200 600 200 -1.7e308 100
            settle
            expect detent large
            drag 200 600 -1.7e308 1.7e308 100
            settle
            expect modal none
            request push
            settle
            drag -1.7e308 400 1.7e308 -1.7e308 50
            settle
            expect invariants
            tree t.json
            """)
        try assertFinite(run.text("t.json"))
    }

    /// In every style, drags from and to points near Double's limits, in every direction, on
    /// pushed screens, modals and sheets: every invariant holds and nothing in the tree is NaN.
    @MainActor func testExtremeDragsInEveryStyleLeaveNoNaN() async throws {
        let far = 1.7e308
        let ends: [(Point, Point)] = [
            (Point(x: 3, y: 400), Point(x: far, y: 400)), (Point(x: 200, y: 300), Point(x: 200, y: far)),
            (Point(x: 200, y: 600), Point(x: 200, y: -far)), (Point(x: 200, y: 500), Point(x: -far, y: far)),
            (Point(x: -far, y: -far), Point(x: far, y: far)), (Point(x: 3, y: 400), Point(x: far, y: -far)),
        ]
        for style in TransitionStyle.builtIn {
            for (from, to) in ends {
                for setup in [FuzzAction.request(.push), .request(.present), .click(Point(x: 195, y: 420))] {
                    let actions: [FuzzAction] = [
                        .style(style), setup, .wait(milliseconds: 3100),
                        .drag(from: from, to: to, milliseconds: 100), .drag(from: from, to: to, milliseconds: 17),
                    ]
                    XCTAssertNil(Fuzzer.viewer.replay(actions), "\(style.name): \(actions)")
                    let driver = SceneDriver()
                    for action in actions { try driver.play(action) }
                    XCTAssertTrue(try driver.settle())
                    try assertFinite(driver.viewer.stateJSON())
                }
            }
        }
    }

    /// The velocity fit stays finite and bounded for positions near Double's limits.
    @MainActor func testVelocityNearDoublesLimitsIsFiniteAndBounded() async {
        let driver = SceneDriver()
        let pan = PanGestureRecognizer()
        driver.viewer.window.addGestureRecognizer(pan)
        let router = driver.viewer.router
        router.handle(.down(location: Point(x: 3, y: 400), time: 0))
        router.handle(.moved(location: Point(x: 1e308, y: -1.7e308), time: 1.0 / 60))
        router.handle(.moved(location: Point(x: 1.7e308, y: 1.7e308), time: 2.0 / 60))
        let velocity = pan.velocity(in: nil)
        XCTAssertTrue(velocity.x.isFinite && velocity.y.isFinite, "\(velocity)")
        XCTAssertEqual(velocity.x, 1e6, "as fast as a pointer is taken to move")
        XCTAssertEqual(ReleaseDecision().shouldFinish(progress: 1, velocity: .nan, length: 390), true)
    }

    /// Windows shorter than the 56-point navigation bar, in every style: no view gets a negative
    /// size, and every invariant holds after pushes, presentations and their way back.
    @MainActor func testWindowsShorterThanTheNavigationBarLayOutWithoutNegativeSizes() async throws {
        for height in [1, 30, 55, 56] {
            for style in [TransitionStyle.system, .fold, .detents, .sheet] {
                let driver = SceneDriver(style: style)
                let actions: [FuzzAction] = [
                    .resize(width: 390, height: height), .request(.push), .request(.present), .wait(milliseconds: 200),
                    .resize(width: 30, height: height), .request(.dismiss), .request(.pop),
                ]
                XCTAssertNil(Fuzzer.viewer.replay([.style(style)] + actions), "\(style.name) at height \(height)")
                for action in [.style(style)] + actions.prefix(3) { try driver.play(action) }
                XCTAssertTrue(try driver.settle())
                let nav = driver.viewer.navigation
                XCTAssertEqual(nav.containerView.frame.height, max(Double(height) - 56, 0), "\(style.name) \(height)")
                try assertFinite(driver.viewer.stateJSON())
            }
        }
    }

    /// `click TITLE` fails when the button is there but a click at its centre would not reach
    /// it: off screen (the sheet's Large button still below the window while the sheet rises).
    @MainActor func testClickOnAButtonOffScreenFails() async throws {
        let run = try HeadlessRun()
        XCTAssertThrowsError(
            try run.run("style detents\nresize 605 666\nrequest present\nwait 50\nclick Large\n", fileName: "c.segue")
        ) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix("c.segue:5: button \"Large\" is off screen: its centre (302.5, "), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix(") is outside the window"), "\(error)")
        }
        _ = try run.run("settle\n")
        XCTAssertEqual(run.scene.frontDetent, .medium, "nothing was clicked")
    }

    /// `click TITLE` fails when something covers the button's centre.
    @MainActor func testClickOnACoveredButtonFails() async throws {
        let run = try HeadlessRun()
        let push = try XCTUnwrap(run.scene.frontButtons.first { $0.currentTitle == "Push" })
        let cover = View(frame: push.frame)
        cover.accessibilityTitle = "Cover"
        push.superview?.addSubview(cover)
        XCTAssertThrowsError(try run.run("click Push\n", fileName: "c.segue")) { error in
            XCTAssertTrue("\(error)".hasPrefix("c.segue:1: button \"Push\" is covered at its centre ("), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix("(a click there reaches Cover)"), "\(error)")
        }
        XCTAssertEqual(run.scene.navigationTitles, ["Home"])
    }

    /// Every number of a state JSON is finite, and every frame has a size of at least 0.
    @MainActor private func assertFinite(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        func visit(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                if let frame = dictionary["frame"] as? [Double] {
                    XCTAssertTrue(frame.allSatisfy(\.isFinite), "\(frame)", file: file, line: line)
                    XCTAssertGreaterThanOrEqual(frame[2], 0, "\(dictionary["title"] ?? "")", file: file, line: line)
                    XCTAssertGreaterThanOrEqual(frame[3], 0, "\(dictionary["title"] ?? "")", file: file, line: line)
                }
                dictionary.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(object)
    }
}
