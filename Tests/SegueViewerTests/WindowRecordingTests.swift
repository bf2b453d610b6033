import Foundation
import SegueCore
import SegueGIF
import SegueSDL
import SegueViewer
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools

/// Key R's recording without a window: frames drawn on an offscreen renderer at chosen times.
nonisolated final class WindowRecordingTests: XCTestCase {
    @MainActor func testKeepsTheLatestFrameAndShowsEachAsLongAsTheWindowDid() async throws {
        let canvas = try OffscreenCanvas(width: 20, height: 10, fontPath: try FontResolver().resolve())
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/r.gif"
        let recording = try WindowRecording(path: path, pixelSize: PixelSize(width: 20, height: 10), time: 10)
        let backend = canvas.frameRenderer.backend
        // Red at 10.00, green 0.01 s later (sooner than 1/30 s: it replaces red), blue at 10.05,
        // then an idle window until 11.00.
        for (color, time) in [(Color.red, 10.0), (Color.green, 10.01), (Color.blue, 10.05)] {
            try backend.clear(color)
            try recording.capture(from: canvas.renderer, at: time)
        }
        let summary = try recording.finish(at: 11)
        XCTAssertEqual(summary.frameCount, 2)
        let gif = try GIFAnimation.read(path: path)
        XCTAssertEqual(gif.frames.map(\.delayCentiseconds), [5, 95])
        let first = gif.frames[0].rgb(at: 0)
        let second = gif.frames[1].rgb(at: 0)
        XCTAssertEqual([first.r, first.g, first.b], [0, 255, 0], "the latest frame drawn before 10.05")
        XCTAssertEqual([second.r, second.g, second.b], [0, 0, 255])
    }

    @MainActor func testFileNamesFollowTheDateAndDoNotOverwrite() async throws {
        let directory = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var parts = DateComponents()
        (parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second) = (2026, 3, 7, 9, 5, 2)
        let date = try XCTUnwrap(Calendar.current.date(from: parts))
        XCTAssertEqual(WindowRecording.fileName(for: date, in: directory), "segue-20260307-090502.gif")
        _ = FileManager.default.createFile(atPath: directory + "/segue-20260307-090502.gif", contents: Data())
        XCTAssertEqual(WindowRecording.fileName(for: date, in: directory), "segue-20260307-090502-2.gif")
    }
}
