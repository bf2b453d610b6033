import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueViewer

/// A fuzz action is the script commands its script line is, and one `CommandPlayer` plays them
/// for the fuzzer's `SceneDriver` and for `ScriptRunner` alike.
nonisolated final class FuzzScriptPlayerTests: XCTestCase {
    /// One action of every kind (and a few of some), each doing something in the viewer: a push
    /// clicked and popped by an edge drag, slow motion, pause and a frame step around a request,
    /// the meter's key pressed as an app key, focus, a sheet dragged by a finger, two fingers, a
    /// pinch, a trackpad swipe, a resize and style changes.
    @MainActor private func actions(push: Point) -> [FuzzAction] {
        [
            .click(push), .wait(milliseconds: 400),
            .drag(from: Point(x: 5, y: 400), to: Point(x: 300, y: 410), milliseconds: 300), .wait(milliseconds: 600),
            .key(.toggleSlowMotion), .request(.push), .wait(milliseconds: 300), .key(.togglePause),
            .key(.stepForward), .key(.togglePause), .key(.toggleSlowMotion), .appKey(KeyPress("f")),
            .key(.toggleHelp), .key(.focusNext), .key(.activate), .wait(milliseconds: 700),
            .style(.detents), .request(.present), .wait(milliseconds: 600),
            .touchDrag(from: Point(x: 195, y: 500), to: Point(x: 195, y: 800), milliseconds: 250),
            .wait(milliseconds: 600), .twoFingers(Point(x: 100, y: 300), Point(x: 250, y: 300)),
            .pinch(center: Point(x: 195, y: 400), from: 40, to: 200, milliseconds: 300),
            .swipe(travel: Point(x: 300, y: 0), milliseconds: 200, at: Point(x: 195, y: 400)),
            .resize(width: 600, height: 700), .key(.goBack), .style(.zoom), .key(.toggleReduceMotion),
            .request(.pop), .wait(milliseconds: 2000),
        ]
    }

    /// Played by the driver, and as the lines of their script through a runner on another
    /// driver, the actions leave both scenes in the same state after each, on the same frame;
    /// the lines parse to the commands the action is.
    @MainActor func testAFuzzActionAndItsScriptLineDriveTheSceneAlike() async throws {
        let fuzzed = SceneDriver()
        let push = try XCTUnwrap(fuzzed.scene.frontButtons.first { $0.currentTitle == "Push" }).presentationFrameInRoot
        let actions = actions(push: Point(x: push.midX, y: push.midY))
        let scripted = SceneDriver()
        let text = actions.map(\.scriptLine).joined(separator: "\n")
        let script = try ScriptParser.parse(text, fileName: "t.segue", application: ViewerApplication())
        let runner = ScriptRunner(
            script: script, host: DriverHost(driver: scripted), output: OutputFolder(path: "/tmp"), fontPath: "")
        var lines = script.lines[...]
        for action in actions {
            let count = action.scriptLine.split(separator: "\n").count
            let played = lines.prefix(count)
            lines = lines.dropFirst(count)
            var commands = action.commands
            if case .appKey(let press) = action, let command = KeyCommand(press: press) { commands = [.key(command)] }
            XCTAssertEqual(played.map(\.command), commands, action.scriptLine)

            try fuzzed.play(action)
            for line in played { try runner.execute(line) }
            XCTAssertEqual(scripted.frameCount, fuzzed.frameCount, action.scriptLine)
            XCTAssertEqual(try scripted.scene.stateJSON(), try fuzzed.scene.stateJSON(), action.scriptLine)
            XCTAssertEqual(runner.pointer.location, fuzzed.pointer.location, action.scriptLine)
            XCTAssertEqual(runner.pointer.isDown, fuzzed.pointer.isDown, action.scriptLine)
            XCTAssertEqual(runner.touches.locations, fuzzed.touches.locations, action.scriptLine)
            XCTAssertEqual(scripted.keysToResumeNormalTime, fuzzed.keysToResumeNormalTime, action.scriptLine)
            XCTAssertEqual(scripted.controls.showsMeter, fuzzed.controls.showsMeter, action.scriptLine)
            XCTAssertEqual(scripted.controls.showsHelp, fuzzed.controls.showsHelp, action.scriptLine)
        }
        XCTAssertTrue(lines.isEmpty)
        XCTAssertEqual(runner.framesRun, fuzzed.frameCount)
        // The actions did what they were chosen for.
        XCTAssertEqual(fuzzed.scene.window.bounds.size, Size(width: 600, height: 700))
        XCTAssertTrue(fuzzed.controls.showsMeter)
        XCTAssertEqual(fuzzed.pointer.location, Point(x: 300, y: 410))
        XCTAssertTrue(fuzzed.scene.reduceMotion)
        XCTAssertEqual(fuzzed.content.transitionStyle, .zoom)
    }

    /// A fuzzed key goes where a script's `key` line and the window's keyboard send it: to a
    /// shown panel that takes it first. With the motion lab shown, → changes the lab's parameter
    /// rather than stepping the paused scene.
    @MainActor func testAFuzzedKeyGoesToAShownPanelFirst() async throws {
        let driver = SceneDriver()
        try driver.play(.key(.togglePause))
        try driver.play(.appKey(KeyPress("t")))
        XCTAssertTrue(driver.controls.showsLab)
        let tuning = driver.content.motionTuning
        let time = driver.scene.window.engine.time
        try driver.play(.key(.stepForward))
        XCTAssertNotEqual(driver.content.motionTuning, tuning, "the lab took the key")
        XCTAssertEqual(driver.scene.window.engine.time, time, "the paused scene did not step")
    }

    /// A command the runner plays (it writes files, checks the scene or settles it) is refused by
    /// the player, saying so; the player's own refusals are the script's messages.
    @MainActor func testThePlayerRefusesTheRunnersCommands() async throws {
        let driver = SceneDriver()
        for command in [ScriptCommand.settle, .shot("a.png"), .expect(.idle), .clickButton("Push")] {
            XCTAssertThrowsError(try driver.player.play(command)) { error in
                XCTAssertEqual("\(error)", "only a script runner plays this command")
            }
        }
        XCTAssertThrowsError(try driver.player.play(.up)) { error in
            XCTAssertEqual("\(error)", "up needs the pointer down (use down X Y first)")
        }
        XCTAssertEqual(driver.frameCount, 0)
    }
}
