import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Sheets stacked on sheets: a sheet covered while it still moves ends at its resting place,
/// and the stack has a floor (from the fourth sheet on, every sheet sits where the third does),
/// the same whether the sheets went to large by request or by a flick.
nonisolated final class StackedSheetTests: XCTestCase {
    /// `segue fuzz --style detents --seed 6661033`, shrunk: a drag starts dismissing a sheet, a
    /// present is queued behind it, a second drag grabs the dismissing sheet and pulls it up, and
    /// the queued present runs while the sheet still moves. It used to end with the sheet behind
    /// pushed back by a transform made for another size ("Modal N keeps a transform other than
    /// its resting one").
    @MainActor func testASheetCoveredWhileItMovesEndsAtItsRestingPlace() async {
        let actions: [FuzzAction] = [
            .key(.togglePause), .key(.toggleSlowMotion), .key(.toggleSlowMotion), .key(.togglePause),
            .key(.toggleSlowMotion), .style(.detents), .key(.toggleSlowMotion), .request(.present),
            .resize(width: 605, height: 666), .wait(milliseconds: 1455),
            .drag(from: Point(x: 353.344, y: 425.175), to: Point(x: 822.104, y: 320.192), milliseconds: 554),
            .drag(from: Point(x: 1.044, y: 370.564), to: Point(x: -111.222, y: 666.333), milliseconds: 623),
            .request(.present), .style(.detents),
            .drag(from: Point(x: 475.861, y: 665), to: Point(x: 491.07, y: 177.22), milliseconds: 809),
        ]
        XCTAssertNil(Fuzzer.viewer.replay(actions))
    }

    /// Every order of grab, queued present and release, at several speeds: each sheet ends on a
    /// detent with its frame, the one behind pushed back exactly as at rest.
    @MainActor func testGrabQueuedPresentAndReleaseInAnyOrderEndAtRest() async {
        for grabFrames in [1, 5, 20, 48] {
            for releaseAfter in [0, 10, 40] {
                let actions: [FuzzAction] = [
                    .style(.detents), .request(.present), .wait(milliseconds: 1000),
                    // Down from medium into a dismissal, released slowly so it finishes.
                    .drag(from: Point(x: 40, y: 500), to: Point(x: 40, y: 800), milliseconds: 300),
                    .request(.present),
                    // Grab the dismissing sheet and pull it up past large.
                    .drag(
                        from: Point(x: 40, y: 780), to: Point(x: 40, y: 80),
                        milliseconds: grabFrames * 1000 / 60),
                    .wait(milliseconds: releaseAfter * 1000 / 60),
                ]
                let failure = Fuzzer.viewer.replay(actions)
                XCTAssertNil(failure, "grab over \(grabFrames) frames, wait \(releaseAfter): \(failure ?? "")")
            }
        }
    }
}

/// The floor of a stack of sheets.
nonisolated final class SheetStackFloorTests: XCTestCase {
    @MainActor private var clock: ManualClock!
    @MainActor private var scene: ViewerScene!

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        scene = ViewerScene(
            size: Size(width: 390, height: 844), clock: clock, textMeasurer: ApproximateTextMeasurer(),
            style: .detents)
    }

    @MainActor override func tearDown() async throws {
        scene = nil
        clock = nil
    }

    @MainActor private func settle() {
        for _ in 0..<6000 where scene.isBusy {
            clock.advanceOneFrame()
            scene.update()
        }
        XCTAssertFalse(scene.isBusy, "the scene settles")
    }

    @MainActor private func frontCard() -> Rect { scene.window.presentations.last!.presented.view.frame }

    /// 41 sheets presented from a sheet at large: the second and third sit 20 points lower each,
    /// every later one where the third does, visible and at large.
    @MainActor func testFortyOneRequestedSheetsStackOnAFloor() async {
        scene.present()
        settle()
        scene.frontSheet?.selectedDetentIdentifier = .large
        settle()
        var tops: [Double] = []
        for _ in 0..<41 {
            tops.append(frontCard().minY)
            scene.present()
            settle()
        }
        tops.append(frontCard().minY)
        XCTAssertEqual(scene.modalTitles.count, 42)
        XCTAssertEqual(Array(tops.prefix(4)), [60, 80, 100, 100])
        XCTAssertEqual(Set(tops.dropFirst(2)), [100], "from the third on, every sheet sits at the same offset")
        XCTAssertEqual(scene.frontDetent, .large)
        XCTAssertEqual(frontCard().height, 744, "the front sheet is visible")
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
    }

    /// The same stack made by flicking each new sheet up from medium lands where the requests do.
    @MainActor func testFlickedSheetsStackWhereRequestedOnesDo() async {
        var tops: [Double] = []
        for _ in 0..<6 {
            scene.present()
            settle()
            if scene.frontSheet?.selectedDetentIdentifier == .large {
                tops.append(frontCard().minY)
                continue
            }
            let top = frontCard().minY
            let start = Point(x: 20, y: top + 100)
            scene.router.handle(.down(location: start, time: clock.now))
            for i in 1...6 {
                clock.advanceOneFrame()
                scene.update()
                scene.router.handle(
                    .moved(location: Point(x: 20, y: start.y - 150 * Double(i) / 6), time: clock.now))
            }
            scene.router.handle(.up(location: Point(x: 20, y: start.y - 150), time: clock.now))
            settle()
            XCTAssertEqual(scene.frontDetent, .large, "a flick up lands at large")
            tops.append(frontCard().minY)
        }
        XCTAssertEqual(tops, [60, 80, 100, 100, 100, 100])
    }

    /// In a window less than twice the top gap tall (100 points, gap 60), large is never lower than medium.
    @MainActor func testLargeIsNeverBelowMediumInASmallWindow() async {
        scene.resize(to: Size(width: 390, height: 100))
        scene.present()
        settle()
        let sheet = scene.frontSheet!
        XCTAssertLessThanOrEqual(sheet.top(of: .large), sheet.top(of: .medium))
    }
}
