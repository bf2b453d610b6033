import SegueCore
import SegueUI

/// What the command line asked the viewer for.
public struct ViewerOptions: Equatable {
    /// The window (or headless canvas) size in points.
    public var size = Size(width: 390, height: 844)
    /// The transition style to start with.
    public var style: TransitionStyle = .system
    /// Slow motion factor: 1 is real speed, 10 is ten times slower.
    public var slowFactor = 1.0
    /// A script to run, if any.
    public var scriptPath: String?
    /// Draw offscreen with the software renderer and a manual clock; no display needed.
    public var headless = false
    /// Where shots, trees and `home.png` are written.
    public var outDirectory = "."
    /// An explicit font file.
    public var fontPath: String?

    /// The defaults.
    public init() {}
}

/// Runs the viewer scene one frame at a time and draws it: the headless canvas or the window.
/// Script commands drive a host; so do the fuzzer and the benchmark.
public protocol FrameHost: AnyObject {
    /// The scene shown.
    var scene: ViewerScene { get }
    /// Slow motion, pause and the overlays: what keys switch (`ViewerControls.apply`).
    var controls: ViewerControls { get }
    /// The time stamps of input events, in seconds of the scene's clock.
    var now: Double { get }
    /// Advances one frame (1/60 s on a manual clock), updates the scene and draws it.
    func advanceFrame() throws
    /// Writes the last drawn frame as a PNG.
    func savePNG(path: String) throws
    /// Lays the scene (and what the host draws: canvas, window, overlays) out for a new size in
    /// points, without advancing time.
    func resize(to size: Size) throws
}
