import Foundation
import SegueCore
import SegueGIF
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The small things a newcomer meets first: the focus ring shows on every screen, screens are
/// named by their depth, reduce motion shows in the window title, the help lists M and fits, and
/// `segue record --op zoom` zooms out of a Gallery card.
nonisolated final class NewcomerDetailsTests: XCTestCase {
    /// Focuses the front screen's first button in reading order that is not at the window's
    /// edge (the bar's back button is) and measures the ring's contrast with the pixels just
    /// outside it (the screen behind).
    @MainActor private func ringContrast(_ run: HeadlessRun, _ what: String) throws -> Double {
        var frame = Rect.zero
        for _ in 0..<20 {
            try run.run("key tab")
            let button = try XCTUnwrap(run.scene.focus.focusedButton, "\(what): a focused button")
            frame = button.presentationFrameInRoot
            if frame.minX >= 10, !(button.superview is NavigationBarItemView) { break }
        }
        let surface = try run.host.canvas.snapshot()
        let y = Int(frame.midY)
        // The ring's left strip covers 2 to 4 points left of the button; 7 left is the screen.
        let ring = surface[Int(frame.minX) - 3, y]
        let behind = surface[Int(frame.minX) - 7, y]
        return ring.contrastRatio(with: behind)
    }

    @MainActor func testTheFocusRingContrastsWithEveryScreen() async throws {
        let screens: [(TransitionStyle, String, String)] = [
            (.system, "", "Home"),
            (.system, "click Push\nsettle", "Screen 2"),
            (.system, "click Push\nsettle\nclick Push\nsettle", "Screen 3"),
            (.system, "click Present\nsettle", "Modal 1"),
            (.system, "click Gallery\nsettle", "Gallery"),
            (.system, "click Gallery\nsettle\nclick \"Card 3\"\nsettle", "Detail 3"),
            (.sheet, "click Present\nsettle", "the sheet"),
            (.detents, "click Present\nsettle", "the detents sheet"),
        ]
        for (style, setup, what) in screens {
            let run = try HeadlessRun(style: style)
            if !setup.isEmpty { try run.run(setup) }
            let contrast = try ringContrast(run, what)
            XCTAssertGreaterThan(contrast, 3, "\(what): the ring's contrast with the screen behind")
        }
    }

    @MainActor func testTheRingKeepsItsColourWhereItContrasts() async {
        let blue = Color(r: 0, g: 122, b: 255)
        XCTAssertEqual(blue.contrasting(with: Color(r: 255, g: 255, b: 255)), blue)
        XCTAssertNotEqual(blue.contrasting(with: Color(r: 52, g: 120, b: 246)), blue)
        XCTAssertGreaterThan(blue.contrasting(with: Color(r: 52, g: 120, b: 246)).contrastRatio(with: blue), 3)
        XCTAssertEqual(Color(r: 0, g: 0, b: 0).contrastRatio(with: Color(r: 255, g: 255, b: 255)), 21, accuracy: 0.01)
    }

    @MainActor func testScreensAreNamedByTheirDepth() async throws {
        let run = try HeadlessRun()
        try run.run(
            """
            click Push
            settle
            key escape
            settle
            click Push
            settle
            expect top "Screen 2"
            click Push
            settle
            expect top "Screen 3"
            click Present
            settle
            expect modal "Modal 1"
            key escape
            settle
            click Present
            settle
            expect modal "Modal 1"
            """)
    }

    @MainActor func testReduceMotionShowsInTheWindowTitle() async throws {
        let run = try HeadlessRun()
        let controls = SceneControls(slowFactor: 1)
        XCTAssertFalse(controls.title(for: run.host.scene).contains("reduce motion"))
        controls.apply(.toggleReduceMotion, to: run.host.scene)
        XCTAssertTrue(
            controls.title(for: run.host.scene).hasSuffix(" — reduce motion"), controls.title(for: run.host.scene))
    }

    @MainActor func testTheHelpListsEveryKeyAndFitsWithoutCuts() async throws {
        XCTAssertTrue(HelpPanelView.entries.contains { $0.key == "M" }, "the help lists M")
        let fontPath = try FontResolver().resolve()
        for size in [Size(width: 390, height: 844), Size(width: 250, height: 500), Size(width: 160, height: 300)] {
            let canvas = try OffscreenCanvas(width: Int(size.width), height: Int(size.height), fontPath: fontPath)
            let overlay = OverlayWindow(size: size, textMeasurer: canvas.textMeasurer)
            let scene = ViewerScene(size: size, clock: ManualClock(), textMeasurer: canvas.textMeasurer, style: .system)
            let controls = SceneControls(slowFactor: 1)
            controls.apply(.toggleHelp, to: scene.scene)
            overlay.refresh(scene: scene.scene, controls: controls, frameTimes: FrameTimeHistory())
            overlay.layoutIfNeeded()
            let card = overlay.help.presentationFrameInRoot
            XCTAssertGreaterThanOrEqual(card.minY, 0, "\(size): the card fits")
            XCTAssertLessThanOrEqual(card.maxY, size.height, "\(size): the card fits")
            XCTAssertLessThanOrEqual(card.maxX, size.width, "\(size): the card fits")
            let labels = overlay.help.subviews.compactMap { $0 as? Label }
            for label in labels where size.width >= 390 {
                XCTAssertFalse(label.text.hasSuffix("…"), "\(size): \"\(label.text)\" is cut")
            }
            for label in labels {
                XCTAssertLessThanOrEqual(
                    label.textSize(using: canvas.textMeasurer).width, label.bounds.width + 0.5,
                    "\(size): \"\(label.text)\" spills")
            }
        }
    }

    @MainActor func testRecordZoomGrowsTheDetailOutOfAGalleryCard() async throws {
        let viewer = ViewerApplication()
        guard
            case .success(let parsed?) = RecordOptions.parse(
                ["--op", "zoom", "--style", "zoom", "--out", "z.gif"], operations: viewer.recordOperations)
        else { return XCTFail("--op zoom parses") }
        XCTAssertEqual(parsed.appOperation?.clickedButton, "Card \(ViewerApplication.zoomCard)")
        XCTAssertEqual(parsed.operation, .push)
        let folder = HeadlessRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = parsed
        options.outputPath = folder + "/zoom.gif"
        options.scale = 0.5
        XCTAssertEqual(RecordCommand.record(options, application: viewer), 0)
        let gif = try GIFAnimation.read(path: options.outputPath)
        // The first frame is the Gallery; the detail then grows out of Card 5: early frames
        // change only a region around the card, not the whole picture.
        XCTAssertGreaterThan(gif.frames.count, 5)
        let region = gif.frames[1].region
        XCTAssertLessThan(region.width * region.height, gif.width * gif.height, "the zoom starts at the card")
        XCTAssertEqual(gif.totalDelayCentiseconds, 50, "the zoom's 0.5 s")
    }
}
