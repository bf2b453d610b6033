import SegueCore
import SegueUI

/// What the command line asked the runtime for (the app's own flags go to its delegate).
public struct RunOptions: Equatable {
    /// The window (or headless canvas) size in points.
    public var size = Size.defaultWindow
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
    /// Reduce motion: every transition becomes a cross-dissolve.
    public var reduceMotion = false
    /// The transition style to start with (`--style NAME`, a registered style), or nil for the
    /// content's own. Refused for a content without styles.
    public var style: TransitionStyle?
    /// The motion tuning to start with (`--tuning FILE.json`), or nil for the content's own.
    public var tuning: MotionTuning?
    /// How the window draws its frames (`--renderer`; headless runs always use the rasteriser).
    public var windowRenderer = DrawingPath.auto
    /// A CSV file the window writes one row per presented frame into (`--frame-log`), if any.
    public var frameLogPath: String?

    /// The defaults.
    public init() {}
}

/// How a window draws its frames (`--renderer auto|geometry|raster`): SegueCore's `DrawingPath`.
@available(*, deprecated, renamed: "DrawingPath")
public typealias WindowRendererChoice = DrawingPath
