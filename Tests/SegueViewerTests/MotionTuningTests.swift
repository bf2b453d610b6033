import Foundation
import Segue
import SegueCore
import SegueGIF
import SegueUI
import SegueViewer
import XCTest

/// `MotionTuning`: the standard tuning is today's motion, tuning files are checked strictly, and
/// `--tuning` and `tune` change what the animators and the drags do.
nonisolated final class MotionTuningTests: XCTestCase {
    @MainActor private var folder = ""

    @MainActor override func setUp() async throws {
        folder = HeadlessRun.temporaryDirectory()
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    @MainActor override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @MainActor private func write(_ name: String, _ text: String) throws -> String {
        let path = (folder as NSString).appendingPathComponent(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @MainActor func testStandardTuningGivesTodaysDurations() async {
        let expected: [TransitionStyle: [Double]] = [
            .system: [0.35, 0.35, 0.5, 0.5], .scale: [1, 2, 1, 1], .circle: [3, 3, 0.5, 0.5], .fold: [1, 1, 1, 1],
            .foldAffine: [1, 1, 1, 1], .sheet: [0.35, 0.35, 0.8, 0.8], .zoom: [0.5, 0.5, 0.5, 0.5],
        ]
        let operations: [TransitionOperation] = [.push, .pop, .present, .dismiss]
        for (style, durations) in expected {
            for (operation, duration) in zip(operations, durations) {
                let tuned = style.animator(for: operation, tuning: .standard)
                XCTAssertEqual(tuned.transitionDuration(using: nil), duration, "\(style) \(operation)")
            }
        }
        XCTAssertTrue(MotionTuning.standard.tunedStyles.isEmpty)
        XCTAssertEqual(MotionTuning.standard[.system].releaseDecision.flickSpeed, ReleaseDecision().flickSpeed)
    }

    @MainActor func testTheKeysThatShapeAnOperation() async {
        let release: [MotionKey] = [.releaseResponse, .flickSpeed, .projectionTime]
        XCTAssertEqual(TransitionStyle.system.motionKeys(for: .push), [.duration, .curve] + release)
        XCTAssertEqual(TransitionStyle.system.motionKeys(for: .dismiss), [.coverDuration, .coverCurve] + release)
        XCTAssertEqual(TransitionStyle.circle.motionKeys(for: .present), release)
        XCTAssertEqual(TransitionStyle.sheet.motionKeys(for: .present), TransitionStyle.sheet.motionKeys)
        for style in TransitionStyle.builtIn {
            for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
                let own = style.animator(for: operation)
                let system = TransitionStyle.system.animator(for: operation)
                XCTAssertEqual(
                    style.hasOwnAnimator(for: operation), style == .system || type(of: own) != type(of: system),
                    "\(style) \(operation)")
            }
        }
    }

    @MainActor func testTunedNumbersReachTheAnimators() async throws {
        let tuning = try MotionTuningFile.parse(
            """
            {"system": {"duration": 1.2, "curve": [0.1, 0.2, 0.3, 1], "coverDuration": 0.7},
             "circle": {"startSize": 40}, "fold": {"angle": 0.9, "duration": 2},
             "sheet": {"damping": 0.7}, "zoom": {"duration": 0.8, "damping": 0.9}, "detents": {"response": 0.3}}
            """)
        let slide = try XCTUnwrap(TransitionStyle.system.animator(for: .push, tuning: tuning) as? SystemSlideAnimator)
        XCTAssertEqual(slide.duration, 1.2)
        XCTAssertEqual(slide.curve, TimingCurve(0.1, 0.2, 0.3, 1))
        // Styles that leave an operation to the system use the system's tuning for it.
        XCTAssertEqual(
            TransitionStyle.circle.animator(for: .present, tuning: tuning).transitionDuration(using: nil), 0.7)
        XCTAssertEqual(
            (TransitionStyle.circle.animator(for: .push, tuning: tuning) as? CircleRevealAnimator)?.startSize, 40)
        let fold = try XCTUnwrap(TransitionStyle.fold.animator(for: .present, tuning: tuning) as? FoldAnimator)
        XCTAssertEqual(fold.angle, 0.9)
        XCTAssertEqual(fold.transitionDuration(using: nil), 2)
        XCTAssertEqual(
            (TransitionStyle.sheet.animator(for: .present, tuning: tuning) as? SheetAnimator)?.dampingRatio, 0.7)
        let zoom = try XCTUnwrap(TransitionStyle.zoom.animator(for: .push, tuning: tuning) as? ZoomAnimator)
        XCTAssertEqual(zoom.spring().dampingRatio, 0.9, accuracy: 1e-9)
        XCTAssertEqual(zoom.transitionDuration(using: nil), 0.8)
        let detents = try XCTUnwrap(
            TransitionStyle.detents.animator(for: .present, tuning: tuning) as? DetentSheetAnimator)
        XCTAssertLessThan(
            detents.transitionDuration(using: nil),
            TransitionStyle.detents.animator(for: .present).transitionDuration(using: nil))
    }

    @MainActor func testTheStyleDelegateHandsTheReleaseModelToDrags() async throws {
        let delegate = TransitionStyleDelegate(style: .sheet)
        delegate.tuning = try MotionTuningFile.parse(
            #"{"sheet": {"releaseResponse": 0.3, "flickSpeed": 400, "projectionTime": 0.5}}"#)
        let drag = PercentDrivenInteractiveTransition()
        let animator = try XCTUnwrap(delegate.animationController(forDismissed: ViewController()))
        let interaction = delegate.interactionControllerForDismissal(using: animator, requestedInteraction: drag)
        XCTAssertTrue(interaction === drag)
        XCTAssertEqual(drag.completionMotion, .spring(response: 0.3))
        XCTAssertEqual(drag.releaseDecision?.flickSpeed, 400)
        XCTAssertEqual(drag.releaseDecision?.projectionTime, 0.5)
        // A completion its owner chose is kept.
        let classic = PercentDrivenInteractiveTransition()
        classic.completionMotion = .curve
        _ = delegate.interactionControllerForDismissal(using: animator, requestedInteraction: classic)
        XCTAssertEqual(classic.completionMotion, .curve)
    }

    @MainActor func testFilesRoundTrip() async throws {
        var tuning = MotionTuning.standard
        try tuning.set(.sheet, .damping, to: .number(0.7))
        try tuning.set(.system, .curve, to: .curve(TimingCurve(0.2, 0, 0.2, 1)))
        try tuning.set(.fold, .curve, to: .curve(.easeOut))
        let text = MotionTuningFile.encode(tuning, styles: TransitionStyle.builtIn)
        XCTAssertEqual(try MotionTuningFile.parse(text), tuning)
        XCTAssertEqual(
            tuning.tunedStyles,
            [.fold, .sheet, .system].sorted { a, b in
                TransitionStyle.builtIn.firstIndex(of: a)! < TransitionStyle.builtIn.firstIndex(of: b)!
            })
        XCTAssertEqual(try MotionTuningFile.parse("{}"), .standard)
    }

    /// The file's layout: a style a block, a key a line in the style's order, curves as a name
    /// or four numbers on one line.
    @MainActor func testTheFileLayoutIsAKeyALine() async throws {
        var tuning = MotionTuning.standard
        try tuning.set(.system, .duration, to: .number(1.2345))
        try tuning.set(.system, .curve, to: .curve(TimingCurve(0.1, 0.25, 0.3333, 1)))
        let expected = """
            {
              "system": {
                "duration": 1.2345,
                "curve": [0.1, 0.25, 0.3333, 1],
                "coverDuration": 0.5,
                "coverCurve": "easeInEaseOut",
                "releaseResponse": 0.45,
                "flickSpeed": 1000,
                "projectionTime": 0.2
              }
            }

            """
        XCTAssertEqual(MotionTuningFile.encode(tuning, styles: [.system]), expected)
        XCTAssertEqual(MotionTuningFile.encode(tuning, styles: []), "{\n}\n")
    }

    /// Five bad files: each message names the file and the key (or line and column); exit 2.
    @MainActor func testBadFilesNameTheFileAndTheKeyAndExitTwo() async throws {
        let cases: [(name: String, text: String, expected: String)] = [
            ("notjson.json", "{\"system\": {\"duration\": 1.2,}}", "notjson.json:1:29: not JSON"),
            ("style.json", #"{"systm": {"duration": 1}}"#, "style.json: systm: unknown style"),
            ("key.json", #"{"system": {"dampin": 1}}"#, "key.json: system.dampin: unknown key for system"),
            (
                "type.json", #"{"sheet": {"damping": "0.7"}}"#,
                "type.json: sheet.damping: expected a number, got a string"
            ),
            ("range.json", #"{"sheet": {"damping": 7}}"#, "range.json: sheet.damping: 7 is out of range (0.05 to 1)"),
        ]
        for item in cases {
            let path = try write(item.name, item.text)
            let gif = (folder as NSString).appendingPathComponent("never.gif")
            for arguments in [
                ["record", "--op", "push", "--out", gif, "--tuning", path], ["--headless", "--tuning", path],
                ["fuzz", "--seeds", "1", "--tuning", path],
            ] {
                let outcome = try SegueBinary.run(arguments)
                XCTAssertEqual(outcome.status, 2, "\(arguments)")
                XCTAssertTrue(
                    outcome.standardError.contains(path.replacingOccurrences(of: item.name, with: "") + item.expected),
                    "\(arguments): \(outcome.standardError)")
                XCTAssertEqual(outcome.standardError.split(separator: "\n").count, 1, outcome.standardError)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: gif))
        }
    }

    @MainActor func testATunedDurationMakesTheRecordingLastIt() async throws {
        let tuning = try write("slow.json", #"{"system": {"duration": 1.2}}"#)
        let tuned = (folder as NSString).appendingPathComponent("tuned.gif")
        let plain = (folder as NSString).appendingPathComponent("plain.gif")
        let a = try SegueBinary.run([
            "record", "--style", "system", "--op", "push", "--out", tuned, "--tuning", tuning,
        ])
        XCTAssertEqual(a.status, 0, a.standardError)
        let b = try SegueBinary.run(["record", "--style", "system", "--op", "push", "--out", plain])
        XCTAssertEqual(b.status, 0, b.standardError)
        XCTAssertEqual(try GIFAnimation.read(path: tuned).totalDelayCentiseconds, 120)
        XCTAssertEqual(try GIFAnimation.read(path: plain).totalDelayCentiseconds, 35)
    }

    @MainActor func testTuneInAScriptChangesTheNextTransition() async throws {
        let run = try HeadlessRun()
        try run.run("tune system.duration 1.2\ntune system.curve linear\nrequest push")
        let active = try XCTUnwrap(run.scene.window.activeTransition)
        XCTAssertEqual(active.animator.transitionDuration(using: active.context), 1.2)
        XCTAssertEqual((active.animator as? SystemSlideAnimator)?.curve, .linear)
        XCTAssertEqual(run.scene.tuning[.system].changedKeys, [.duration, .curve])
    }

    @MainActor func testTuneIsCheckedBeforeTheScriptRuns() async throws {
        let cases = [
            ("request push\ntune system.duraton 1", "test.segue:2: tune: unknown key \"duraton\" for system"),
            ("tune sheet.damping 3", "test.segue:1: tune: sheet.damping: 3 is out of range (0.05 to 1)"),
            ("tune sheet.damping soft", "test.segue:1: tune: sheet.damping: expected a number"),
            ("tune sheet 1", "test.segue:1: tune: expected STYLE.KEY"),
            ("tune system.curve 1,2,3", "test.segue:1: tune: system.curve: expected a curve name"),
            ("tune fold.angle", "test.segue:1: usage: tune STYLE.KEY VALUE"),
        ]
        for (text, expected) in cases {
            let script = try write("test.segue", text + "\n")
            let outcome = try SegueBinary.run(["--headless", "--script", script, "--out", folder])
            XCTAssertEqual(outcome.status, 2, text)
            XCTAssertTrue(outcome.standardError.contains(expected), "\(text): \(outcome.standardError)")
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("home.png")))
        }
    }
}
