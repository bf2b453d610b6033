/// How a presented controller covers its presenter, as UIModalPresentationStyle.
public enum ModalPresentationStyle: Sendable {
    /// Covers the screen; the presenter's view is removed once the presentation ends and put back
    /// below the presented view before the dismissal starts. The presenter gets disappear and
    /// appear callbacks.
    case fullScreen
    /// Covers the screen, keeping the presenter's view beneath (no callbacks to the presenter).
    case overFullScreen
    /// Laid out by a presentation controller (frame, dimming view); the presenter's view stays
    /// and receives no disappear or appear callbacks.
    case custom
}
