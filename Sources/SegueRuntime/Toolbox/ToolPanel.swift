/// A panel a tool adds to every scene's controls (the motion lab's): an overlay panel that may
/// also watch the scene while hidden, hold views of its own, and add a note to the window title.
package protocol ToolPanel: OverlayPanel {
    /// Called after each frame's update while the panel is hidden (shown, it gets
    /// `sceneDidUpdate(_:)`).
    func sceneDidUpdateWhileHidden(_ scene: AppScene)

    /// The views it holds outside the scene's tree and its own view, for the instance counts.
    var heldViewCount: Int { get }

    /// What the window title adds while the panel is shown, or nil.
    var windowTitleNote: String? { get }
}

extension ToolPanel {
    package func sceneDidUpdateWhileHidden(_ scene: AppScene) {}

    package var heldViewCount: Int { 0 }

    package var windowTitleNote: String? { nil }
}
