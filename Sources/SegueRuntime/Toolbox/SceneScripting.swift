/// What loads a run's `--script` and plays it on a host: the script tool provides it, and the
/// runtime's run (headless or in the window) calls it, so the runtime itself knows no script.
package protocol SceneScripting {
    /// Reads and parses the script at `path` for `application` (its own commands included);
    /// a failure carries the message to print (`FILE:LINE: message` for a malformed line) and the
    /// exit status (1 unreadable, 2 malformed).
    func loadScript(path: String, application: SegueApplicationDelegate?) -> Result<any SceneScript, ScriptLoadFailure>
}

/// A script loaded for a run.
package protocol SceneScript {
    /// Why this script cannot run on `content` (a style line for a content without styles), as
    /// the whole message to print (`FILE:LINE: message`), or nil.
    func problem(for content: SceneContent) -> String?

    /// Plays the script on `host`, writing its pictures into `output`; returns the exit status
    /// (its errors printed as the runtime prints them).
    func run(on host: FrameHost, output: OutputFolder, options: RunOptions) -> Int32
}

/// Why a script could not be loaded: the message and the exit status (1 unreadable, 2 malformed).
package struct ScriptLoadFailure: Error {
    /// The whole message, as printed.
    package var message: String
    /// The exit status.
    package var status: Int32

    /// A failure printing `message` and exiting with `status`.
    package init(message: String, status: Int32) {
        self.message = message
        self.status = status
    }
}
