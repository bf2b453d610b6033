import SegueCore

/// What the keys have switched — slow motion, pause, the overlay panels — and how they act
/// on the scene. Every key press goes through `handle(_:in:)` (the window's keyboard and a
/// script's `key NAME`): an open panel that takes it, then a panel's toggle key, then
/// the app's keys (`SceneContent.appKeys`), then the built-in `KeyCommand`, which
/// `apply(_:to:)` carries out (the fuzzer's keys call it directly). Holds no SDL state, so it is
/// tested without a window.
///
/// Slow motion is defined once, here: S switches between real speed and the slow-motion factor,
/// which is `--slow` when that is not 1 and 10 otherwise; a `--slow` other than 1 starts with slow
/// motion on. So under `--slow 4` the viewer starts four times slower and S switches to real
/// speed and back; without `--slow`, S switches to ten times slower and back.
@preconcurrency @MainActor public final class SceneControls {
    /// The length of one step with the arrow keys: one frame at 60 Hz.
    public static let stepDuration = 1.0 / 60
    /// The slow-motion factor when `--slow` is 1 (not given).
    public static let defaultSlowMotionFactor = 10.0

    /// How many times slower time runs in slow motion: `--slow` when it is not 1, else 10.
    public let slowMotionFactor: Double
    /// True while slow motion is on (from the start when `--slow` is not 1).
    public private(set) var isSlowMotion: Bool
    /// True while the inspector is shown.
    public var showsInspector: Bool { isShown(inspector) }
    /// True while the frame-time meter is shown.
    public var showsMeter: Bool { isShown(meter) }
    /// True while the list of keys is shown.
    public var showsHelp: Bool { isShown(help) }
    /// The panels, in the order they are drawn (later ones over earlier ones): the inspector, the
    /// frame meter, the tools' (the motion lab), the app's (`addPanels(_:)`), and the help card on
    /// top.
    public private(set) var panels: [OverlayPanel] = []
    /// The inspector.
    let inspector = InspectorPanel()
    /// The frame-time meter.
    let meter = FrameMeterPanel()
    /// The list of keys.
    let help = HelpPanel()
    /// The panels the installed tools add (the motion lab).
    package let toolPanels: [any ToolPanel]
    /// The panels shown, by identity.
    private var shown: Set<ObjectIdentifier> = []

    /// Creates the controls for a `--slow` factor (1 is real speed).
    public init(slowFactor: Double) {
        toolPanels = Toolbox.installed.makePanels()
        if slowFactor.isFinite, slowFactor > 0, slowFactor != 1 {
            slowMotionFactor = slowFactor
            isSlowMotion = true
        } else {
            slowMotionFactor = Self.defaultSlowMotionFactor
            isSlowMotion = false
        }
        panels = [inspector, meter] + toolPanels + [help]
    }

    /// Adds an app's panels (the hosts add `SceneContent.overlayPanels` when they make the scene).
    public func addPanels(_ panels: [OverlayPanel]) {
        self.panels.insert(contentsOf: panels, at: self.panels.count - 1)
    }

    /// True while a panel is shown.
    public func isShown(_ panel: OverlayPanel) -> Bool { shown.contains(ObjectIdentifier(panel)) }

    /// Shows or hides a panel and tells it.
    public func setShown(_ panel: OverlayPanel, _ isShown: Bool, in scene: AppScene) {
        guard isShown != self.isShown(panel) else { return }
        if isShown {
            shown.insert(ObjectIdentifier(panel))
        } else {
            shown.remove(ObjectIdentifier(panel))
        }
        panel.visibilityDidChange(isShown, in: scene)
    }

    /// Shows a hidden panel or hides a shown one.
    public func toggle(_ panel: OverlayPanel, in scene: AppScene) {
        setShown(panel, !isShown(panel), in: scene)
    }

