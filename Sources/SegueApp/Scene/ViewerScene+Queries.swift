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

    /// The state as JSON (`SceneState`, encoded with sorted keys; see the README).
    public func stateJSON() throws -> String {
        try SceneState(self).json()
    }
}
