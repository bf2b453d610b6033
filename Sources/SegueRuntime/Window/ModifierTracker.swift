import SegueSDL

/// The modifier keys held, followed event by event in queue order (so a Ctrl+Q typed faster than
/// a frame still has its Control). Losing focus forgets them: their releases go elsewhere.
struct ModifierTracker: Equatable, Sendable {
    /// The modifiers held after the events seen so far.
    private(set) var held: KeyModifiers = []

    /// Starts with nothing held.
    init() {}

    /// Follows one event.
    mutating func observe(_ event: Event) {
        switch event {
        case .keyDown(let key, _):
            if let modifier = KeyModifiers(modifierKey: key) { held.insert(modifier) }
        case .keyUp(let key):
            if let modifier = KeyModifiers(modifierKey: key) { held.remove(modifier) }
        case .window(.focusLost), .window(.focusGained):
            held = []
        default:
            break
        }
    }
}
