import SegueCore

/// Keyboard focus over a scene window's front-most screen, as desktop users expect: Tab and
/// Shift+Tab (`moveFocus(forward:)`) move a visible ring over the screen's enabled, visible
/// buttons in reading order (the navigation bar's included when no modal covers it); Return and
/// Space (`activateFocusedButton()`) send the focused button's `.touchUpInside` actions, the
/// target-action path a click takes; a press of the pointer drops the focus (`clearFocus()`), so
/// clicks never show the ring; and `update()`, called once a frame after the window's update,
/// drops the focus when its screen leaves the front (the next Tab starts over on the new front
/// screen) and keeps the ring on its button as layout moves it.
///
/// An app makes one per window, calls `update()` each frame, `clearFocus()` on a pointer press
/// (`EventRouter.onPress`), and maps its keys to `moveFocus` and `activateFocusedButton`.
@preconcurrency @MainActor public final class FocusController {
    /// The window whose front-most screen takes the focus.
    public unowned let window: SceneWindow
    /// The colour of the ring where it contrasts at least 3:1 with the background behind the
    /// button; elsewhere (a blue ring on a blue screen) the ring is black or white, whichever
    /// contrasts more.
    public var ringColor = Color(r: 0, g: 122, b: 255)
    /// The focused button, or nil.
    public private(set) weak var focusedButton: Button?
    /// The ring while a button is focused (a new one each time, so none is kept off screen).
    public private(set) var ring: FocusRingView?
    /// The screen that was in front when the focus was given.
    private weak var focusedScreen: ViewController?

    /// Creates the focus of `window`, with nothing focused.
    public init(window: SceneWindow) {
        self.window = window
    }

    /// The buttons Tab visits: the front screen's visible, enabled buttons that are at least
    /// partly inside the window, in reading order (top to bottom, then left to right, by their
    /// frames on screen). Empty while a transition is in flight.
    public var focusOrder: [Button] {
        guard !window.isTransitioning else { return [] }
        let bounds = window.bounds
        return window.frontButtons.filter { $0.presentationFrameInRoot.overlap(bounds) != nil }.sorted { a, b in
            let fa = a.presentationFrameInRoot
            let fb = b.presentationFrameInRoot
            if abs(fa.minY - fb.minY) > 0.5 { return fa.minY < fb.minY }
            return fa.minX < fb.minX
        }
    }

    /// Moves the focus to the next button in reading order (the previous one when `forward` is
    /// false), wrapping around; with nothing focused, to the first (or last). Returns the
    /// focused button, or nil when the front screen has none.
    @discardableResult
    public func moveFocus(forward: Bool = true) -> Button? {
        update()
        let order = focusOrder
        guard !order.isEmpty else {
            clearFocus()
            return nil
        }
        let next: Button
        if let current = focusedButton, let index = order.firstIndex(where: { $0 === current }) {
            next = order[(index + (forward ? 1 : order.count - 1)) % order.count]
        } else {
            next = forward ? order[0] : order[order.count - 1]
        }
        focus(next)
        return next
    }

    /// Sends the focused button's `.touchUpInside` actions, as a click on it would, unless input
    /// is ignored (a non-interactive transition runs) or nothing is focused. Returns true when
    /// the button was activated.
    @discardableResult
    public func activateFocusedButton() -> Bool {
        update()
        guard let button = focusedButton, !window.ignoresInteractionEvents else { return false }
        button.sendActions(for: .touchUpInside)
        return true
    }

    /// Drops the focus and removes the ring.
    public func clearFocus() {
        focusedButton = nil
        focusedScreen = nil
        ring?.removeFromSuperview()
        ring = nil
    }

    /// Drops the focus when a transition starts, when its screen is no longer in front or when
    /// its button can no longer take it (hidden, disabled, outside the window, gone); otherwise
    /// keeps the ring around the button.
    public func update() {
        guard let button = focusedButton else {
            if ring != nil { clearFocus() }
            return
        }
        guard focusedScreen === window.frontViewController, canKeepFocus(button), let superview = button.superview
        else {
            clearFocus()
            return
        }
        guard let ring else { return }
        let siblings = superview.subviews
        if let index = siblings.firstIndex(where: { $0 === button }),
            index + 1 >= siblings.count || siblings[index + 1] !== ring
        {
            superview.insertSubview(ring, aboveSubview: button)
        }
        ring.surround(button.frame)
        ring.color = ringColor.contrasting(with: Self.background(behind: button))
    }

    /// The colour the ring is drawn over: the nearest opaque background above `button` (white
    /// when there is none).
    static func background(behind button: Button) -> Color {
        var view = button.superview
        while let current = view {
            let color = current.presentation.backgroundColor
            if color.a >= 128 { return Color(r: color.r, g: color.g, b: color.b) }
            view = current.superview
        }
        return Color(r: 255, g: 255, b: 255)
    }

    /// True when `button` may keep the focus: no transition runs, it is enabled, in the window,
    /// visible (nothing above it hidden or transparent) and at least partly inside the window.
    /// Checked every frame without building the focus order.
    private func canKeepFocus(_ button: Button) -> Bool {
        guard !window.isTransitioning, button.isEnabled, button.isUserInteractionEnabled, button.window === window
        else { return false }
        var view: View? = button
        while let current = view, current !== window {
            if current.isHidden || current.presentation.alpha <= 0.01 { return false }
            view = current.superview
        }
        return button.presentationFrameInRoot.overlap(window.bounds) != nil
    }

    private func focus(_ button: Button) {
        if focusedButton !== button {
            ring?.removeFromSuperview()
            ring = FocusRingView(color: ringColor)
        }
        focusedButton = button
        focusedScreen = window.frontViewController
        update()
    }
}

extension SceneWindow {
    /// The visible, enabled buttons of the front-most screen, in tree order: the front-most
    /// presented controller's screen (a navigation controller's top screen, then its bar), or,
    /// with no modal, the root's (its navigation bar included).
    public var frontButtons: [Button] {
        var result: [Button] = []
        let front = presentations.last?.presented ?? rootViewController
        guard let front, front.isViewLoaded else { return result }
        if let nav = front as? NavigationController {
            if let top = nav.topViewController, top.isViewLoaded { Self.collectButtons(in: top.view, into: &result) }
            Self.collectButtons(in: nav.navigationBar, into: &result)
        } else {
            Self.collectButtons(in: front.view, into: &result)
        }
        return result
    }

    private static func collectButtons(in view: View, into result: inout [Button]) {
        guard !view.isHidden, view.presentation.alpha > 0.01 else { return }
        if let button = view as? Button, button.isEnabled, button.isUserInteractionEnabled {
            result.append(button)
        }
        for subview in view.subviews { collectButtons(in: subview, into: &result) }
    }
}
