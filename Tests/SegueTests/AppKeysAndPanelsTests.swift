import Foundation
import Segue
import SegueSDL
import XCTest

/// An app's own keys and panels, through the public API only: a script presses them, the help
/// lists them, and a press nothing takes fails with the keys there are.
nonisolated final class AppKeysAndPanelsTests: XCTestCase {
    @MainActor private func host(_ content: SceneContent) throws -> HeadlessHost {
        var options = RunOptions()
        options.headless = true
        return try HeadlessHost(options: options, fontPath: try FontResolver().resolve(), content: content)
    }

    @MainActor private func run(_ text: String, on host: HeadlessHost) throws {
        let script = try ScriptParser.parse(text, fileName: "keys.segue")
        try ScriptRunner(
            script: script, host: host, output: OutputFolder(path: "."), fontPath: try FontResolver().resolve()
        )
        .run()
    }

    @MainActor func testAScriptPressesTheAppsKeyAndTogglesItsPanel() async throws {
        let content = CounterContent()
        let host = try host(content)
        XCTAssertFalse(host.controls.isShown(content.countPanel))
        try run("key c\nkey c\nkey g", on: host)
        XCTAssertEqual(content.count, 2)
        XCTAssertTrue(host.controls.isShown(content.countPanel))
        XCTAssertEqual(content.countPanel.lines(for: host.scene), ["count: 2", "screens: 1"])
        XCTAssertTrue(
            host.controls.panels.contains { $0 === content.countPanel }, "the app's panel is one of the panels")
        try run("key g", on: host)
        XCTAssertFalse(host.controls.isShown(content.countPanel))
    }

    @MainActor func testTheHelpListsTheAppsKeysAndPanels() async throws {
        let content = CounterContent()
        let host = try host(content)
        let entries = host.controls.helpEntries(in: host.scene)
        XCTAssertTrue(entries.contains { $0.key == "C" && $0.action == "count one more" }, "\(entries)")
        XCTAssertTrue(entries.contains { $0.key == "G" && $0.action == "Counter" }, "\(entries)")
        XCTAssertTrue(entries.contains { $0.key == "I" }, "the inspector is a panel like the app's")
    }

    @MainActor func testAKeyNothingTakesFailsWithTheKeysThereAre() async throws {
        let host = try host(CounterContent())
        XCTAssertThrowsError(try run("key x", on: host)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("keys.segue:1: nothing takes the key x in this app; keys: "), message)
            XCTAssertTrue(message.hasSuffix(", c"), message)
        }
    }

    @MainActor func testABuiltInKeyWinsOverAnAppKeyOfTheSameName() async throws {
        @MainActor final class Greedy: SceneContent {
            let rootViewController = ViewController()
            var presses = 0
            var appKeys: [AppKey] { [AppKey(KeyPress("p"), help: "mine") { [unowned self] _ in presses += 1 }] }
        }
        let content = Greedy()
        let host = try host(content)
        try run("key p", on: host)
        XCTAssertEqual(content.presses, 0)
        XCTAssertTrue(host.scene.window.engine.isPaused, "P still pauses")
    }

    @MainActor func testKeyNamesReadBack() async {
        for name in ["t", "shift-right", "ctrl-s", "alt-shift-up", "esc", "?", "7"] {
            let press = KeyPress(scriptName: name)
            XCTAssertNotNil(press, name)
            XCTAssertEqual(press.flatMap { KeyPress(scriptName: $0.scriptName) }, press, name)
        }
        for bad in ["", "shift-", "ctrl-ctrl-s", "tt", "f1", "-"] { XCTAssertNil(KeyPress(scriptName: bad), bad) }
        XCTAssertEqual(KeyPress("s", modifiers: .control).label, "Ctrl+S")
        XCTAssertEqual(KeyCommand(press: KeyPress(.tab, modifiers: .shift)), .focusPrevious)
        XCTAssertNil(KeyCommand(press: KeyPress("s", modifiers: .control)))
    }

    /// The fuzzer presses an app's own keys and its panels' keys as a user would, and its
    /// script replays them: a session of the counter app counts, and its lines name the keys.
    @MainActor func testTheFuzzerPressesTheAppsKeysAndPanelKeys() async throws {
        @MainActor final class CounterApp: SegueApplicationDelegate {
            var made: [CounterContent] = []
            func makeSceneContent() -> SceneContent {
                let content = CounterContent()
                made.append(content)
                return content
            }
        }
        let app = CounterApp()
        let fuzzer = Fuzzer(application: app)
        let report = fuzzer.session(seed: 2, events: 600)
        XCTAssertNil(report.failure)
        let presses = report.actions.compactMap { action -> KeyPress? in
            if case .appKey(let press) = action { return press }
            return nil
        }
        XCTAssertTrue(presses.contains(KeyPress("c")), "C pressed: \(presses)")
        XCTAssertTrue(presses.contains(KeyPress("g")), "the panel's G pressed: \(presses)")
        let counted = presses.filter { $0 == KeyPress("c") }.count
        XCTAssertEqual(app.made.last?.count, counted, "every C counted once")
        let text = fuzzer.script(for: report.actions, seed: 2, failure: "none")
        XCTAssertTrue(text.contains("\nkey c\n"), "the script presses C")
        XCTAssertNoThrow(try ScriptParser.parse(text, fileName: "session.segue"))
    }
}
