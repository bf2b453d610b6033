import CSDL2
import SegueCore

extension Event {
    /// Translates an SDL event, scaling positions by `pointsPerUnit` (SDL window units to points;
    /// 1 on every platform SDL 2 reports mouse positions in window coordinates for).
    /// Returns nil for events Segue does not use, and for the mouse events SDL makes up from
    /// touches (`SDL_TOUCH_MOUSEID`) and the touches it makes up from the mouse
    /// (`SDL_MOUSE_TOUCHID`): the real ones come too, and nothing must happen twice.
    package init?(_ event: SDL_Event, pointsPerUnit: Double = 1) {
        func point(_ x: Int32, _ y: Int32) -> Point {
            Point(x: Double(x) * pointsPerUnit, y: Double(y) * pointsPerUnit)
        }
        switch event.type {
        case SDL_QUIT.rawValue:
            self = .quit
        case SDL_MOUSEBUTTONDOWN.rawValue:
            let b = event.button
            guard b.which != segue_touch_mouse_id() else { return nil }
            self = .mouseDown(
                button: MouseButton(sdlIndex: Int(b.button)), position: point(b.x, b.y), clicks: Int(b.clicks))
        case SDL_MOUSEBUTTONUP.rawValue:
            let b = event.button
            guard b.which != segue_touch_mouse_id() else { return nil }
            self = .mouseUp(button: MouseButton(sdlIndex: Int(b.button)), position: point(b.x, b.y))
        case SDL_MOUSEMOTION.rawValue:
            let m = event.motion
            guard m.which != segue_touch_mouse_id() else { return nil }
            self = .mouseMotion(position: point(m.x, m.y), buttons: MouseButtons(rawValue: m.state))
        case SDL_MOUSEWHEEL.rawValue:
            let w = event.wheel
            guard w.which != segue_touch_mouse_id() else { return nil }
            let flip: Float = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            self = .wheel(
                dx: Double(w.preciseX * flip), dy: Double(w.preciseY * flip), position: point(w.mouseX, w.mouseY))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let f = event.tfinger
            guard f.touchId != FingerEvent.mouseTouchDevice else { return nil }
            let phase: FingerEvent.Phase =
                event.type == SDL_FINGERDOWN.rawValue ? .down : event.type == SDL_FINGERUP.rawValue ? .up : .moved
            self = .finger(
                FingerEvent(phase: phase, device: f.touchId, finger: f.fingerId, x: Double(f.x), y: Double(f.y)))
        case SDL_KEYDOWN.rawValue:
            self = .keyDown(Key(keycode: event.key.keysym.sym), isRepeat: event.key.repeat != 0)
        case SDL_KEYUP.rawValue:
            self = .keyUp(Key(keycode: event.key.keysym.sym))
        case SDL_TEXTINPUT.rawValue:
            var text = event.text.text
            let string = withUnsafeBytes(of: &text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            self = .textInput(string)
        case SDL_WINDOWEVENT.rawValue:
            guard let windowEvent = WindowEvent(event.window, pointsPerUnit: pointsPerUnit) else { return nil }
            self = .window(windowEvent)
        default:
            return nil
        }
    }
}

extension WindowEvent {
    /// Translates an SDL window event, or nil for kinds Segue does not use.
    init?(_ event: SDL_WindowEvent, pointsPerUnit: Double) {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            self = .resized(
                Size(width: Double(event.data1) * pointsPerUnit, height: Double(event.data2) * pointsPerUnit))
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue: self = .focusGained
        case SDL_WINDOWEVENT_FOCUS_LOST.rawValue: self = .focusLost
        case SDL_WINDOWEVENT_LEAVE.rawValue: self = .mouseLeft
        case SDL_WINDOWEVENT_CLOSE.rawValue: self = .close
        case SDL_WINDOWEVENT_EXPOSED.rawValue: self = .exposed
        default: return nil
        }
    }
}
