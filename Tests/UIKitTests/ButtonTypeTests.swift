import UIKit
import XCTest

/// UIButton's roundedRect is the system button, as UIKit's alias.
nonisolated final class ButtonTypeTests: XCTestCase {
    @MainActor func testRoundedRectButtonIsTheSystemButton() async {
        XCTAssertEqual(UIButton.ButtonType.roundedRect, .system)
        XCTAssertEqual(UIButton.ButtonType.roundedRect.rawValue, 1)
        let button = UIButton(type: .roundedRect)
        button.setTitle("Dismiss me", for: .normal)
        XCTAssertEqual(button.currentTitle, "Dismiss me")
    }
}
