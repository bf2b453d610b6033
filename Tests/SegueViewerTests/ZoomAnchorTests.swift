import Segue
import SegueViewer
import XCTest

/// A zoom that shrinks a screen resting anchored at its bottom edge (the affine fold's squash)
/// scales it about its centre all the same: grabbed under a finger, the screen's centre moves
/// with the finger while it shrinks (it drifted by the scale change times half its height).
nonisolated final class ZoomAnchorTests: XCTestCase {
    @MainActor func testAGrabbedZoomBackOfAFoldedScreenFollowsTheFinger() async throws {
        let clock = ManualClock()
        let scene = ViewerScene(
            size: .defaultWindow, clock: clock, textMeasurer: ApproximateTextMeasurer(), style: .foldAffine)
        func frame() {
            clock.advanceOneFrame()
            scene.update()
        }
        scene.push()
        for _ in 0..<200 where scene.isBusy { frame() }
        let screen: View = try XCTUnwrap(scene.navigation.topViewController).view
        XCTAssertEqual(screen.anchorPoint, Point(x: 0.5, y: 1), "the affine fold rests about the bottom edge")

        scene.style = .zoom
        scene.pop()
        for _ in 0..<12 { frame() }
        XCTAssertTrue(scene.window.isTransitioning, "the zoom back is in flight")
        func centre() -> Point {
            let frame = screen.presentationFrameInRoot
            return Point(x: frame.midX, y: frame.midY)
        }
        var finger = centre()
        scene.router.handle(.down(location: finger, time: clock.now))
        var steps: [Double] = []
        for i in 0..<14 {
            frame()
            let before = centre()
            finger = finger + Point(x: 0, y: 20)
            scene.router.handle(.moved(location: finger, time: clock.now))
            frame()
            if i >= 4 { steps.append(centre().y - before.y) }
        }
        scene.router.handle(.up(location: finger, time: clock.now))
        for _ in 0..<200 where scene.isBusy { frame() }
        XCTAssertFalse(steps.isEmpty)
        for step in steps {
            XCTAssertEqual(step, 20, accuracy: 0.5, "the grabbed screen's centre moves with the finger: \(steps)")
        }
    }
}
