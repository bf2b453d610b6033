import Foundation
import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The gesture commands of scripts (`swipe`, `touch down|move|up`, `pinch`), their bad inputs,
/// and the fuzzer's gesture sessions.
nonisolated final class GestureScriptTests: XCTestCase {
    @MainActor private func parseError(_ text: String) -> String? {
        do {
            _ = try ScriptParser.parse(text, fileName: "t.segue", application: ViewerApplication())
            return nil
        } catch {
            return "\(error)"
        }
    }

    @MainActor func testBadGestureLinesSayWhatIsWrong() async {
        XCTAssertEqual(parseError("swipe 10 0"), "t.segue:1: usage: swipe DX DY MS [X Y]")
        XCTAssertEqual(
            parseError("swipe 1e9 0 100"), "t.segue:1: swipe DX must be at most 100000 points, not 1000000000.0")
        XCTAssertEqual(parseError("swipe 10 0 -5"), "t.segue:1: a duration cannot be negative: -5")
        XCTAssertEqual(
            parseError("touch down 0 10 10"), "t.segue:1: a finger is a whole number from 1 to 10, not \"0\"")
        XCTAssertEqual(
            parseError("touch down 11 10 10"), "t.segue:1: a finger is a whole number from 1 to 10, not \"11\"")
        XCTAssertEqual(
            parseError("touch press 1 10 10"),
            "t.segue:1: usage: touch down ID X Y | touch move ID X Y MS | touch up ID (ID from 1 to 10)")
        XCTAssertEqual(parseError("touch up 1 2"), parseError("touch"))
        XCTAssertEqual(
            parseError("pinch 10 10 0 50 100"),
            "t.segue:1: pinch FROM is the fingers' distance: at least 1 point, not 0.0")
        XCTAssertEqual(parseError("pinch 10 10 50 nan 100"), "t.segue:1: expected a number, not \"nan\"")
    }

    @MainActor func testFingersThatAreNotDownFailTheLine() async throws {
        let run = try HeadlessRun()
        XCTAssertThrowsError(try run.run("touch move 2 10 10 100")) { error in
            XCTAssertEqual(
                "\(error)", "test.segue:1: touch move needs finger 2 down (use touch down 2 X Y first)")
        }
        XCTAssertThrowsError(try run.run("touch down 1 10 10\ntouch down 1 20 20")) { error in
            XCTAssertEqual("\(error)", "test.segue:2: finger 1 is already down (use touch up 1 first)")
        }
    }

    @MainActor func testScriptsSwipeBackDismissWithAFingerAndPinchTheZoomShut() async throws {
        let run = try HeadlessRun()
        let runner = try run.run(
            """
            expect invariants
            click Push
            settle
            swipe 250 0 300 100 400
            settle
            expect top Home
            click Push
            settle
            swipe 40 0 400
            settle
            expect top "Screen 2"
            key escape
            settle
            click Present
            settle
            touch down 1 195 300
            touch move 1 195 800 200
            touch up 1
            settle
            expect modal none
            style zoom
            click Gallery
            settle
            click "Card 2"
            settle
            expect top "Detail 2"
            pinch 195 420 200 210 100
            settle
            expect top "Detail 2"
            pinch 195 420 220 70 250
            settle
            expect top Gallery
            """)
        XCTAssertGreaterThan(runner.framesRun, 100)
        XCTAssertEqual(run.scene.scene.trackpad.swipeCount, 2)
    }

    /// The gesture invariant names a recognizer left running once the fingers lifted.
    @MainActor func testAGestureLeftRunningIsCaught() async throws {
        let driver = SceneDriver()
        let invariant = GestureInvariant()
        let pan = PanGestureRecognizer()
        driver.scene.window.addGestureRecognizer(pan)
        driver.scene.router.handle(.down(location: Point(x: 200, y: 600), time: driver.clock.now))
        try driver.frame()
        XCTAssertNil(invariant.violation(in: driver.scene))
        driver.scene.router.handle(.up(location: Point(x: 200, y: 600), time: driver.clock.now))
        pan.state = .began
        try driver.frame()
        XCTAssertEqual(
            invariant.violation(in: driver.scene),
            "PanGestureRecognizer on SceneWindow is still running with no finger down")
        driver.scene.window.removeGestureRecognizer(pan)
    }

    // MARK: Fuzzer

    /// Twelve fixed seeds of 1,500 events with gestures, four in each of the default, zoom and
    /// detents styles: every invariant holds, every kind of gesture is played, and the pinch's and
    /// the swipe's hand-offs are checked.
    @MainActor func testGestureSeedsHoldEveryInvariant() async {
        var fuzzer = Fuzzer.viewer
        fuzzer.gestures = true
        var kinds: [String: Int] = [:]
        var pinchReleases = 0
        var releases = 0
        var transitions = 0
        for style in [nil, TransitionStyle.zoom, .detents] {
            for seed in UInt64(1)...4 {
                let gestures = GestureInvariant()
                let handOff = HandOffInvariant()
                let report = fuzzer.session(
                    seed: seed, events: 1_500, style: style, extraInvariants: { [gestures, handOff] })
                transitions += report.transitions
                pinchReleases += gestures.pinchReleasesChecked
                releases += handOff.releasesChecked
                for action in report.actions {
                    let kind: String
                    switch action {
                    case .touchDrag: kind = "touch"
                    case .twoFingers: kind = "two fingers"
                    case .pinch: kind = "pinch"
                    case .swipe: kind = "swipe"
                    default: continue
                    }
                    kinds[kind, default: 0] += 1
                }
                if let failure = report.failure {
                    let script = fuzzer.script(for: fuzzer.shrink(report.actions), seed: seed, failure: failure)
                    XCTFail("seed \(seed) (\(style?.name ?? "system")): \(failure)\n\(script)")
                }
            }
        }
        XCTAssertEqual(Set(kinds.keys), ["touch", "two fingers", "pinch", "swipe"])
        XCTAssertGreaterThan(kinds.values.reduce(0, +), 12 * 1_500 / 8, "about a quarter of the actions")
        XCTAssertGreaterThan(pinchReleases, 0, "pinches released while driving a zoom were checked")
        XCTAssertGreaterThan(releases, 0)
        XCTAssertGreaterThan(transitions, 1_000)
        print("fuzz (gestures): 12 seeds, \(kinds), \(transitions) transitions, \(pinchReleases) pinch releases")
    }

    /// Without `--gestures` a seed plays no gesture (the session it always played).
    @MainActor func testWithoutGesturesNoGestureIsPlayed() async {
        let report = Fuzzer.viewer.session(seed: 3, events: 500)
        XCTAssertFalse(
            report.actions.contains { action in
                switch action {
                case .touchDrag, .twoFingers, .pinch, .swipe: return true
                default: return false
                }
            })
    }

    /// A gesture session's script replays headless with every invariant.
    @MainActor func testGestureScriptsRunHeadless() async throws {
        var fuzzer = Fuzzer.viewer
        fuzzer.gestures = true
        let report = fuzzer.session(seed: 5, events: 30, style: .zoom)
        XCTAssertNil(report.failure)
        let text = fuzzer.script(for: report.actions, seed: 5, failure: "none")
        XCTAssertTrue(text.contains("touch down 1") || text.contains("pinch") || text.contains("swipe"))
        let run = try HeadlessRun()
        let runner = try run.run(text)
        XCTAssertEqual(runner.framesRun, report.frames + 0, "the script plays the session's frames")
    }
}
