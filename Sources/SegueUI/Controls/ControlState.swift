/// The states of a control, as UIControl.State; `normal` is the empty set.
nonisolated public struct ControlState: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a state from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Enabled, not highlighted, not selected.
    public static let normal: ControlState = []
    /// The pointer is pressing the control.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// The control does not respond to touches.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// The control is selected (toggles and segments).
    public static let selected = ControlState(rawValue: 1 << 2)
    /// The control has the keyboard focus.
    public static let focused = ControlState(rawValue: 1 << 3)
    /// The range reserved for the application's own states.
    public static let application = ControlState(rawValue: 0x00FF_0000)
    /// The range reserved for the system.
    public static let reserved = ControlState(rawValue: 0xFF00_0000)
}
