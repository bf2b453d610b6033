import CSDL2

/// A keyboard key, by its meaning in the current layout (SDL keycode).
package enum Key: Hashable, Sendable {
    /// Escape.
    case escape
    /// The space bar.
    case space
    /// Return (Enter).
    case `return`
    /// Tab.
    case tab
    /// Backspace.
    case backspace
    /// Delete.
    case delete
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// A letter key, as a lowercase letter "a"..."z".
    case letter(Character)
    /// A digit key 0...9.
    case digit(Int)
    /// Any other key, by SDL keycode.
    case other(Int32)

    /// Translates an SDL keycode.
    package init(keycode: Int32) {
        let code = UInt32(bitPattern: keycode)
        switch code {
        case SDLK_ESCAPE.rawValue: self = .escape
        case SDLK_SPACE.rawValue: self = .space
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: self = .return
        case SDLK_TAB.rawValue: self = .tab
        case SDLK_BACKSPACE.rawValue: self = .backspace
        case SDLK_DELETE.rawValue: self = .delete
        case SDLK_LEFT.rawValue: self = .left
        case SDLK_RIGHT.rawValue: self = .right
        case SDLK_UP.rawValue: self = .up
        case SDLK_DOWN.rawValue: self = .down
        case SDLK_a.rawValue...SDLK_z.rawValue: self = .letter(Character(Unicode.Scalar(UInt8(code))))
        case SDLK_0.rawValue...SDLK_9.rawValue: self = .digit(Int(code - SDLK_0.rawValue))
        default: self = .other(keycode)
        }
    }
}
