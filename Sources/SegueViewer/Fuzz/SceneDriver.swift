import Segue
import SegueCore
import SegueUI

/// Plays actions on a viewer scene with a manual clock, one frame (1/60 s) at a time, calling a
/// check after every frame. The fuzzer and its shrinker replay sessions with it; nothing is drawn.
public final class SceneDriver {
    /// The clock of the scene.
    public let clock = ManualClock()
    /// The scene played on.
    public let scene: ViewerScene
    /// Called after every frame; throwing stops the session.
    public var afterFrame: () throws -> Void = {}
    /// Frames played so far.
    public private(set) var frameCount = 0

    /// What the keys switch: the same `ViewerControls` the window and scripts use.
    public let controls = ViewerControls(slowFactor: 1)

    /// Creates a scene of the given size and style.
    public init(size: Size = .defaultWindow, style: TransitionStyle = .system) {
        scene = ViewerScene(size: size, clock: clock, textMeasurer: ApproximateTextMeasurer(), style: style)
    }

    /// Advances one frame and runs the check.
    public func frame() throws {
        clock.advanceOneFrame()
        scene.update()
        frameCount += 1
        try afterFrame()
    }

    /// Where the pointer is and whether it is pressed (as the last event left it).
    public private(set) var pointer = (location: Point.zero, isDown: false)

    /// Plays one action.
    public func play(_ action: FuzzAction) throws {
        let router = scene.router
        switch action {
        case .click(let p):
            pointer = (p, true)
            router.handle(.down(location: p, time: clock.now))
            try frame()
            pointer = (p, false)
            router.handle(.up(location: p, time: clock.now))
            try frame()
        case .drag(let a, let b, let ms):
            pointer = (a, true)
            router.handle(.down(location: a, time: clock.now))
            let steps = max(1, Int((Double(ms) / 1000 * 60).rounded()))
            for i in 1...steps {
                try frame()
                let t = Double(i) / Double(steps)
                pointer.location = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                router.handle(.moved(location: pointer.location, time: clock.now))
            }
            pointer = (b, false)
            router.handle(.up(location: b, time: clock.now))
            try frame()
        case .key(let command):
            controls.apply(command, to: scene.scene)
            try frame()
        case .wait(let ms):
            for _ in 0..<Int((Double(ms) / 1000 * 60).rounded()) { try frame() }
        case .resize(let w, let h):
            scene.resize(to: Size(width: Double(w), height: Double(h)))
            try frame()
        case .style(let style):
            scene.style = style
            try frame()
        case .request(let operation):
            scene.request(operation)
            try frame()
        }
    }

    /// Resumes normal time (unpaused, real speed) and runs frames until nothing is in flight;
    /// false when it took longer than `limit` seconds.
    public func settle(limit: Double = 60) throws -> Bool {
        if controls.isSlowMotion { controls.apply(.toggleSlowMotion, to: scene.scene) }
        if scene.window.engine.isPaused { controls.apply(.togglePause, to: scene.scene) }
        var frames = 0
        while scene.isBusy {
            try frame()
            frames += 1
            if Double(frames) / 60 > limit { return false }
        }
        return true
    }
}
