/// The events a control reports to its actions, as UIControl.Event (the same raw bits).
public struct ControlEvent: OptionSet, Hashable, Sendable {
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
}
