import SegueCore
import SegueUI
import XCTest

/// A screen with buttons in two rows, as an outside app would build it.
private final class ButtonsScreen: ViewController {
    var pressed: [String] = []
    let left = Button(title: "Left")
    let right = Button(title: "Right")
    let below = Button(title: "Below")
    let disabled = Button(title: "Disabled")

    override func loadView() {
        let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 788))
        view.backgroundColor = .white
        // Added out of reading order, to show the order comes from the frames.
        for button in [below, right, disabled, left] {
            view.addSubview(button)
            button.addAction(for: .touchUpInside) { [unowned self] control in
                self.pressed.append((control as! Button).currentTitle)
            }
        }
        left.frame = Rect(x: 20, y: 100, width: 150, height: 44)
        right.frame = Rect(x: 200, y: 100, width: 150, height: 44)
        below.frame = Rect(x: 20, y: 200, width: 330, height: 44)
        disabled.frame = Rect(x: 20, y: 300, width: 330, height: 44)
        disabled.isEnabled = false
        self.view = view
    }
}

/// Keyboard focus through SegueUI's public API only.
nonisolated final class FocusControllerTests: XCTestCase {
    @MainActor private func makeWindow() -> (SceneWindow, ManualClock, NavigationController, ButtonsScreen) {
        let clock = ManualClock()
        let window = SceneWindow(size: Size(width: 390, height: 844), clock: clock)
        let root = ViewController(title: "Root")
        let nav = NavigationController(rootViewController: root)
        window.setRootViewController(nav)
        let screen = ButtonsScreen(title: "Buttons")
        nav.pushViewController(screen, animated: false)
        window.update()
        return (window, clock, nav, screen)
    }

    @MainActor private func settle(_ window: SceneWindow, _ clock: ManualClock, _ focus: FocusController) {
        for _ in 0..<600 where window.isTransitioning || window.engine.isAnimating {
            clock.advanceOneFrame()
            window.update()
            focus.update()
        }
    }

    @MainActor func testTabVisitsEnabledButtonsInReadingOrderAndWraps() async {
        let (window, _, nav, screen) = makeWindow()
        let focus = FocusController(window: window)
        XCTAssertNil(focus.focusedButton)
        let back = nav.navigationBar.subviews.flatMap(\.subviews).compactMap { $0 as? Button }.first
        var visited: [String] = []
        for _ in 0..<5 { visited.append(focus.moveFocus()?.currentTitle ?? "-") }
        XCTAssertEqual(visited, [back?.currentTitle ?? "?", "Left", "Right", "Below", back?.currentTitle ?? "?"])
        XCTAssertTrue(focus.focusedButton === back, "the bar's back button comes first, at the top")
        XCTAssertEqual(focus.moveFocus(forward: false)?.currentTitle, "Below", "Shift+Tab goes back, wrapping")
        XCTAssertFalse(focus.focusOrder.contains { $0 === screen.disabled }, "disabled buttons are skipped")
    }

    @MainActor func testRingSurroundsTheFocusedButtonAndActivationIsAClick() async throws {
        let (window, _, _, screen) = makeWindow()
        let focus = FocusController(window: window)
        focus.moveFocus(forward: false)
        XCTAssertTrue(focus.focusedButton === screen.below)
        let ring = try XCTUnwrap(focus.ring)
        XCTAssertTrue(ring.superview === screen.view)
        let index = try XCTUnwrap(screen.view.subviews.firstIndex { $0 === screen.below })
        XCTAssertTrue(screen.view.subviews[index + 1] === ring, "the ring is drawn just above its button")
        let outset = FocusRingView.gap + FocusRingView.thickness
        XCTAssertEqual(ring.frame, screen.below.frame.insetBy(dx: -outset, dy: -outset))
        XCTAssertNil(window.hitTest(Point(x: 20, y: 200 - outset + 0.5)).flatMap { $0 as? FocusRingView })

        XCTAssertTrue(focus.activateFocusedButton())
        XCTAssertEqual(screen.pressed, ["Below"], "the same touchUpInside actions a click sends")
        screen.below.frame = Rect(x: 40, y: 400, width: 200, height: 44)
        focus.update()
        XCTAssertEqual(ring.frame, screen.below.frame.insetBy(dx: -outset, dy: -outset), "the ring follows layout")
    }

    @MainActor func testFocusIsDroppedWhenItsScreenLeavesAndStartsOverOnTheNewFront() async {
        let (window, clock, nav, screen) = makeWindow()
        let focus = FocusController(window: window)
        focus.moveFocus()
        focus.moveFocus()
        XCTAssertTrue(focus.focusedButton === screen.left)
        let modal = ButtonsScreen(title: "Modal")
        nav.present(modal, animated: true)
        focus.update()
        XCTAssertNil(focus.focusedButton, "a transition takes the focus away")
        XCTAssertNil(focus.ring)
        XCTAssertNil(focus.moveFocus(), "nothing takes focus during a transition")
        settle(window, clock, focus)
        XCTAssertEqual(focus.moveFocus()?.currentTitle, "Left", "starts over on the new front screen")
        XCTAssertTrue(focus.focusedButton === modal.left)
        XCTAssertFalse(
            focus.focusOrder.contains { $0.superview?.superview === nav.navigationBar }, "a modal covers the bar")
        modal.dismiss(animated: true)
        XCTAssertFalse(focus.activateFocusedButton(), "no activation while a transition runs")
        XCTAssertEqual(modal.pressed, [])
        settle(window, clock, focus)
        XCTAssertNil(focus.focusedButton)
        XCTAssertNil(screen.view.subviews.first { $0 is FocusRingView }, "no ring left behind")
        XCTAssertNil(modal.view.subviews.first { $0 is FocusRingView }, "no ring left behind")
    }

    @MainActor func testHiddenOrDisabledFocusedButtonLosesTheFocus() async {
        let (window, _, _, screen) = makeWindow()
        let focus = FocusController(window: window)
        focus.moveFocus()
        focus.moveFocus()
        XCTAssertTrue(focus.focusedButton === screen.left)
        screen.left.isEnabled = false
        focus.update()
        XCTAssertNil(focus.focusedButton)
        XCTAssertNil(screen.view.subviews.first { $0 is FocusRingView })
    }
}
