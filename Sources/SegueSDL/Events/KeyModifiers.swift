import CSDL2

/// A set of modifier keys (Shift, Control, Alt, GUI).
///
/// SDL's global modifier state (SDL_GetModState) describes the end of the event queue, not the
/// key event being handled, so a quick Ctrl+Q read that way loses its Control. Follow the key
/// events in order instead: `KeyModifiers(modifierKey:)` names the modifier a key is.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// SDL's modifier mask (SDL_Keymod).
    package let rawValue: UInt32

    /// Creates a set from SDL's modifier mask.
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Either Shift key.
    package static let shift = KeyModifiers(rawValue: KMOD_SHIFT.rawValue)
    /// Either Control key.
    package static let control = KeyModifiers(rawValue: KMOD_CTRL.rawValue)
    /// Either Alt (Option) key.
    package static let alt = KeyModifiers(rawValue: KMOD_ALT.rawValue)
    /// Either GUI key (Command on macOS, the Windows key elsewhere).
    package static let gui = KeyModifiers(rawValue: KMOD_GUI.rawValue)

    /// The modifier that `key` is (left or right), or nil for any other key.
    package init?(modifierKey key: Key) {
        guard case .other(let keycode) = key else { return nil }
        switch UInt32(bitPattern: keycode) {
        case SDLK_LSHIFT.rawValue, SDLK_RSHIFT.rawValue: self = .shift
        case SDLK_LCTRL.rawValue, SDLK_RCTRL.rawValue: self = .control
        case SDLK_LALT.rawValue, SDLK_RALT.rawValue: self = .alt
        case SDLK_LGUI.rawValue, SDLK_RGUI.rawValue: self = .gui
        default: return nil
        }
    }
}
