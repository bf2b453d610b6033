import CSDL2
import SegueCore
import SegueSDL
import SegueUI
import XCTest

@testable import Segue
@testable import SegueRuntime
@testable import SegueTools
@testable import SegueViewer

/// Trackpad swipes, touchscreen fingers and pinches as the window receives them: raw SDL events
/// pushed into SDL's queue (SDL_PushEvent), polled by the window's `EventPump`, translated, and
/// routed by `PointerInput` into a viewer scene whose invariants are checked after every frame.
nonisolated final class SDLGestureInputTests: XCTestCase {
    @MainActor private var driver: SceneDriver!
    @MainActor private var checker: InvariantChecker!
    @MainActor private var pump: EventPump!
    @MainActor private let handOff = HandOffInvariant()
    @MainActor private let gestures = GestureInvariant()

    @MainActor private func start(style: TransitionStyle = .system) throws {
        pump = EventPump(context: try SDLContext.shared())
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        let made = Fuzzer.viewer.makeDriver(size: .defaultWindow, extra: [handOff, gestures])
        driver = made.0
        checker = made.1
        driver.content.transitionStyle = style
        XCTAssertTrue(try driver.settle())
    }

    @MainActor override func tearDown() async throws {
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }

    @MainActor private var scene: AppScene { driver.scene }

    /// Pushes raw events and hands whatever the pump gives to the scene, as the window does.
    @MainActor private func send(_ events: SDL_Event...) throws {
        for event in events { try pump.push(event) }
        while let event = pump.poll() {
            PointerInput.route(event, to: scene, time: driver.clock.now)
        }
    }

    @MainActor private func frame() throws {
        try driver.frame()
        try checker.check()
    }

    @MainActor private func settle() throws {
        XCTAssertTrue(try driver.settle())
        try checker.check(force: true)
    }

    // MARK: SDL events

    @MainActor private func wheel(dx: Float, dy: Float, at point: Point, flipped: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseX = dx
        event.wheel.preciseY = dy
        event.wheel.x = Int32(dx.rounded())
        event.wheel.y = Int32(dy.rounded())
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = Int32(point.x)
        event.wheel.mouseY = Int32(point.y)
        return event
    }

    @MainActor private func finger(_ type: SDL_EventType, _ id: Int64, _ point: Point) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = 7
        event.tfinger.fingerId = id
        let size = scene.window.bounds.size
        event.tfinger.x = Float(point.x / size.width)
        event.tfinger.y = Float(point.y / size.height)
        return event
    }

    /// The mouse event SDL makes up from a touch (SDL_TOUCH_MOUSEID): it must not count.
    @MainActor private func touchMouse(_ type: SDL_EventType, _ point: Point) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        if type == SDL_MOUSEMOTION {
            event.motion.which = segue_touch_mouse_id()
            event.motion.x = Int32(point.x)
            event.motion.y = Int32(point.y)
            event.motion.state = segue_button_mask(SDL_BUTTON_LEFT)
        } else {
            event.button.which = segue_touch_mouse_id()
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = Int32(point.x)
            event.button.y = Int32(point.y)
            event.button.clicks = 1
        }
        return event
    }

    @MainActor private func pushScreen2() throws -> ViewController {
        try tap("Push", driver)
        try settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
        return try XCTUnwrap(driver.viewer.navigation.topViewController)
    }

    // MARK: Trackpad

    @MainActor func testATwoFingerSwipeRightPopsOneToOneAndHandsItsSpeedOver() async throws {
        try start()
        weak let screen = try pushScreen2()
        let pointer = Point(x: 200, y: 400)
        // 1.25 units (12.5 points) a frame: 750 points a second.
        for step in 1...20 {
            try frame()
            if step > 1 {
                XCTAssertEqual(
                    try XCTUnwrap(screen).view.presentationFrameInRoot.minX, Double(step - 1) * 12.5, accuracy: 1e-4,
                    "the screen is where the fingers are, frame \(step)")
            }
            try send(wheel(dx: 1.25, dy: 0, at: pointer))
        }
        XCTAssertTrue(scene.trackpad.isSwiping)
        XCTAssertEqual(scene.router.activeTouch?.type, .scroll)
        var frames = 0
        while scene.trackpad.isSwiping {
            try frame()
            frames += 1
        }
        XCTAssertEqual(frames, 3, "the end is recognised \(TrackpadSwipeInput.endTimeout) s after the last delta")
        try settle()
        XCTAssertEqual(scene.navigationTitles, ["Home"], "a swipe past half the width pops")
        XCTAssertGreaterThan(handOff.releasesChecked, 0, "the hand-off at the swipe's end was checked")
    }

    @MainActor func testAShortSlowSwipeCancelsThePop() async throws {
        try start()
        weak let screen = try pushScreen2()
        for _ in 1...10 {
            try frame()
            try send(wheel(dx: 0.35, dy: 0.01, at: Point(x: 100, y: 300)))
        }
        try frame()
        XCTAssertEqual(try XCTUnwrap(screen).view.presentationFrameInRoot.minX, 35, accuracy: 1e-4)
        try settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"], "a short slow swipe leaves the screen")
        XCTAssertEqual(try XCTUnwrap(screen).view.presentationFrameInRoot.minX, 0, accuracy: 1e-6)
        XCTAssertNil(scene.router.activeTouch)
    }

    @MainActor func testANotchedWheelStartsNoSwipe() async throws {
        try start()
        _ = try pushScreen2()
        for _ in 1...20 {
            try frame()
            try send(wheel(dx: 1, dy: 0, at: Point(x: 200, y: 400)), wheel(dx: 0, dy: -2, at: Point(x: 200, y: 400)))
        }
        XCTAssertEqual(scene.trackpad.swipeCount, 0)
        XCTAssertNil(scene.window.activeTransition)
        try settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
    }

    @MainActor func testAVerticalSwipeDragsASheetAsAFingerWould() async throws {
        try start(style: .detents)
        try tap("Present", driver)
        try settle()
        weak let sheet = scene.frontSheet
        let top = try XCTUnwrap(sheet).cardTop
        // Fingers moving down: SDL's y is positive away from the user, so negative.
        for _ in 1...10 {
            try frame()
            try send(wheel(dx: 0, dy: -0.8, at: Point(x: 195, y: top + 40)))
        }
        try frame()
        XCTAssertEqual(
            try XCTUnwrap(sheet).cardTop - top, 80, accuracy: 1e-4, "the card follows the fingers point for point")
        try settle()
    }

    // MARK: Touchscreen

    @MainActor func testAFingerDragDismissesASheetAndTheMadeUpMouseEventsDoNothing() async throws {
        try start(style: .detents)
        try tap("Present", driver)
        try settle()
        var point = Point(x: 195, y: try XCTUnwrap(scene.frontSheet).cardTop + 30)
        try send(finger(SDL_FINGERDOWN, 1, point), touchMouse(SDL_MOUSEBUTTONDOWN, point))
        XCTAssertEqual(scene.router.activeTouches.count, 1)
        XCTAssertEqual(scene.router.activeTouch?.type, .direct)
        for _ in 1...12 {
            try frame()
            point.y += 40
            try send(finger(SDL_FINGERMOTION, 1, point), touchMouse(SDL_MOUSEMOTION, point))
            XCTAssertNil(scene.router.touch(ofFinger: EventRouter.pointerFinger), "no mouse touch from the finger")
        }
        try send(finger(SDL_FINGERUP, 1, point), touchMouse(SDL_MOUSEBUTTONUP, point))
        try settle()
        XCTAssertEqual(scene.modalTitles, [], "dragged down fast, the sheet is dismissed")
        XCTAssertNil(scene.router.activeTouch)
    }

    @MainActor func testTwoFingersAtOnceOnTwoButtonsPressBoth() async throws {
        try start()
        let buttons = scene.frontButtons.filter { ["Push", "Present"].contains($0.currentTitle) }
        XCTAssertEqual(buttons.count, 2)
        var fired: [String] = []
        for button in buttons {
            button.addAction(for: .touchUpInside) { control in
                fired.append((control as? Button)?.currentTitle ?? "")
            }
        }
        let a = Point(x: buttons[0].presentationFrameInRoot.midX, y: buttons[0].presentationFrameInRoot.midY)
        let b = Point(x: buttons[1].presentationFrameInRoot.midX, y: buttons[1].presentationFrameInRoot.midY)
        try send(finger(SDL_FINGERDOWN, 1, a), finger(SDL_FINGERDOWN, 2, b))
        XCTAssertEqual(scene.router.activeTouches.count, 2)
        XCTAssertTrue(buttons[0].isHighlighted && buttons[1].isHighlighted, "both buttons are held at once")
        try frame()
        try send(finger(SDL_FINGERUP, 2, b))
        XCTAssertTrue(buttons[0].isHighlighted, "lifting one finger leaves the other button held")
        try send(finger(SDL_FINGERUP, 1, a))
        XCTAssertEqual(Set(fired), ["Push", "Present"], "each finger pressed its own button, once")
        XCTAssertEqual(fired.count, 2)
        try settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Screen 2"])
        XCTAssertEqual(scene.modalTitles, ["Modal 1"])
    }

    // MARK: Pinch

    @MainActor private func openDetail() throws {
        try start(style: .zoom)
        try tap("Gallery", driver)
        try settle()
        try tap("Card 4", driver)
        try settle()
        XCTAssertEqual(scene.frontTitle, "Detail 4")
    }

    /// Two fingers down 120 points apart, moved to `distances` one step a frame (the step's
    /// distance), lifted together.
    @MainActor private func pinch(_ distances: [Double], centre: Point = Point(x: 195, y: 420)) throws {
        func points(_ d: Double) -> (Point, Point) {
            (Point(x: centre.x - d / 2, y: centre.y), Point(x: centre.x + d / 2, y: centre.y))
        }
        var (a, b) = points(200)
        try send(finger(SDL_FINGERDOWN, 1, a), finger(SDL_FINGERDOWN, 2, b))
        for distance in distances {
            try frame()
            (a, b) = points(distance)
            try send(finger(SDL_FINGERMOTION, 1, a), finger(SDL_FINGERMOTION, 2, b))
        }
        try send(finger(SDL_FINGERUP, 1, a), finger(SDL_FINGERUP, 2, b))
    }

    @MainActor func testAPinchInClosesTheZoomIntoItsCard() async throws {
        try openDetail()
        weak let detail = scene.window.frontViewController
        let width = try XCTUnwrap(detail).view.bounds.width
        try pinch(stride(from: 190.0, through: 100, by: -10).map { $0 })
        XCTAssertEqual(scene.window.activeTransition?.context.operation, .pop, "the pinch started the zoom back")
        try frame()
        XCTAssertLessThan(
            try XCTUnwrap(detail).view.presentationFrameInRoot.width, width * 0.6, "the screen shrank with the fingers")
        try settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Gallery"], "pinched in, the detail went back into its card")
        XCTAssertGreaterThan(gestures.pinchReleasesChecked, 0, "the pinch's hand-off was checked")
    }

    @MainActor func testSpreadingTheFingersAgainCancelsThePinch() async throws {
        try openDetail()
        try pinch(
            stride(from: 190.0, through: 130, by: -10).map { $0 } + stride(from: 140.0, through: 230, by: 10).map { $0 }
        )
        try settle()
        XCTAssertEqual(scene.navigationTitles, ["Home", "Gallery", "Detail 4"], "spread again, the detail stays")
        XCTAssertEqual(scene.window.frontViewController?.view.presentationFrameInRoot.width, 390)
    }
}
