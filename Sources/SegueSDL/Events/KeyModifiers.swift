import CSDL2

/// The modifier keys held down, as SDL tracks them.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// SDL's modifier mask (SDL_Keymod).
    public let rawValue: UInt32

    /// Creates a set from SDL's modifier mask.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: KMOD_SHIFT.rawValue)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: KMOD_CTRL.rawValue)
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: KMOD_ALT.rawValue)
    /// Either GUI key (Command on macOS, the Windows key elsewhere).
    public static let gui = KeyModifiers(rawValue: KMOD_GUI.rawValue)

    /// The modifiers held now (SDL's keyboard state, updated as events are taken from the queue).
    public static var current: KeyModifiers {
        KeyModifiers(rawValue: UInt32(SDL_GetModState().rawValue))
    }
}
