import CMallocCounter
import Segue
import SegueCore
import SegueSDL

/// Heap allocations per frame in steady state, counted by the malloc interposer (CMallocCounter):
/// every malloc, calloc, realloc and aligned allocation of the whole process, SDL included.
///
/// SDL's software renderer allocates inside SDL_RenderGeometry (a temporary surface for every
/// blended triangle), so the count of a frame is split: Segue's own path (animation, layout,
/// render list, tessellation), the drawing (backend and SDL), and raw SDL drawing the same
/// triangles. Segue's share is its own path plus whatever its drawing adds over raw SDL.
enum AllocationBenchmark {
    /// Allocations per frame of one scene.
    struct Result {
        /// What was drawn.
        let name: String
        /// Frames counted.
        let frames: Int
        /// Update, render list and tessellation, per frame.
        let segueOwn: Double
        /// The backend's clear, draw and present (SDL's rasteriser included), per frame.
        let drawing: Double
        /// Raw SDL clearing, drawing the same triangles and presenting, per frame (on a window's
        /// raster path: the streaming texture's upload of as many rows, its copy and the present).
        let rawSDL: Double

        /// What Segue allocates per frame beyond what SDL itself does for the same triangles.
        var segueTotal: Double { segueOwn + max(0, drawing - rawSDL) }
    }

    /// True when the counting malloc is the process's malloc.
    static var isAvailable: Bool { segue_malloc_counter_is_active() != 0 }

    /// Allocations made while `body` runs.
    static func count(_ body: () throws -> Void) rethrows -> UInt64 {
        let before = segue_malloc_count()
        try body()
        return segue_malloc_count() - before
    }

    /// Counts allocations over `frames` steady frames of `window`. The warm-up outlasts the text
    /// cache's idle limit, so textures left by earlier scenes are evicted before counting starts.
    static func run(name: String, window: WindowView, driver: FrameDriver, frames: Int) throws -> Result {
        let warmUp = driver.frameRenderer.backend.textCache.maxIdleFrames + 10
        for _ in 0..<warmUp { try driver.frame(window) }
        let renderer = driver.frameRenderer
        let backend = renderer.backend
        var own: UInt64 = 0
        var drawing: UInt64 = 0
        var rowsUploaded = 0
        for _ in 0..<frames {
            own += count {
                driver.clock.advanceOneFrame()
                window.update()
                renderer.record(window)
                renderer.prepareRecorded()
            }
            drawing += try count {
                try renderer.drawPrepared(clearing: true)
                try driver.canvas.present()
            }
            rowsUploaded += driver.canvas.windowCanvas?.rowsUploaded ?? 0
        }
        let raw: UInt64
        if let window = driver.canvas.windowCanvas, window.path == .raster {
            // A window's raster path sends SDL no triangles: its baseline is SDL showing the
            // frame through the streaming texture, as many rows uploaded as the frames did.
            let rows = 0..<(rowsUploaded / max(frames, 1))
            raw = try count {
                for _ in 0..<frames { try window.reshow(uploadingRows: rows) }
            }
        } else {
            let baseline = try BaselineGeometry(recording: renderer)
            raw = try count {
                for _ in 0..<frames { try baseline.frame(on: backend.renderer) }
            }
        }
        let n = Double(frames)
        return Result(
            name: name, frames: frames, segueOwn: Double(own) / n, drawing: Double(drawing) / n,
            rawSDL: Double(raw) / n)
    }
}
