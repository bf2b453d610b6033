import Foundation
import SegueCore
import SegueSDL
import SegueUI
import SegueViewer
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools

/// The motion lab panel (key T) driven by scripts, headless: the keys choose and change a
/// parameter of the scene's style, each change replays the last transition with the new value,
/// the mouse sets a value on a slider, and Ctrl+S writes a tuning file that reads back the same.
nonisolated final class LabPanelTests: XCTestCase {
    /// The frames a trace spent in a transition of `kind`.
    @MainActor private func transitionFrames(_ csv: String, kind: String) -> Int {
        let rows = csv.split(separator: "\n").dropFirst()
        return rows.filter { $0.split(separator: ",", omittingEmptySubsequences: false)[5] == kind }.count
    }

    /// The style's parameters in the state JSON of a `tree` file.
    @MainActor private func motion(_ run: HeadlessRun, _ file: String) throws -> [String: SceneState.Parameter] {
        let state = try JSONDecoder().decode(SceneState.self, from: Data(try run.text(file).utf8))
        return try XCTUnwrap(state.motion, "the state has the style's motion")
    }

    @MainActor func testKeysChangeTheDurationAndEachChangeReplaysThePushWithIt() async throws {
        let run = try HeadlessRun()
        try run.run(
            """
            click Push
            settle
            key t
            trace first.csv
            key right
            settle
            trace end
            tree first.json
            expect top "Screen 2"
            expect depth 2
            trace second.csv
            key shift-right
            settle
            trace end
            tree second.json
            expect depth 2
            """)
        let first = try motion(run, "first.json")["duration"]?.number
        let second = try motion(run, "second.json")["duration"]?.number
        XCTAssertEqual(first ?? 0, 0.4, accuracy: 1e-9, "Right adds one step")
        XCTAssertEqual(second ?? 0, 0.9, accuracy: 1e-9, "Shift+Right adds ten steps")
        // The replayed push lasts the tuned duration, to the frame.
        for (file, seconds) in [("first.csv", first ?? 0), ("second.csv", second ?? 0)] {
            let frames = transitionFrames(try run.text(file), kind: "push")
            XCTAssertEqual(Double(frames), seconds * 60, accuracy: 1.5, "\(file): the push replayed in \(seconds) s")
        }
        XCTAssertTrue(run.host.controls.showsLab)
        XCTAssertTrue(run.host.controls.title(for: run.host.scene).hasSuffix(" — lab: push 0.90 s"))
    }

    @MainActor func testUpAndDownChooseTheParameterAndACurveStepsThroughTheNamedCurves() async throws {
        let run = try HeadlessRun()
        try run.run(
            """
            key t
            key down
            key right
            tree curve.json
            key up
            key left
            key left
            tree duration.json
            key up
            key right
            tree last.json
            """)
        let curve = try motion(run, "curve.json")
        XCTAssertEqual(curve["curve"], .curveName("linear"), "after default comes linear again")
        XCTAssertEqual(curve["duration"]?.number, 0.35, "Down chose the curve")
        XCTAssertEqual(try motion(run, "duration.json")["duration"]?.number, 0.25)
        // Up from the first parameter wraps to the last: the projection time.
        XCTAssertEqual(try motion(run, "last.json")["projectionTime"]?.number, 0.25)
        // Nothing to replay: the scene stayed at Home.
        XCTAssertEqual(run.host.scene.navigationTitles, ["Home"])
    }

    @MainActor func testValuesStopAtTheirRange() async throws {
        let run = try HeadlessRun(style: .zoom)
        try run.run(
            """
            key t
            key down
            key shift-right
            tree damping.json
            """)
        XCTAssertEqual(try motion(run, "damping.json")["damping"]?.number, 1, "the zoom's damping is at most 1")
    }

    @MainActor func testAPopSeenWithTheLabOpenReplaysFromTheScreenItTookAway() async throws {
        let run = try HeadlessRun()
        try run.run(
            """
            click Push
            settle
            key t
            click Pop
            settle
            expect depth 1
            trace pop.csv
            key shift-right
            settle
            trace end
            expect depth 1
            expect top Home
            expect invariants
            """)
        let frames = transitionFrames(try run.text("pop.csv"), kind: "pop")
        XCTAssertEqual(Double(frames), 0.85 * 60, accuracy: 1.5, "the pop replayed with the new duration")
        XCTAssertTrue(try run.text("pop.csv").contains("Screen 2 x"), "Screen 2 came back to leave again")
    }

    @MainActor func testAPresentationReplaysInItsStyle() async throws {
        let run = try HeadlessRun(style: .sheet)
        try run.run(
            """
            key t
            click Present
            settle
            trace present.csv
            key right
            settle
            trace end
            expect modal "Modal 1"
            tree sheet.json
            """)
        XCTAssertEqual(try motion(run, "sheet.json")["duration"]?.number, 0.85)
        let frames = transitionFrames(try run.text("present.csv"), kind: "present")
        XCTAssertEqual(Double(frames), 0.85 * 60, accuracy: 1.5)
    }

    @MainActor func testTheMouseSetsAValueOnItsSlider() async throws {
        let run = try HeadlessRun()
        try run.run("click Push\nsettle\nkey t")
        let lab = run.host.controls.lab!
        let scene = run.host.scene
        lab.labView.frame = Rect(x: 0, y: 0, width: LabPanelView.width, height: 400)
        let track = lab.labView.trackRange
        // The first row's slider, at its right end: the top of its range.
        let row = 48 + LabPanelView.rowHeight / 2
        XCTAssertTrue(lab.handlePointer(.down(location: Point(x: track.lowerBound + 2, y: row), time: 0), in: scene))
        XCTAssertTrue(lab.handlePointer(.moved(location: Point(x: track.upperBound, y: row), time: 0), in: scene))
        let top = LabPanel.sliderRange(.duration, standard: 0.35, value: 0.35).upperBound
        XCTAssertEqual(run.viewer.tuning[.system].number(.duration), top, accuracy: MotionKey.duration.step / 2 + 1e-9)
        XCTAssertFalse(scene.window.isTransitioning, "a drag replays on release, not on every move")
        XCTAssertTrue(lab.handlePointer(.up(location: Point(x: track.upperBound, y: row), time: 0), in: scene))
        try run.run("wait 100")
        XCTAssertEqual(scene.window.activeTransition?.context.operation, .push, "the release replays")
        XCTAssertFalse(lab.handlePointer(.down(location: Point(x: 5, y: 500), time: 0), in: scene), "outside the panel")
    }

    @MainActor func testControlSWritesATuningFileThatLoadsTheSameMotion() async throws {
        let run = try HeadlessRun(style: .fold)
        run.host.controls.lab!.saveFolder = run.output.path
        try run.run(
            """
            key t
            key right
            key down
            key down
            key shift-right
            key ctrl-s
            """)
        let path = run.output.file(LabPanel.fileName)
        let loaded = try MotionTuningFile.load(path: path)
        XCTAssertEqual(loaded, run.viewer.tuning)
        XCTAssertEqual(loaded[.fold].number(.duration), 1.05)
        XCTAssertEqual(loaded[.fold].number(.angle), 1)
        XCTAssertTrue(run.host.controls.lab!.status.hasPrefix("wrote "), run.host.controls.lab!.status)
    }

    @MainActor func testAWriteErrorIsAMessageNotACrash() async throws {
        let run = try HeadlessRun()
        let blocker = run.output.file("file")
        try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
        run.host.controls.lab!.saveFolder = blocker + "/inside"
        try run.run("key t\nkey ctrl-s")
        XCTAssertTrue(run.host.controls.lab!.status.hasPrefix("cannot write "), run.host.controls.lab!.status)
    }

    @MainActor func testWithTheLabOpenTheArrowsAreItsAndClosedTheyStepFrames() async throws {
        let run = try HeadlessRun()
        try run.run("key p\nkey right")
        let stepped = run.host.scene.window.engine.time
        try run.run("key t\nkey right\nkey right")
        XCTAssertEqual(run.host.scene.window.engine.time, stepped, "the lab took Right: no frame step")
        XCTAssertEqual(run.viewer.tuning[.system].number(.duration), 0.45, accuracy: 1e-9)
        try run.run("key t\nkey right")
        XCTAssertGreaterThan(run.host.scene.window.engine.time, stepped, "closed, Right steps again")
    }

    @MainActor func testTheHelpListsTheLabKey() async throws {
        let run = try HeadlessRun()
        let entries = run.host.controls.helpEntries(in: run.host.scene)
        XCTAssertTrue(entries.contains { $0.key == "T" && $0.action.hasPrefix("motion lab") }, "\(entries)")
        try run.run("key t")
        let open = run.host.controls.helpEntries(in: run.host.scene)
        XCTAssertTrue(open.contains { $0.key == "Ctrl+S" }, "the open lab's keys are listed")
    }
}
