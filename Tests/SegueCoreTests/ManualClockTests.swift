import XCTest

@testable import SegueCore

nonisolated final class ManualClockTests: XCTestCase {
    @MainActor func testSixHundredFramesAreExactlyTenSeconds() async {
        let clock = ManualClock()
        XCTAssertEqual(clock.now, 0)
        for _ in 0..<600 { clock.advanceOneFrame() }
        XCTAssertEqual(clock.now, 10.0)
        XCTAssertEqual(clock.frameCount, 600)
    }

    @MainActor func testFramesDoNotAccumulateDrift() async {
        let clock = ManualClock()
        var naive = 0.0
        for _ in 0..<6000 {
            clock.advanceOneFrame()
            naive += 1.0 / 60
        }
        XCTAssertEqual(clock.now, 100.0)
        // The naive sum does drift, which is what the frame counter avoids.
        XCTAssertNotEqual(naive, 100.0)
        for frame in 1...180 {
            let fresh = ManualClock()
            fresh.advance(frames: frame)
            XCTAssertEqual(fresh.now, Double(frame) / 60)
        }
    }

    @MainActor func testExplicitAdvancesAddToFrames() async {
        let clock = ManualClock(start: 2)
        clock.advance(by: 0.25)
        clock.advance(frames: 30)
        clock.advanceOneFrame()
        XCTAssertEqual(clock.now, 2.25 + 31.0 / 60, accuracy: 1e-15)
        XCTAssertEqual(ManualClock.frameDuration, 1.0 / 60)
    }

    @MainActor func testIsUsableThroughTheProtocol() async {
        let manual = ManualClock()
        let clock: any MediaClock = manual
        manual.advance(frames: 120)
        XCTAssertEqual(clock.now, 2.0)
    }
}
