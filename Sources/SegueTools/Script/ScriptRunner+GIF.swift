import SegueCore
import SegueGIF
import SegueSDL
import SegueUI

extension ScriptRunner {
    /// The frame rates `gif` and `segue record` accept.
    public static let gifFrameRates = 1...60
    /// The frame rate when none is given.
    public static let defaultGIFFrameRate = 30

    /// Starts `operation` with the current style and records it into a looping GIF at `path`:
    /// frames evenly spaced from the first (time 0) to the settled one (the animator's duration,
    /// slowed by the engine's time scale), about `framesPerSecond` a second, shrunk by `scale`.
    /// The delays share the duration out, so they add up to it (to the hundredth). On a
    /// `ManualTimeHost` frames fall at those times exactly; on another host, at the nearest whole
    /// frames. The host must be able to read its frames back (`FrameReadback`).
    @discardableResult
    public func recordGIF(path: String, operation: TransitionOperation, framesPerSecond: Int, scale: Double = 1)
        throws -> GIFSummary
    {
        try recordGIF(path: path, what: operation.rawValue, framesPerSecond: framesPerSecond, scale: scale) {
            try start(operation)
        }
    }

    /// As `recordGIF(path:operation:framesPerSecond:scale:)` for the transition that a click on
    /// the front-most screen's button `title` starts (pressed and released at once), so a zoom
    /// grows out of that button or card.
    @discardableResult
    public func recordGIF(path: String, clicking title: String, framesPerSecond: Int, scale: Double = 1)
        throws -> GIFSummary
    {
        try recordGIF(path: path, what: "click \(title)", framesPerSecond: framesPerSecond, scale: scale) {
            guard let center = scene.centerOfButton(titled: title) else {
                throw ScriptFailure("no button \"\(title)\" on the front-most screen")
            }
            scene.router.handle(.down(location: center, time: host.now))
            scene.router.handle(.up(location: center, time: host.now))
        }
    }

    private func recordGIF(
        path: String, what: String, framesPerSecond: Int, scale: Double, start: () throws -> Void
    ) throws -> GIFSummary {
        guard !scene.isBusy else { throw ScriptFailure("gif needs an idle scene (put settle before it)") }
        let engine = scene.window.engine
        guard !engine.isPaused, engine.timeScale > 0 else { throw ScriptFailure("gif cannot run while paused") }
        guard let source = host as? FrameReadback else {
            throw ScriptFailure("gif needs a host whose frames can be read back")
        }
        let recorder = try GIFFrameRecorder(path: path, pixelSize: source.pixelSize, scale: scale)
        try start()
        guard let active = scene.window.activeTransition else {
            throw ScriptFailure("the \(what) did not start")
        }
        let duration = active.animator.transitionDuration(using: active.context) / engine.timeScale
        let intervals = max(1, Int((duration * Double(framesPerSecond)).rounded()))
        let delays = GIFTiming.delays(frameCount: intervals + 1, seconds: duration)
        var elapsed = 0.0
        var framesElapsed = 0
        for index in 0...intervals {
            let target = duration * Double(index) / Double(intervals)
            if let manual = host as? ManualTimeHost {
                // A hair past the end, so the last frame is the completed transition.
                try manual.advance(bySeconds: target - elapsed + (index == intervals ? 1e-9 : 0))
                framesRun += 1
                elapsed = target
            } else {
                let wanted = max(1, Int((target * Double(ManualClock.framesPerSecond)).rounded()))
                while framesElapsed < wanted {
                    try frame()
                    framesElapsed += 1
                }
            }
            try recorder.capture(from: source, delayCentiseconds: delays[index])
        }
        try finishTransition()
        return try recorder.finish()
    }
}
