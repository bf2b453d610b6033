import SegueCore

/// What the viewer's keys have switched — slow motion, pause, the overlays — and how they act
/// on the scene. Holds no SDL state, so it is tested without a window.
public final class ViewerControls {
    /// The length of one step with the arrow keys: one frame at 60 Hz.
    public static let stepDuration = 1.0 / 60

    /// The engine's time scale in slow motion: 1 / `--slow` when that is above 1, else 0.1.
    public let slowScale: Double
    /// True while slow motion is on (from the start when `--slow` is above 1).
    public private(set) var isSlowMotion: Bool
    /// True while the inspector is shown.
    public private(set) var showsInspector = false
    /// True while the frame-time meter is shown.
    public private(set) var showsMeter = false
    /// True while the list of keys is shown.
    public private(set) var showsHelp = false

    /// Creates the controls for a `--slow` factor (1 is real speed).
    public init(slowFactor: Double) {
        if slowFactor > 1, slowFactor.isFinite {
            slowScale = 1 / slowFactor
            isSlowMotion = true
        } else {
            slowScale = 0.1
            isSlowMotion = false
        }
    }

    /// The time scale the engine should run at now.
    public var timeScale: Double { isSlowMotion ? slowScale : 1 }

    /// Applies a command to the scene (every command but `quit` and `toggleRecording`, which the
    /// host handles).
    /// Returns true when something visible may have changed.
    @discardableResult
    public func apply(_ command: ViewerCommand, to scene: ViewerScene) -> Bool {
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
        }
        return true
    }

    /// The window title: the scene's status, then the pause and slow-motion flags.
    public func title(for scene: ViewerScene) -> String {
        var title = scene.statusDescription
        if scene.window.engine.isPaused { title += " — paused" }
        if isSlowMotion {
            let factor = 1 / slowScale
            let shown = factor == factor.rounded() ? String(Int(factor)) : DecimalText.oneDecimal(factor)
            title += " — slow ×\(shown)"
        }
        return title
    }
}
