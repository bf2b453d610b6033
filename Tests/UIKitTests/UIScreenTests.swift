import Segue
import UIKit
import XCTest

/// UIScreen.main measures the window that ran the latest frame; UIButton's roundedRect is the
/// system button.
final class UIScreenTests: XCTestCase {
    func testMainScreenBoundsAreTheLatestWindowsBounds() {
        let clock = ManualClock()
        let phone = SceneWindow(size: CGSize(width: 390, height: 844), clock: clock)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 390, height: 844), "the window made last")
        let tablet = SceneWindow(size: CGSize(width: 820, height: 1180), clock: clock)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 820, height: 1180))
        phone.update()
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844), "the window that ran a frame")
        tablet.update()
        XCTAssertEqual(UIScreen.main.bounds.size.height, 1180)
        XCTAssertEqual(UIScreen.main.scale, 1)
    }

    func testRoundedRectButtonIsTheSystemButton() {
        XCTAssertEqual(UIButton.ButtonType.roundedRect, .system)
        XCTAssertEqual(UIButton.ButtonType.roundedRect.rawValue, 1)
        let button = UIButton(type: .roundedRect)
        button.setTitle("Dismiss me", for: .normal)
        XCTAssertEqual(button.currentTitle, "Dismiss me")
    }
}
