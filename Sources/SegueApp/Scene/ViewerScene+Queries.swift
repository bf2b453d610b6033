import SegueCore
import SegueUI

extension ViewerScene {
    /// The visible, enabled buttons of the front-most screen (and of the navigation bar when no
    /// modal covers it), front to back.
    public var frontButtons: [Button] {
        var result: [Button] = []
        if let front = window.frontViewController, front.isViewLoaded {
            collectButtons(in: front.view, into: &result)
        }
        if window.presentations.isEmpty {
            collectButtons(in: navigation.navigationBar, into: &result)
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
        out += ",\"reduceMotion\":" + (reduceMotion ? "true" : "false")
        if let active = window.activeTransition {
            out += ",\"transition\":{\"kind\":" + JSON.string(active.context.operation.rawValue)
            out += ",\"interactive\":" + (active.context.isInteractive ? "true" : "false")
            out += ",\"progress\":" + JSON.number(active.progress) + "}"
        } else {
            out += ",\"transition\":null"
        }
        out += ",\"navigationStack\":[" + navigationTitles.map(JSON.string).joined(separator: ",") + "]"
        out += ",\"modalStack\":[" + modalTitles.map(JSON.string).joined(separator: ",") + "]"
        out += ",\"root\":" + ViewSnapshot(window).json + "}"
        return out
    }
}
