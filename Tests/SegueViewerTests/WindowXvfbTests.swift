import Foundation
import SegueCore
import SegueGIF
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The real window, used as a person uses it: `segue` runs on an Xvfb display, xdotool clicks
/// and drags, ImageMagick's `import` takes screenshots whose pixels are checked.
///
/// `make test` installs Xvfb, xdotool, ImageMagick and x11-utils; when one is missing the test
/// fails saying so, unless `SEGUE_SKIP_WINDOW_TESTS=1`.
nonisolated final class WindowXvfbTests: XCTestCase {
    @MainActor private var xvfb: Process?
    @MainActor private var viewer: Process?
    @MainActor private var display = ""
    @MainActor private var directory = URL(fileURLWithPath: "/tmp")
    /// Where the screens' colours are sampled: page background, clear of labels and buttons.
    @MainActor private let probe = (x: 20, y: 700)

    @MainActor override func setUp() async throws {
        if ProcessInfo.processInfo.environment["SEGUE_SKIP_WINDOW_TESTS"] == "1" {
            throw XCTSkip("SEGUE_SKIP_WINDOW_TESTS=1")
        }
        for tool in ["Xvfb", "xdotool", "import", "xprop", "timeout"] where Self.which(tool) == nil {
            XCTFail("\(tool) is missing: run `make deps` (or set SEGUE_SKIP_WINDOW_TESTS=1 to skip)")
            throw XCTSkip("\(tool) is missing")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-window-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try startXvfb()
    }

    @MainActor override func tearDown() async throws {
        for process in [viewer, xvfb].compactMap({ $0 }) where process.isRunning {
            process.terminate()
            _ = Self.waitForExit(process, seconds: 5)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        viewer = nil
        xvfb = nil
        if ProcessInfo.processInfo.environment["SEGUE_KEEP_WINDOW_TEST_FILES"] != "1" {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @MainActor func testClickPushPresentDragDismissAndQuitMidTransition() async throws {
        let segue = try XCTUnwrap(Self.segueExecutable(), "the built segue executable was not found")
        let viewer = try launch(segue, arguments: [], log: "segue")
        self.viewer = viewer

        // `--name Segue` cannot be used with the xdotool of Debian 12: it cannot read a UTF-8
        // WM_NAME (the title has em dashes). The class is the executable's name.
        let search = try run(["timeout", "15", "xdotool", "search", "--sync", "--class", "segue"])
        let window = try XCTUnwrap(search.output.split(separator: "\n").first.map(String.init), "no window")
        try waitUntil("the home screen is shown") { try self.colorAt(window) == Palette.home }
        let homeTitle = try title(of: window)
        XCTAssertTrue(homeTitle.hasPrefix("Segue — system — Home"), homeTitle)

        // Where the buttons are: the same scene, laid out at the same size, without a display.
        let model = ViewerScene(
            size: Size(width: 390, height: 844), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        let push = try XCTUnwrap(model.centerOfButton(titled: "Push"))
        try click(window, at: push)
        try waitUntil("Screen 2 is pushed") { try self.colorAt(window) == Palette.screen(2) }
        try waitUntil("the title names Screen 2") { try self.title(of: window).hasSuffix("— Screen 2") }

        model.push()
        Self.settle(model)
        let present = try XCTUnwrap(model.centerOfButton(titled: "Present"))
        try click(window, at: present)
        try waitUntil("Modal 1 is presented") { try self.colorAt(window) == Palette.modal(1) }
        try waitUntil("the title names Modal 1") { try self.title(of: window).hasSuffix("— Modal 1") }

        // Drag the modal down past the middle and let go while moving: it is dismissed.
        var drag = ["xdotool", "mousemove", "--window", window, "195", "200", "mousedown", "1"]
        for y in stride(from: 250, through: 800, by: 50) {
            drag += ["sleep", "0.02", "mousemove", "--window", window, "195", String(y)]
        }
        drag += ["mouseup", "1"]
        _ = try run(drag)
        try waitUntil("the modal is dismissed") { try self.colorAt(window) == Palette.screen(2) }
        try waitUntil("the title names Screen 2 again") { try self.title(of: window).hasSuffix("— Screen 2") }

        // Pop, and quit while the pop is running: the viewer exits cleanly.
        let pop = try XCTUnwrap(model.centerOfButton(titled: "Pop"))
        _ = try run(
            [
                "xdotool", "mousemove", "--window", window, String(Int(pop.x)), String(Int(pop.y)), "click", "1",
                "sleep", "0.05", "key", "--window", window, "ctrl+q",
            ], check: false)
        let exited = Self.waitForExit(viewer, seconds: 10)
        let errors = (try? String(contentsOf: directory.appendingPathComponent("segue.err"), encoding: .utf8)) ?? ""
        XCTAssertTrue(exited, "segue did not exit after Ctrl+Q; its errors: \(errors)")
        if exited { XCTAssertEqual(viewer.terminationStatus, 0, errors) }
    }

    /// The motion lab as a person uses it: T opens the panel over the pushed screen, Right and
    /// Shift+Right change the duration and a mouse drag on its slider sets it, each change replays
    /// the push (the window title says the replay's duration), and Ctrl+S writes
    /// `segue-tuning.json`, which `--tuning` reads back to the same push.
    @MainActor func testTheLabPanelTunesWithKeysAndASliderAndSavesAFileThatReadsBack() async throws {
        let segue = try XCTUnwrap(Self.segueExecutable(), "the built segue executable was not found")
        let viewer = try launch(segue, arguments: [], log: "segue", workingDirectory: directory)
        self.viewer = viewer
        let search = try run(["timeout", "15", "xdotool", "search", "--sync", "--class", "segue"])
        let window = try XCTUnwrap(search.output.split(separator: "\n").first.map(String.init), "no window")
        try waitUntil("the home screen is shown") { try self.colorAt(window) == Palette.home }

        // Where the buttons and the lab's sliders are: the same scene and panel, laid out without
        // a display.
        let model = ViewerScene(
            size: Size(width: 390, height: 844), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        try click(window, at: try XCTUnwrap(model.centerOfButton(titled: "Push")))
        try waitUntil("Screen 2 is pushed") { try self.colorAt(window) == Palette.screen(2) }
        model.push()
        Self.settle(model)
        SegueApplication.installTools()
        let controls = SceneControls(slowFactor: 1)
        controls.handle(KeyPress("t"), in: model.scene)
        let overlay = OverlayWindow(size: Size(width: 390, height: 844), textMeasurer: ApproximateTextMeasurer())
        overlay.refresh(scene: model.scene, controls: controls, frameTimes: FrameTimeHistory())
        let panel = controls.lab!.labView.frame
        let track = controls.lab!.labView.trackRange
        let durationRow = panel.minY + 48 + LabPanelView.rowHeight / 2

        func waitForReplay(_ seconds: String) throws {
            try waitUntil("the title says a \(seconds) s push") {
                try self.title(of: window).hasSuffix("— lab: push \(seconds) s")
            }
            // Above the panel, which covers the usual probe.
            try waitUntil("the push replayed to Screen 2") { try self.colorAt(window, (20, 300)) == Palette.screen(2) }
        }
        try run(["xdotool", "key", "--window", window, "t"])
        try waitForReplay("0.35")
        try run(["xdotool", "key", "--window", window, "Right"])
        try waitForReplay("0.40")
        try run(["xdotool", "key", "--window", window, "shift+Right"])
        try waitForReplay("0.90")

        // Drag the duration's knob to a quarter of its track: the release replays the push.
        let knob = track.lowerBound + (0.9 - 0.01) / 2 * (track.upperBound - track.lowerBound)
        let target = track.lowerBound + 0.25 * (track.upperBound - track.lowerBound)
        var drag = [
            "xdotool", "mousemove", "--window", window, String(Int(panel.minX + knob)), String(Int(durationRow)),
            "mousedown", "1",
        ]
        for step in 1...5 {
            let x = panel.minX + knob + (target - knob) * Double(step) / 5
            drag += ["sleep", "0.03", "mousemove", "--window", window, String(Int(x)), String(Int(durationRow))]
        }
        drag += ["mouseup", "1"]
        try run(drag)
        try waitUntil("the slider changed the duration") {
            let title = try self.title(of: window)
            return title.contains("— lab: push ") && !title.hasSuffix(" 0.90 s")
        }

        try run(["xdotool", "key", "--window", window, "ctrl+s"])
        let saved = directory.appendingPathComponent("segue-tuning.json")
        try waitUntil("segue-tuning.json is written") { FileManager.default.fileExists(atPath: saved.path) }
        try waitUntil("the path is printed") { self.log("segue.out").contains("wrote \(saved.path)") }
        let tuned = try MotionTuningFile.load(path: saved.path)[.system].number(.duration)
        XCTAssertLessThan(tuned, 0.9, "the drag moved the knob left")
        XCTAssertGreaterThan(tuned, 0.3)
        try waitForReplay(DecimalText.twoDecimals(tuned))
        try run(["xdotool", "key", "--window", window, "ctrl+q"], check: false)
        XCTAssertTrue(Self.waitForExit(viewer, seconds: 10), "segue did not exit after Ctrl+Q")

        // --tuning reads the file back: a headless push lasts the duration the window replayed.
        let script = directory.appendingPathComponent("push.segue")
        try "click Push\ntrace push.csv\nsettle\ntrace end\n".write(to: script, atomically: true, encoding: .utf8)
        let headless = try launch(
            segue,
            arguments: [
                "--headless", "--tuning", saved.path, "--script", script.path, "--out",
                directory.appendingPathComponent("out").path,
            ], log: "headless", display: nil)
        XCTAssertTrue(Self.waitForExit(headless, seconds: 60))
        XCTAssertEqual(headless.terminationStatus, 0, log("headless.err"))
        let csv = try String(contentsOf: directory.appendingPathComponent("out/push.csv"), encoding: .utf8)
        let frames = csv.split(separator: "\n").dropFirst().filter {
            $0.split(separator: ",", omittingEmptySubsequences: false)[5] == "push"
        }.count
        XCTAssertEqual(Double(frames), tuned * 60, accuracy: 1.5, "the push lasts \(tuned) s")
    }

    @MainActor func testTheWindowDrawsTheSamePictureAsTheHeadlessRasteriserOnBothPaths() async throws {
        let segue = try XCTUnwrap(Self.segueExecutable(), "the built segue executable was not found")
        // Headless: Segue's coverage rasteriser on the software renderer.
        let script = directory.appendingPathComponent("home.segue")
        try "expect idle\nshot home.png\n".write(to: script, atomically: true, encoding: .utf8)
        let headless = try launch(
            segue, arguments: ["--headless", "--script", script.path, "--out", directory.path], log: "headless")
        XCTAssertTrue(Self.waitForExit(headless, seconds: 60), "the headless run did not finish")
        XCTAssertEqual(headless.terminationStatus, 0)
        _ = try SDLContext.shared()
        let reference = try Surface.load(path: directory.appendingPathComponent("home.png").path)
        // The window on Xvfb: OpenGL through Mesa's llvmpipe draws on the CPU, so by default
        // (auto) Segue's rasteriser draws and the window shows its frame through a streaming
        // texture; --renderer geometry sends the tessellated triangles to llvmpipe instead.
        for (arguments, path) in [([String](), "raster"), (["--renderer", "geometry"], "geometry")] {
            let log = directory.appendingPathComponent("frames-\(path).csv")
            let viewer = try launch(segue, arguments: arguments + ["--frame-log", log.path], log: "segue-\(path)")
            self.viewer = viewer
            let search = try run(["timeout", "15", "xdotool", "search", "--sync", "--class", "segue"])
            let window = try XCTUnwrap(search.output.split(separator: "\n").first.map(String.init), "no window")
            try waitUntil("the home screen is shown (\(path))") { try self.colorAt(window) == Palette.home }
            let shotPath = directory.appendingPathComponent("window-\(path).png").path
            try run(["import", "-window", window, shotPath])
            _ = try run(["xdotool", "key", "--window", window, "ctrl+q"], check: false)
            XCTAssertTrue(Self.waitForExit(viewer, seconds: 10), "segue did not quit (\(path))")
            self.viewer = nil
            // The frame log names the path that drew, and has a row per presented frame.
            let output = self.log("segue-\(path).out")
            XCTAssertTrue(output.contains("frames (\(path))"), "the \(path) path drew: \(output)")
            let rows = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
            XCTAssertEqual(rows.first, "frame,time_s,interval_ms,transition")
            XCTAssertGreaterThan(rows.count, 1, "rows of presented frames")

            let shot = try Surface.load(path: shotPath)
            XCTAssertEqual(shot.size, reference.size)
            guard shot.size == reference.size else { continue }
            var differing = 0
            var worst = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width {
                    let a = shot[x, y]
                    let b = reference[x, y]
                    let delta = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    if delta > 2 { differing += 1 }
                    worst = max(worst, delta)
                }
            }
            if path == "raster" {
                // The very pixels the headless run writes.
                XCTAssertEqual(differing, 0, "\(differing) pixels differ by more than 2 on the raster path")
                XCTAssertLessThanOrEqual(worst, 2, "the raster path shows the headless frame")
            } else {
                // Interiors and text equal, anti-aliased edges within a few grey levels (a
                // one-pixel fringe against exact coverage).
                let share = Double(differing) / Double(shot.width * shot.height)
                XCTAssertLessThan(share, 0.005, "\(differing) pixels differ by more than 2")
                XCTAssertLessThanOrEqual(worst, 48, "no pixel differs by more than an edge's anti-aliasing can")
            }
        }
    }

    @MainActor func testBenchmarkMeasuresTheAcceleratedRendererInAHiddenWindow() async throws {
        let segue = try XCTUnwrap(Self.segueExecutable(), "the built segue executable was not found")
        let bench = try launch(
            segue,
            arguments: [
                "bench", "--renderer", "accelerated", "--only", "overhead", "--counts", "100", "--reps", "1",
                "--frames", "2",
            ], log: "bench")
        XCTAssertTrue(Self.waitForExit(bench, seconds: 120), "the benchmark did not finish")
        let output = (try? String(contentsOf: directory.appendingPathComponent("bench.out"), encoding: .utf8)) ?? ""
        let errors = (try? String(contentsOf: directory.appendingPathComponent("bench.err"), encoding: .utf8)) ?? ""
        XCTAssertEqual(bench.terminationStatus, 0, errors)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.contains("accelerated renderer") ?? false, output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("views") && $0.contains("minimal ms") }, output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("100 ") }, "a row for 100 views: \(output)")
        let last = try XCTUnwrap(lines.last)
        XCTAssertTrue(
            last.hasPrefix("bench: overhead10k=- vsMinimal10k=- allocs/frame=- transition_p99=- renderer="), last)
        XCTAssertFalse(last.contains("renderer=software"), "a hidden window with the accelerated renderer")
        // Both window paths on that renderer: first the one a window takes there (llvmpipe draws
        // on the CPU: the raster path), then the other.
        XCTAssertTrue(last.contains(" path=raster geometry: vsMinimal10k=- allocs/frame=- transition_p99=-"), last)
        XCTAssertTrue(lines.contains { $0.contains("raster path") && $0.contains("the window's choice") }, output)
        XCTAssertTrue(lines.contains { $0.contains("geometry path") }, output)
        XCTAssertEqual(lines.filter { $0.hasPrefix("100 ") }.count, 2, "a row for 100 views on each path: \(output)")
    }

    @MainActor func testKeyRRecordsWhatTheWindowShowsAndQuittingStillWritesTheGIF() async throws {
        let segue = try XCTUnwrap(Self.segueExecutable(), "the built segue executable was not found")
        let folder = directory.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let viewer = try launch(segue, arguments: [], log: "segue", workingDirectory: folder)
        self.viewer = viewer
        let search = try run(["timeout", "15", "xdotool", "search", "--sync", "--class", "segue"])
        let window = try XCTUnwrap(search.output.split(separator: "\n").first.map(String.init), "no window")
        try waitUntil("the home screen is shown") { try self.colorAt(window) == Palette.home }

        // R: the red dot appears in the top-right corner of the window.
        let dot = (x: 390 - 10 - 7, y: 10 + 7)
        try run(["xdotool", "key", "--window", window, "r"])
        try waitUntil("the recording dot is shown") { try self.colorAt(window, dot) == RecordingIndicator.color }
        let model = ViewerScene(
            size: Size(width: 390, height: 844), clock: ManualClock(), textMeasurer: ApproximateTextMeasurer())
        try click(window, at: try XCTUnwrap(model.centerOfButton(titled: "Push")))
        try waitUntil("Screen 2 is pushed") { try self.colorAt(window) == Palette.screen(2) }
        try waitUntil("the title names Screen 2") { try self.title(of: window).hasSuffix("— Screen 2") }
        try run(["xdotool", "key", "--window", window, "r"])
        try waitUntil("the recording is written") { self.log("segue.out").contains("wrote ") }
        try waitUntil("the recording dot is gone") { try self.colorAt(window, dot) != RecordingIndicator.color }

        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(files.count, 1, "\(files)")
        let name = try XCTUnwrap(files.first)
        XCTAssertNotNil(name.range(of: #"^segue-\d{8}-\d{6}\.gif$"#, options: .regularExpression), name)
        XCTAssertTrue(log("segue.out").contains("recording to \(name)"), log("segue.out"))
        let gif = try GIFAnimation.read(path: folder.appendingPathComponent(name).path)
        XCTAssertEqual([gif.width, gif.height], [390, 844])
        XCTAssertEqual(gif.loopCount, 0)
        XCTAssertGreaterThanOrEqual(gif.frames.count, 2)
        let first = try XCTUnwrap(gif.frames.first)
        let last = try XCTUnwrap(gif.frames.last)
        func color(_ frame: GIFAnimationFrame, _ point: (x: Int, y: Int)) -> Color {
            let rgb = frame.rgb(at: point.y * gif.width + point.x)
            return Color(r: rgb.r, g: rgb.g, b: rgb.b)
        }
        XCTAssertEqual(color(first, probe), Palette.home, "the recording starts on the home screen")
        XCTAssertEqual(color(last, probe), Palette.screen(2), "and ends on Screen 2")
        for frame in gif.frames {
            XCTAssertNotEqual(color(frame, dot), RecordingIndicator.color, "the dot is not recorded")
        }

        // Recording again, then quitting: the GIF is still written, and segue exits with 0.
        try run(["xdotool", "key", "--window", window, "r"])
        try waitUntil("the second recording starts") {
            self.log("segue.out").components(separatedBy: "recording to ").count == 3
        }
        try run(["xdotool", "key", "--window", window, "Escape", "sleep", "0.1", "key", "--window", window, "ctrl+q"])
        XCTAssertTrue(Self.waitForExit(viewer, seconds: 15), "segue did not exit after Ctrl+Q")
        XCTAssertEqual(viewer.terminationStatus, 0, log("segue.err"))
        let second = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != name }
        XCTAssertEqual(second.count, 1, "\(second)")
        let written = try GIFAnimation.read(path: folder.appendingPathComponent(try XCTUnwrap(second.first)).path)
        XCTAssertGreaterThanOrEqual(written.frames.count, 1)
        XCTAssertEqual(written.loopCount, 0)
        XCTAssertTrue(log("segue.out").contains("(the window closed)"), log("segue.out"))
    }

    /// A script running in the window opens the overlays with its keys (they are drawn, not
    /// only recorded) and resizes the window with `resize`; the inspector's labels, which come
    /// and go with its lines, are not leaks to `expect invariants`.
    @MainActor func testScriptInTheWindowDrawsOverlaysAndResizes() async throws {
        let segue = try XCTUnwrap(Self.segueExecutable(), "the built segue executable was not found")
        let script = directory.appendingPathComponent("overlays.segue")
        try """
        shot plain.png
        key i
        shot inspector.png
        resize 300 600
        shot resized.png
        click Push
        settle
        expect invariants
        """.write(to: script, atomically: true, encoding: .utf8)
        let viewer = try launch(segue, arguments: ["--script", script.path, "--out", directory.path], log: "segue")
        self.viewer = viewer
        let exited = Self.waitForExit(viewer, seconds: 30)
        let errors = (try? String(contentsOf: directory.appendingPathComponent("segue.err"), encoding: .utf8)) ?? ""
        XCTAssertTrue(exited, "the scripted window did not finish; its errors: \(errors)")
        XCTAssertEqual(viewer.terminationStatus, 0, errors)
        _ = try SDLContext.shared()
        // The inspector's padding at the right edge: its dark panel over the home screen.
        let plain = try Surface.load(path: directory.appendingPathComponent("plain.png").path)
        let inspector = try Surface.load(path: directory.appendingPathComponent("inspector.png").path)
        let resized = try Surface.load(path: directory.appendingPathComponent("resized.png").path)
        XCTAssertEqual(plain[386, 700], Palette.home)
        XCTAssertLessThan(Int(inspector[386, 700].r), 80, "the inspector is drawn: \(inspector[386, 700])")
        XCTAssertEqual(resized.size, PixelSize(width: 300, height: 600))
        XCTAssertLessThan(Int(resized[296, 590].r), 80, "the inspector follows the new size")
    }

    /// A `--size` larger than the 1280x1024 screen opens the window at most the screen's size, on
    /// it, and says so once on stderr.
    @MainActor func testAWindowLargerThanTheScreenOpensOnTheScreen() async throws {
        let segue = try XCTUnwrap(Self.segueExecutable(), "the built segue executable was not found")
        let script = directory.appendingPathComponent("big.segue")
        try "settle\ntree big.json\nshot big.png\n".write(to: script, atomically: true, encoding: .utf8)
        let viewer = try launch(
            segue, arguments: ["--size", "5000x3000", "--script", script.path, "--out", directory.path], log: "segue")
        self.viewer = viewer
        let exited = Self.waitForExit(viewer, seconds: 30)
        let errors = log("segue.err")
        XCTAssertTrue(exited, "the scripted window did not finish; its errors: \(errors)")
        XCTAssertEqual(viewer.terminationStatus, 0, errors)
        let tree =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: directory.appendingPathComponent("big.json"))) as? [String: Any]
        let size = try XCTUnwrap(tree?["size"] as? [Double])
        XCTAssertEqual(size.count, 2)
        XCTAssertLessThanOrEqual(size[0], 1280, "no wider than the screen")
        XCTAssertLessThanOrEqual(size[1], 1024, "no taller than the screen")
        XCTAssertGreaterThan(size[1], 500, "shrunk to the screen, not to nothing")
        XCTAssertTrue(errors.contains("a 5000x3000 window does not fit the screen; opening it at "), errors)
        _ = try SDLContext.shared()
        let shot = try Surface.load(path: directory.appendingPathComponent("big.png").path)
        XCTAssertEqual(shot.size, PixelSize(width: Int(size[0]), height: Int(size[1])), "the frame is the window's")
    }

    // MARK: Helpers

    /// The text of a log file written by a launched process.
    @MainActor private func log(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    @MainActor private func startXvfb() throws {
        for number in 90...99 {
            let socket = "/tmp/.X11-unix/X\(number)"
            guard !FileManager.default.fileExists(atPath: socket),
                !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
            else { continue }
            let server = try launch(
                URL(fileURLWithPath: try XCTUnwrap(Self.which("Xvfb"))),
                arguments: [":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], log: "xvfb",
                display: nil)
            let deadline = Date().addingTimeInterval(10)
            while server.isRunning, !FileManager.default.fileExists(atPath: socket), Date() < deadline {
                usleep(50_000)
            }
            if server.isRunning, FileManager.default.fileExists(atPath: socket) {
                xvfb = server
                display = ":\(number)"
                return
            }
            if server.isRunning { server.terminate() }
        }
        XCTFail("no free X display in :90...:99 for Xvfb")
        throw XCTSkip("no display")
    }

    @MainActor private func launch(
        _ executable: URL, arguments: [String], log: String, display: String? = "", workingDirectory: URL? = nil
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let workingDirectory { process.currentDirectoryURL = workingDirectory }
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = display.isEmpty ? self.display : display }
        process.environment = environment
        let out = directory.appendingPathComponent("\(log).out")
        let err = directory.appendingPathComponent("\(log).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        return process
    }

    /// Runs a tool on the Xvfb display and returns its output; fails on a non-zero status when `check`.
    @discardableResult
    @MainActor private func run(_ command: [String], check: Bool = true) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try XCTUnwrap(Self.which(command[0]), "\(command[0]) missing"))
        process.arguments = Array(command.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        if check, process.terminationStatus != 0 {
            XCTFail("\(command.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return (process.terminationStatus, output)
    }

    @MainActor private func click(_ window: String, at point: Point) throws {
        try run(["xdotool", "mousemove", "--window", window, String(Int(point.x)), String(Int(point.y)), "click", "1"])
    }

    /// The colour of the window's screenshot at the probe point.
    @MainActor private func colorAt(_ window: String) throws -> Color {
        try colorAt(window, probe)
    }

    /// The colour of the window's screenshot at a point.
    @MainActor private func colorAt(_ window: String, _ point: (x: Int, y: Int)) throws -> Color {
        let path = directory.appendingPathComponent("shot.png").path
        try run(["import", "-window", window, path])
        _ = try SDLContext.shared()
        let shot = try Surface.load(path: path)
        return shot[point.x, point.y]
    }

    @MainActor private func title(of window: String) throws -> String {
        let output = try run(["xprop", "-id", window, "_NET_WM_NAME"]).output
        guard let start = output.firstIndex(of: "\""), let end = output.lastIndex(of: "\""), start < end else {
            return output
        }
        return String(output[output.index(after: start)..<end])
    }

    /// Polls `condition` every 100 ms for up to 10 s.
    @MainActor private func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if try condition() { return }
            usleep(100_000)
        }
        XCTFail("timed out waiting until \(what)")
        throw XCTSkip("gave up: \(what)")
    }

    @MainActor private static func settle(_ scene: ViewerScene) {
        guard let clock = scene.window.engine.clock as? ManualClock else { return }
        for _ in 0..<600 where scene.isBusy {
            clock.advanceOneFrame()
            scene.update()
        }
    }

    @MainActor private static func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        return !process.isRunning
    }

    @MainActor private static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(directory)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `segue` next to the test bundle (`.build/<config>/`), or in the checkout's debug build.
    @MainActor private static func segueExecutable() -> URL? {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("segue"))
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("segue"))
        for test in Bundle.allBundles where test.bundlePath.hasSuffix(".xctest") {
            candidates.append(test.bundleURL.deletingLastPathComponent().appendingPathComponent("segue"))
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/segue"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
