import Foundation
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Tab, Shift+Tab and Return in scripts, the window's keys and the fuzzer; `"focus"` in the state.
nonisolated final class KeyboardFocusTests: XCTestCase {
    @MainActor private func focus(in json: String) throws -> Any? {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        XCTAssertTrue(object.keys.contains("focus"))
        return object["focus"].flatMap { $0 is NSNull ? nil : $0 }
    }

    @MainActor func testScriptKeysMoveTheFocusAndReturnPressesIt() async throws {
        let run = try HeadlessRun()
        try run.run(
            """
            tree none.json
            key tab
            tree first.json
            key shift-tab
            tree gallery.json
            key shift-tab
            tree present.json
            shot ring.png
            key return
            settle
            expect modal "Modal 1"
            tree after.json
            key tab
            key return
            settle
            expect modal none
            key tab
            click Push
            tree clicked.json
            """)
        XCTAssertNil(try focus(in: run.text("none.json")))
        XCTAssertEqual(try focus(in: run.text("first.json")) as? String, "system", "the first button in reading order")
        XCTAssertEqual(
            try focus(in: run.text("gallery.json")) as? String, "Gallery", "Shift+Tab from the first wraps to the last")
        XCTAssertEqual(try focus(in: run.text("present.json")) as? String, "Present")
        XCTAssertNil(try focus(in: run.text("after.json")), "dropped when the screen left")
        XCTAssertNil(try focus(in: run.text("clicked.json")), "a click drops the focus and shows no ring")
    }

    @MainActor func testTheRingIsDrawnAroundTheFocusedButton() async throws {
        let run = try HeadlessRun()
        let push = try XCTUnwrap(run.scene.frontButtons.first { $0.currentTitle == "Push" }).presentationFrameInRoot
        try run.run("shot plain.png\nkey shift-tab\nkey shift-tab\nkey shift-tab\nshot ring.png")
        XCTAssertEqual(run.scene.focus.focusedButton?.currentTitle, "Push")
        let x = Int(push.minX) - 3
        let y = Int(push.midY)
        assertColor(try run.pixel("plain.png", x, y), Colors.home)
        assertColor(try run.pixel("ring.png", x, y), run.scene.focus.ringColor, tolerance: 40)
    }

    @MainActor func testWindowKeysMapToTheFocusCommands() async {
        XCTAssertEqual(KeyCommand(.keyDown(.tab, isRepeat: false), modifiers: []), .focusNext)
        XCTAssertEqual(KeyCommand(.keyDown(.tab, isRepeat: false), modifiers: .shift), .focusPrevious)
        XCTAssertEqual(KeyCommand(.keyDown(.return, isRepeat: false), modifiers: []), .activate)
        XCTAssertEqual(KeyCommand(.keyDown(.space, isRepeat: false), modifiers: []), .activate)
        XCTAssertEqual(KeyCommand(scriptName: "shift-tab"), .focusPrevious)
        XCTAssertEqual(FuzzAction.key(.focusPrevious).scriptLine, "key shift-tab")
    }

    @MainActor func testFocusInvariantCatchesADisabledFocusedButton() async throws {
        let driver = SceneDriver()
        try driver.play(.key(.focusNext))
        XCTAssertNil(FocusInvariant.violation(in: driver.scene))
        let button = try XCTUnwrap(driver.viewer.focus.focusedButton)
        button.isEnabled = false
        XCTAssertEqual(FocusInvariant.violation(in: driver.scene), "the focused button \"system\" is disabled")
    }
}
