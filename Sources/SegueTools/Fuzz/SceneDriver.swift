import SegueCore
import SegueUI

/// Plays actions on an app's scene with a manual clock, one frame (1/60 s) at a time, calling a
/// check after every frame. The fuzzer and its shrinker replay sessions with it; nothing is drawn
/// (text is measured by `ApproximateTextMeasurer`). Every action plays the frames its script line
/// plays under `ScriptRunner`: the pointer goes through the same `PointerPlayer`, a wait lasts
/// `PointerPlayer.frames(in:)` frames, and a key, a resize, a style change or a request runs one
/// frame.
@preconcurrency @MainActor public final class SceneDriver {
    /// The clock of the scene.
    public let clock = ManualClock()
    /// What the app put in the scene (kept alive by the driver).
    public let content: SceneContent
    /// The scene played on.
    public let scene: AppScene
    /// Called after every frame; throwing stops the session.
    public var afterFrame: () throws -> Void = {}
    /// Frames played so far.
    public private(set) var frameCount = 0

    /// What the keys switch: the same `SceneControls` the window and scripts use.
    public let controls = SceneControls(slowFactor: 1)

    /// Presses, moves and releases the pointer as scripts do.
    public private(set) lazy var pointer = PointerPlayer(
        router: scene.router, now: { [unowned self] in self.clock.now }, frame: { [unowned self] in try self.frame() })

    /// Puts fingers down and plays trackpad swipes as scripts do.
    public private(set) lazy var touches = TouchPlayer(
        scene: scene, now: { [unowned self] in self.clock.now }, frame: { [unowned self] in try self.frame() })

    /// Creates a scene of the given size showing `content`.
    public init(content: SceneContent, size: Size = .defaultWindow) {
        self.content = content
        scene = AppScene(size: size, clock: clock, textMeasurer: ApproximateTextMeasurer(), content: content)
        controls.addPanels(content.overlayPanels)
    }

    /// The app's own keys and its panels' toggle keys, which the fuzzer presses too.
    public private(set) lazy var appPresses: [KeyPress] =
        content.appKeys.map(\.press) + content.overlayPanels.compactMap(\.toggleKey)

    /// Creates a scene of the given size with a new content of `application`.
    public convenience init(application: SegueApplicationDelegate, size: Size = .defaultWindow) {
        self.init(content: application.makeSceneContent(), size: size)
    }

    /// Advances one frame and runs the check.
    public func frame() throws {
        clock.advanceOneFrame()
        scene.update()
        frameCount += 1
        try afterFrame()
    }

    /// Plays one action.
    public func play(_ action: FuzzAction) throws {
        switch action {
        case .click(let p):
            try pointer.click(at: p)
        case .drag(let a, let b, let ms):
            try pointer.drag(from: a, to: b, milliseconds: Double(ms))
        case .key(let command):
            controls.apply(command, to: scene)
            try frame()
        case .appKey(let press):
            _ = controls.handle(press, in: scene)
            try frame()
        case .wait(let ms):
            for _ in 0..<PointerPlayer.frames(in: Double(ms)) { try frame() }
        case .resize(let w, let h):
            scene.resize(to: Size(width: Double(w), height: Double(h)))
            try frame()
        case .style(let style):
            content.transitionStyle = style
            try frame()
        case .request(let operation):
            try content.perform(FuzzAction.requestCommand(operation), in: scene)
            try frame()
        case .touchDrag(let a, let b, let ms):
            touches.down(1, at: a)
            try touches.move(1, to: b, milliseconds: Double(ms))
            try touches.up([1])
        case .twoFingers(let a, let b):
            touches.down(1, at: a)
            touches.down(2, at: b)
            try touches.up([1])
            try touches.up([2])
        case .pinch(let center, let from, let to, let ms):
            try touches.pinch(centre: center, from: from, to: to, milliseconds: Double(ms))
        case .swipe(let travel, let ms, let at):
            try touches.swipe(by: travel, milliseconds: Double(ms), at: at)
        }
    }

    /// The keys that bring back normal time (real speed, unpaused): S when in slow motion, then
    /// P when paused. A shrunk session's script plays them before its `settle`, as `settle(limit:)`
    /// does.
    public var keysToResumeNormalTime: [KeyCommand] {
        (controls.isSlowMotion ? [.toggleSlowMotion] : []) + (scene.window.engine.isPaused ? [.togglePause] : [])
    }

    /// Resumes normal time with `keysToResumeNormalTime` (each key, then a frame, as a script's
    /// `key` line) and runs frames until nothing is in flight; false when it took longer than
    /// `limit` seconds.
    public func settle(limit: Double = 60) throws -> Bool {
        for key in keysToResumeNormalTime { try play(.key(key)) }
        var frames = 0
        while scene.isBusy {
            try frame()
            frames += 1
            if Double(frames) / 60 > limit { return false }
        }
        return true
    }
}
