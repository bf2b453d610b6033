import Foundation
import SegueSDL
import SegueUI

/// The `segue` command: parses the command line, then opens the viewer in a window, runs it
/// headless, or hands over to `bench`, `fuzz` or `record`. See `Usage.text`.
///
/// Exit status: 0 success; 1 a runtime failure (failed `expect`, missing script or font, no
/// display); 2 a bad command line or a malformed script line.
public enum SegueMain {
    /// Runs the command with its arguments (without the program name) and returns the exit status.
    public static func run(arguments: [String]) -> Int32 {
        switch CommandLineParser.parse(arguments) {
        case .failure(let error):
            return fail(error.message, status: 2)
        case .success(.help):
            print(Usage.text)
            return 0
        case .success(.listStyles):
            for style in TransitionStyle.allCases { print(style.name) }
            return 0
        case .success(.bench(let arguments)):
            return Benchmark.run(arguments: arguments)
        case .success(.fuzz(let arguments)):
            return Fuzzer.run(arguments: arguments)
        case .success(.record(let arguments)):
            return RecordCommand.run(arguments: arguments)
        case .success(.run(let options)):
            return runViewer(options)
        }
    }

    /// Prints `segue: message` on stderr and returns `status`.
    static func fail(_ message: String, status: Int32 = 1) -> Int32 {
        FileHandle.standardError.write(Data("segue: \(message)\n".utf8))
        return status
    }

    /// Prints a script error (`FILE:LINE: message`) on stderr and returns `status`.
    static func fail(_ error: ScriptError, status: Int32) -> Int32 {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        return status
    }

    /// Loads and parses the script of `options` before anything runs.
    static func loadScript(_ options: ViewerOptions) -> Result<Script?, ScriptLoadFailure> {
        guard let path = options.scriptPath else { return .success(nil) }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read script" : "script file not found"
            return .failure(ScriptLoadFailure(message: "segue: \(reason): \(path)", status: 1))
        }
        do {
            return .success(try ScriptParser.parse(text, fileName: path))
        } catch let error as ScriptError {
            return .failure(ScriptLoadFailure(message: error.description, status: 2))
        } catch {
            return .failure(ScriptLoadFailure(message: "\(path): \(error)", status: 2))
        }
    }

    private static func runViewer(_ parsed: ViewerOptions) -> Int32 {
        var options = parsed
        let script: Script?
        switch loadScript(options) {
        case .success(let loaded):
            script = loaded
        case .failure(let failure):
            FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
            return failure.status
        }
        // The font is resolved once, here; the hosts and the script runner get the path.
        let fontPath: String
        do {
            fontPath = try FontResolver(explicitPath: options.fontPath).resolve()
        } catch {
            return fail("\(error)")
        }
        options.fontPath = fontPath
        if options.headless {
            return runHeadless(options, fontPath: fontPath, script: script)
        }
        // The display is checked once, here; the window host then only opens its window.
        if let problem = displayProblem() {
            return fail("\(problem)\nSet DISPLAY, or run `segue --headless --out DIR` to render without one.")
        }
        guard let script else { return WindowedViewer.run(options: options, fontPath: fontPath) }
        // A script in the window: the window host runs on a manual clock, a frame per 1/60 s.
        let output = OutputFolder(path: options.outDirectory)
        do {
            try output.create()
        } catch {
            return fail("cannot create the output folder \(options.outDirectory): \(error)")
        }
        return WindowedViewer.run(options: options, fontPath: fontPath) { host in
            runScript(script, on: host, output: output, options: options)
        }
    }

    /// Why no window can be shown, or nil when a display is there.
    static func displayProblem() -> String? {
        #if os(Linux)
            // Without a Wayland session SDL would probe for one first and print noise about
            // XDG_RUNTIME_DIR; X11 is the display to use then.
            if getenv("WAYLAND_DISPLAY") == nil, getenv("SDL_VIDEODRIVER") == nil {
                setenv("SDL_VIDEODRIVER", "x11", 0)
            }
        #endif
        do {
            let context = try SDLContext.shared()
            try context.startVideo()
            guard context.hasDisplay else {
                return "no display found (SDL video driver: \(context.videoDriver ?? "none"))"
            }
            return nil
        } catch {
            return "cannot open a window: \(error)"
        }
    }
}

/// Why a script could not be loaded: the message and the exit status (1 unreadable, 2 malformed).
struct ScriptLoadFailure: Error {
    var message: String
    var status: Int32
}
