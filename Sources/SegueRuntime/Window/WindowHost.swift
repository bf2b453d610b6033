import Foundation
import SegueCore
import SegueSDL

/// An app in a desktop window: it owns the SDL window, its renderer, the scene and the
/// overlays, turns SDL events into scene input and key commands, and draws frames.
///
/// Interactive, it runs on a `SystemClock` (`runInteractive()`); driven by a script it runs on a
/// `ManualClock` advanced exactly 1/60 s per `advanceFrame()`, so a scripted run repeats frame for
/// frame while still being shown (paced to about 60 frames a second of real time).
final class WindowHost: FrameReadback {
    /// The scene shown.
    let scene: AppScene
    /// What the app put in the scene.
    let content: SceneContent
    /// Slow motion, pause and the overlays.
    let controls: SceneControls
    /// True when the clock is manual (a script drives the frames).
    let isScripted: Bool
    /// True once the window was closed or quit was asked for.
    private(set) var isClosed = false
    /// The durations of the last frames, from the real clock.
    private(set) var frameTimes = FrameTimeHistory()

    /// The real clock: frame times, pacing, and the scene's time when interactive.
    let realClock: SystemClock
    /// The scene's clock when scripted.
    let manualClock: ManualClock?
    let window: Window
    /// The window's renderer (it presents every frame).
    let renderer: Renderer
    /// What draws the frames: Segue's rasteriser through a streaming texture, or triangles.
    let canvas: WindowCanvas
    /// The frame renderer of the path in use (on the raster path, made anew with the drawable).
    var frameRenderer: FrameRenderer { canvas.frameRenderer }
    /// The intervals between presented frames.
    private(set) var pacing: FramePacing
    /// `--frame-log`'s file, if any.
    let frameLog: FrameLog?
    let overlay: OverlayWindow
    let events: EventPump
    private var modifiers = ModifierTracker()
    /// The panel that took the mouse's press, until the release.
    private var pointerPanel: OverlayPanel?
    private var title = ""
    private var lastPaceTime: Double
    /// Key R's recording in progress, if any.
    var recording: WindowRecording?
    /// The red dot drawn over the window while it records.
    var recordingIndicator: RecordingIndicator {
        if let made = madeRecordingIndicator { return made }
        let made = RecordingIndicator(size: window.size, textMeasurer: frameRenderer.backend.textCache)
        madeRecordingIndicator = made
        return made
    }
    /// The recording indicator, once something needed it.
    private var madeRecordingIndicator: RecordingIndicator?

    /// Opens the window at `options.size` with `fontPath`'s font and builds the scene of
    /// `content` in it. `scripted` selects the manual clock. Fails when SDL cannot open a window or
    /// renderer.
    init(options: RunOptions, fontPath: String, content: SceneContent, scripted: Bool) throws {
        let context = try SDLContext.shared()
        realClock = SystemClock()
        manualClock = scripted ? ManualClock() : nil
        isScripted = scripted
        window = try Window(context: context, title: "Segue", size: options.size, resizable: true)
        renderer = try Renderer(window: window)
        canvas = try WindowCanvas(renderer: renderer, fontPath: fontPath, path: options.windowRenderer)
        pacing = FramePacing(refreshRate: window.refreshRate)
        frameLog = try options.frameLogPath.map { try FrameLog(path: $0) }
        events = EventPump(context: context)
        let size = window.size
        let clock: MediaClock = manualClock ?? realClock
        self.content = content
        scene = AppScene(size: size, clock: clock, textMeasurer: canvas.textMeasurer, content: content)
        scene.reduceMotion = options.reduceMotion
        scene.window.displayScale = canvas.pixelScale
        overlay = OverlayWindow(size: size, textMeasurer: canvas.textMeasurer)
        controls = SceneControls(slowFactor: options.slowFactor)
        controls.addPanels(content.overlayPanels)
        scene.window.engine.timeScale = controls.timeScale
        lastPaceTime = realClock.now
    }

    /// The path frames are drawn with: `raster` or `geometry`.
    var drawingPath: String { canvas.path.rawValue }

    /// The scene clock's time: input events are stamped with it.
    var now: Double { manualClock?.now ?? realClock.now }

    /// The window's size in points.
    var windowSize: Size { window.size }

    /// The SDL renderer's pixels per point (2 on a typical HiDPI display).
    var pixelScale: Double { renderer.pixelScale }

