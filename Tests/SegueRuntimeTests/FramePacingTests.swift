import Foundation
import XCTest

@testable import SegueRuntime

/// The window's frame pacing (`FramePacing`), its CSV log (`FrameLog`) and the flags that ask
/// for them and for a drawing path.
nonisolated final class FramePacingTests: XCTestCase {
    @MainActor func testIntervalsDuringTransitionsGiveThePercentilesAndTheLateFrames() async {
        var pacing = FramePacing(refreshRate: 60)
        XCTAssertEqual(pacing.lateAfter, 0.025, accuracy: 1e-12)
        // Idle frames, then a wait for a click: neither counts.
        pacing.presented(at: 0, transition: false)
        pacing.presented(at: 0.5, transition: false)
        pacing.presented(at: 3.0, transition: true)
        XCTAssertEqual(pacing.lastTransition.count, 0, "the first frame of a transition follows an idle wait")
        // 98 intervals of 1/60 s and two hitches: one of 40 ms, one of 24 ms (not late).
        var time = 3.0
        for i in 0..<100 {
            time += i == 50 ? 0.04005 : (i == 70 ? 0.02405 : 1.0 / 60)
            pacing.presented(at: time, transition: true)
        }
        let stats = pacing.lastTransition
        XCTAssertEqual(stats.count, 100)
        XCTAssertEqual(stats.late, 1, "only the 40 ms interval is over 1.5 frame periods")
        // Rounded up to the end of their 0.1 ms buckets.
        XCTAssertEqual(stats.percentile(0.5) ?? 0, 0.0167, accuracy: 1e-9)
        XCTAssertEqual(stats.percentile(0.99) ?? 0, 0.0241, accuracy: 1e-9, "the 99th of 100 is the 24 ms one")
        XCTAssertEqual(stats.percentile(1.0) ?? 0, 0.0401, accuracy: 1e-9)
        XCTAssertEqual(stats.longest, 0.04005, accuracy: 1e-9)
        XCTAssertEqual(FramePacing.summary(stats), "p50 16.7 · p99 24.1 ms · 1 late")
        // The next transition starts its own statistics; the run's keep both.
        pacing.presented(at: time + 1, transition: false)
        pacing.presented(at: time + 2, transition: true)
        pacing.presented(at: time + 2 + 0.020, transition: true)
        XCTAssertEqual(pacing.lastTransition.count, 1)
        XCTAssertEqual(pacing.allTransitions.count, 101)
        XCTAssertEqual(pacing.frames, 106)
    }

    @MainActor func testAnUnknownRefreshRateIsTakenAsSixtyHertz() async {
        XCTAssertEqual(FramePacing(refreshRate: 0).period, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(FramePacing(refreshRate: 120).lateAfter, 0.0125, accuracy: 1e-12)
        XCTAssertEqual(FramePacing.summary(FramePacing.Statistics()), "no transition yet")
    }

    @MainActor func testTheFrameLogHasARowPerPresentedFrame() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(getpid()).csv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = try FrameLog(path: path)
        log.record(index: 1, time: 0.25, interval: nil, transition: false)
        log.record(index: 2, time: 12.2666666, interval: 0.0166666, transition: true)
        log.record(index: 1000, time: 3600.5, interval: 1.5, transition: false)
        log.close()
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(
            text,
            "frame,time_s,interval_ms,transition\n1,0.250000,,0\n2,12.266667,16.667,1\n1000,3600.500000,1500.000,0\n")
    }

    @MainActor func testAFrameLogThatCannotBeWrittenSaysWhy() async {
        XCTAssertThrowsError(try FrameLog(path: "/nonexistent-folder/frames.csv")) { error in
            XCTAssertTrue(
                "\(error)".hasPrefix("cannot write the frame log /nonexistent-folder/frames.csv: "), "\(error)")
        }
    }

    @MainActor func testRendererAndFrameLogFlags() async throws {
        var expected = RunOptions()
        expected.windowRenderer = .raster
        expected.frameLogPath = "f.csv"
        XCTAssertEqual(
            try CommandLineParser.parse(["--renderer", "raster", "--frame-log=f.csv"]).get(), .run(expected))
        expected.windowRenderer = .geometry
        expected.frameLogPath = nil
        XCTAssertEqual(try CommandLineParser.parse(["--renderer=geometry"]).get(), .run(expected))
        XCTAssertEqual(RunOptions().windowRenderer, .auto, "auto by default")
        let bad: [([String], String)] = [
            (["--renderer", "gpu"], "bad renderer \"gpu\": expected one of auto, geometry, raster"),
            (["--renderer"], "--renderer needs a value"),
            (["--frame-log", ""], "--frame-log needs a non-empty value"),
            (
                ["--headless", "--frame-log", "f.csv"],
                "--frame-log logs the window's presented frames; it cannot go with --headless"
            ),
        ]
        for (arguments, message) in bad {
            guard case .failure(let error) = CommandLineParser.parse(arguments) else {
                XCTFail("\(arguments) was accepted")
                continue
            }
            XCTAssertEqual(error.message, message, "\(arguments)")
        }
    }
}
