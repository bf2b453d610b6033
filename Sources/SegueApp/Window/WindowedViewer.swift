import Foundation
import SegueCore
import SegueSDL

/// The interactive viewer window (a minimal placeholder: shows the scene, forwards the mouse,
/// Esc goes back, closing the window quits).
public enum WindowedViewer {
    /// Shows the scene in an SDL window until it is closed; returns the exit status.
    public static func run(options: ViewerOptions) -> Int32 {
        do {
            let context = try SDLContext.shared()
            try context.startVideo()
            let window = try Window(context: context, title: "Segue", size: options.size)
            let renderer = try Renderer(window: window)
            let frames = FrameRenderer(
                backend: try SDLRenderBackend(renderer: renderer, fontPath: options.fontPath ?? ""))
            let clock = ManualClock()
            let scene = ViewerScene(
                size: options.size, clock: clock, textMeasurer: frames.backend.textCache, style: options.style)
            scene.window.engine.timeScale = 1 / options.slowFactor
            let events = EventPump(context: context)
            while true {
                while let event = events.poll() {
                    switch event {
                    case .quit, .window(.close): return 0
                    case .keyDown(.escape, _): scene.goBack()
                    case .mouseDown(.left, let p, _): scene.router.handle(.down(location: p, time: clock.now))
                    case .mouseMotion(let p, _): scene.router.handle(.moved(location: p, time: clock.now))
                    case .mouseUp(.left, let p): scene.router.handle(.up(location: p, time: clock.now))
                    case .window(.resized(let size)): scene.resize(to: size)
                    default: break
                    }
                }
                clock.advanceOneFrame()
                scene.update()
                frames.backend.updatePixelScale()
                try frames.drawAndPresent(scene.window)
            }
        } catch {
            FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
            return 1
        }
    }
}