    /// Handles one event: a key command, a window change or pointer input.
    /// Returns true when the frame should be drawn again.
    @discardableResult
    func handle(_ event: Event) -> Bool {
        modifiers.observe(event)
        if let press = KeyPress(event, modifiers: modifiers.held) {
            let command = KeyCommand(press: press)
            if command == .quit {
                isClosed = true
                return false
            }
            let isRepeat = KeyPress.isRepeat(event)
            if let changed = controls.handle(press, in: scene, isRepeat: isRepeat) { return changed }
            if command == .toggleRecording, !isRepeat {
                toggleRecording()
                return true
            }
            return false
        }
        if let taken = routeToPanel(event) { return taken }
        switch event {
        case .quit, .window(.close):
            isClosed = true
            return false
        case .window(.resized(let size)):
            layOut(for: size)
            return true
        case .window(.exposed), .window(.focusGained):
            return true
        default:
            return PointerInput.route(event, to: scene, time: now)
        }
    }

    /// Offers the mouse to the shown panels: a press on a panel that takes it, and the moves and
    /// the release that follow, go to that panel and not to the scene. Nil when the event is the
    /// scene's.
    private func routeToPanel(_ event: Event) -> Bool? {
        func local(_ position: Point, in panel: OverlayPanel) -> Point {
            let frame = panel.view.frame
            return Point(x: position.x - frame.minX, y: position.y - frame.minY)
        }
        let now = scene.window.engine.clock.now
        switch event {
        case .mouseDown(.left, let position, _):
            guard let (panel, point) = overlay.panel(at: position, controls: controls),
                panel.handlePointer(.down(location: point, time: now), in: scene)
            else { return nil }
            pointerPanel = panel
            return true
        case .mouseMotion(let position, _):
            guard let panel = pointerPanel else { return nil }
            _ = panel.handlePointer(.moved(location: local(position, in: panel), time: now), in: scene)
            return true
        case .mouseUp(.left, let position):
            guard let panel = pointerPanel else { return nil }
            pointerPanel = nil
            _ = panel.handlePointer(.up(location: local(position, in: panel), time: now), in: scene)
            return true
        case .window(.mouseLeft), .window(.focusLost):
            guard let panel = pointerPanel else { return nil }
            pointerPanel = nil
            _ = panel.handlePointer(.cancelled(time: now), in: scene)
            return nil
        default:
            return nil
        }
    }

    /// Lays the scene and the overlays out for a new window size in points (the window was
    /// resized by the user or the window manager).
    func layOut(for size: Size) {
        followDrawable()
        scene.resize(to: size)
        overlay.resize(to: size)
        recordingIndicator.resize(to: size)
    }

    /// Asks for a new window size (a script's `resize W H`) and lays everything out for it at
    /// once; the window manager's resized event that may follow lays out again for what it gave.
    func resize(to size: Size) {
        window.size = size
        layOut(for: size)
    }

    /// Updates the scene to the clock, draws it with the overlays, shows it (waiting for vsync
    /// when the renderer has it) and records the frame's duration.
    func drawFrame() throws {
        let start = realClock.now
        scene.update()
        controls.sceneDidUpdate(scene)
        updateTitle()
        try render()
        recordFrame()
        try canvas.present()
        let shown = realClock.now
        frameTimes.record(shown - start)
        let transition = scene.window.isTransitioning
        pacing.presented(at: shown, transition: transition)
        frameLog?.record(index: pacing.frames, time: shown, interval: pacing.lastInterval, transition: transition)
    }

    /// On the raster path, remakes the canvas when the drawable's size or scale changed, and has
    /// the scene, the overlays and the indicator measure text with its new text cache.
    private func followDrawable() {
        do {
            guard try canvas.matchDrawable() else { return }
        } catch {
            Self.report(
                "\(SegueApplication.programName): cannot follow the window's new size: \(error)", toStandardError: true)
            return
        }
        scene.window.textMeasurer = canvas.textMeasurer
        scene.window.displayScale = canvas.pixelScale
        overlay.textMeasurer = canvas.textMeasurer
        madeRecordingIndicator?.textMeasurer = canvas.textMeasurer
    }

    /// Advances one frame for a script: takes the waiting events, moves the manual clock 1/60 s
    /// (the real one when not scripted), draws, and paces to about 60 frames a second.
    /// Throws `WindowHostError.closed` once the window was closed.
    func advanceFrame() throws {
        guard !isClosed else { throw WindowHostError.closed }
        while let event = events.poll() { handle(event) }
        guard !isClosed else { throw WindowHostError.closed }
        manualClock?.advanceOneFrame()
        try drawFrame()
        pace()
    }

    /// The size of a frame in pixels.
    var pixelSize: PixelSize { canvas.readbackRenderer.outputSize }

