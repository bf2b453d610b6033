import Foundation
import Segue
import SegueCore
import SegueSDL
import SegueUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `segue bench`: measures Segue's frame pipeline offscreen at 390x844 on the software path
/// (Segue's rasteriser into SDL's software renderer's surface), or with `--renderer accelerated`
/// in a hidden window on SDL's accelerated renderer (vsync off), and prints tables followed by
/// one summary line, `bench: overhead10k=R.RRx vsMinimal10k=R.RRx allocs/frame=N
/// transition_p99=M.MMms` (with ` renderer=NAME` on the accelerated path).
///
/// Sections: overhead against raw SDL at several view counts; where the time of a 10,000-view
/// frame goes; the cost of an animated stencil; transition frame times per style; heap
/// allocations per steady-state frame; text drawn from the cache and rasterised. Timings use
/// CLOCK_MONOTONIC and are medians of repetitions; the scene's own time is a manual clock moved
/// 1/60 s per frame, so every run draws the same frames. Build with `-c release`.
public enum Benchmark {
    /// Runs the benchmark with the arguments after `bench` and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        do {
            guard let options = try BenchmarkOptions.parse(arguments) else {
                print(BenchmarkOptions.usage)
                return 0
            }
            let summary = try measure(options)
            Report.line(summary.line)
            return 0
        } catch let error as BenchmarkError {
            return fail("\(error)", status: 2)
        } catch {
            return fail("\(error)", status: 1)
        }
    }

    /// Prints `NAME bench: message` on stderr and returns `status`.
    private static func fail(_ message: String, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data("\(SegueApplication.programName) bench: \(message)\n".utf8))
        return status
    }

    static func measure(_ options: BenchmarkOptions) throws -> BenchmarkSummary {
        let fontPath = try FontResolver(explicitPath: options.fontPath).resolve()
        let size = "\(Int(BenchmarkScenes.size.width))x\(Int(BenchmarkScenes.size.height))"
        let canvas: BenchmarkCanvas
        var summary = BenchmarkSummary()
        if options.accelerated {
            let context = try SDLContext.shared()
            try? context.startVideo()
            guard context.hasDisplay else {
                throw BenchmarkError.usage("--renderer accelerated needs a display (try xvfb-run)")
            }
            return try measureWindowPaths(options, fontPath: fontPath, size: size)
        }
        canvas = try BenchmarkCanvas(offscreen: BenchmarkScenes.size, fontPath: fontPath)
        canvas.frameRenderer.path = options.path
        if canvas.frameRenderer.path == .geometry {
            summary.rendererName = "software-triangles"
            Report.line(
                "segue bench: software renderer drawing tessellated triangles (SDL_RenderGeometry), offscreen "
                    + "\(size), medians of \(options.repetitions) repetitions")
        } else {
            Report.line(
                "segue bench: software renderer (Segue's rasteriser), offscreen \(size), medians of "
                    + "\(options.repetitions) repetitions")
        }
        #if DEBUG
            Report.line("warning: debug build; build with -c release for meaningful figures")
        #endif
        try measureSections(options, canvas, fontPath: fontPath, into: &summary)
        return summary
    }

    /// The accelerated renderer in a hidden window, on `options.path` (`auto`: the path a window
    /// takes there), then on the other path; the summary has the first path's figures, and the
    /// other's after them.
    private static func measureWindowPaths(
        _ options: BenchmarkOptions, fontPath: String, size: String
    ) throws -> BenchmarkSummary {
        var summary = BenchmarkSummary()
        var asked = options.path
        for index in 0..<2 {
            var pathSummary = BenchmarkSummary()
            let canvas = try BenchmarkCanvas(acceleratedWindow: BenchmarkScenes.size, fontPath: fontPath, path: asked)
            let path = canvas.windowPath ?? .geometry
            asked = path == .raster ? .geometry : .raster
            let how =
                path == .raster
                ? "Segue's rasteriser, one streaming texture"
                : "tessellated triangles, SDL_RenderGeometry"
            let description = canvas.windowCanvas?.rendererDescription ?? canvas.rendererName
            if index > 0 { Report.line() }
            Report.line(
                "segue bench: accelerated renderer \(description), \(path.rawValue) path (\(how)"
                    + (index == 0 ? ", the window's choice" : "") + "), hidden window \(size), vsync off, medians of "
                    + "\(options.repetitions) repetitions")
            #if DEBUG
                Report.line("warning: debug build; build with -c release for meaningful figures")
            #endif
            try measureSections(options, canvas, fontPath: fontPath, into: &pathSummary)
            pathSummary.rendererName = canvas.rendererName
            pathSummary.pathName = path.rawValue
            if index == 0 {
                summary = pathSummary
            } else {
                summary.otherPath = BenchmarkSummary.OtherPath(pathSummary)
            }
        }
        return summary
    }

    /// Runs the sections `options` asks for on `canvas`, putting their figures into `summary`.
    private static func measureSections(
        _ options: BenchmarkOptions, _ canvas: BenchmarkCanvas, fontPath: String, into summary: inout BenchmarkSummary
    ) throws {
        if options.runs("overhead") {
            let overhead = try overheadSection(options, canvas)
            let tenThousand = overhead.first { $0.count == 10_000 }
            summary.overhead10k = tenThousand?.ratio
            summary.vsMinimal10k = tenThousand?.vsMinimal
        }
        if options.runs("breakdown") {
            breakdownSection(try BreakdownBenchmark.run(count: 10_000, options: options, canvas: canvas))
        }
        if options.runs("stencil") {
            stencilSection(try StencilBenchmark.run(count: 1_000, options: options, canvas: canvas))
        }
        if options.runs("transitions") {
            summary.transitionP99 = try transitionSection(options, canvas)
        }
        if options.runs("allocations") {
            summary.allocationsPerFrame = try allocationSection(options, canvas)
        }
        if options.runs("text") {
            textSection(try TextBenchmark.run(count: 200, options: options, canvas: canvas))
        }
        if options.runs("groups") {
            groupSection(try GroupOpacityBenchmark.run(options: options, canvas: canvas))
        }
        if options.runs("snapshots") {
            snapshotSection(try SnapshotBenchmark.run(options: options, canvas: canvas, fontPath: fontPath))
        }
        if options.runs("uikit") {
            uikitSection(try UIKitAnimationBenchmark.run(options: options, canvas: canvas))
        }
    }

    private static func overheadSection(
        _ options: BenchmarkOptions, _ canvas: BenchmarkCanvas
    ) throws -> [OverheadBenchmark.Result] {
        let widths = [7, 9, 10, 11, 7, 11, 9, 13]
        Report.line()
        Report.line("1. overhead against raw SDL (8x8 squares animating rotation and colour)")
        Report.line("   raw SDL: Segue's tessellated triangles (fringes included) replayed with SDL_RenderGeometry;")
        Report.line("   minimal: the squares' vertices computed each frame, 2 opaque triangles each, one call, no AA")
        Report.line(
            Format.row(
                ["views", "triangles", "segue ms", "raw SDL ms", "ratio", "minimal ms", "vs min", "segue us/view"],
                widths: widths))
        var results: [OverheadBenchmark.Result] = []
        for count in options.counts {
            let r = try OverheadBenchmark.run(count: count, options: options, canvas: canvas)
            results.append(r)
            Report.line(
                Format.row(
                    [
                        "\(count)", "\(r.triangles)", Format.ms(r.segue), Format.ms(r.baseline),
                        Format.fixed(r.ratio, 2) + "x", Format.ms(r.minimal), Format.fixed(r.vsMinimal, 2) + "x",
                        Format.fixed(r.segue * 1e6 / Double(count), 3),
                    ], widths: widths))
        }
        return results
    }

    private static func breakdownSection(_ t: PhaseTimes) {
        let widths = [34, 10, 8]
        Report.line()
        Report.line("2. where the time goes at 10000 views (median per phase)")
        Report.line(Format.row(["phase", "ms", "share"], widths: widths))
        let total = t.total
        let phases: [(String, Double)] = [
            ("animation (engine tick)", t.animation), ("layout", t.layout),
            ("render list (WindowView.render)", t.renderList), ("tessellation + stencil clipping", t.tessellation),
            ("drawing (backend clear/draw/present)", t.drawing),
        ]
        for (name, time) in phases {
            let share = total > 0 ? Format.fixed(time / total * 100, 1) + "%" : "-"
            Report.line(Format.row([name, Format.ms(time), share], widths: widths))
        }
        Report.line(Format.row(["sum", Format.ms(total), "100.0%"], widths: widths))
    }

    private static func stencilSection(_ r: StencilBenchmark.Result) {
        let widths = [34, 10]
        Report.line()
        Report.line("3. stencil cost (\(r.count) squares under an animated circle mask)")
        Report.line(Format.row(["case", "ms"], widths: widths))
        Report.line(Format.row(["without mask", Format.ms(r.plain)], widths: widths))
        Report.line(Format.row(["with animated circle mask", Format.ms(r.masked)], widths: widths))
        Report.line(Format.row(["ratio", Format.fixed(r.ratio, 2) + "x"], widths: widths))
    }

    private static func transitionSection(_ options: BenchmarkOptions, _ canvas: BenchmarkCanvas) throws -> Double {
        let widths = [12, 8, 10, 10, 10, 12]
        Report.line()
        Report.line("4. transitions in the viewer scene (push, pop, present, dismiss; update + render)")
        Report.line("   zoom-card: the zoom out of a Gallery card and back (its shared element flies snapshots)")
        Report.line("   p99 cpu: the 99th percentile of the thread's processor time (no waiting for a shared core)")
        Report.line(
            Format.row(["style", "frames", "median ms", "p99 ms", ">16.7ms", "p99 cpu ms"], widths: widths))
        var worst = 0.0
        var results = try TransitionStyle.allCases.map {
            try TransitionBenchmark.run(style: $0, options: options, canvas: canvas)
        }
        results.append(try TransitionBenchmark.runGalleryCard(options: options, canvas: canvas))
        for r in results {
            worst = max(worst, r.p99)
            Report.line(
                Format.row(
                    [
                        r.name, "\(r.frames)", Format.ms(r.median), Format.ms(r.p99), "\(r.overBudget)",
                        Format.ms(r.p99Processor),
                    ],
                    widths: widths))
        }
        return worst
    }

    private static func allocationSection(_ options: BenchmarkOptions, _ canvas: BenchmarkCanvas) throws -> Int? {
        let widths = [24, 7, 11, 10, 10, 11]
        Report.line()
        Report.line("5. heap allocations per steady-state frame (malloc interposer, whole process)")
        guard AllocationBenchmark.isAvailable else {
            Report.line("not available: the counting malloc is not in use on this platform")
            return nil
        }
        Report.line(
            Format.row(["scene", "frames", "segue path", "drawing", "raw SDL", "segue total"], widths: widths))
        let clock = ManualClock()
        let squares = BenchmarkScenes.animatedSquares(count: 1_000, clock: clock)
        let idleClock = ManualClock()
        let idle = ViewerScene(size: BenchmarkScenes.size, clock: idleClock, textMeasurer: canvas.textMeasurer)
        let results = [
            try AllocationBenchmark.run(
                name: "1000 animated squares", window: squares, driver: FrameDriver(canvas: canvas, clock: clock),
                frames: options.allocationFrames),
            try AllocationBenchmark.run(
                name: "idle viewer scene", window: idle.window, driver: FrameDriver(canvas: canvas, clock: idleClock),
                frames: options.allocationFrames),
        ]
        for r in results {
            Report.line(
                Format.row(
                    [
                        r.name, "\(r.frames)", Format.fixed(r.segueOwn, 2), Format.fixed(r.drawing, 2),
                        Format.fixed(r.rawSDL, 2), Format.fixed(r.segueTotal, 2),
                    ], widths: widths))
        }
        Report.line("(segue path: update, render list, tessellation; drawing: backend + SDL's rasteriser;")
        if canvas.windowPath == .raster {
            Report.line(
                " raw SDL: the streaming texture's upload of as many rows, its copy and the present, without Segue;")
            Report.line(" segue total: path + drawing beyond raw SDL)")
        } else {
            Report.line(" raw SDL: the same triangles drawn directly; segue total: path + drawing beyond raw SDL)")
        }
        return Int((results.map(\.segueTotal).max() ?? 0).rounded(.up))
    }

    private static func groupSection(_ r: GroupOpacityBenchmark.Result) {
        let widths = [44, 10]
        Report.line("7. group opacity (the viewer's home screen at alpha 0.5, whole frames)")
        Report.line(Format.row(["frame", "ms"], widths: widths))
        Report.line(Format.row(["opaque (no group)", Format.ms(r.opaque)], widths: widths))
        Report.line(Format.row(["fading, drawn as a group", Format.ms(r.group)], widths: widths))
        Report.line(
            Format.row(["fading, part by part (allowsGroupOpacity off)", Format.ms(r.partByPart)], widths: widths))
        Report.line(Format.row(["group cost over opaque", Format.ms(r.group - r.opaque)], widths: widths))
        if let allocations = r.allocationsPerFrame {
            Report.line(
                Format.row(
                    ["allocations per fading frame (segue total)", Format.fixed(allocations, 2)], widths: widths))
        }
        Report.line()
    }

    private static func snapshotSection(_ r: SnapshotBenchmark.Result) {
        let widths = [48, 10]
        let n = SnapshotBenchmark.cardCount
        Report.line("8. snapshots (View.snapshotView of a card: rounded, coloured, titled)")
        Report.line(Format.row(["measure", "ms"], widths: widths))
        Report.line(Format.row(["making one snapshot (microseconds)", Format.fixed(r.make * 1e6, 2)], widths: widths))
        Report.line(Format.row(["  bytes its recording takes", "\(r.recordingBytes)"], widths: widths))
        Report.line(
            Format.row(
                ["a pixel layer of it instead (microseconds)", Format.fixed(r.layerMake * 1e6, 2)], widths: widths))
        Report.line(Format.row(["  bytes the layer holds", "\(r.layerBytes)"], widths: widths))
        Report.line(
            Format.row(["frame, \(n) cards flying (scale, turn, fade)", Format.ms(r.originals)], widths: widths))
        Report.line(Format.row(["frame, \(n) snapshots of them flying", Format.ms(r.snapshots)], widths: widths))
        if let allocations = r.allocationsPerFrame {
            Report.line(
                Format.row(
                    ["allocations per snapshot frame (segue total)", Format.fixed(allocations, 2)], widths: widths))
        }
        Report.line()
    }

    private static func uikitSection(_ results: [UIKitAnimationBenchmark.Result]) {
        let widths = [26, 10, 18, 18]
        Report.line("9. UIKit view animation (\(UIKitAnimationBenchmark.count) squares moving and fading)")
        Report.line(
            Format.row(["animated through", "frame ms", "allocs/frame path", "allocs/frame total"], widths: widths))
        for r in results {
            let own = r.ownAllocations.map { Format.fixed($0, 2) } ?? "-"
            let total = r.totalAllocations.map { Format.fixed($0, 2) } ?? "-"
            Report.line(Format.row([r.name, Format.ms(r.frameTime), own, total], widths: widths))
        }
        Report.line()
    }

    private static func textSection(_ r: TextBenchmark.Result) {
        let widths = [44, 10]
        Report.line()
        Report.line("6. text (\(r.count) labels)")
        Report.line(Format.row(["frame", "ms"], widths: widths))
        Report.line(Format.row(["first frame (measure + rasterise all)", Format.ms(r.firstFrame)], widths: widths))
        Report.line(Format.row(["later frame (textures from the cache)", Format.ms(r.cachedFrame)], widths: widths))
        Report.line()
    }
}
