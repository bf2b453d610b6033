/// How a presented controller covers its presenter, as UIModalPresentationStyle (with UIKit's
/// raw values).
///
/// Segue runs three kinds of presentation: full screen (the presenter's view leaves the window
/// and the presenter gets disappear and appear callbacks), over full screen (the presenter's view
/// stays beneath, without callbacks) and custom (a presentation controller lays it out). The
/// other styles resolve to one of them as UIKit resolves them on an iPhone: the current-context
/// styles cover the window as their full-screen forms do, and the sheet styles are a sheet at
/// its large detent over a receding screen.
nonisolated public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
    /// Covers the screen; the presenter's view is removed once the presentation ends and put back
    /// below the presented view before the dismissal starts. The presenter gets disappear and
    /// appear callbacks.
    case fullScreen = 0
    /// A sheet at its large detent over the receding screen, as UIKit's on an iPhone.
    case pageSheet = 1
    /// On an iPhone as `pageSheet`, as UIKit's.
    case formSheet = 2
    /// As `fullScreen` (the window is the presentation context).
    case currentContext = 3
    /// Laid out by a presentation controller (frame, dimming view); the presenter's view stays
    /// and receives no disappear or appear callbacks.
    case custom = 4
    /// Covers the screen, keeping the presenter's view beneath (no callbacks to the presenter).
    case overFullScreen = 5
    /// As `overFullScreen` (the window is the presentation context).
    case overCurrentContext = 6
    /// On an iPhone a popover adapts to a sheet, as `pageSheet`.
    case popover = 7
    /// No presentation: the style a navigation transition's context reports.
    case none = -1
    /// The system's choice: a sheet, as `pageSheet` (UIKit's default style since iOS 13).
    case automatic = -2

    /// The kind of presentation this style runs as: `.fullScreen`, `.overFullScreen` or
    /// `.custom` (the sheet styles are custom presentations by a sheet presentation controller).
    var resolved: ModalPresentationStyle {
        switch self {
        case .fullScreen, .currentContext, .none: return .fullScreen
        case .overFullScreen, .overCurrentContext: return .overFullScreen
        case .custom, .pageSheet, .formSheet, .popover, .automatic: return .custom
        }
    }

    /// True for the styles that show a sheet at its large detent.
    var isSheet: Bool {
        switch self {
        case .pageSheet, .formSheet, .popover, .automatic: return true
        default: return false
        }
    }
}

/// The animation of a presentation without a custom animator, as UIModalTransitionStyle (with
/// UIKit's raw values).
nonisolated public enum ModalTransitionStyle: Int, Sendable, CaseIterable {
    /// The presented view slides up from the bottom edge, and back down on dismissal.
    case coverVertical = 0
    /// The window turns over about its vertical axis, right edge first, showing the presented
    /// view on its back; the dismissal turns it back.
    case flipHorizontal = 1
    /// The presented view fades in, and out on dismissal.
    case crossDissolve = 2
    /// UIKit curls the presenter's view up like a page; Segue has no page curl and covers
    /// vertically instead.
    case partialCurl = 3
}