    /// Draws the current frame again (with the overlays) and reads it into `surface`.
    func readPixels(into surface: Surface) throws {
        try render()
        try canvas.readbackRenderer.readPixels(into: surface)
        try canvas.present()
    }

    /// Writes the current frame (drawn again, with the overlays) as a PNG.
    func savePNG(path: String) throws {
        try render()
        try canvas.readbackRenderer.savePNG(path: path)
        try canvas.present()
    }

    /// Sleeps out the rest of a 1/60 s frame when presenting did not already wait for vsync.
    func pace() {
        let frame = 1.0 / 60
        let elapsed = realClock.now - lastPaceTime
        if elapsed < frame - 0.001 {
            realClock.sleep(seconds: frame - elapsed)
        }
        lastPaceTime = realClock.now
    }

    private func updateTitle() {
        let status = controls.title(for: scene)
        guard status != title else { return }
        title = status
        window.title = status
    }

    /// Draws the scene, then the overlays over it, into the renderer's back buffer.
    private func render() throws {
        followDrawable()
        try frameRenderer.draw(scene.window)
        if controls.showsMeter {
            overlay.pacingText = "\(drawingPath) · " + FramePacing.summary(pacing.lastTransition)
        }
        overlay.refresh(scene: scene, controls: controls, frameTimes: frameTimes)
        guard overlay.isShowingSomething else { return }
        try frameRenderer.drawOverlay(overlay)
    }
}

extension WindowHost {
    /// Key R: starts recording into `segue-YYYYMMDD-HHMMSS.gif` in the current folder, or stops
    /// and writes the file. Prints the path either way.
    func toggleRecording() {
        if recording != nil {
            stopRecording()
            return
        }
        let path = WindowRecording.fileName(for: Date())
        do {
            recording = try WindowRecording(path: path, pixelSize: pixelSize, time: now)
            Self.report("recording to \(path) (press R again to stop)")
        } catch {
            Self.report("\(SegueApplication.programName): cannot record: \(error)", toStandardError: true)
        }
    }

    /// Stops a recording in progress and writes its GIF (also when the window is closing).
    func stopRecording(reason: String? = nil) {
        guard let recording else { return }
        self.recording = nil
        do {
            let summary = try recording.finish(at: now)
            let seconds = DecimalText.oneDecimal(Double(summary.totalDelayCentiseconds) / 100)
            let why = reason.map { " (\($0))" } ?? ""
            Self.report("wrote \(summary.path): \(counted(summary.frameCount, "frame")), \(seconds) s\(why)")
        } catch {
            Self.report(
                "\(SegueApplication.programName): cannot write the recording \(recording.path): \(error)",
                toStandardError: true)
        }
    }

    /// Reads the frame just drawn into the recording, then draws the red dot over the window.
    func recordFrame() {
        guard let recording else { return }
        guard pixelSize == recording.pixelSize else {
            stopRecording(reason: "the window was resized")
            return
        }
        do {
            try recording.capture(from: canvas.readbackRenderer, at: now)
            try frameRenderer.drawOverlay(recordingIndicator)
        } catch {
            self.recording = nil
            Self.report("\(SegueApplication.programName): recording stopped: \(error)", toStandardError: true)
        }
    }

    static func report(_ message: String, toStandardError: Bool = false) {
        if toStandardError {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        } else {
            print(message)
            fflush(nil)  // every output stream: the line shows at once even when piped
        }
    }
}

extension WindowHost {
    /// Writes out and closes `--frame-log`'s file and prints what it holds: the frames and the
    /// intervals between them while transitions ran.
    func closeFrameLog() {
        guard let frameLog else { return }
        frameLog.close()
        let all = pacing.allTransitions
        let lateAfter = DecimalText.oneDecimal(pacing.lateAfter * 1000)
        Self.report(
            "frame log: \(frameLog.path): \(counted(pacing.frames, "frame")) (\(drawingPath)); in transitions "
                + "\(counted(all.count, "interval")): "
                + FramePacing.summary(all).replacingOccurrences(
                    of: " late", with: " over \(lateAfter) ms"))
    }
}

extension WindowHost {
    /// The views of the overlay window (its root and every panel's, shown or not) and of the
    /// recording indicator, which the scene does not hold.
    public var viewsHeldOutsideScene: Int {
        1 + controls.panelViewCount + (madeRecordingIndicator?.subtreeViewCount ?? 0)
    }
}

extension View {
    /// This view and every view under it.
    package var subtreeViewCount: Int { subviews.reduce(1) { $0 + $1.subtreeViewCount } }
}
