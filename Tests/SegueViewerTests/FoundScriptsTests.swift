import Foundation
import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The scripts in Assets/Found, each a session that fuzzing with new seeds found failing (a
/// grabbed sheet dismissal that cancelled under the finger under reduce motion, and three fast
/// flicks near their end that the hand-off invariant flagged wrongly, and a fourth found since, a
/// zoom), and the grabbed dismissal as the shrinker left it: every invariant holds in them now.
nonisolated final class FoundScriptsTests: XCTestCase {
    @MainActor private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets/Found").path

    @MainActor private func scripts() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.hasSuffix(".segue") }.sorted()
        return try names.map { ($0, try String(contentsOfFile: Self.folder + "/" + $0, encoding: .utf8)) }
    }

    @MainActor private func actions(_ text: String, name: String) throws -> [FuzzAction] {
        try FuzzAction.actions(from: ScriptParser.parse(text, fileName: name, application: ViewerApplication()))
    }

    /// Every found script, replayed as the fuzzer replays it (no drawing): every invariant holds.
    @MainActor func testEveryFoundScriptHoldsEveryInvariant() async throws {
        let found = try scripts()
        XCTAssertEqual(found.count, 6)
        for (name, text) in found {
            XCTAssertNil(Fuzzer.viewer.replay(try actions(text, name: name)), name)
        }
    }

    /// The shrunk grabbed dismissal and the edge swipe through the headless host as `segue
    /// --headless --script` runs them (drawing every frame), to their `expect invariants`.
    @MainActor func testTheShortOnesPassHeadless() async throws {
        for (name, text) in try scripts() where name.hasSuffix("-minimal.segue") || name.hasPrefix("fast-swipe") {
            let run = try HeadlessRun()
            XCTAssertNoThrow(try run.run(text, fileName: name), name)
        }
    }

    /// The flicks pass because the invariant knows they have no room: released nearer their end
    /// than three of the finger's steps, each is held to the stopping spring's first step.
    @MainActor func testTheFlicksNearTheirEndPassAsStopsWithNoRoom() async throws {
        for (name, text) in try scripts() where name.hasPrefix("fast-") {
            let handOff = HandOffInvariant()
            XCTAssertNil(Fuzzer.viewer.replay(try actions(text, name: name), extraInvariants: { [handOff] }), name)
            XCTAssertGreaterThan(handOff.noRoomReleasesChecked, 0, name)
        }
    }

    /// The shrunk grabbed dismissal: grabbed, dragged on at 11.6 pt a frame to 54% and let go,
    /// it finishes the finger's way, leaving at the finger's speed.
    @MainActor func testTheGrabbedDismissalFinishesWithTheFingersSpeed() async throws {
        let text = try XCTUnwrap(scripts().first { $0.name == "grabbed-dismissal-cancels-minimal.segue" }).text
        let played = try actions(text, name: "minimal")
        let driver = SceneDriver()
        var samples: [(progress: Double?, down: Bool)] = []
        driver.afterFrame = { [unowned driver] in
            samples.append((driver.viewer.window.activeTransition?.progress, driver.viewer.router.isPointerDown))
        }
        for action in played.dropLast() { try driver.play(action) }
        XCTAssertTrue(driver.viewer.reduceMotion)
        XCTAssertEqual(driver.viewer.modalTitles, ["Modal 1"])
        let grab = samples.count
        try driver.play(played.last!)
        for _ in 0..<3 { try driver.frame() }
        let release = try XCTUnwrap((grab..<samples.count).first { !samples[$0].down }, "the finger lifts")
        let p = try (release - 2...release + 2).map { try XCTUnwrap(samples[$0].progress) }
        let finger = p[2] - p[1]
        XCTAssertEqual(finger, 11.58 / (830 - 10.979), accuracy: 0.001, "the dismissal followed the finger")
        XCTAssertEqual(p[2], 0.537, accuracy: 0.001)
        let leaving = (3 * (p[3] - p[2]) - (p[4] - p[3])) / 2
        XCTAssertEqual(leaving, finger, accuracy: 0.15 * finger, "it leaves at the finger's speed, onwards")
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.modalTitles, [], "dismissed")
    }
}
