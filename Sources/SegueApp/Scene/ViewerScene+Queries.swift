import SegueCore
import SegueUI

extension ViewerScene {
    /// The visible, enabled buttons of the front-most screen (and of the navigation bar when no
    /// modal covers it), in tree order.
    public var frontButtons: [Button] { window.frontButtons }

    /// The window point at the centre of the front-most screen's button with this title, or nil.
    public func centerOfButton(titled title: String) -> Point? {
        guard let button = frontButtons.first(where: { $0.currentTitle == title }) else { return nil }
        let frame = button.presentationFrameInRoot
        return Point(x: frame.midX, y: frame.midY)
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
        out += ",\"focus\":" + (focus.focusedButton.map { JSON.string($0.currentTitle) } ?? "null")
        out += ",\"navigationStack\":[" + navigationTitles.map(JSON.string).joined(separator: ",") + "]"
        out += ",\"modalStack\":[" + modalTitles.map(JSON.string).joined(separator: ",") + "]"
        out += ",\"root\":" + ViewSnapshot(window).json + "}"
        return out
    }
}
