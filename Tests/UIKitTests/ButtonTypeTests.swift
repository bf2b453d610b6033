import UIKit
import XCTest

/// UIButton's roundedRect is the system button, as UIKit's alias.
final class ButtonTypeTests: XCTestCase {
    func testRoundedRectButtonIsTheSystemButton() {
        XCTAssertEqual(UIButton.ButtonType.roundedRect, .system)
        XCTAssertEqual(UIButton.ButtonType.roundedRect.rawValue, 1)
        let button = UIButton(type: .roundedRect)
        button.setTitle("Dismiss me", for: .normal)
        XCTAssertEqual(button.currentTitle, "Dismiss me")
    }
}
