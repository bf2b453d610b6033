/// What made a touch, as UITouch.TouchType: a finger on the screen, the mouse pointer, or a
/// trackpad's two-finger swipe (a touch Segue makes from scroll deltas).
nonisolated public enum TouchType: Sendable, CustomStringConvertible {
    /// A finger on a touchscreen (SDL finger events, the scripts' `touch` and `pinch`).
    case direct
    /// The mouse pointer's left button (UIKit's `.indirectPointer`).
    case indirectPointer
    /// A continuous scroll (a trackpad's two-finger swipe): given only to pans whose
    /// `allowedScrollTypesMask` contains `.continuous`, never to views, taps or controls.
    case scroll

    /// The case name ("direct", "indirectPointer", "scroll").
    public var description: String {
        switch self {
        case .direct: return "direct"
        case .indirectPointer: return "indirectPointer"
        case .scroll: return "scroll"
        }
    }
}
