import SegueCore
import XCTest

@testable import SegueUI

nonisolated final class ButtonTrackingTests: XCTestCase {
    @MainActor private var driver: PointerDriver!
    @MainActor private var button: Button!
    @MainActor private var log: ControlEventLog!

    @MainActor override func setUp() async throws {
        driver = PointerDriver()
        // Bounds (100...220, 100...144); with the 70-point slop the tracking area is (30...290, 30...214).
        button = Button(title: "Push", frame: Rect(x: 100, y: 100, width: 120, height: 44))
        driver.window.addSubview(button)
        log = ControlEventLog(button)
    }

    @MainActor func testClickFiresTouchUpInsideOnce() async {
        driver.down(150, 120)
        XCTAssertTrue(button.isHighlighted)
        driver.up(150, 120)
        XCTAssertEqual(log.events, ["down", "upInside"])
        XCTAssertFalse(button.isHighlighted)
        XCTAssertFalse(button.isTracking)
        XCTAssertNil(driver.router.activeTouch)
    }

    @MainActor func testReleaseFarOutsideFiresTouchUpOutsideOnly() async {
        driver.down(150, 120)
        driver.move(350, 280)
        driver.up(390, 290)
        XCTAssertEqual(log.milestones, ["down", "exit", "upOutside"])
        XCTAssertEqual(log.count("upInside"), 0)
        XCTAssertFalse(button.isHighlighted)
    }

    @MainActor func testOutAndBackInFiresOnce() async {
        driver.down(150, 120)
        driver.move(350, 120)
        driver.move(160, 125)
        driver.up(160, 125)
        XCTAssertEqual(log.milestones, ["down", "exit", "enter", "upInside"])
    }

    @MainActor func testHighlightFollowsPointerWithSlop() async {
        driver.down(150, 120)
        var highlights: [Bool] = []
        for x in [200.0, 280, 300, 285, 360, 215] {
            driver.move(x, 120)
            highlights.append(button.isHighlighted)
        }
        XCTAssertEqual(highlights, [true, true, false, true, false, true])
        driver.move(150, 210)  // 66 points below the bottom edge: still inside the slop
        XCTAssertTrue(button.isHighlighted)
        driver.move(150, 220)  // 76 points below: outside
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(log.count("exit"), 3)
        XCTAssertEqual(log.count("enter"), 2)
    }

    @MainActor func testReleaseInsideSlopFiresTouchUpInside() async {
        driver.down(150, 120)
        driver.move(280, 120)
        driver.up(280, 120)
        XCTAssertEqual(log.milestones, ["down", "upInside"])
    }

    @MainActor func testSlopIsAProperty() async {
        button.trackingSlop = 10
        driver.down(150, 120)
        driver.move(240, 120)
        XCTAssertFalse(button.isHighlighted)
        driver.up(240, 120)
        XCTAssertEqual(log.milestones, ["down", "exit", "upOutside"])
    }

    @MainActor func testDisabledButtonIgnoresClicks() async {
        button.isEnabled = false
        driver.down(150, 120)
        XCTAssertFalse(button.isHighlighted)
        driver.up(150, 120)
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(button.state, .disabled)
        XCTAssertEqual(button.titleLabel.textColor, .lightGray)
    }

    @MainActor func testDisablingWhileTrackingCancels() async {
        driver.down(150, 120)
        button.isEnabled = false
        driver.up(150, 120)
        XCTAssertEqual(log.events, ["down", "cancel"])
    }

    @MainActor func testClickOnLabelAreaHitsTheButton() async {
        driver.window.update()
        XCTAssertTrue(driver.window.hitTest(Point(x: 160, y: 122)) === button)
    }

    @MainActor func testAppearanceFollowsState() async {
        button.setTitle("Pressed", for: .highlighted)
        button.setBackgroundColor(.white, for: .normal)
        button.setBackgroundColor(.yellow, for: .highlighted)
        XCTAssertEqual(button.accessibilityTitle, "Push")
        XCTAssertEqual(button.segueTypeName, "Button")
        driver.down(150, 120)
        XCTAssertEqual(button.currentTitle, "Pressed")
        XCTAssertEqual(button.titleLabel.text, "Pressed")
        XCTAssertEqual(button.backgroundColor, .yellow)
        XCTAssertEqual(button.titleLabel.textColor, Color.systemBlue.multipliedAlpha(0.3))
        driver.up(150, 120)
        XCTAssertEqual(button.titleLabel.text, "Push")
        XCTAssertEqual(button.backgroundColor, .white)
        XCTAssertEqual(button.titleLabel.textColor, .systemBlue)
        XCTAssertEqual(button.cornerRadius, 8)
    }

    @MainActor func testIntrinsicSizeUsesTheWindowsMeasurer() async {
        @MainActor final class FixedMeasurer: TextMeasuring {
            func measure(_ string: String, fontSize: Double) -> Size { Size(width: 50, height: 20) }
        }
        driver.window.textMeasurer = FixedMeasurer()
        XCTAssertEqual(button.intrinsicContentSize, Size(width: 82, height: 36))
        let origin = button.frame.origin
        button.sizeToFit()
        XCTAssertEqual(button.bounds.size, Size(width: 82, height: 36))
        XCTAssertEqual(button.frame.origin, origin, "UIKit's sizeToFit keeps the frame's origin")
        driver.window.update()
        XCTAssertEqual(button.titleLabel.frame, Rect(x: 0, y: 0, width: 82, height: 36))
    }
}
