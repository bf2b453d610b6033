import SegueCore
import SegueSDL
import SegueUI

/// Runs an app's scene without a display: a manual clock moved exactly 1/60 s a frame, and an
/// offscreen software canvas at the options' size. The first frame is drawn on creation, so
/// `savePNG` right away writes the home screen. Runs repeat bit for bit.
@preconcurrency @MainActor public final class HeadlessHost: ManualTimeHost, FrameReadback {
    /// The scene.
    public let scene: AppScene
    /// What the app put in the scene.
    public let content: SceneContent
    /// The clock the scene's engine reads.
    public let clock: ManualClock
    /// The offscreen canvas drawn on.
    let canvas: OffscreenCanvas
    /// What keys switch; headless, the overlays are only recorded here, not drawn.
    public let controls: SceneControls

    /// Creates the scene of `content` at `options.size`, slowed by `options.slowFactor` (see
    /// `SceneControls`), drawing text with the font at `fontPath` (resolved from
    /// `options.fontPath` by `FontResolver` when nil), and draws the first frame.
    public init(options: RunOptions, fontPath: String? = nil, content: SceneContent) throws {
        if let refusal = CanvasCost.refusal(for: options.size) { throw CanvasTooLarge(message: refusal) }
        clock = ManualClock()
        let font = try fontPath ?? FontResolver(explicitPath: options.fontPath).resolve()
        canvas = try OffscreenCanvas(
            width: Int(options.size.width.rounded()), height: Int(options.size.height.rounded()), fontPath: font)
        self.content = content
        scene = AppScene(size: options.size, clock: clock, textMeasurer: canvas.textMeasurer, content: content)
        controls = SceneControls(slowFactor: options.slowFactor)
        controls.addPanels(content.overlayPanels)
        scene.window.engine.timeScale = controls.timeScale
        scene.reduceMotion = options.reduceMotion
        try canvas.render(scene.window)
    }

    /// The clock's time in seconds.
    public var now: Double { clock.now }

    /// Gives the canvas the new size and lays the scene out for it, without drawing: the next
    /// frame and every shot after it have the new size.
    public func resize(to size: Size) throws {
        if let refusal = CanvasCost.refusal(for: size) { throw CanvasTooLarge(message: refusal) }
        try canvas.resize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        scene.window.textMeasurer = canvas.textMeasurer
        scene.resize(to: size)
    }

    /// Moves the clock one frame, updates the scene and draws it.
    public func advanceFrame() throws {
        clock.advanceOneFrame()
        scene.update()
        controls.sceneDidUpdate(scene)
        try canvas.render(scene.window)
    }

    /// Moves the clock by `seconds`, updates the scene and draws it.
    public func advance(bySeconds seconds: Double) throws {
        clock.advance(by: max(0, seconds))
        scene.update()
        controls.sceneDidUpdate(scene)
        try canvas.render(scene.window)
    }

    /// Writes the last frame as a PNG.
    public func savePNG(path: String) throws {
        try canvas.savePNG(path: path)
    }

    /// The size of a frame in pixels.
    package var pixelSize: PixelSize { canvas.renderer.outputSize }

    /// Reads the last frame into `surface` (of `pixelSize`).
    package func readPixels(into surface: Surface) throws {
        try canvas.renderer.readPixels(into: surface)
    }

    /// The pixels of the last frame.
    func snapshot() throws -> Surface {
        try canvas.snapshot()
    }
}

/// A canvas size this machine cannot hold (`CanvasCost.refusal(for:)`).
public struct CanvasTooLarge: Error, CustomStringConvertible {
    /// What it would cost and what the machine has.
    public var message: String

    public var description: String { message }
}
