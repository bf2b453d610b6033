import SegueCore
import SegueUI

/// Plays the script commands that act on a scene — the pointer, the fingers, keys, waits,
/// resizes, styles, tuning and the app's own commands — frame by frame: the one player of both
/// `ScriptRunner` (on any `FrameHost`) and the fuzzer's `SceneDriver`, whose `FuzzAction`s are
/// these commands (`FuzzAction.forEachCommand(_:)`). A fuzzed session and the script that replays
/// it therefore play the same events on the same frames.
///
/// A click is down, one frame, up, one frame; a drag presses, then runs a frame and moves one
/// step, once per step, then releases and runs one more frame (`down`, `move` and `up` are those
/// parts; see `PointerPlayer`). A key goes to `SceneControls.handle(_:in:isRepeat:)` as the
/// window's keyboard sends it (a shown panel that takes it first), then one frame; a wait runs
/// `PointerPlayer.frames(in:)` frames; a resize, a style, a tuning or an app command takes effect,
/// then one frame. The commands that write files, check the scene or wait for it to settle are
/// the runner's: playing one here throws.
@MainActor package final class CommandPlayer {
    /// The scene played on.
    public let scene: AppScene
    /// What the app put in the scene: its styles, tuning and commands.
    public let content: SceneContent
    /// What the keys switch.
    public let controls: SceneControls
    /// Presses, moves and releases the pointer.
    public let pointer: PointerPlayer
    /// Puts touchscreen fingers down and plays trackpad swipes.
    public let touches: TouchPlayer
    private let frame: () throws -> Void
    private let resize: (Size) throws -> Void

    /// Plays on `scene`, stamping input with `now()`, running a frame with `frame()` and laying
    /// the scene (and whatever shows it) out for a new size with `resize`.
    public init(
        scene: AppScene, content: SceneContent, controls: SceneControls, now: @escaping () -> Double,
        frame: @escaping () throws -> Void, resize: @escaping (Size) throws -> Void
    ) {
        self.scene = scene
        self.content = content
        self.controls = controls
        self.frame = frame
        self.resize = resize
        pointer = PointerPlayer(router: scene.router, now: now, frame: frame)
        touches = TouchPlayer(scene: scene, now: now, frame: frame)
    }

    /// Plays one command; a command used out of turn (`up` with the pointer up, `style` for a
    /// content without styles...) throws a `ScriptFailure` saying why.
    public func play(_ command: ScriptCommand) throws {
        switch command {
        case .clickPoint(let point):
            try pointer.click(at: point)
        case .drag(let from, let to, let milliseconds):
            try press(at: from)
            try pointer.move(to: to, milliseconds: milliseconds)
            try pointer.release()
        case .down(let point):
            try press(at: point)
        case .move(let point, let milliseconds):
            guard pointer.isDown else { throw ScriptFailure("move needs the pointer down (use down X Y first)") }
            try pointer.move(to: point, milliseconds: milliseconds)
        case .up:
            guard pointer.isDown else { throw ScriptFailure("up needs the pointer down (use down X Y first)") }
            try pointer.release()
        case .swipe, .touchDown, .touchMove, .touchUp, .pinch:
            try playTouch(command)
        case .key(let command):
            // The press of the command's key, so a panel that takes it while shown gets it.
            if controls.handle(KeyPress(command: command), in: scene) == nil {
                controls.apply(command, to: scene)
            }
            try frame()
        case .press(let press):
            guard controls.binds(press, in: scene) else {
                let names = controls.keyNames(in: scene).joined(separator: ", ")
                throw ScriptFailure("nothing takes the key \(press.scriptName) in this app; keys: \(names)")
            }
            controls.handle(press, in: scene)
            try frame()
        case .wait(let milliseconds):
            for _ in 0..<PointerPlayer.frames(in: milliseconds) { try frame() }
        case .resize(let width, let height):
            try resize(Size(width: width, height: height))
            try frame()
        case .style(let style):
            guard content.transitionStyle != nil else { throw ScriptFailure(Script.noStyles) }
            content.transitionStyle = style
            try frame()
        case .tune(let style, let key, let value):
            guard content.transitionStyle != nil else { throw ScriptFailure(Script.noStyles) }
            var tuning = content.motionTuning
            try tuning.set(style, key, to: value)
            content.motionTuning = tuning
            try frame()
        case .app(let command):
            try content.perform(command, in: scene)
            try frame()
        case .clickButton, .settle, .shot, .tree, .filmstrip, .filmstripClick, .still, .strip, .gif, .expect,
            .trace, .traceEnd:
            throw ScriptFailure("only a script runner plays this command")
        }
    }

    /// Presses the pointer at `point`; fails when it is already down.
    private func press(at point: Point) throws {
        if pointer.isDown { throw ScriptFailure("the pointer is already down (use up first)") }
        pointer.press(at: point)
    }

    /// Plays `swipe`, `touch down|move|up` and `pinch` through `touches`.
    private func playTouch(_ command: ScriptCommand) throws {
        switch command {
        case .swipe(let travel, let milliseconds, let at):
            let bounds = scene.window.bounds
            try touches.swipe(
                by: travel, milliseconds: milliseconds, at: at ?? Point(x: bounds.midX, y: bounds.midY))
        case .touchDown(let finger, let point):
            guard !touches.isDown(finger) else {
                throw ScriptFailure("finger \(finger) is already down (use touch up \(finger) first)")
            }
            touches.down(finger, at: point)
        case .touchMove(let finger, let point, let milliseconds):
            guard touches.isDown(finger) else {
                throw ScriptFailure("touch move needs finger \(finger) down (use touch down \(finger) X Y first)")
            }
            try touches.move(finger, to: point, milliseconds: milliseconds)
        case .touchUp(let finger):
            guard touches.isDown(finger) else {
                throw ScriptFailure("touch up needs finger \(finger) down (use touch down \(finger) X Y first)")
            }
            try touches.up([finger])
        case .pinch(let center, let from, let to, let milliseconds):
            try touches.pinch(centre: center, from: from, to: to, milliseconds: milliseconds)
        default:
            break
        }
    }
}
