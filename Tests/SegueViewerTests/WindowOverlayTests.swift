import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The overlays' models: frame-time history, inspector text, and that overlays never take clicks.
nonisolated final class WindowOverlayTests: XCTestCase {
    @MainActor func testFrameTimeHistoryKeepsTheLastFramesInOrder() async {
        var history = FrameTimeHistory(capacity: 3)
        XCTAssertNil(history.last)
        XCTAssertNil(history.average)
        history.record(0.010)
        history.record(0.020)
        XCTAssertEqual(history.durations, [0.010, 0.020])
        history.record(0.030)
        history.record(0.040)
        XCTAssertEqual(history.durations, [0.020, 0.030, 0.040])
        XCTAssertEqual(history.last, 0.040)
        XCTAssertEqual(history.maximum, 0.040)
        XCTAssertEqual(history.average ?? 0, 0.030, accuracy: 1e-12)
    }

    @MainActor func testDecimalText() async {
        XCTAssertEqual(DecimalText.oneDecimal(16.666), "16.7")
        XCTAssertEqual(DecimalText.oneDecimal(3), "3.0")
        XCTAssertEqual(DecimalText.oneDecimal(-0.04), "0.0")
        XCTAssertEqual(DecimalText.oneDecimal(-1.25), "-1.3")
        XCTAssertEqual(DecimalText.whole(-0.2), "0")
        XCTAssertEqual(DecimalText.whole(389.6), "390")
    }

    @MainActor func testInspectorListsStacksAndTheViewTree() async {
        let clock = ManualClock()
        let scene = ViewerScene(
            size: Size(width: 390, height: 844), clock: clock, textMeasurer: ApproximateTextMeasurer())
        scene.push()
        for _ in 0..<120 where scene.isBusy {
            clock.advanceOneFrame()
            scene.update()
        }
        let lines = InspectorLines.lines(for: scene.scene)
        XCTAssertEqual(lines[0], "Navigation: Home › Screen 2")
        XCTAssertEqual(lines[1], "Modals: none")
        XCTAssertEqual(lines[2], "Transition: none")
        XCTAssertTrue(lines.contains("Window \"Window\" (0, 0, 390×844)"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("Button \"Pop\" (65, ") && $0.hasSuffix("260×48)") })
        XCTAssertEqual(lines.count, 5 + ViewSnapshot(scene.window).count)

        let short = InspectorLines.lines(for: scene.scene, limit: 6)
        XCTAssertEqual(short.count, 6)
        XCTAssertEqual(short.last, "… \(lines.count - 5) more")
    }

    @MainActor func testOverlaysTakeNoClicks() async {
        let overlay = OverlayWindow(size: Size(width: 390, height: 844), textMeasurer: ApproximateTextMeasurer())
        let controls = SceneControls(slowFactor: 1)
        let scene = ViewerScene(
            size: Size(width: 390, height: 844), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        for command in [KeyCommand.toggleInspector, .toggleMeter, .toggleHelp] {
            controls.apply(command, to: scene.scene)
        }
        overlay.refresh(scene: scene.scene, controls: controls, frameTimes: FrameTimeHistory())
        XCTAssertTrue(overlay.isShowingSomething)
        XCTAssertNil(overlay.hitTest(Point(x: 300, y: 400)))
        XCTAssertNil(overlay.hitTest(Point(x: 20, y: 820)))
        overlay.resize(to: Size(width: 1000, height: 700))
        XCTAssertEqual(overlay.inspector.frame, Rect(x: 640, y: 0, width: 360, height: 700))
        XCTAssertEqual(overlay.meter.frame.maxY, 690)
    }
}

/// The window draws an app's panel as it draws the built-in ones.
nonisolated final class AppPanelOverlayTests: XCTestCase {
    @MainActor func testAnAppsPanelIsLaidOutAtItsPlacementWithItsLines() async throws {
        let panel = TextOverlayPanel(title: "Counts", toggleKey: KeyPress("c"), placement: .topTrailing) { scene in
            ["screens: \(scene.navigationTitles.count)"]
        }
        let scene = ViewerScene(
            size: Size(width: 390, height: 844), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        let controls = SceneControls(slowFactor: 1)
        controls.addPanels([panel])
        XCTAssertEqual(controls.handle(KeyPress("c"), in: scene.scene), true)
        let overlay = OverlayWindow(size: Size(width: 390, height: 844), textMeasurer: ApproximateTextMeasurer())
        overlay.refresh(scene: scene.scene, controls: controls, frameTimes: FrameTimeHistory())
        XCTAssertTrue(overlay.isShowingSomething)
        XCTAssertFalse(panel.view.isHidden)
        XCTAssertEqual(panel.view.frame, Rect(x: 120, y: 10, width: 260, height: 2 * 16 + 16))
        let texts = panel.view.subviews.compactMap { ($0 as? Label)?.text }
        XCTAssertEqual(texts, ["Counts", "screens: 1"])
        XCTAssertNil(overlay.hitTest(Point(x: 200, y: 20)), "the panel takes no clicks of the scene's")
    }
}
