import SegueCore

/// Runs an app's scene one frame at a time and draws it: the headless canvas or the window.
/// Script commands drive a host.
@preconcurrency @MainActor public protocol FrameHost: AnyObject {
    /// The scene shown.
    var scene: AppScene { get }
    /// What the app put in the scene; the host keeps it alive.
    var content: SceneContent { get }
    /// Slow motion, pause and the overlays: what keys switch (`SceneControls.apply`).
    var controls: SceneControls { get }
    /// The time stamps of input events, in seconds of the scene's clock.
    var now: Double { get }
    /// Advances one frame (1/60 s on a manual clock), updates the scene and draws it.
    func advanceFrame() throws
    /// Writes the last drawn frame as a PNG.
    func savePNG(path: String) throws
    /// Lays the scene (and what the host draws: canvas, window, overlays) out for a new size in
    /// points, without advancing time.
    func resize(to size: Size) throws
    /// Views the host itself keeps alive outside the scene's tree, now (the window's overlays,
    /// whose inspector adds a label a line): the leak check of `expect invariants` counts them
    /// as held.
    var viewsHeldOutsideScene: Int { get }
}

extension FrameHost {
    /// The overlay panels' views (`SceneControls.panels`), by default.
    public var viewsHeldOutsideScene: Int { controls.panelViewCount }
}
