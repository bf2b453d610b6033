import Segue
import UIKit
import XCTest

/// UIKit: a controller set to a sheet style has a `sheetPresentationController` before it is
/// presented, configured there (detents, `.medium()` and `.large()`), and the sheet rests at the
/// smallest detent unless one was selected.
nonisolated final class SheetConfiguredAheadTests: XCTestCase {
    @MainActor func testDetentsSetBeforePresentingAreTheSheets() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalPresentationStyle = .pageSheet
        let configured = modal.sheetPresentationController
        XCTAssertNotNil(configured, "a sheet style has its sheet before the presentation")
        configured?.detents = [.medium(), .large()]
        h.home.present(modal, animated: true)
        h.settle()
        let sheet = h.window.presentations.first?.presentationController as? UISheetPresentationController
        XCTAssertTrue(sheet === configured, "the presentation uses the sheet configured ahead")
        XCTAssertEqual(sheet?.detents, [.medium, .large])
        XCTAssertEqual(sheet?.selectedDetentIdentifier, .medium, "the smallest detent when none was selected")
        XCTAssertEqual(modal.view.frame.minY, h.window.bounds.height / 2, accuracy: 0.5)
        XCTAssertTrue(modal.sheetPresentationController === sheet)
    }

    @MainActor func testASelectedDetentIsKept() async {
        let h = ControllerHarness()
        let modal = h.screen("M")
        modal.modalPresentationStyle = .formSheet
        modal.sheetPresentationController?.detents = [.medium(), .large()]
        modal.sheetPresentationController?.selectedDetentIdentifier = .large
        h.home.present(modal, animated: true)
        h.settle()
        XCTAssertEqual(modal.sheetPresentationController?.selectedDetentIdentifier, .large)
        XCTAssertLessThan(modal.view.frame.minY, h.window.bounds.height / 2)
    }

    @MainActor func testOtherStylesHaveNoSheet() async {
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        XCTAssertNil(modal.sheetPresentationController)
        modal.modalPresentationStyle = .custom
        XCTAssertNil(modal.sheetPresentationController)
    }
}

/// UIKit: a UIButton subclass calls `super.init(frame:)`, and the button's `backgroundColor`
/// stays as set when it is highlighted.
nonisolated final class ButtonSubclassTests: XCTestCase {
    @MainActor final class Row: UIButton {
        init(title: String) {
            super.init(frame: .zero)
            setTitle(title, for: .normal)
            backgroundColor = .orange
        }

        required init?(coder: NSCoder) { nil }
    }

    @MainActor func testSubclassInitialisedWithFrameKeepsItsBackground() async {
        let row = Row(title: "Lisbon")
        XCTAssertEqual(row.currentTitle, "Lisbon")
        row.isHighlighted = true
        XCTAssertEqual(row.backgroundColor, .orange)
        row.isHighlighted = false
        XCTAssertEqual(row.backgroundColor, .orange)
    }
}
