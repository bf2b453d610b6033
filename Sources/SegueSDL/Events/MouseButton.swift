import CSDL2

/// A mouse button.
package enum MouseButton: Hashable, Sendable {
    /// The primary (left) button; touches emulated as mouse events use it too.
    case left
    /// The middle button.
    case middle
    /// The secondary (right) button.
    case right
    /// Another button, by SDL index.
    case other(Int)

    /// Translates an SDL button index (SDL_BUTTON_LEFT...).
    package init(sdlIndex: Int) {
        switch Int32(sdlIndex) {
        case SDL_BUTTON_LEFT: self = .left
        case SDL_BUTTON_MIDDLE: self = .middle
        case SDL_BUTTON_RIGHT: self = .right
        default: self = .other(sdlIndex)
        }
    }
}

/// The set of mouse buttons held down during a motion.
package struct MouseButtons: OptionSet, Hashable, Sendable {
    /// SDL's button state mask.
    package let rawValue: UInt32

    /// Creates a set from SDL's button state mask.
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The left button.
    package static let left = MouseButtons(rawValue: segue_button_mask(SDL_BUTTON_LEFT))
    /// The middle button.
    package static let middle = MouseButtons(rawValue: segue_button_mask(SDL_BUTTON_MIDDLE))
    /// The right button.
    package static let right = MouseButtons(rawValue: segue_button_mask(SDL_BUTTON_RIGHT))
}
