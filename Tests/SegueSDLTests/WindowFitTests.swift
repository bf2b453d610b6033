import SegueCore
import SegueSDL
import XCTest

/// A window never opens larger than the screen's usable area or off it.
nonisolated final class WindowFitTests: XCTestCase {
    @MainActor private let usable = Rect(x: 0, y: 28, width: 1280, height: 996)

    @MainActor func testASizeThatFitsIsKeptAndCentred() async {
        let frame = Window.frame(fitting: Size(width: 390, height: 844), in: usable)
        XCTAssertEqual(frame, Rect(x: 445, y: 104, width: 390, height: 844))
    }

    @MainActor func testASizeLargerThanTheScreenIsShrunkToItAndStaysOnIt() async {
        for size in [Size(width: 16384, height: 16384), Size(width: 390, height: 5000), Size(width: 3000, height: 10)] {
            let frame = Window.frame(fitting: size, in: usable)
            XCTAssertLessThanOrEqual(frame.width, usable.width, "\(size)")
            XCTAssertLessThanOrEqual(frame.height, usable.height, "\(size)")
            XCTAssertGreaterThanOrEqual(frame.minX, usable.minX, "\(size)")
            XCTAssertGreaterThanOrEqual(frame.minY, usable.minY, "\(size)")
            XCTAssertLessThanOrEqual(frame.maxX, usable.maxX, "\(size)")
            XCTAssertLessThanOrEqual(frame.maxY, usable.maxY, "\(size)")
            XCTAssertEqual(frame.width, min(size.width, usable.width), "\(size)")
            XCTAssertEqual(frame.height, min(size.height, usable.height), "\(size)")
        }
    }

    @MainActor func testAScreenWithAnOffsetOriginKeepsTheWindowOnIt() async {
        let second = Rect(x: 1920, y: -200, width: 800, height: 600)
        XCTAssertEqual(
            Window.frame(fitting: Size(width: 2000, height: 300), in: second),
            Rect(x: 1920, y: -50, width: 800, height: 300))
    }
}
