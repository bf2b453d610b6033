import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// `resize W H` lays everything out for the new size and, headless, resizes the canvas; the
/// fuzzer's layout invariant catches a screen left at another size.
nonisolated final class ResizeTests: XCTestCase {
    @MainActor private func frames(in json: String, titled title: String) throws -> [[Double]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        var found: [[Double]] = []
        func walk(_ node: [String: Any]) {
            if node["title"] as? String == title, node["type"] as? String == "View" {
                found.append((node["frame"] as! [NSNumber]).map(\.doubleValue))
            }
            for child in node["children"] as! [[String: Any]] { walk(child) }
        }
        walk(object["root"] as! [String: Any])
        return found
    }

    @MainActor func testResizeAfterPresentLaysTheModalOutAndResizesTheCanvas() async throws {
        let run = try HeadlessRun()
        try run.run(
            """
            click Present
            settle
            resize 300 600
            tree t.json
            shot s.png
            """)
        XCTAssertEqual(try frames(in: run.text("t.json"), titled: "Modal 1"), [[0, 0, 300, 600]])
        let shot = try Surface.load(path: run.output.file("s.png"))
        XCTAssertEqual(shot.size, PixelSize(width: 300, height: 600), "later shots have the new size")
        assertColor(shot[290, 590], Colors.modal1, "the modal reaches the new corner")
    }

    @MainActor func testResizeUnderASheetLaysOutCardAndDimming() async throws {
        let run = try HeadlessRun(style: .sheet)
        try run.run(
            """
            click Present
            settle
            resize 500 700
            tree t.json
            """)
        XCTAssertEqual(try frames(in: run.text("t.json"), titled: "Modal 1"), [[0, 60, 500, 640]])
        XCTAssertEqual(try frames(in: run.text("t.json"), titled: "Dimming"), [[0, 0, 500, 700]])
        XCTAssertEqual(try frames(in: run.text("t.json"), titled: "Home"), [[0, 56, 500, 644]])
    }

    @MainActor func testLayoutInvariantCatchesAScreenLeftAtAnotherSize() async throws {
        let driver = SceneDriver()
        let checker = InvariantChecker(
            scene: driver.scene, baseline: InstanceBaseline(views: View.liveCount, controllers: 0),
            frame: { driver.frameCount })
        try driver.play(.request(.present))
        XCTAssertTrue(try driver.settle())
        try driver.play(.resize(width: 300, height: 600))
        XCTAssertEqual(LayoutInvariant.violations(in: driver.viewer.window), [])
        driver.viewer.window.presentations[0].presented.view.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(
            LayoutInvariant.violations(in: driver.viewer.window),
            ["Modal 1 is at (0, 0, 390x844), not (0, 0, 300x600)"])
        XCTAssertThrowsError(try checker.check(force: true)) { error in
            XCTAssertTrue("\(error)".contains("the layout does not fit the window"), "\(error)")
        }
    }
}
