import SegueCore
import XCTest

@testable import SegueTools

/// The gesture commands of scripts (`swipe`, `touch down|move|up`, `pinch`) as the parser reads them.
nonisolated final class GestureScriptParserTests: XCTestCase {
    @MainActor func testCommandsParse() async throws {
        let script = try ScriptParser.parse(
            "swipe 120 -4 300\nswipe 0 80 200 195 600\ntouch down 3 10 20\ntouch move 3 40 20 100\ntouch up 3\n"
                + "pinch 195 420 200 80 250\n",
            fileName: "t.segue")
        XCTAssertEqual(
            script.lines.map(\.command),
            [
                .swipe(travel: Point(x: 120, y: -4), milliseconds: 300, at: nil),
                .swipe(travel: Point(x: 0, y: 80), milliseconds: 200, at: Point(x: 195, y: 600)),
                .touchDown(finger: 3, at: Point(x: 10, y: 20)),
                .touchMove(finger: 3, to: Point(x: 40, y: 20), milliseconds: 100), .touchUp(finger: 3),
                .pinch(center: Point(x: 195, y: 420), from: 200, to: 80, milliseconds: 250),
            ])
    }
}
