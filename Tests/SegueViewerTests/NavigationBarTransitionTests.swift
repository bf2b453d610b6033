import Foundation
import Segue
import SegueCore
import SegueSDL
import SegueUI
import SegueViewer
import XCTest

/// The navigation bar's push and pop as iOS does them: the old title slides towards the back
/// button's place and becomes it, the new title comes in from the right (a pop the reverse), no
/// two texts show over each other in any frame, and an edge swipe drives it.
nonisolated final class NavigationBarTransitionTests: XCTestCase {
    /// A text of the bar as shown: its words, its box in the window, how opaque it is.
    @MainActor private struct ShownText {
        var text: String
        var box: Rect
        var alpha: Double
    }

    @MainActor private func navigation(_ run: HeadlessRun) throws -> NavigationController {
        try XCTUnwrap(run.scene.window.rootViewController as? NavigationController)
    }

    /// The visible texts of the bar's items this frame.
    @MainActor private func shownTexts(_ run: HeadlessRun) throws -> [ShownText] {
        let bar = try navigation(run).navigationBar
        let measurer = run.scene.window.textMeasurer
        var texts: [ShownText] = []
        for case let item as NavigationBarItemView in bar.subviews {
            for label in [item.titleLabel, item.backButton.titleLabel] {
                var alpha = 1.0
                var view: View? = label
                var hidden = false
                while let current = view, current !== bar {
                    alpha *= current.presentation.alpha
                    hidden = hidden || current.isHidden
                    view = current.superview
                }
                guard !hidden, alpha > 0.02, !label.text.isEmpty else { continue }
                let size = label.textSize(using: measurer)
                let frame = label.presentationFrameInRoot
                texts.append(
                    ShownText(
                        text: label.text,
                        box: Rect(
                            x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
                            height: size.height), alpha: alpha))
            }
        }
        return texts
    }

    /// Checks every frame until the transition ends that no two texts overlap.
    @MainActor private func assertNoOverlapUntilIdle(_ run: HeadlessRun, _ what: String) throws -> [[ShownText]] {
        var frames: [[ShownText]] = []
        var count = 0
        repeat {
            try run.host.advanceFrame()
            let texts = try shownTexts(run)
            frames.append(texts)
            for i in 0..<texts.count {
                for j in (i + 1)..<texts.count {
                    let a = texts[i].box
                    let b = texts[j].box
                    let overlaps = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
                    XCTAssertFalse(
                        overlaps,
                        "\(what), frame \(count): \"\(texts[i].text)\" (\(texts[i].alpha)) over \"\(texts[j].text)\" (\(texts[j].alpha))"
                    )
                }
            }
            count += 1
        } while run.scene.window.isTransitioning && count < 600
        return frames
    }

    @MainActor func testAPushTurnsTheOldTitleIntoTheBackButtonAndBringsTheNewTitleFromTheRight() async throws {
        let run = try HeadlessRun()
        try run.run("click Push\nsettle")
        let oldTitle = try XCTUnwrap(navigation(run).topViewController?.title)
        try run.run("click Push")
        let newTitle = try XCTUnwrap(navigation(run).topViewController?.title)
        let frames = try assertNoOverlapUntilIdle(run, "push")
        XCTAssertGreaterThan(frames.count, 10)
        let middle = 195.0
        // The new title comes from the right: right of the middle, moving left, early on.
        let early = frames[2].filter { $0.text == newTitle }
        XCTAssertGreaterThan(try XCTUnwrap(early.first).box.midX, middle + 40, "the new title starts on the right")
        // The old title moves left from the middle, towards the back button's place.
        let oldPositions = frames.prefix(frames.count / 2).compactMap { $0.first { $0.text == oldTitle }?.box.midX }
        XCTAssertGreaterThan(oldPositions.count, 2)
        XCTAssertEqual(oldPositions, oldPositions.sorted(by: >), "the old title slides left")
        // The back button that arrives carries the old title, where the old title went.
        let back = try XCTUnwrap(frames.last?.first { $0.text == "‹ " + oldTitle })
        XCTAssertLessThan(back.box.midX, 100)
        XCTAssertLessThan(try XCTUnwrap(oldPositions.last), middle - 20)
    }

    @MainActor func testAPopTurnsTheBackButtonIntoTheTitle() async throws {
        let run = try HeadlessRun()
        try run.run("click Push\nsettle\nclick Push\nsettle")
        let leaving = try XCTUnwrap(navigation(run).topViewController?.title)
        try run.run("key escape")
        let arriving = try XCTUnwrap(navigation(run).topViewController?.title)
        let frames = try assertNoOverlapUntilIdle(run, "pop")
        // The leaving title goes right; the arriving one comes from the back button's place.
        let leavingPositions = frames.compactMap { $0.first { $0.text == leaving }?.box.midX }
        XCTAssertEqual(leavingPositions, leavingPositions.sorted(), "the leaving title slides right")
        let arrivingPositions = frames.compactMap { $0.first { $0.text == arriving }?.box.midX }
        XCTAssertLessThan(try XCTUnwrap(arrivingPositions.first), 150, "the new title starts near the back button")
        XCTAssertEqual(arrivingPositions, arrivingPositions.sorted(), "and slides to the middle")
    }

    @MainActor func testAnEdgeSwipeDrivesTheBar() async throws {
        let run = try HeadlessRun()
        try run.run("click Push\nsettle\nclick Push\nsettle")
        let leaving = try XCTUnwrap(navigation(run).topViewController?.title)
        let script = try ScriptParser.parse(
            "down 5 400\nmove 100 400 200\nmove 200 400 200\nmove 100 400 200\nup", fileName: "swipe.segue",
            application: ViewerApplication())
        let runner = ScriptRunner(script: script, host: run.host, output: run.output, fontPath: run.fontPath)
        var positions: [Double] = []
        for line in script.lines.dropLast() {
            try runner.execute(line)
            positions.append(try XCTUnwrap(try shownTexts(run).first { $0.text == leaving }).box.midX)
        }
        XCTAssertTrue(run.scene.window.isTransitioning, "the swipe holds the pop")
        let (atQuarter, atHalf, back) = (positions[1], positions[2], positions[3])
        XCTAssertGreaterThan(atHalf, atQuarter + 10, "the title follows the finger right")
        XCTAssertLessThan(back, atHalf - 10, "and back")
        try runner.execute(try XCTUnwrap(script.lines.last))
        try run.run("settle")
    }
}
