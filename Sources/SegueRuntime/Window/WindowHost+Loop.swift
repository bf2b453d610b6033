import SegueSDL

extension WindowHost {
    /// How long an idle viewer sleeps in SDL's event wait before looking again.
    static let idleWaitMilliseconds = 1000

    /// Runs the interactive viewer until the window is closed; returns the exit status (0).
    ///
    /// While something moves (a transition, an animation, a drag) it draws a frame per vsync.
    /// When nothing does, it blocks in SDL's event wait instead of spinning, and on waking brings
    /// the scene up to the clock before the event can start an animation.
    func runInteractive() throws -> Int32 {
        var needsDraw = true
        while !isClosed {
            let engine = scene.window.engine
            let moving = (scene.isBusy || scene.hasScheduledWork) && !engine.isPaused
            if !needsDraw && !moving {
                guard let event = events.wait(milliseconds: Self.idleWaitMilliseconds) else { continue }
                scene.update()
                needsDraw = handle(event)
            }
            while let event = events.poll() {
                if handle(event) { needsDraw = true }
            }
            if isClosed { break }
            try drawFrame()
            needsDraw = false
            if moving { pace() }
        }
        return 0
    }
}
