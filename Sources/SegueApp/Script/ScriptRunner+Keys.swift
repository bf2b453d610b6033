import SegueCore

extension ScriptRunner {
    /// Does what the viewer does for a key: Esc goes back, S toggles slow motion x10, P pauses,
    /// Left/Right step a frame while paused, I/F/H toggle overlays (recorded), space does nothing.
    func press(_ key: ScriptKey) {
        if let keyHandler {
            keyHandler(key)
            return
        }
        let engine = scene.window.engine
        switch key {
        case .escape:
            scene.goBack()
        case .space:
            break
        case .s:
            isSlowMotion.toggle()
            engine.timeScale = isSlowMotion ? baseTimeScale / 10 : baseTimeScale
        case .p:
            engine.isPaused.toggle()
        case .m:
            scene.reduceMotion.toggle()
        case .left, .right:
            guard engine.isPaused else { return }
            engine.step(by: (key == .left ? -1 : 1) * ManualClock.frameDuration)
        case .i, .f, .h:
            if overlaysShown.contains(key) {
                overlaysShown.remove(key)
            } else {
                overlaysShown.insert(key)
            }
        }
    }
}
