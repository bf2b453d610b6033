import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The windowed viewer's keys and controls, without a window.
nonisolated final class WindowControlsTests: XCTestCase {
    @MainActor private func makeScene(clock: ManualClock) -> ViewerScene {
        ViewerScene(size: Size(width: 390, height: 844), clock: clock, textMeasurer: ApproximateTextMeasurer())
    }

    @MainActor private func settle(_ scene: ViewerScene, clock: ManualClock, maxFrames: Int = 600) {
        for _ in 0..<maxFrames where scene.isBusy {
            clock.advanceOneFrame()
            scene.update()
        }
    }

    @MainActor func testSlowMotionRespectsTheSlowOption() async {
        let normal = SceneControls(slowFactor: 1)
        XCTAssertFalse(normal.isSlowMotion)
        XCTAssertEqual(normal.timeScale, 1)
        XCTAssertEqual(normal.slowScale, 0.1)

        let slow = SceneControls(slowFactor: 4)
        XCTAssertTrue(slow.isSlowMotion)
        XCTAssertEqual(slow.timeScale, 0.25)

        let scene = makeScene(clock: ManualClock())
        slow.apply(.toggleSlowMotion, to: scene.scene)
        XCTAssertEqual(scene.window.engine.timeScale, 1)
        slow.apply(.toggleSlowMotion, to: scene.scene)
        XCTAssertEqual(scene.window.engine.timeScale, 0.25)
        XCTAssertTrue(slow.title(for: scene.scene).hasSuffix(" — slow ×4"), slow.title(for: scene.scene))
    }

    @MainActor func testASlowFactorBelowOneSpeedsUpAndSTurnsItOff() async {
        let fast = SceneControls(slowFactor: 0.5)
        XCTAssertTrue(fast.isSlowMotion)
        XCTAssertEqual(fast.timeScale, 2)
        let scene = makeScene(clock: ManualClock())
        fast.apply(.toggleSlowMotion, to: scene.scene)
        XCTAssertEqual(scene.window.engine.timeScale, 1)
    }

    /// Under `--slow 4`, S does the same in the window, in a script and in the fuzzer's driver:
    /// it switches between four times slower and real speed.
    @MainActor func testSlowMotionKeyAgreesEverywhere() async throws {
        let windowControls = SceneControls(slowFactor: 4)
        let windowScene = makeScene(clock: ManualClock())
        windowScene.window.engine.timeScale = windowControls.timeScale
        let command = try XCTUnwrap(KeyCommand(.keyDown(.letter("s"), isRepeat: false), modifiers: []))
        windowControls.apply(command, to: windowScene.scene)

        let run = try HeadlessRun(slowFactor: 4)
        XCTAssertEqual(run.scene.window.engine.timeScale, 0.25)
        try run.run("key s")

        XCTAssertEqual(windowScene.window.engine.timeScale, 1)
        XCTAssertEqual(run.scene.window.engine.timeScale, 1, "a script's key s does what the window's S does")
        XCTAssertEqual(run.host.controls.isSlowMotion, windowControls.isSlowMotion)

        // The fuzzer's driver runs without --slow: S is ten times slower, as in a plain window.
        let driver = SceneDriver()
        try driver.play(.key(.toggleSlowMotion))
        XCTAssertEqual(driver.viewer.window.engine.timeScale, 0.1)
        XCTAssertEqual(FuzzAction.key(.toggleSlowMotion).scriptLine, "key s")
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.window.engine.timeScale, 1, "settling resumes real speed through the controls")
    }

    /// Overlay keys in a script switch the host's controls, which the window draws from.
    @MainActor func testScriptKeysSwitchTheHostsOverlays() async throws {
        let run = try HeadlessRun()
        try run.run("key i\nkey f\nkey ?\nkey f")
        XCTAssertTrue(run.host.controls.showsInspector)
        XCTAssertFalse(run.host.controls.showsMeter)
        XCTAssertTrue(run.host.controls.showsHelp)
    }

    @MainActor func testPauseHoldsTimeAndArrowsStepOneFrame() async {
        let clock = ManualClock()
        let scene = makeScene(clock: clock)
        let controls = SceneControls(slowFactor: 1)
        let engine = scene.window.engine
        scene.update()
        controls.apply(.stepForward, to: scene.scene)
        XCTAssertEqual(engine.time, 0, accuracy: 1e-12, "stepping does nothing while running")

        controls.apply(.togglePause, to: scene.scene)
        XCTAssertTrue(engine.isPaused)
        XCTAssertTrue(controls.title(for: scene.scene).contains("— paused"))
        clock.advance(frames: 30)
        scene.update()
        XCTAssertEqual(engine.time, 0, accuracy: 1e-12)
        controls.apply(.stepForward, to: scene.scene)
        controls.apply(.stepForward, to: scene.scene)
        controls.apply(.stepBackward, to: scene.scene)
        XCTAssertEqual(engine.time, 1.0 / 60, accuracy: 1e-12)
        controls.apply(.togglePause, to: scene.scene)
        XCTAssertFalse(engine.isPaused)
    }

    @MainActor func testPausedPushStepsThroughTheTransition() async {
        let clock = ManualClock()
        let scene = makeScene(clock: clock)
        let controls = SceneControls(slowFactor: 1)
        scene.update()
        controls.apply(.togglePause, to: scene.scene)
        scene.push()
        clock.advanceOneFrame()
        scene.update()
        let start = scene.window.activeTransition?.progress ?? -1
        for _ in 0..<6 { controls.apply(.stepForward, to: scene.scene) }
        let later = scene.window.activeTransition?.progress ?? -1
        XCTAssertGreaterThan(later, start, "stepping forward moves a paused push on")
        controls.apply(.togglePause, to: scene.scene)
        settle(scene, clock: clock)
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
    }

    @MainActor func testOverlayTogglesAndEscapeGoesBack() async {
        let clock = ManualClock()
        let scene = makeScene(clock: clock)
        let controls = SceneControls(slowFactor: 1)
        for command in [KeyCommand.toggleInspector, .toggleMeter, .toggleHelp] {
            controls.apply(command, to: scene.scene)
        }
        XCTAssertTrue(controls.showsInspector && controls.showsMeter && controls.showsHelp)
        controls.apply(.toggleHelp, to: scene.scene)
        XCTAssertFalse(controls.showsHelp)

        scene.push()
        settle(scene, clock: clock)
        scene.present()
        settle(scene, clock: clock)
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
        controls.apply(.goBack, to: scene.scene)
        settle(scene, clock: clock)
        XCTAssertEqual(scene.modalTitles, [], "Esc dismisses the front modal first")
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
        controls.apply(.goBack, to: scene.scene)
        settle(scene, clock: clock)
        XCTAssertEqual(scene.navigationTitles, ["Home"], "then pops")
    }
}
