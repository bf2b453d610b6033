import SegueCore
import SegueSDL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `segue` command until the viewer exists: shows the test pattern in a window, or writes it
/// to `DIR/home.png` with `--headless --out DIR`. `--font PATH` chooses the font.
public enum SegueMain {
    static let noDisplayAdvice = "Set DISPLAY, or run `segue --headless --out DIR` to render without one."
    static let usage = "usage: segue [--font PATH] [--headless --out DIR]"

    /// Runs the command with its arguments (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        var headless = false
        var outDirectory: String?
        var fontPath: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--headless":
                headless = true
            case "--out", "--font":
                guard index + 1 < arguments.count else { return fail("\(argument) needs a value") }
                index += 1
                if argument == "--out" { outDirectory = arguments[index] } else { fontPath = arguments[index] }
            case "-h", "--help":
                print(usage)
                return 0
            default:
                return fail("unknown argument \(argument)\n\(usage)")
            }
            index += 1
        }
        do {
            let font = try FontResolver(explicitPath: fontPath).resolve()
            if headless {
                return try renderHeadless(fontPath: font, outDirectory: outDirectory ?? ".")
            }
            var options = ViewerOptions()
            options.fontPath = font
            return WindowedViewer.run(options: options)
        } catch {
            return fail("\(error)")
        }
    }

    private static func fail(_ message: String) -> Int32 {
        fputs("segue: \(message)\n", stderr)
        return 1
    }

    private static func renderHeadless(fontPath: String, outDirectory: String) throws -> Int32 {
        _ = try SDLContext.shared()
        let renderer = try Renderer(
            offscreenWidth: Int(TestPattern.size.width), height: Int(TestPattern.size.height))
        let text = try TextTextureCache(renderer: renderer, fontPath: fontPath)
        try TestPattern.draw(on: renderer, text: text, scale: 1)
        if mkdir(outDirectory, 0o755) != 0 && errno != EEXIST {
            return fail("cannot create directory \(outDirectory)")
        }
        let path = outDirectory + "/home.png"
        try renderer.savePNG(path: path)
        print("wrote \(path)")
        return 0
    }

    private static func showWindow(fontPath: String) throws -> Int32 {
        let context = try SDLContext.shared()
        do {
            try context.startVideo()
        } catch {
            return fail("cannot open a window (\(error)).\n\(noDisplayAdvice)")
        }
        guard context.hasDisplay else {
            return fail("no display found (SDL video driver: \(context.videoDriver ?? "none")).\n\(noDisplayAdvice)")
        }
        let window = try Window(context: context, title: "Segue", size: TestPattern.size, resizable: true)
        let renderer = try Renderer(window: window)
        let text = try TextTextureCache(renderer: renderer, fontPath: fontPath, pixelScale: renderer.pixelScale)
        let events = EventPump(context: context)
        var needsDraw = true
        while true {
            if needsDraw {
                text.pixelScale = renderer.pixelScale
                try TestPattern.draw(on: renderer, text: text, scale: renderer.pixelScale)
                renderer.present()
                text.endFrame()
                needsDraw = false
            }
            guard let event = events.wait(milliseconds: 100) else { continue }
            switch event {
            case .quit, .window(.close), .keyDown(.escape, _):
                return 0
            case .window(.resized), .window(.exposed), .window(.focusGained):
                needsDraw = true
            default:
                break
            }
        }
    }
}
