import SegueSDL
import XCTest

@testable import SegueRuntime

/// The window's keys and the scripts' key names give the runtime's commands.
nonisolated final class KeyCommandTests: XCTestCase {
    @MainActor func testKeysMapToCommands() async {
        func command(_ key: Key, _ modifiers: KeyModifiers = [], isRepeat: Bool = false) -> KeyCommand? {
            KeyCommand(.keyDown(key, isRepeat: isRepeat), modifiers: modifiers)
        }
        XCTAssertEqual(command(.escape), .goBack)
        XCTAssertEqual(command(.letter("s")), .toggleSlowMotion)
        XCTAssertEqual(command(.letter("p")), .togglePause)
        XCTAssertEqual(command(.left), .stepBackward)
        XCTAssertEqual(command(.right), .stepForward)
        XCTAssertEqual(command(.letter("i")), .toggleInspector)
        XCTAssertEqual(command(.letter("f")), .toggleMeter)
        XCTAssertEqual(command(.letter("h")), .toggleHelp)
        XCTAssertEqual(KeyCommand(.textInput("?"), modifiers: .shift), .toggleHelp)
        XCTAssertEqual(command(.letter("q"), .control), .quit)
        XCTAssertEqual(command(.letter("q"), .gui), .quit)
        XCTAssertNil(command(.letter("q")), "plain Q does not quit")
        XCTAssertNil(command(.letter("s"), .control), "Ctrl+S is not slow motion")
        XCTAssertNil(KeyCommand(.textInput("h"), modifiers: []), "typed text other than ? is ignored")
        XCTAssertNil(command(.letter("p"), isRepeat: true), "auto-repeat does not toggle")
        XCTAssertEqual(command(.right, isRepeat: true), .stepForward, "holding an arrow keeps stepping")
        XCTAssertNil(KeyCommand(.mouseUp(button: .left, position: .zero), modifiers: []))
    }

    /// A script's key name and the window's key event give the same command, for every script key.
    @MainActor func testScriptNamesAndWindowKeysAreTheSameCommands() async {
        let keys: [String: (Key, KeyModifiers)] = [
            "escape": (.escape, []), "space": (.space, []), "return": (.return, []), "s": (.letter("s"), []),
            "p": (.letter("p"), []), "m": (.letter("m"), []), "left": (.left, []), "right": (.right, []),
            "i": (.letter("i"), []),
            "f": (.letter("f"), []), "h": (.letter("h"), []), "tab": (.tab, []), "shift-tab": (.tab, .shift),
            "e": (.letter("e"), []),
        ]
        XCTAssertEqual(Set(KeyCommand.scriptNames.map(\.name)), Set(keys.keys))
        for (name, (key, modifiers)) in keys {
            let fromScript = KeyCommand(scriptName: name)
            XCTAssertNotNil(fromScript, name)
            XCTAssertEqual(fromScript, KeyCommand(.keyDown(key, isRepeat: false), modifiers: modifiers), name)
            if let command = fromScript {
                XCTAssertEqual(KeyCommand(scriptName: command.scriptName ?? ""), command, "\(name) round trip")
            }
        }
        XCTAssertNil(KeyCommand(scriptName: "q"))
        XCTAssertNil(KeyCommand.quit.scriptName, "a script cannot quit")
    }
}

/// Modifiers are followed in event order, so a quick Ctrl+Q keeps its Control.
nonisolated final class WindowModifierTests: XCTestCase {
    @MainActor private let leftControl = Key.other(Int32(bitPattern: 0x4000_00E0))
    @MainActor private let rightGUI = Key.other(Int32(bitPattern: 0x4000_00E7))

    @MainActor func testQuickControlQIsQuit() async {
        var tracker = ModifierTracker()
        let events: [Event] = [
            .keyDown(leftControl, isRepeat: false), .keyDown(.letter("q"), isRepeat: false), .keyUp(.letter("q")),
            .keyUp(leftControl),
        ]
        var commands: [KeyCommand] = []
        for event in events {
            tracker.observe(event)
            if let command = KeyCommand(event, modifiers: tracker.held) { commands.append(command) }
        }
        XCTAssertEqual(commands, [.quit])
        XCTAssertEqual(tracker.held, [])
    }

    @MainActor func testFocusLossForgetsHeldModifiers() async {
        var tracker = ModifierTracker()
        tracker.observe(.keyDown(rightGUI, isRepeat: false))
        XCTAssertEqual(tracker.held, .gui)
        tracker.observe(.window(.focusLost))
        XCTAssertEqual(tracker.held, [])
        XCTAssertEqual(KeyModifiers(modifierKey: leftControl), .control)
        XCTAssertNil(KeyModifiers(modifierKey: .letter("q")))
    }
}
