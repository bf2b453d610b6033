import SegueCore

/// What the keys have switched — slow motion, pause, the overlays — and how they act
/// on the scene. Every key goes through `apply(_:to:)`: the window's key events, a script's
/// `key NAME` and the fuzzer's keys. Holds no SDL state, so it is tested without a window.
///
/// Slow motion is defined once, here: S switches between real speed and the slow-motion factor,
/// which is `--slow` when that is not 1 and 10 otherwise; a `--slow` other than 1 starts with slow
/// motion on. So under `--slow 4` the viewer starts four times slower and S switches to real
/// speed and back; without `--slow`, S switches to ten times slower and back.
public final class SceneControls {
    /// The length of one step with the arrow keys: one frame at 60 Hz.
    public static let stepDuration = 1.0 / 60
    /// The slow-motion factor when `--slow` is 1 (not given).
    public static let defaultSlowMotionFactor = 10.0

    /// How many times slower time runs in slow motion: `--slow` when it is not 1, else 10.
    public let slowMotionFactor: Double
    /// True while slow motion is on (from the start when `--slow` is not 1).
    public private(set) var isSlowMotion: Bool
    /// True while the inspector is shown.
    public private(set) var showsInspector = false
    /// True while the frame-time meter is shown.
    public private(set) var showsMeter = false
    /// True while the list of keys is shown.
    public private(set) var showsHelp = false

    /// Creates the controls for a `--slow` factor (1 is real speed).
    public init(slowFactor: Double) {
        if slowFactor.isFinite, slowFactor > 0, slowFactor != 1 {
            slowMotionFactor = slowFactor
            isSlowMotion = true
        } else {
            slowMotionFactor = Self.defaultSlowMotionFactor
            isSlowMotion = false
        }
    }

    /// The engine's time scale in slow motion: 1 / `slowMotionFactor`.
    public var slowScale: Double { 1 / slowMotionFactor }

    /// The time scale the engine should run at now.
    public var timeScale: Double { isSlowMotion ? slowScale : 1 }

    /// Carries out a command on the scene (every command but `quit` and `toggleRecording`, which
    /// the host handles):
    /// the one place where keys take effect. A frame step lays the scene out at once, so the
    /// stepped frame is what is drawn next. Returns true when something visible may have changed.
    @discardableResult
    public func apply(_ command: KeyCommand, to scene: AppScene) -> Bool {
        let engine = scene.window.engine
        switch command {
        case .quit, .toggleRecording:
            return false
        case .goBack:
            scene.goBack()
        case .toggleSlowMotion:
            isSlowMotion.toggle()
            engine.timeScale = timeScale
        case .togglePause:
            engine.isPaused.toggle()
        case .toggleReduceMotion:
            scene.reduceMotion.toggle()
        case .stepBackward, .stepForward:
            guard engine.isPaused else { return false }
            engine.step(by: command == .stepForward ? Self.stepDuration : -Self.stepDuration)
            scene.window.layoutIfNeeded()
        case .toggleInspector:
            showsInspector.toggle()
        case .toggleMeter:
            showsMeter.toggle()
        case .toggleHelp:
            showsHelp.toggle()
        case .focusNext, .focusPrevious:
            scene.focus.moveFocus(forward: command == .focusNext)
        case .activate:
            return scene.focus.activateFocusedButton()
        }
        return true
    }

    /// The window title: the scene's status, then the pause, slow-motion and reduce-motion flags.
    public func title(for scene: AppScene) -> String {
        var title = scene.statusDescription
        if scene.window.engine.isPaused { title += " — paused" }
        if scene.reduceMotion { title += " — reduce motion" }
        if isSlowMotion {
            let factor = 1 / slowScale
            let shown = factor == factor.rounded() ? String(Int(factor)) : DecimalText.oneDecimal(factor)
            title += " — slow ×\(shown)"
        }
        return title
    }
}
