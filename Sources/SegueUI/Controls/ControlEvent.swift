/// The events a control reports to its actions, as UIControl.Event (the same raw bits).
nonisolated public struct ControlEvent: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates an event set from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The pointer went down on the control.
    public static let touchDown = ControlEvent(rawValue: 1 << 0)
    /// The pointer moved while inside the tracking area.
    public static let touchDragInside = ControlEvent(rawValue: 1 << 2)
    /// The pointer moved while outside the tracking area.
    public static let touchDragOutside = ControlEvent(rawValue: 1 << 3)
    /// The pointer came back into the tracking area.
    public static let touchDragEnter = ControlEvent(rawValue: 1 << 4)
    /// The pointer left the tracking area.
    public static let touchDragExit = ControlEvent(rawValue: 1 << 5)
    /// The pointer went up inside the tracking area: the control's primary action for buttons.
    public static let touchUpInside = ControlEvent(rawValue: 1 << 6)
    /// The pointer went up outside the tracking area.
    public static let touchUpOutside = ControlEvent(rawValue: 1 << 7)
    /// Tracking was cancelled (a gesture took the touch, or the window lost the pointer).
    public static let touchCancel = ControlEvent(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = ControlEvent(rawValue: 1 << 12)
    /// Every touch event above.
    public static let allTouchEvents = ControlEvent(rawValue: 0x0FFF)
    /// A repeated touch down (a double tap's second).
    public static let touchDownRepeat = ControlEvent(rawValue: 1 << 1)
    /// The control's primary action: a button sends it with `touchUpInside`, as UIKit's do.
    public static let primaryActionTriggered = ControlEvent(rawValue: 1 << 13)
    /// A menu action was triggered (Segue shows no menus; never sent).
    public static let menuActionTriggered = ControlEvent(rawValue: 1 << 14)
    /// Editing began (Segue has no text input; never sent).
    public static let editingDidBegin = ControlEvent(rawValue: 1 << 16)
    /// Editing changed (never sent).
    public static let editingChanged = ControlEvent(rawValue: 1 << 17)
    /// Editing ended (never sent).
    public static let editingDidEnd = ControlEvent(rawValue: 1 << 18)
    /// Editing ended on return (never sent).
    public static let editingDidEndOnExit = ControlEvent(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = ControlEvent(rawValue: 0x000F_0000)
    /// The range reserved for the application's own events.
    public static let applicationReserved = ControlEvent(rawValue: 0x0F00_0000)
    /// The range reserved for the system.
    public static let systemReserved = ControlEvent(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = ControlEvent(rawValue: 0xFFFF_FFFF)
}
