import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The overlays on the viewer's scene: the inspector's text, and that overlays never take clicks.
nonisolated final class WindowOverlayTests: XCTestCase {
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
