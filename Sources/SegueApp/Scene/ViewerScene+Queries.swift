import SegueCore
import SegueUI

extension ViewerScene {
    /// The visible, enabled buttons of the front-most screen (and of the navigation bar when no
    /// modal covers it), in tree order; while the front sheets let clicks through (at an undimmed
    /// detent), then also the buttons behind them that a click at their centre reaches.
    public var frontButtons: [Button] { window.frontButtons + buttonsBehindUndimmedSheets }

    /// The buttons of the screens behind the front sheets that let clicks through, front to back,
    /// that a click at their centre reaches (not under a card).
    var buttonsBehindUndimmedSheets: [Button] {
        var behind: [Button] = []
        for (i, presentation) in window.presentations.enumerated().reversed() {
            guard presentation.presentationController?.passesTouchesThrough == true else { break }
            if i == 0 {
                if let root = window.rootViewController, root.isViewLoaded, root.view.superview != nil {
                    collectButtons(in: root.view, into: &behind)
                }
            } else {
                collectButtons(in: window.presentations[i - 1].presented.view, into: &behind)
            }
        }
        return behind.filter { button in
            let frame = button.presentationFrameInRoot
            guard let hit = window.hitTest(Point(x: frame.midX, y: frame.midY)) else { return false }
            return hit === button || hit.isDescendant(of: button)
        }
    }

    private func collectButtons(in view: View, into result: inout [Button]) {
        guard !view.isHidden, view.presentation.alpha > 0.01 else { return }
        if let button = view as? Button, button.isEnabled, button.isUserInteractionEnabled {
            result.append(button)
        }
        for subview in view.subviews { collectButtons(in: subview, into: &result) }
    }

    /// The window point at the centre of the front-most screen's button with this title, or nil.
    public func centerOfButton(titled title: String) -> Point? {
        guard let button = frontButtons.first(where: { $0.currentTitle == title }) else { return nil }
        let frame = button.presentationFrameInRoot
        return Point(x: frame.midX, y: frame.midY)
    }

    /// The state as JSON (`SceneState`, encoded with sorted keys; see the README).
    public func stateJSON() throws -> String {
        try SceneState(self).json()
    }
}
