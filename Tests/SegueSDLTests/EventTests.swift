import CSDL2
import SegueCore
import XCTest

@testable import SegueSDL

nonisolated final class EventTests: XCTestCase {
    @MainActor private func buttonEvent(_ type: SDL_EventType, button: Int32, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        event.button.clicks = 1
        return event
    }

    @MainActor func testMouseEventsInPoints() async {
        XCTAssertEqual(
            Event(buttonEvent(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 10, y: 20)),
            .mouseDown(button: .left, position: Point(10, 20), clicks: 1))
        XCTAssertEqual(
            Event(buttonEvent(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, x: 10, y: 20), pointsPerUnit: 0.5),
            .mouseUp(button: .right, position: Point(5, 10)))
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.x = 7
        motion.motion.y = 9
        motion.motion.state = segue_button_mask(SDL_BUTTON_LEFT)
        XCTAssertEqual(Event(motion), .mouseMotion(position: Point(7, 9), buttons: .left))
        var wheel = SDL_Event()
        wheel.type = SDL_MOUSEWHEEL.rawValue
        wheel.wheel.preciseY = -1.5
        XCTAssertEqual(Event(wheel), .wheel(dx: 0, dy: -1.5, position: Point(0, 0)))
    }

    @MainActor func testKeyEvents() async {
        func key(_ type: SDL_EventType, _ code: SDL_KeyCode, repeating: Bool = false) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.key.keysym.sym = Int32(bitPattern: code.rawValue)
            event.key.repeat = repeating ? 1 : 0
            return event
        }
        XCTAssertEqual(Event(key(SDL_KEYDOWN, SDLK_ESCAPE)), .keyDown(.escape, isRepeat: false))
        XCTAssertEqual(Event(key(SDL_KEYDOWN, SDLK_SPACE, repeating: true)), .keyDown(.space, isRepeat: true))
        XCTAssertEqual(Event(key(SDL_KEYUP, SDLK_RETURN)), .keyUp(.return))
        XCTAssertEqual(Event(key(SDL_KEYUP, SDLK_LEFT)), .keyUp(.left))
        XCTAssertEqual(Event(key(SDL_KEYUP, SDLK_RIGHT)), .keyUp(.right))
        XCTAssertEqual(Event(key(SDL_KEYUP, SDLK_UP)), .keyUp(.up))
        XCTAssertEqual(Event(key(SDL_KEYUP, SDLK_DOWN)), .keyUp(.down))
        XCTAssertEqual(Event(key(SDL_KEYDOWN, SDLK_q)), .keyDown(.letter("q"), isRepeat: false))
        XCTAssertEqual(Event(key(SDL_KEYDOWN, SDLK_7)), .keyDown(.digit(7), isRepeat: false))
        XCTAssertEqual(Event(key(SDL_KEYDOWN, SDLK_F5)), .keyDown(.other(Int32(SDLK_F5.rawValue)), isRepeat: false))
    }

    @MainActor func testTextInputAndWindowEvents() async {
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { bytes in
            for (i, byte) in "héllo".utf8.enumerated() { bytes[i] = byte }
        }
        XCTAssertEqual(Event(text), .textInput("héllo"))

        func window(_ id: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(id.rawValue)
            event.window.data1 = data1
            event.window.data2 = data2
            return event
        }
        XCTAssertEqual(Event(window(SDL_WINDOWEVENT_SIZE_CHANGED, 400, 800)), .window(.resized(Size(400, 800))))
        XCTAssertEqual(Event(window(SDL_WINDOWEVENT_FOCUS_GAINED)), .window(.focusGained))
        XCTAssertEqual(Event(window(SDL_WINDOWEVENT_FOCUS_LOST)), .window(.focusLost))
        XCTAssertEqual(Event(window(SDL_WINDOWEVENT_LEAVE)), .window(.mouseLeft))
        XCTAssertEqual(Event(window(SDL_WINDOWEVENT_CLOSE)), .window(.close))
        XCTAssertNil(Event(window(SDL_WINDOWEVENT_MOVED)))
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(Event(quit), .quit)
    }

    @MainActor func testPumpPollsAndWaitsWithoutDisplay() async throws {
        let pump = EventPump(context: try SDLContext.shared())
        while pump.poll() != nil {}
        var unused = SDL_Event()
        unused.type = SDL_USEREVENT.rawValue
        try pump.push(unused)
        try pump.push(buttonEvent(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_LEFT, x: 3, y: 4))
        XCTAssertEqual(pump.poll(), .mouseDown(button: .left, position: Point(3, 4), clicks: 1))
        XCTAssertNil(pump.poll())
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        try pump.push(quit)
        XCTAssertEqual(pump.wait(milliseconds: 1000), .quit)
        XCTAssertNil(pump.wait(milliseconds: 0))
    }
}
