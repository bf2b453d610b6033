import Segue
import SegueCore
import SegueSDL

/// Draws frames of a window view on the offscreen canvas the way the viewer does, one manual-clock
/// frame at a time, and optionally times each phase of the frame.
struct FrameDriver {
    /// The canvas drawn on.
    let canvas: BenchmarkCanvas
    /// The clock the window's engine reads.
    let clock: ManualClock

    var frameRenderer: FrameRenderer { canvas.frameRenderer }

    /// One whole frame: the clock moves 1/60 s, animations and layout update, the tree is drawn and presented.
    func frame(_ window: WindowView) throws {
        clock.advanceOneFrame()
        window.update()
        try canvas.drawAndPresent(window)
    }

    /// One frame split into phases, returning each phase's duration in seconds.
    func timedFrame(_ window: WindowView) throws -> PhaseTimes {
        clock.advanceOneFrame()
        let renderer = frameRenderer
        var t = PhaseTimes()
        t.animation = MonotonicClock.measure { window.engine.tick() }
        t.layout = MonotonicClock.measure { window.layoutIfNeeded() }
        t.renderList = MonotonicClock.measure { renderer.record(window) }
        t.tessellation = MonotonicClock.measure { renderer.prepareRecorded() }
        t.drawing = try MonotonicClock.measure {
            try renderer.drawPrepared(clearing: true)
            try canvas.present()
        }
        return t
    }

    /// Runs `frames` frames and returns the mean frame time in seconds.
    func meanFrameTime(_ window: WindowView, frames: Int) throws -> Double {
        let elapsed = try MonotonicClock.measure {
            for _ in 0..<frames { try frame(window) }
        }
        return elapsed / Double(frames)
    }
}

/// Durations of the phases of one frame, in seconds.
struct PhaseTimes {
    /// The engine's tick: media time, frame callbacks, animation evaluation.
    var animation = 0.0
    /// layoutIfNeeded over the tree.
    var layout = 0.0
    /// WindowView.render(into:): the render list.
    var renderList = 0.0
    /// The tessellator: stencil clipping, feathered fringes, triangles.
    var tessellation = 0.0
    /// The backend: clear, one SDL_RenderGeometry per batch, present (the software rasteriser runs here).
    var drawing = 0.0

    /// The sum of the phases.
    var total: Double { animation + layout + renderList + tessellation + drawing }
}
