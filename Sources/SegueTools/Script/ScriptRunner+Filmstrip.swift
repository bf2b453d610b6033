import Foundation
import SegueCore
import SegueSDL
import SegueUI

extension ScriptRunner {
    /// The fractions of the transition a filmstrip shows.
    public static let filmstripFractions = [0.0, 0.25, 0.5, 0.75, 1.0]

    /// Starts `operation` with the current style and writes its frames at 0, 25, 50, 75 and 100%
    /// of the animator's duration side by side. On a `ManualTimeHost` the frames are at those
    /// times exactly; on another host, at the nearest whole frames.
    func filmstrip(_ name: String, operation: TransitionOperation) throws {
        try filmstrip(name, what: operation.rawValue) { try start(operation) }
    }

    /// Clicks the front-most screen's button titled `title` (down and up at the same moment) and
    /// writes the frames of the transition it starts, as `filmstrip(_:operation:)` does.
    func filmstrip(_ name: String, clicking title: String) throws {
        try filmstrip(name, what: "click \(title)") {
            guard let center = scene.centerOfButton(titled: title) else {
                throw ScriptFailure("no button \"\(title)\" on the front-most screen")
            }
            scene.router.handle(.down(location: center, time: host.now))
            scene.router.handle(.up(location: center, time: host.now))
        }
    }

    private func filmstrip(_ name: String, what: String, start: () throws -> Void) throws {
        guard !scene.isBusy else { throw ScriptFailure("filmstrip needs an idle scene (put settle before it)") }
        let engine = scene.window.engine
        guard !engine.isPaused, engine.timeScale > 0 else { throw ScriptFailure("filmstrip cannot run while paused") }
        try start()
        guard let active = scene.window.activeTransition else {
            throw ScriptFailure("the \(what) did not start a transition")
        }
        let operation = active.context.operation
        let duration = active.animator.transitionDuration(using: active.context)
        let clockDuration = duration / engine.timeScale
        let temporary = try output.prepare(".filmstrip-frame.png")
        defer { unlink(temporary) }
        var frames: [Surface] = []
        var captions: [String] = []
        var elapsed = 0.0
        var framesElapsed = 0
        for fraction in ScriptRunner.filmstripFractions {
            let target = clockDuration * fraction
            if let manual = host as? ManualTimeHost {
                // A hair past the end, so the last frame is the completed transition.
                try manual.advance(bySeconds: target - elapsed + (fraction == 1 ? 1e-9 : 0))
                framesRun += 1
                elapsed = target
            } else {
                let wanted = max(1, Int((target * Double(ManualClock.framesPerSecond)).rounded()))
                while framesElapsed < wanted {
                    try frame()
                    framesElapsed += 1
                }
            }
            try host.savePNG(path: temporary)
            frames.append(try Surface.load(path: temporary))
            captions.append(caption(operation: operation, fraction: fraction, seconds: duration * fraction))
        }
        try finishTransition()
        let strip = try FilmstripComposer.compose(frames: frames, captions: captions, fontPath: fontPath)
        try strip.savePNG(path: try output.prepare(name))
    }

    /// Keeps the current frame, with a caption, for the next `strip`.
    func keepStill(caption: String) throws {
        let temporary = try output.prepare(".still-frame.png")
        defer { unlink(temporary) }
        try host.savePNG(path: temporary)
        stills.append((try Surface.load(path: temporary), caption))
    }

    /// Writes the kept frames side by side with their captions and starts a new strip.
    func writeStrip(_ name: String) throws {
        guard !stills.isEmpty else { throw ScriptFailure("strip needs frames kept with still first") }
        let strip = try FilmstripComposer.compose(
            frames: stills.map(\.frame), captions: stills.map(\.caption), fontPath: fontPath)
        stills.removeAll()
        try strip.savePNG(path: try output.prepare(name))
    }

    /// Asks the app's content to start `operation` (`SceneContent.startTransition`).
    func start(_ operation: TransitionOperation) throws {
        try host.content.startTransition(operation, in: scene)
    }

    private func caption(operation: TransitionOperation, fraction: Double, seconds: Double) -> String {
        let percent = Int((fraction * 100).rounded())
        let time = String(format: "%.3f", seconds)
        let style = scene.transitionStyleName.map { "\($0) " } ?? ""
        return "\(style)\(operation.rawValue) \(percent)% · \(time) s"
    }

    /// Lets the transition finish after its last frame.
    func finishTransition() throws {
        var waited = 0
        while scene.isBusy && waited < Int(ScriptRunner.settleLimit) * ManualClock.framesPerSecond {
            try frame()
            waited += 1
        }
    }
}
