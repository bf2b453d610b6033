import SegueCore

/// An input or window event, with positions in points.
package enum Event: Equatable, Sendable {
    /// The application was asked to quit (last window closed, Ctrl-C, ...).
    case quit
    /// A mouse button went down at `position`; `clicks` counts multi-clicks (2 = double click).
    case mouseDown(button: MouseButton, position: Point, clicks: Int)
    /// A mouse button went up at `position`.
    case mouseUp(button: MouseButton, position: Point)
    /// The pointer moved to `position` with `buttons` held.
    case mouseMotion(position: Point, buttons: MouseButtons)
    /// The wheel or a trackpad scrolled with the pointer at `position`, in SDL's precise units
    /// with the system's "natural" flip undone: positive dx to the right, positive dy away from
    /// the user. A notched wheel gives whole numbers, a trackpad fractions.
    case wheel(dx: Double, dy: Double, position: Point)
    /// A finger touched, moved on or left a touchscreen.
    case finger(FingerEvent)
    /// A key went down; `isRepeat` is true for auto-repeat.
    case keyDown(Key, isRepeat: Bool)
    /// A key went up.
    case keyUp(Key)
    /// Text was typed (UTF-8, possibly several characters).
    case textInput(String)
    /// Something happened to a window.
    case window(WindowEvent)
}

/// What happened to a window.
package enum WindowEvent: Equatable, Sendable {
    /// The window now has this size in points.
    case resized(Size)
    /// The window gained keyboard focus.
    case focusGained
    /// The window lost keyboard focus.
    case focusLost
    /// The pointer left the window.
    case mouseLeft
    /// The user asked to close the window (close button).
    case close
    /// The window must be redrawn.
    case exposed
}