    /// Hands a key press to what takes it: a shown panel that takes it (the front-most first),
    /// then a panel's toggle key, then the app's keys, then the built-in command. Returns nil when
    /// nothing here takes the press (and for quit and the recording key, which the window host
    /// handles), else whether something visible may have changed. With `isRepeat` (a key held
    /// down) only the panels and the frame steps take it.
    @discardableResult
    public func handle(_ press: KeyPress, in scene: AppScene, isRepeat: Bool = false) -> Bool? {
        for panel in panels.reversed() where isShown(panel) {
            if panel.handle(press, in: scene) { return true }
        }
        if !isRepeat {
            if let panel = panels.first(where: { $0.toggleKey == press }) {
                toggle(panel, in: scene)
                return true
            }
            if let key = scene.content?.appKeys.first(where: { $0.press == press }), KeyCommand(press: press) == nil {
                key.action(scene)
                return true
            }
        }
        guard let command = KeyCommand(press: press), command != .quit, command != .toggleRecording else { return nil }
        if isRepeat, command != .stepBackward, command != .stepForward { return false }
        return apply(command, to: scene)
    }

    /// True when something takes `press` in this scene: a built-in command, a panel's toggle key,
    /// a key a panel takes while shown, or one of the app's keys (what a script may press).
    public func binds(_ press: KeyPress, in scene: AppScene) -> Bool {
        if let command = KeyCommand(press: press) { return command != .quit && command != .toggleRecording }
        if panels.contains(where: { $0.toggleKey == press || $0.keys.contains { $0.press == press } }) { return true }
        return scene.content?.appKeys.contains { $0.press == press } ?? false
    }

    /// The names a script may press in this scene, for messages.
    public func keyNames(in scene: AppScene) -> [String] {
        var names = KeyCommand.scriptNames.map(\.name)
        for press in panels.compactMap(\.toggleKey) + panels.flatMap({ $0.keys.map(\.press) })
            + (scene.content?.appKeys.map(\.press) ?? [])
        where !names.contains(press.scriptName) {
            names.append(press.scriptName)
        }
        return names
    }

    /// The help card's lines: the built-in keys, each panel's toggle key and the keys it takes,
    /// and the app's keys.
    public func helpEntries(in scene: AppScene) -> [(key: String, action: String)] {
        var entries = HelpPanelView.entries
        let panelEntries = panels.compactMap { panel in panel.toggleKey.map { (key: $0.label, action: panel.help) } }
        entries.insert(contentsOf: panelEntries, at: min(HelpPanelView.panelEntriesIndex, entries.count))
        for panel in panels where isShown(panel) {
            entries += panel.keys.map { (key: $0.press.label, action: $0.help) }
        }
        entries += (scene.content?.appKeys ?? []).map { (key: $0.press.label, action: $0.help) }
        return entries
    }

    /// Tells the shown panels that the scene advanced a frame (every host calls it after each
    /// frame's update).
    public func sceneDidUpdate(_ scene: AppScene) {
        for panel in toolPanels where !isShown(panel) { panel.sceneDidUpdateWhileHidden(scene) }
        for panel in panels where isShown(panel) { panel.sceneDidUpdate(scene) }
    }

    /// The views the panels hold (outside the scene's tree): the built-in ones only once drawn.
    package var panelViewCount: Int {
        panels.reduce(toolPanels.reduce(0) { $0 + $1.heldViewCount }) { count, panel in
            if let lazy = panel as? LazyViewPanel { return count + (lazy.createdView?.subtreeViewCount ?? 0) }
            return count + panel.view.subtreeViewCount
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
            toggle(inspector, in: scene)
        case .toggleMeter:
            toggle(meter, in: scene)
        case .toggleHelp:
            toggle(help, in: scene)
        case .focusNext, .focusPrevious:
            scene.focus.moveFocus(forward: command == .focusNext)
        case .activate:
            return scene.focus.activateFocusedButton()
        case .endStuckTransition:
            return scene.window.endStuckTransition()
        }
        return true
    }

    /// The window title: the scene's status, then the pause, slow-motion and reduce-motion flags.
    public func title(for scene: AppScene) -> String {
        var title = scene.statusDescription
        if scene.window.engine.isPaused { title += " — paused" }
        if scene.reduceMotion { title += " — reduce motion" }
        for panel in toolPanels where isShown(panel) {
            if let note = panel.windowTitleNote { title += " — \(note)" }
        }
        if isSlowMotion {
            let factor = 1 / slowScale
            let shown = factor == factor.rounded() ? String(Int(factor)) : DecimalText.oneDecimal(factor)
            title += " — slow ×\(shown)"
        }
        if scene.window.hasStuckTransition { title += " — transition never completed (E ends it)" }
        return title
    }
}
