import Foundation
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueSDL
@testable import SegueTools
@testable import SegueViewer

/// A window resized during a transition lays the container and both screens out for the new size
/// at once, and the transition goes on from where it was: in every style, the frame after the
/// resize shows no more black than the same moment of a run at the new size from the start (none
/// in the slide), the transition does not jump when it ends, and it settles on exactly the frame
/// the run at the new size settles on. The same during an edge swipe.
nonisolated final class ResizeMidTransitionTests: XCTestCase {
    @MainActor private let newSize = Size(width: 700, height: 600)

    /// The operation each style animates itself (the sheets present; the rest push).
    @MainActor private func operation(for style: TransitionStyle) -> String {
        style == .sheet || style == .detents ? "present" : "push"
    }

    /// The 8x8-pixel blocks that are all black: where the container's black background shows
    /// (black text never fills a block).
    @MainActor private func blackPixels(_ surface: Surface) -> Int {
        var count = 0
        for by in stride(from: 0, to: surface.height - 7, by: 8) {
            for bx in stride(from: 0, to: surface.width - 7, by: 8) {
                var black = true
                for y in by..<(by + 8) where black {
                    for x in bx..<(bx + 8) {
                        let c = surface[x, y]
                        if c.r >= 8 || c.g >= 8 || c.b >= 8 {
                            black = false
                            break
                        }
                    }
                }
                if black { count += 1 }
            }
        }
        return count
    }

    /// Runs frames until the transition's progress reaches `progress`.
    @MainActor private func advance(_ run: HeadlessRun, to progress: Double) throws {
        var frames = 0
        while let active = run.scene.window.activeTransition, active.progress < progress, frames < 600 {
            try run.host.advanceFrame()
            frames += 1
        }
    }

    /// Runs the transition to its end; the last two frames drawn while it ran and the settled one.
    @MainActor private func runToEnd(_ run: HeadlessRun) throws -> (DrawnFrame, DrawnFrame, DrawnFrame) {
        var beforeLast: DrawnFrame?
        var last = DrawnFrame(try run.host.canvas.snapshot())
        var frames = 0
        while run.scene.window.isTransitioning && frames < 1800 {
            try run.host.advanceFrame()
            frames += 1
            if run.scene.window.isTransitioning {
                beforeLast = last
                last = DrawnFrame(try run.host.canvas.snapshot())
            }
        }
        try run.run("settle")
        return (beforeLast ?? last, last, DrawnFrame(try run.host.canvas.snapshot()))
    }

    @MainActor func testAResizeMidTransitionLaysBothScreensOutAtOnceInEveryStyle() async throws {
        for style in TransitionStyle.builtIn {
            let op = operation(for: style)
            let resized = try HeadlessRun(style: style)
            let reference = try HeadlessRun(style: style, size: newSize)
            for run in [resized, reference] {
                try run.run("request \(op)")
                try advance(run, to: 0.4)
            }
            try resized.host.resize(to: newSize)
            try resized.host.advanceFrame()
            try reference.host.advanceFrame()
            let after = try resized.host.canvas.snapshot()
            XCTAssertEqual(after.size, PixelSize(width: 700, height: 600))
            let black = blackPixels(after)
            let expected = blackPixels(try reference.host.canvas.snapshot())
            XCTAssertLessThanOrEqual(
                black, expected + 30,
                "\(style.name) \(op): \(black) black blocks after the resize, \(expected) at the new size")
            if style == .system { XCTAssertEqual(black, 0, "the slide shows no black") }
            let (beforeLast, last, settled) = try runToEnd(resized)
            _ = try runToEnd(reference)
            let deliberate = TransitionEndContinuityTests.deliberateEndJumps.contains {
                $0.0 == style && "\($0.1)" == op
            }
            if !deliberate {
                let ownMotion = beforeLast.changedBlocks(to: last)
                let jump = last.changedBlocks(to: settled)
                // Two blocks of slack: a spring's tail (zoom) moves everything by under a pixel.
                XCTAssertLessThanOrEqual(
                    jump, ownMotion + 2,
                    "\(style.name) \(op): \(jump) blocks jump at the end, its last frame moved \(ownMotion)")
            }
            let referenceSettled = DrawnFrame(try reference.host.canvas.snapshot())
            XCTAssertEqual(
                settled.changedBlocks(to: referenceSettled, threshold: 8), 0,
                "\(style.name) \(op): settles on the frame of a run at the new size")
        }
    }

    @MainActor func testAResizeDuringAnEdgeSwipeKeepsTheSwipeGoing() async throws {
        let run = try HeadlessRun()
        let reference = try HeadlessRun(size: newSize)
        try run.run("click Push\nsettle")
        try reference.run("click Push\nsettle")
        let script = try ScriptParser.parse(
            "down 5 400\nmove 150 400 300\nmove 500 400 300\nup", fileName: "swipe.segue",
            application: ViewerApplication())
        let runner = ScriptRunner(script: script, host: run.host, output: run.output, fontPath: run.fontPath)
        try runner.execute(script.lines[0])
        try runner.execute(script.lines[1])
        XCTAssertTrue(run.scene.window.isTransitioning, "the swipe drives the pop")
        try run.host.resize(to: newSize)
        try run.host.advanceFrame()
        XCTAssertEqual(blackPixels(try run.host.canvas.snapshot()), 0, "no black after the resize mid-swipe")
        try runner.execute(script.lines[2])
        XCTAssertEqual(blackPixels(try run.host.canvas.snapshot()), 0, "none while the finger goes on")
        try runner.execute(script.lines[3])
        try run.run("settle\nexpect depth 1")
        try reference.run("key escape\nsettle")
        XCTAssertEqual(
            DrawnFrame(try run.host.canvas.snapshot()).changedBlocks(
                to: DrawnFrame(try reference.host.canvas.snapshot()), threshold: 8), 0,
            "the pop ends on the frame of a run at the new size")
    }
}
