import UIKit
import XCTest

/// UIControl's closure actions (iOS 14), the form that stands in for target-action.
nonisolated final class UIActionTests: XCTestCase {
    /// A button sends .primaryActionTriggered with every touch up inside, and an action added for
    /// both events runs once.
    @MainActor func testAButtonsPrimaryActionComesWithTouchUpInside() async {
        var primary = 0
        var both = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in primary += 1 })
        button.addAction(UIAction { _ in both += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        XCTAssertEqual(button.currentTitle, "Go", "the primary action's title is the button's")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(primary, 1)
        XCTAssertEqual(both, 1)
        button.sendActions(for: .touchUpOutside)
        XCTAssertEqual(primary, 1, "not on a touch up outside")
    }

    /// Adding an action with the identifier of one already added replaces it; removing by
    /// identifier removes it; the action's sender is the control while it runs.
    @MainActor func testActionsWithTheSameIdentifierReplaceEachOther() async {
        var log: [String] = []
        let control = UIControl(frame: .zero)
        let id = UIAction.Identifier("tap")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(
            UIAction(identifier: id) { action in log.append(action.sender is UIControl ? "second" : "no sender") },
            for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["second"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["second"])
    }
}
