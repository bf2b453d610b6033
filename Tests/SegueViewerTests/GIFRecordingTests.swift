import Foundation
import SegueCore
import SegueGIF
import SegueSDL
import SegueUI
import SegueViewer
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools

/// The `gif` script command and `segue record`: the GIFs are decoded with giflib and compared
/// with the frames the headless host draws at the same moments.
nonisolated final class GIFRecordingTests: XCTestCase {
    /// The frames a headless host draws at the start and the end of `operation` in `style`.
    @MainActor private func expectedEnds(style: TransitionStyle, operation: TransitionOperation) throws -> (
        Surface, Surface
    ) {
        let run = try HeadlessRun(style: style)
        if operation == .pop { try run.run("click Push\nsettle") }
        switch operation {
        case .push: run.scene.push()
        case .pop: run.scene.pop()
        case .present: run.scene.present()
        case .dismiss: run.scene.dismiss()
        }
        let active = try XCTUnwrap(run.scene.window.activeTransition)
        let duration = active.animator.transitionDuration(using: active.context)
        try run.host.advance(bySeconds: 0)
        let first = try run.host.snapshot()
        try run.host.advance(bySeconds: duration + 1e-9)
        return (first, try run.host.snapshot())
    }

    /// Asserts that a decoded frame shows `expected`: the colours that cover large areas (flat
    /// fills, at least 500 pixels) exactly, anti-aliased edges within a quantisation step.
    @MainActor private func assertShows(
        _ frame: GIFAnimationFrame, _ expected: Surface, _ what: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let colors = expected.pixels()
        XCTAssertEqual(frame.pixels.count, colors.count * 4, what, file: file, line: line)
        guard frame.pixels.count == colors.count * 4 else { return }
        var areas: [Color: Int] = [:]
        for color in colors { areas[color, default: 0] += 1 }
        var flatMismatches = 0
        var worst = 0
        for (offset, color) in colors.enumerated() {
            let got = frame.rgb(at: offset)
            let difference = max(
                abs(Int(got.r) - Int(color.r)), abs(Int(got.g) - Int(color.g)), abs(Int(got.b) - Int(color.b)))
            if areas[color, default: 0] >= 500 && difference != 0 { flatMismatches += 1 }
            worst = max(worst, difference)
        }
        XCTAssertEqual(flatMismatches, 0, "\(what): flat pixels that changed", file: file, line: line)
        // Small-area colours (anti-aliased edges) go through the 256-colour palette shared by every
        // frame; the home screen's seven styles and three buttons leave it a little coarser, and
        // text filtered while it scales (the scale push shrinks a whole screen of it) brings
        // many shades of its own.
        XCTAssertLessThanOrEqual(worst, 80, "\(what): largest channel difference", file: file, line: line)
    }

    @MainActor func testGifWritesEveryFrameWithDelaysAddingUpToTheDuration() async throws {
        let run = try HeadlessRun(style: .circle)
        try run.run("gif reveal.gif push\nexpect top \"Screen 2\"\nexpect idle")
        let gif = try GIFAnimation.read(path: run.output.file("reveal.gif"))
        XCTAssertEqual([gif.width, gif.height], [390, 844])
        XCTAssertEqual(gif.loopCount, 0, "the NETSCAPE2.0 extension loops forever")
        // 3 s at 30 frames a second: 90 intervals, 91 frames from the first to the settled one.
        XCTAssertEqual(gif.frames.count, 91)
        XCTAssertEqual(gif.totalDelayCentiseconds, 300)
        XCTAssertLessThanOrEqual(Set(gif.frames.map(\.delayCentiseconds)).count, 2, "evenly shared")

        let (first, last) = try expectedEnds(style: .circle, operation: .push)
        assertShows(gif.frames[0], first, "first frame")
        assertShows(gif.frames[90], last, "last frame")
        // Later frames store only what changed: the circle's bounding box, not the whole screen.
        XCTAssertLessThan(gif.frames[1].region.width * gif.frames[1].region.height, 390 * 844 / 4)
    }

    @MainActor func testEveryStyleEndsOnTheSettledFrame() async throws {
        for style in TransitionStyle.builtIn {
            let operation: TransitionOperation = style == .sheet ? .present : .push
            var options = RunOptions()
            options.size = Size(width: 200, height: 300)
            let host = try HeadlessHost(options: options, content: ViewerScene(style: style))
            let output = OutputFolder(path: HeadlessRun.temporaryDirectory())
            defer { try? FileManager.default.removeItem(atPath: output.path) }
            let script = try ScriptParser.parse("gif a.gif \(operation.rawValue)\nsettle", fileName: "s")
            try ScriptRunner(script: script, host: host, output: output, fontPath: try FontResolver().resolve()).run()
            let gif = try GIFAnimation.read(path: output.file("a.gif"))
            assertShows(try XCTUnwrap(gif.frames.last), try host.snapshot(), "\(style.name): last frame")
        }
    }

    @MainActor func testGifFrameRateAndPop() async throws {
        let run = try HeadlessRun(style: .system)
        try run.run("click Push\nsettle\ngif back.gif pop 10\nexpect top Home")
        let gif = try GIFAnimation.read(path: run.output.file("back.gif"))
        // 0.35 s at 10 frames a second: 4 intervals (3.5 rounded), 5 frames, 35 hundredths.
        XCTAssertEqual(gif.frames.count, 5)
        XCTAssertEqual(gif.totalDelayCentiseconds, 35)
        let (first, last) = try expectedEnds(style: .system, operation: .pop)
        assertShows(gif.frames[0], first, "first frame")
        assertShows(gif.frames[4], last, "last frame")
    }

    @MainActor func testGifLinesThatCannotRunOrParse() async throws {
        for (line, message) in [
            ("gif a.gif push 0", "bad frame rate \"0\": expected a whole number from 1 to 60"),
            ("gif a.gif push 61", "bad frame rate \"61\""),
            ("gif a.gif push 2.5", "bad frame rate \"2.5\""),
            ("gif a.gif jump", "unknown operation \"jump\""),
            ("gif a.png push", "expected a file name ending in .gif"),
            ("gif a.gif", "usage: gif FILE.gif push|pop|present|dismiss [FPS]"),
        ] {
            XCTAssertThrowsError(try ScriptParser.parse("settle\n" + line, fileName: "bad.segue"), line) { error in
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix("bad.segue:2: "), text)
                XCTAssertTrue(text.contains(message), text)
            }
        }
        XCTAssertEqual(
            try ScriptParser.parse("gif a.gif present", fileName: "ok").lines.first?.command,
            .gif("a.gif", operation: .present, framesPerSecond: 30))

        let run = try HeadlessRun()
        XCTAssertThrowsError(try run.run("gif none.gif pop")) { error in
            XCTAssertEqual("\(error)", "test.segue:1: nothing to pop: the stack has one screen")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: run.output.file("none.gif")), "no file left behind")

        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/bad.segue"
        try "gif a.gif push 99\n".write(toFile: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--script", script, "--out", directory]), 2)
    }

    @MainActor func testRecordWritesAShrunkGIFInOneStep() async throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/new/folder/fold.gif"
        let status = ViewerApplication.run(
            arguments: [
                "record", "--style", "fold", "--op", "push", "--out", path, "--size", "200x300", "--scale", "0.5",
            ])
        XCTAssertEqual(status, 0)
        let gif = try GIFAnimation.read(path: path)
        XCTAssertEqual([gif.width, gif.height], [100, 150])
        XCTAssertEqual(gif.frames.count, 31, "1 s at 30 frames a second")
        XCTAssertEqual(gif.totalDelayCentiseconds, 100)
        XCTAssertEqual(gif.loopCount, 0)

        // The first frame is the home screen shrunk by area averaging: a flat area keeps its colour.
        let home = try XCTUnwrap(gif.frames.first)
        let background = home.rgb(at: 35 * 100 + 2)
        XCTAssertEqual([background.r, background.g, background.b], [Colors.home.r, Colors.home.g, Colors.home.b])

        XCTAssertEqual(
            ViewerApplication.run(arguments: [
                "record", "--op", "dismiss", "--out", directory + "/d.gif", "--fps", "12",
            ]), 0)
        let dismissal = try GIFAnimation.read(path: directory + "/d.gif")
        XCTAssertEqual(dismissal.frames.count, 7, "0.5 s at 12 frames a second")
        XCTAssertEqual(dismissal.totalDelayCentiseconds, 50)
    }

    @MainActor func testRecordRefusesBadArgumentsAndUnwritableOutputs() async throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/x.gif"
        for arguments in [
            ["--op", "jump", "--out", out], ["--op", "push", "--style", "wobble", "--out", out],
            ["--op", "push", "--out", out, "--fps", "0"], ["--op", "push", "--out", out, "--fps", "61"],
            ["--op", "push", "--out", out, "--fps", "fast"], ["--op", "push", "--out", out, "--scale", "0"],
            ["--op", "push", "--out", out, "--scale", "1.5"], ["--op", "push", "--out", out, "--size", "0x10"],
            ["--op", "push"], ["--out", out], ["--op", "push", "--out", directory + "/x.png"],
            ["--op", "push", "--out", out, "--wobble"],
        ] {
            XCTAssertEqual(ViewerApplication.run(arguments: ["record"] + arguments), 2, "\(arguments)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let file = directory + "/plain-file"
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ViewerApplication.run(arguments: ["record", "--op", "push", "--out", file + "/x.gif"]), 1)
        XCTAssertEqual(ViewerApplication.run(arguments: ["record", "--op", "push", "--out", "/proc/segue/x.gif"]), 1)
    }

    @MainActor func testRecordOptionsParse() async throws {
        let parsed = try RecordOptions.parse([
            "--style=circle", "--op", "present", "--out", "a.gif", "--fps", "12", "--size", "300x400", "--scale",
            "0.25",
        ]).get()
        var expected = RecordOptions(operation: .present, outputPath: "a.gif")
        expected.style = .circle
        expected.framesPerSecond = 12
        expected.size = Size(width: 300, height: 400)
        expected.scale = 0.25
        XCTAssertEqual(parsed, expected)
        XCTAssertNil(try RecordOptions.parse(["--help"]).get())
        XCTAssertEqual(
            CommandLineParser.parse(["record", "--op", "push"], application: ViewerApplication()),
            .success(.subcommand(name: "record", arguments: ["--op", "push"])))
    }
}
