/// One finger on a touchscreen, as SDL reports it: its device and its number on that device
/// (the pair tells it from every other finger down), and where it is as a fraction of the
/// window's width and height (0...1; the app turns it into points with its window's size).
package struct FingerEvent: Equatable, Sendable {
    /// What the finger did.
    package enum Phase: Equatable, Sendable {
        /// It touched the screen.
        case down
        /// It moved on the screen.
        case moved
        /// It left the screen.
        case up
    }

    /// What the finger did.
    package var phase: Phase
    /// The touch device (SDL's touchId).
    package var device: Int64
    /// The finger on that device (SDL's fingerId).
    package var finger: Int64
    /// Where it is across the window, 0 at the left edge, 1 at the right.
    package var x: Double
    /// Where it is down the window, 0 at the top, 1 at the bottom.
    package var y: Double

    /// SDL_MOUSE_TOUCHID: the device of the touches SDL makes up from the mouse.
    package static let mouseTouchDevice: Int64 = -1

    /// Creates a finger event.
    package init(phase: Phase, device: Int64, finger: Int64, x: Double, y: Double) {
        self.phase = phase
        self.device = device
        self.finger = finger
        self.x = x
        self.y = y
    }
}
