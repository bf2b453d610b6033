import Foundation
import SegueCore
import SegueSDL
import SegueUI

/// Runs transitions headless for the motion lab's commands (`plot`, `compare`): one scene per
/// style, each a new content of the app (`SegueApplicationDelegate.makeSceneContent()`) given the
/// style and the tuning, on a manual clock at 60 frames a second.
package struct MotionLab {
    /// The app whose scenes are run (and whose script commands a plotted script may use).
    public var application: SegueApplicationDelegate
    /// The motion every scene starts with (`--tuning`), or nil for the content's own.
    public var tuning: MotionTuning?
    /// The scene size in points.
    public var size = RunOptions().size
    /// The font for text.
    public var fontPath: String

    /// Creates a lab for `application`'s scenes; `fontPath` nil finds the system's font.
    public init(fontPath: String? = nil, application: SegueApplicationDelegate, tuning: MotionTuning? = nil) throws {
        self.fontPath = try FontResolver(explicitPath: fontPath).resolve()
        self.application = application
        self.tuning = tuning
    }

    /// A new content of the app in `style` (nil: its own) with the tuning; throws for a style
    /// when the content has none.
    public func makeContent(style: TransitionStyle?) throws -> SceneContent {
        let content = application.makeSceneContent()
        if let problem = SegueApplication.configure(content, style: style, tuning: tuning) {
            throw CommandLineError(problem)
        }
        return content
    }

    /// A headless host and a runner on it for a style, idle; pop and dismiss push or present
    /// first and settle.
    public func runner(style: TransitionStyle?, before operation: TransitionOperation? = nil, script: Script? = nil)
        throws -> ScriptRunner
    {
        var options = RunOptions()
        options.headless = true
        options.size = size
        options.fontPath = fontPath
        let host = try HeadlessHost(options: options, fontPath: fontPath, content: try makeContent(style: style))
        let runner = ScriptRunner(
            script: script ?? Script(fileName: "lab", lines: []), host: host, output: OutputFolder(path: "."),
            fontPath: fontPath)
        try runner.frame()
        switch operation {
        case .pop?: try runner.prepare(.push)
        case .dismiss?: try runner.prepare(.present)
        default: break
        }
        return runner
    }

    /// Every frame of one transition in a style, from the frame before it starts to the first
    /// frame at rest after it.
    public func trace(style: TransitionStyle?, operation: TransitionOperation) throws -> MotionTrace {
        try runner(style: style, before: operation).traceTransition(operation)
    }

    /// Every frame of a script run in a style (the whole interaction, with the pointer), ending
    /// at rest. `release`, when given, is how every drag's transition completes once the finger
    /// lets go (`SceneWindow.releaseMotionOverride`), whatever the app chose.
    public func trace(
        style: TransitionStyle?, script: Script,
        release: PercentDrivenInteractiveTransition.CompletionMotion? = nil
    ) throws -> MotionTrace {
        let runner = try runner(style: style, script: script)
        runner.scene.window.releaseMotionOverride = release
        let trace = MotionTrace()
        runner.observeFrames(into: trace)
        for line in script.lines {
            try runner.execute(line)
        }
        try runner.finishTransition()
        try runner.frame()
        return trace
    }
}

extension ScriptRunner {
    /// Starts `operation` and lets it finish, unrecorded (what a pop or a dismissal needs first).
    func prepare(_ operation: TransitionOperation) throws {
        try start(operation)
        try finishTransition()
        try frame()
    }

    /// Records every frame into `trace` from now on (after any `trace` line of the script's own).
    func observeFrames(into trace: MotionTrace) {
        frameObserver = { [unowned self] in
            trace.record(
                self.scene.window, time: self.scene.window.engine.time, pointer: self.pointerLocation,
                isPointerDown: self.isPointerDown)
        }
        frameObserver?()
    }

    /// Runs `operation` from an idle scene and returns every frame of it, from the frame before
    /// it starts to the first frame at rest.
    public func traceTransition(_ operation: TransitionOperation) throws -> MotionTrace {
        guard !scene.isBusy else { throw ScriptFailure("the lab needs an idle scene") }
        let trace = MotionTrace()
        observeFrames(into: trace)
        defer { frameObserver = nil }
        try start(operation)
        guard scene.window.activeTransition != nil else {
            throw ScriptFailure("the \(operation.rawValue) did not start")
        }
        try finishTransition()
        try frame()
        return trace
    }
}
