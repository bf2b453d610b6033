import Segue
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import SegueRuntime
@testable import SegueTools

/// The motion lab panel (key T) on an app without transition styles: it opens and says so.
nonisolated final class LabPanelNoStylesTests: XCTestCase {
    @MainActor func testAnAppWithoutStylesShowsANote() async throws {
        let content = RootViewControllerApplication.RootContent(rootViewController: ViewController())
        var options = RunOptions()
        options.headless = true
        let fontPath = try FontResolver().resolve()
        SegueApplication.installTools()
        let host = try HeadlessHost(options: options, fontPath: fontPath, content: content)
        let script = try ScriptParser.parse(
            "key t\nkey right\nkey down\nkey ctrl-s", fileName: "t.segue", application: nil)
        try ScriptRunner(script: script, host: host, output: OutputFolder(path: "."), fontPath: fontPath).run()
        let lab = try XCTUnwrap(host.controls.lab)
        XCTAssertTrue(host.controls.showsLab)
        XCTAssertNil(lab.style(in: host.scene))
        XCTAssertEqual(lab.status, "nothing to save: this app has no transition styles")
        let overlay = OverlayWindow(size: Size(width: 390, height: 844), textMeasurer: ApproximateTextMeasurer())
        overlay.refresh(scene: host.scene, controls: host.controls, frameTimes: FrameTimeHistory())
        let texts = lab.labView.subviews.compactMap { ($0 as? Label)?.text }
        XCTAssertTrue(texts.contains("This app has no transition styles to tune."), "\(texts)")
        XCTAssertEqual(lab.labView.frame.height, 72, "one line of note")
    }
}
