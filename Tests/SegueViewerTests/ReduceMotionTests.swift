import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Reduce motion: every style becomes a cross-dissolve.
nonisolated final class ReduceMotionTests: XCTestCase {
    @MainActor private func settledShot(_ host: HeadlessHost) throws -> Surface {
        while host.scene.isBusy { try host.advanceFrame() }
        try host.canvas.render(host.scene.window)
        return try host.canvas.snapshot()
    }

    @MainActor func testEveryStyleBecomesADissolveThatLastsAtMostTheShortDuration() async throws {
        for style in TransitionStyle.builtIn {
            let driver = SceneDriver(style: style)
            driver.viewer.reduceMotion = true
            for operation in TransitionOperation.allCases {
                driver.viewer.request(operation)
                let active = try XCTUnwrap(driver.viewer.window.activeTransition, "\(style.name) \(operation)")
                XCTAssertTrue(active.animator is CrossDissolveAnimator, "\(style.name) \(operation)")
                let own = style.animator(for: operation).transitionDuration(using: nil)
                XCTAssertEqual(
                    active.animator.transitionDuration(using: active.context), min(own, 0.35),
                    "\(style.name) \(operation)")
                XCTAssertTrue(try driver.settle())
            }
            XCTAssertEqual(driver.viewer.window.mirrorInvariantViolations(), [], style.name)
        }
    }

    @MainActor func testSharedElementsCrossFadeInPlace() async throws {
        let driver = SceneDriver(style: .zoom)
        try tap("Gallery", driver)
        XCTAssertTrue(try driver.settle())
        driver.viewer.reduceMotion = true
        try tap("Card 2", driver)
        for _ in 0..<10 { try driver.frame() }
        XCTAssertTrue(standIns(driver.viewer.window).isEmpty, "no stand-in flies under reduce motion")
        let gallery = try XCTUnwrap(driver.viewer.navigation.viewControllers[1] as? GalleryScreen)
        XCTAssertFalse(try XCTUnwrap(gallery.card(2)).isHidden, "the card fades with its screen")
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(driver.viewer.frontTitle, "Detail 2")
    }

    @MainActor func testADragStillDrivesTheDissolveAndCancelsIt() async throws {
        let driver = SceneDriver(style: .fold)
        driver.viewer.reduceMotion = true
        driver.viewer.push()
        XCTAssertTrue(try driver.settle())
        let before = ViewSnapshot(driver.viewer.window)
        let router = driver.viewer.router
        router.handle(.down(location: Point(x: 3, y: 400), time: driver.clock.now))
        for i in 1...10 {
            try driver.frame()
            router.handle(.moved(location: Point(x: 3 + Double(i) * 12, y: 400), time: driver.clock.now))
        }
        let active = try XCTUnwrap(driver.viewer.window.activeTransition)
        XCTAssertTrue(active.animator is CrossDissolveAnimator)
        XCTAssertTrue(active.context.isInteractive)
        let outgoing = try XCTUnwrap(active.context.view(forKey: .from))
        try driver.frame()
        XCTAssertEqual(
            outgoing.presentation.alpha, 1 - active.progress, accuracy: 0.02, "the dissolve follows the finger")
        for _ in 0..<10 { try driver.frame() }
        router.handle(.up(location: Point(x: 123, y: 400), time: driver.clock.now))
        XCTAssertTrue(try driver.settle())
        XCTAssertEqual(ViewSnapshot(driver.viewer.window), before)
    }

    @MainActor func testHalfWayFramesAreTheDissolveOfTheTwoSettledScreens() async throws {
        var options = RunOptions()
        options.reduceMotion = true
        let viewer = ViewerScene()
        let host = try HeadlessHost(options: options, content: viewer)
        XCTAssertTrue(host.scene.reduceMotion)
        XCTAssertTrue(viewer.reduceMotion)
        let home = try settledShot(host)
        galleryButtonFrame = host.scene.frontButtons.first { $0.currentTitle == "Gallery" }?.presentationFrameInRoot
        viewer.push()
        let duration = try XCTUnwrap(host.scene.window.activeTransition).animator.transitionDuration(using: nil)
        try host.advance(bySeconds: duration / 2)
        let half = try host.canvas.snapshot()
        let screen = try settledShot(host)
        // Where Home shows only its light background and Screen 2 only its blue one, and where
        // Home shows its white Gallery button (off its title) and Screen 2 its blue background.
        let button = try XCTUnwrap(galleryButtonFrame)
        let points = [(30, 780), (Int(button.minX) + 12, Int(button.midY))]
        for (x, y) in points {
            let expected = [home[x, y], screen[x, y]]
            XCTAssertNotEqual(expected[0], expected[1])
            let mixed = half[x, y]
            let message = "(\(x), \(y)): \(mixed) is not the mix of \(expected[0]) and \(expected[1])"
            XCTAssertEqual(Double(mixed.r), (Double(expected[0].r) + Double(expected[1].r)) / 2, accuracy: 2, message)
            XCTAssertEqual(Double(mixed.g), (Double(expected[0].g) + Double(expected[1].g)) / 2, accuracy: 2, message)
            XCTAssertEqual(Double(mixed.b), (Double(expected[0].b) + Double(expected[1].b)) / 2, accuracy: 2, message)
        }
        XCTAssertEqual(home[points[1].0, points[1].1], .white, "the outgoing screen shows its white button there")
        XCTAssertEqual(screen[points[1].0, points[1].1], Palette.screen(2), "the incoming only its blue background")
    }

    @MainActor private var galleryButtonFrame: Rect?

    @MainActor func testKeyMAndTheFlagAndTheStateJSON() async throws {
        let run = try HeadlessRun()
        XCTAssertFalse(run.scene.reduceMotion)
        try run.run("key m\n")
        XCTAssertTrue(run.scene.reduceMotion)
        XCTAssertTrue(try run.scene.stateJSON().contains("\"reduceMotion\":true"))
        try run.run("key m\n")
        XCTAssertFalse(run.scene.reduceMotion)
        guard case .success(.run(let options)) = CommandLineParser.parse(["--reduce-motion", "--headless"]) else {
            return XCTFail("--reduce-motion parses")
        }
        XCTAssertTrue(options.reduceMotion)
        XCTAssertNotNil(KeyCommand(.keyDown(.letter("m"), isRepeat: false), modifiers: []))
    }
}
