import Foundation
import SegueCore
import SegueSDL
import SegueUI
import SegueViewer
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools

/// `segue --headless` in process: home.png, sizes, keys, filmstrips and the shipped scripts.
nonisolated final class HeadlessMainTests: XCTestCase {
    @MainActor func testHeadlessWritesHomeIntoANewFolder() async throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--out", directory + "/a/b"]), 0)
        let home = try Surface.load(path: directory + "/a/b/home.png")
        XCTAssertEqual(home.size, PixelSize(width: 390, height: 844))
        assertColor(home[20, 360], Colors.home)
        XCTAssertEqual(ViewerApplication.run(arguments: ["--headless", "--size", "320x480", "--out", directory]), 0)
        XCTAssertEqual(try Surface.load(path: directory + "/home.png").size, PixelSize(width: 320, height: 480))
    }

    @MainActor func testHeadlessHostAdvancesExactlyOneSixtiethASecondAFrame() async throws {
        var options = RunOptions()
        options.size = Size(width: 200, height: 300)
        options.slowFactor = 4
        let host = try HeadlessHost(options: options, content: ViewerScene())
        XCTAssertEqual(host.now, 0)
        XCTAssertEqual(try host.snapshot().size, PixelSize(width: 200, height: 300))
        for _ in 0..<120 { try host.advanceFrame() }
        XCTAssertEqual(host.now, 2)
        XCTAssertEqual(host.scene.window.engine.time, 0.5, accuracy: 1e-12)
        try host.advance(bySeconds: 0.25)
        XCTAssertEqual(host.now, 2.25, accuracy: 1e-12)
    }

    @MainActor func testKeys() async throws {
        let run = try HeadlessRun(slowFactor: 2)
        let engine = run.scene.window.engine
        let script = try ScriptParser.parse(
            """
            key s
            key i
            key f
            key h
            key f
            key space
            key s
            click Push
            key p
            wait 500
            key right
            key right
            key left
            key p
            settle
            key escape
            settle
            """, fileName: "keys.segue")
        let runner = ScriptRunner(script: script, host: run.host, output: run.output, fontPath: run.fontPath)
        let controls = run.host.controls
        var next = 0
        func step(_ count: Int) throws {
            for _ in 0..<count {
                try runner.execute(script.lines[next])
                next += 1
            }
        }
        // `--slow 2` starts in slow motion; S switches to real speed and back, as in the window.
        XCTAssertTrue(controls.isSlowMotion)
        XCTAssertEqual(engine.timeScale, 0.5, accuracy: 1e-12)
        try step(6)
        XCTAssertFalse(controls.isSlowMotion)
        XCTAssertEqual(engine.timeScale, 1, accuracy: 1e-12)
        XCTAssertTrue(controls.showsInspector && controls.showsHelp && !controls.showsMeter)
        try step(3)
        XCTAssertTrue(controls.isSlowMotion)
        XCTAssertEqual(engine.timeScale, 0.5, accuracy: 1e-12)
        XCTAssertTrue(engine.isPaused)
        let paused = engine.time
        try step(4)
        XCTAssertEqual(engine.time, paused + ManualClock.frameDuration, accuracy: 1e-12)
        try step(2)
        XCTAssertFalse(engine.isPaused)
        XCTAssertEqual(run.scene.navigationTitles, ["Home", "Screen 2"])
        try step(2)
        XCTAssertEqual(run.scene.navigationTitles, ["Home"])
    }

    @MainActor func testFilmstripLaysOutFiveCaptionedFrames() async throws {
        let run = try HeadlessRun(style: .circle)
        try run.run("filmstrip strip.png push\nexpect top \"Screen 2\"\nexpect idle")
        let strip = try Surface.load(path: run.output.file("strip.png"))
        let gap = FilmstripComposer.gap
        XCTAssertEqual(strip.width, gap + 5 * (390 + gap))
        XCTAssertEqual(strip.height, gap + 844 + FilmstripComposer.captionHeight)
        func frameLeft(_ index: Int) -> Int { gap + index * (390 + gap) }
        assertColor(strip[frameLeft(0) + 195, gap + 700], Colors.home, "0%: not revealed yet")
        assertColor(strip[frameLeft(2) + 195, gap + 300], Colors.screen2, "50%: revealed at the centre")
        assertColor(strip[frameLeft(2) + 5, gap + 838], Colors.home, "50%: not in the corner")
        assertColor(strip[frameLeft(4) + 5, gap + 838], Colors.screen2, "100%: everywhere")
        assertColor(strip[frameLeft(1) - gap / 2, gap + 300], .white, "the gap")
        let captionRow = (0..<strip.width).map { strip[$0, gap + 844 + FilmstripComposer.captionHeight / 2] }
        XCTAssertTrue(captionRow.contains { $0.r < 128 }, "captions are drawn")
        XCTAssertFalse(FileManager.default.fileExists(atPath: run.output.file(".filmstrip-frame.png")))
    }

    @MainActor func testShippedScriptsPass() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("Assets/Scripts").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".segue") }
            .sorted()
        XCTAssertTrue(names.contains("home.segue"))
        for style in TransitionStyle.builtIn {
            XCTAssertTrue(names.contains("filmstrip-\(style.name).segue"), style.name)
        }
        for name in names {
            let run = try HeadlessRun()
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            XCTAssertNoThrow(try run.run(text, fileName: name), name)
        }
    }
}
