import SegueCore
import SegueUI

extension ViewerScene {
    /// The visible, enabled buttons of the front-most screen (and of the navigation bar when no
    /// modal covers it), front to back; while the front sheets let clicks through (at an undimmed
    /// detent), also the buttons behind them that a click at their centre reaches.
    public var frontButtons: [Button] {
        var result: [Button] = []
        if let front = window.frontViewController, front.isViewLoaded {
            collectButtons(in: front.view, into: &result)
        }
        if window.presentations.isEmpty {
            collectButtons(in: navigation.navigationBar, into: &result)
        }
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
        for button in behind {
            let frame = button.presentationFrameInRoot
            if let hit = window.hitTest(Point(x: frame.midX, y: frame.midY)),
                hit === button || hit.isDescendant(of: button)
            {
                result.append(button)
            }
        }
        return result
    }

    /// The window point at the centre of the front-most screen's button with this title, or nil.
    public func centerOfButton(titled title: String) -> Point? {
        guard let button = frontButtons.first(where: { $0.currentTitle == title }) else { return nil }
        let frame = button.presentationFrameInRoot
        return Point(x: frame.midX, y: frame.midY)
    }

    private func collectButtons(in view: View, into result: inout [Button]) {
        guard !view.isHidden, view.presentation.alpha > 0.01 else { return }
        if let button = view as? Button, button.isEnabled, button.isUserInteractionEnabled {
            result.append(button)
        }
        for subview in view.subviews { collectButtons(in: subview, into: &result) }
    }

    /// The state as JSON: size, style, transition, stacks and the view tree (see the README).
    public func stateJSON() -> String {
        let size = window.bounds.size
        var out = "{\"size\":[\(JSON.number(size.width)),\(JSON.number(size.height))]"
        out += ",\"style\":" + JSON.string(style.name)
        if let active = window.activeTransition {
            out += ",\"transition\":{\"kind\":" + JSON.string(active.context.operation.rawValue)
            out += ",\"interactive\":" + (active.context.isInteractive ? "true" : "false")
            out += ",\"progress\":" + JSON.number(active.progress) + "}"
        } else {
            out += ",\"transition\":null"
        }
        out += ",\"navigationStack\":[" + navigationTitles.map(JSON.string).joined(separator: ",") + "]"
        out += ",\"modalStack\":[" + modalTitles.map(JSON.string).joined(separator: ",") + "]"
        out += ",\"detent\":" + (frontDetent.map { JSON.string($0.rawValue) } ?? "null")
        out += ",\"root\":" + ViewSnapshot(window).json + "}"
        return out
    }
}
