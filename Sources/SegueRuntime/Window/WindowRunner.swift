import SegueCore
import SegueSDL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An app in a desktop window: what `SegueApplication` runs when it is not headless.
enum WindowRunner {
    /// Opens the window and runs the viewer until it is closed, drawing text with the font at
    /// `fontPath` (already resolved). Returns the exit status: 0 when closed (also in the middle
    /// of a transition), 1 when no window could be opened.
    static func run(options: RunOptions, fontPath: String, content: SceneContent) -> Int32 {
        run(options: options, fontPath: fontPath, content: content, script: nil)
    }

    /// Opens the window and, when `script` is given, hands it the window's `FrameHost` (a
    /// `WindowHost` on a manual clock: each `advanceFrame()` is 1/60 s of scene time, shown at
    /// about 60 frames a second) and returns its status; closing the window stops the script
    /// (`advanceFrame()` throws `WindowHostError.closed`) and returns 0. Without a script it runs
    /// the interactive viewer on the real clock. The caller has checked for a display
    /// (`SegueApplication.displayProblem()`); opening the window reports any other failure.
    static func run(
        options: RunOptions, fontPath: String, content: SceneContent, script: ((FrameHost) throws -> Int32)?
    )
        -> Int32
    {
        let host: WindowHost
        do {
            useUTF8Titles()
            host = try WindowHost(options: options, fontPath: fontPath, content: content, scripted: script != nil)
        } catch let error as FrameLog.OpenError {
            return SegueApplication.fail("\(error)", status: 2)
        } catch {
            return fail(
                "cannot open a window (\(error)).\nSet DISPLAY, or run `\(SegueApplication.programName) --headless` to render without one."
            )
        }
        // A recording (key R) still in progress is written when the window closes.
        defer {
            host.stopRecording(reason: "the window closed")
            host.closeFrameLog()
        }
        do {
            if let script {
                return try script(host)
            }
            return try host.runInteractive()
        } catch {
            if host.isClosed { return 0 }
            return fail("\(error)")
        }
    }

    /// X11 converts window titles through the C library's locale; in the "C" locale SDL cannot
    /// set a title with non-ASCII characters (the em dashes of the status). Character handling
    /// is switched to the environment's locale, or to C.UTF-8 when that is plain "C".
    private static func useUTF8Titles() {
        func isPlain(_ name: UnsafeMutablePointer<CChar>?) -> Bool {
            guard let name else { return true }
            let text = String(cString: name)
            return text == "C" || text == "POSIX"
        }
        guard isPlain(setlocale(LC_CTYPE, nil)) else { return }
        if isPlain(setlocale(LC_CTYPE, "")) {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    private static func fail(_ message: String) -> Int32 {
        SegueApplication.fail(message)
    }
}
