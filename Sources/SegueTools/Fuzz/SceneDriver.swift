import SegueCore
import SegueUI

/// Plays actions on an app's scene with a manual clock, one frame (1/60 s) at a time, calling a
/// check after every frame. The fuzzer and its shrinker replay sessions with it; nothing is drawn
/// (text is measured by `ApproximateTextMeasurer`). An action is the script commands its script
/// line is (`FuzzAction.forEachCommand(_:)`), played by the same `CommandPlayer` that plays them
/// under `ScriptRunner`: the same events on the same frames.
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

    /// Plays the script commands the actions are, as `ScriptRunner` plays a script's.
    package private(set) lazy var player = CommandPlayer(
        scene: scene, content: content, controls: controls, now: { [unowned self] in self.clock.now },
        frame: { [unowned self] in try self.frame() }, resize: { [unowned self] in self.scene.resize(to: $0) })

    /// Presses, moves and releases the pointer as scripts do (the player's).
    package var pointer: PointerPlayer { player.pointer }

    /// Puts fingers down and plays trackpad swipes as scripts do (the player's).
    package var touches: TouchPlayer { player.touches }

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

    /// Plays one action: its script commands, through `player`.
    public func play(_ action: FuzzAction) throws {
        try action.forEachCommand { try player.play($0) }
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
