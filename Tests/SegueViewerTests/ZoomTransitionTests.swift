import SegueCore
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// The zoom style in the viewer: out of the clicked card or button and back into it.
nonisolated final class ZoomTransitionTests: XCTestCase {
    @MainActor private func zoomGallery() throws -> (SceneDriver, GalleryScreen) {
        let driver = SceneDriver(style: .zoom)
        try tap("Gallery", driver)
        XCTAssertTrue(try driver.settle())
        let gallery = try XCTUnwrap(driver.viewer.navigation.topViewController as? GalleryScreen)
        return (driver, gallery)
    }

    @MainActor private func distance(_ a: Rect, _ b: Rect) -> Double {
        [abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY)].max()!
    }

    /// The part of the moving screen that shows: its mask's rectangle in window points.
    @MainActor private func visibleFrame(of view: View) -> Rect {
        let mask = view.presentation.maskShape?.boundingRect ?? view.presentation.bounds
        let t = view.presentationTransformToRoot
        return Rect.bounding([
            t.apply(Point(x: mask.minX, y: mask.minY)), t.apply(Point(x: mask.maxX, y: mask.maxY)),
        ])
    }

    @MainActor func testTheDetailGrowsOutOfTheCardAndCloseShrinksItBackIntoTheCard() async throws {
        let (driver, gallery) = try zoomGallery()
        let scene = driver.viewer
        let card = try XCTUnwrap(gallery.card(8))
        let cardFrame = card.presentationFrameInRoot
        try tap("Card 8", driver)
        let detail = try XCTUnwrap(scene.navigation.topViewController as? DetailScreen)
        XCTAssertLessThan(distance(visibleFrame(of: detail.view), cardFrame), 1, "it starts as the card")
        XCTAssertTrue(card.isHidden, "the source is hidden while the zoom runs")
        let start = driver.frameCount
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.frameCount - start, 30, accuracy: 2, "the spring settles in about 0.5 s")
        XCTAssertFalse(card.isHidden)
        XCTAssertNil(detail.view.presentation.maskShape)
        try tap("Close", driver)
        var closest = Double.infinity
        while scene.isBusy {
            try driver.frame()
            if scene.isBusy, detail.view.superview != nil {
                closest = min(closest, distance(visibleFrame(of: detail.view), cardFrame))
            }
        }
        XCTAssertLessThan(closest, 3, "Close zooms back into the card")
        XCTAssertEqual(scene.frontTitle, "Gallery")
        XCTAssertFalse(card.isHidden)
        XCTAssertEqual(card.presentationFrameInRoot, cardFrame)
        XCTAssertEqual(card.presentation.alpha, 1)
    }

    @MainActor func testWithNoSourceTheScreenShrinksToTheCentreAndFades() async throws {
        let driver = SceneDriver(style: .zoom)
        let scene = driver.viewer
        scene.request(.push)
        XCTAssertTrue(try driver.settle())
        scene.request(.pop)
        let screen = try XCTUnwrap(scene.window.activeTransition?.context.view(forKey: .from))
        for _ in 0..<20 { try driver.frame() }
        let frame = screen.presentationFrameInRoot
        XCTAssertLessThan(frame.width, 390 * 0.6)
        XCTAssertEqual(frame.midX, 195, accuracy: 1)
        XCTAssertLessThan(screen.presentation.alpha, 0.5)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(scene.frontTitle, "Home")
    }

    @MainActor func testPresentGrowsOutOfThePresentButton() async throws {
        let driver = SceneDriver(style: .zoom)
        let scene = driver.viewer
        let button = try XCTUnwrap(scene.frontButtons.first { $0.currentTitle == "Present" })
        let buttonFrame = button.presentationFrameInRoot
        try tap("Present", driver)
        let modal = try XCTUnwrap(scene.window.presentations.last?.presented)
        XCTAssertLessThan(distance(visibleFrame(of: modal.view), buttonFrame), 1)
        XCTAssertTrue(button.isHidden)
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
        XCTAssertFalse(button.isHidden)
        XCTAssertEqual(scene.window.mirrorInvariantViolations(), [])
    }
}
