import SegueCore
import SegueUI

/// What keyboard focus must never leave behind: a focused button is on the front-most screen
/// (inside the front controller's view, or the bar of the front navigation controller), in the
/// window's tree, visible (nothing above it hidden or transparent, at least partly inside the
/// window) and enabled, with the ring around it; with nothing focused, no ring is in the tree.
enum FocusInvariant {
    /// The problem with the scene's focus, or nil when it holds.
    static func violation(in scene: AppScene) -> String? {
        let focus = scene.focus
        let window = scene.window
        guard let button = focus.focusedButton else {
            if focus.ring?.superview != nil { return "a focus ring is shown with nothing focused" }
            return nil
        }
        let name = "the focused button \"\(button.currentTitle)\""
        if window.isTransitioning { return "\(name) kept the focus into a transition" }
        guard button.window === window else { return "\(name) is not in the window" }
        guard button.isEnabled else { return "\(name) is disabled" }
        var view: View? = button
        while let current = view, current !== window {
            if current.isHidden || current.presentation.alpha <= 0.01 { return "\(name) is not visible" }
            view = current.superview
        }
        if button.presentationFrameInRoot.overlap(window.bounds) == nil { return "\(name) is outside the window" }
        var frontViews: [View] = []
        if let front = window.presentations.last?.presented ?? window.rootViewController {
            if let nav = front as? NavigationController {
                if let top = nav.topViewController { frontViews.append(top.view) }
                frontViews.append(nav.navigationBar)
            } else {
                frontViews.append(front.view)
            }
        }
        if !frontViews.contains(where: { button.isDescendant(of: $0) }) { return "\(name) is not on the front screen" }
        guard let ring = focus.ring, ring.superview === button.superview else { return "\(name) has no ring" }
        return nil
    }
}
