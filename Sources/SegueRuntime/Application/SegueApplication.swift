import Foundation
import SegueSDL
import SegueUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one-call entry of a Segue app, in the spirit of `UIApplicationMain`: hand it the root view
/// controller (or a `SegueApplicationDelegate`) and the process's arguments, and it parses the
/// command line and opens the window, or runs headless (`--headless`, `--script`, `--out`,
/// `--size`, `--slow`, `--font`), with the keys, slow motion, pause and frame steps, the
/// inspector, the frame meter, keyboard focus, scripts and filmstrips.
///
/// ```swift
/// import Segue
///
/// SegueApplication.main(rootViewController: NavigationController(rootViewController: Home()))
/// ```
///
/// Exit status: 0 success; 1 a runtime failure (failed `expect`, missing script or font, no
/// display); 2 a bad command line or a malformed script line.
@preconcurrency @MainActor public enum SegueApplication {
    /// Installs `toolbox` and runs the app that `delegate` describes; returns the exit status.
    /// `arguments` starts with the program name, which messages and `--help` use. The `Segue`
    /// module's entry points (`main`, `run`) call it with its one list of tools.
    package static func run(delegate: SegueApplicationDelegate, arguments: [String], toolbox: Toolbox) -> Int32 {
        Toolbox.installed = toolbox
        let name = arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
        programName = name.isEmpty ? "segue" : name
        ownCommandLine = arguments == CommandLine.arguments ? arguments : nil
        let arguments = Array(arguments.dropFirst())
        switch CommandLineParser.parse(arguments, application: delegate, programName: programName) {
        case .failure(let error):
            return fail(error.message, status: 2)
        case .success(.help):
            print(Usage.text(programName: programName, app: delegate.usage), terminator: "")
            return 0
        case .success(.exit(let status)):
            return status
        case .success(.subcommand(let name, let arguments)):
            if delegate.subcommandNames.contains(name) { return delegate.runSubcommand(name, arguments: arguments) }
            return RuntimeCommands.run(name, arguments: arguments, application: delegate)
        case .success(.run(let options)):
            return runScene(options, application: delegate)
        }
    }

    /// The program's name in messages (`NAME: message`) and `--help`: the last part of the first
    /// argument of the latest ``run(delegate:arguments:)``, `segue` before any. An app's
    /// subcommands use it to name the program as the runtime does.
    public internal(set) static var programName: String {
        get { Diagnostics.programName }
        set { Diagnostics.programName = newValue }
    }

    /// The command line of the latest ``run(delegate:arguments:)`` when it is the process's own
    /// (`CommandLine.arguments`): then a copy of this executable started with it runs the same app,
    /// and the fuzzer plays its sessions in such copies. Nil when an app runs with other
    /// arguments (a test calling `run` in its own process).
    package static var ownCommandLine: [String]? {
        get { storedCommandLine.value }
        set { storedCommandLine.value = newValue }
    }
    private static let storedCommandLine = LockedValue<[String]?>(nil)

    /// Prints `NAME: message` on stderr (NAME is the program's name) and returns `status`, for an
    /// app's subcommands to report failures as the runtime does.
    public static func fail(_ message: String, status: Int32 = 1) -> Int32 {
        FileHandle.standardError.write(Data("\(programName): \(message)\n".utf8))
        return status
    }

    /// Loads and parses the script of `options` before anything runs, with the installed tools'
    /// scripting (a `--script` without it is refused).
    static func loadScript(_ options: RunOptions, application: SegueApplicationDelegate?) -> Result<
        (any SceneScript)?, ScriptLoadFailure
    > {
        guard let path = options.scriptPath else { return .success(nil) }
        guard let scripting = Toolbox.installed.scripting else {
            return .failure(
                ScriptLoadFailure(message: "\(programName): --script: no script tool is installed", status: 2))
        }
        return scripting.loadScript(path: path, application: application).map { $0 }
    }

    private static func runScene(_ parsed: RunOptions, application: SegueApplicationDelegate) -> Int32 {
        var options = parsed
        let script: (any SceneScript)?
        switch loadScript(options, application: application) {
        case .success(let loaded):
            script = loaded
        case .failure(let failure):
            FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
            return failure.status
        }
        // A size the machine cannot hold is refused before anything is drawn; a large one is
        // said to cost what it does.
        if let refusal = CanvasCost.refusal(for: options.size) { return fail(refusal) }
        if let notice = CanvasCost.notice(for: options.size) {
            FileHandle.standardError.write(Data("\(programName): note: \(notice)\n".utf8))
        }
        // The font is resolved once, here; the hosts and the script runner get the path.
        let fontPath: String
        do {
            fontPath = try FontResolver(explicitPath: options.fontPath).resolve()
        } catch {
            return fail("\(error)")
        }
        options.fontPath = fontPath
        // The content is made once; --style and --tuning reach it before anything runs, and a
        // script's style lines are refused for a content without styles.
        let content = application.makeSceneContent()
        if let problem = configure(content, style: options.style, tuning: options.tuning) {
            return fail(problem, status: 2)
        }
        if let script, let problem = script.problem(for: content) {
            FileHandle.standardError.write(Data("\(problem)\n".utf8))
            return 2
        }
        if options.headless {
            return runHeadless(options, fontPath: fontPath, script: script, content: content)
        }
        // The display is checked once, here; the window host then only opens its window.
        if let problem = displayProblem() {
            return fail("\(problem)\nSet DISPLAY, or run `\(programName) --headless --out DIR` to render without one.")
        }
        guard let script else { return WindowRunner.run(options: options, fontPath: fontPath, content: content) }
        // A script in the window: the window host runs on a manual clock, a frame per 1/60 s.
        let output = OutputFolder(path: options.outDirectory)
        do {
            try output.create()
        } catch {
            return fail("\(error)")
        }
        return WindowRunner.run(options: options, fontPath: fontPath, content: content) { host in
            script.run(on: host, output: output, options: options)
        }
    }

    /// Gives a new scene content the style and tuning a command line asked for (`--style`,
    /// `--tuning`); returns why it cannot (a style for a content without styles), or nil.
    public static func configure(_ content: SceneContent, style: TransitionStyle?, tuning: MotionTuning?) -> String? {
        if let style {
            guard content.transitionStyle != nil else {
                return "--style \(style.name): this app has no transition styles "
                    + "(its scene content's transitionStyle is nil)"
            }
            content.transitionStyle = style
        }
        if let tuning { content.motionTuning = tuning }
        return nil
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
