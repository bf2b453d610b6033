import Foundation
import SegueCore
import SegueSDL
import SegueUI

/// Runs a parsed script on any `FrameHost`: the headless host, or the window (which calls
/// `run()` or `execute(_:)` from its loop and draws in `advanceFrame()`).
///
/// The commands that act on the scene (the pointer, the fingers, keys, waits, resizes, styles,
/// tuning, the app's commands) are played by a `CommandPlayer` on the host's scene, stamped with
/// `host.now`: the same player the fuzzer's `SceneDriver` plays its actions with, so a fuzzed
/// session and its script play the same events on the same frames. A key goes to the host's
/// `SceneControls` (in the window, the overlays it opens are drawn). The runner itself plays
/// `click TITLE`, `settle`, and what writes files or checks the scene.
/// Failures throw a `ScriptError` carrying the line.
@preconcurrency @MainActor public final class ScriptRunner {
    /// The longest a `settle` waits with nothing queued, in seconds of script time; each queued
    /// request adds `settleAllowancePerRequest` (`settleLimit(queuedRequests:)`).
    public static let settleLimit = 30.0

    /// The script.
    public let script: Script
    /// The host that shows the scene.
    public let host: FrameHost
    /// Where `shot`, `tree`, `filmstrip` and `gif` write.
    public let output: OutputFolder
    /// The font for filmstrip captions.
    public let fontPath: String
    /// Where the pointer is.
    public var pointerLocation: Point { pointer.location }
    /// Whether the pointer is pressed.
    public var isPointerDown: Bool { pointer.isDown }
    /// Plays the commands that act on the scene, frame by frame, as the fuzzer's driver does.
    package private(set) lazy var player = CommandPlayer(
        scene: host.scene, content: host.content, controls: host.controls, now: { [unowned self] in self.host.now },
        frame: { [unowned self] in try self.frame() }, resize: { [unowned self] in try self.host.resize(to: $0) })
    /// Presses, moves and releases the pointer, frame by frame (the player's).
    package var pointer: PointerPlayer { player.pointer }
    /// Puts touchscreen fingers down and plays trackpad swipes, frame by frame (the player's).
    package var touches: TouchPlayer { player.touches }
    /// Watches the invariants from the first frame when the script has `expect invariants`.
    var invariantWatch: InvariantWatch?
    /// The number of frames this runner has advanced.
    public internal(set) var framesRun = 0
    /// The frames kept by `still` for the next `strip`, with their captions.
    var stills: [(frame: Surface, caption: String)] = []
    /// The motion trace being recorded (`trace FILE.csv`) and the file it goes to.
    public private(set) var trace: (trace: MotionTrace, path: String)?
    /// Called after every frame (the motion lab records its own trace with it).
    var frameObserver: (() -> Void)?

    /// The scene being driven.
    public var scene: AppScene { host.scene }

    /// Creates a runner; `--slow` is already in the host's `controls`.
    public init(script: Script, host: FrameHost, output: OutputFolder, fontPath: String) {
        self.script = script
        self.host = host
        self.output = output
        self.fontPath = fontPath
        if script.lines.contains(where: { $0.command == .expect(.invariants) }) { watchInvariants() }
    }

    /// Runs every line in order; stops at the first failure. A trace still open at the end (or
    /// at the failure) is written.
    public func run() throws {
        do {
            for line in script.lines {
                try execute(line)
            }
        } catch {
            try? writeTrace()
            throw error
        }
        do {
            try writeTrace()
        } catch {
            throw ScriptError(
                fileName: script.fileName, line: script.lines.last?.number ?? 0,
                message: "cannot write the trace: \(error.localizedDescription)")
        }
    }

    /// Writes the open motion trace, if any, and closes it.
    func writeTrace() throws {
        guard let trace else { return }
        self.trace = nil
        try trace.trace.csv().write(toFile: trace.path, atomically: true, encoding: .utf8)
    }

    /// Runs one line.
    public func execute(_ line: ScriptLine) throws {
        do {
            try perform(line.command)
            invariantWatch?.lineDidRun()
        } catch let failure as ScriptFailure {
            throw ScriptError(fileName: script.fileName, line: line.number, message: failure.message)
        } catch let failure as SceneContentError {
            throw ScriptError(fileName: script.fileName, line: line.number, message: failure.message)
        } catch let error as ScriptError {
            throw error
        } catch {
            throw ScriptError(fileName: script.fileName, line: line.number, message: "\(error)")
        }
    }

    private func perform(_ command: ScriptCommand) throws {
        switch command {
        case .clickPoint, .drag, .down, .move, .up, .swipe, .touchDown, .touchMove, .touchUp, .pinch, .key, .press,
            .wait, .resize, .style, .tune, .app:
            try player.play(command)
        case .clickButton(let title):
            try player.play(.clickPoint(try hittableCenter(ofButton: title)))
        case .settle:
            try settle()
        case .shot(let name):
            try host.savePNG(path: try output.prepare(name))
        case .tree(let name):
            let path = try output.prepare(name)
            do {
                try (try scene.stateJSON() + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            } catch let error as CocoaError {
                throw OutputError("cannot write \(path): \(OutputFolder.reason(error, near: path))")
            }
        case .filmstrip(let name, let operation):
            try filmstrip(name, operation: operation)
        case .filmstripClick(let name, let title):
            try filmstrip(name, clicking: title)
        case .still(let caption):
            try keepStill(caption: caption)
        case .strip(let name):
            try writeStrip(name)
        case .gif(let name, let operation, let framesPerSecond):
            try recordGIF(path: try output.prepare(name), operation: operation, framesPerSecond: framesPerSecond)
        case .expect(let expectation):
            try check(expectation)
        case .trace(let name):
            try writeTrace()
            let path = try output.prepare(name)
            let trace = MotionTrace()
            trace.record(
                scene.window, time: scene.window.engine.time, pointer: scene.router.lastPointerLocation,
                isPointerDown: scene.router.isPointerDown)
            self.trace = (trace, path)
        case .traceEnd:
            guard trace != nil else { throw ScriptFailure("trace end without a trace (use trace FILE.csv first)") }
            try writeTrace()
        }
    }

    /// Advances the host one frame.
    package func frame() throws {
        try host.advanceFrame()
        framesRun += 1
        trace?.trace.record(
            scene.window, time: scene.window.engine.time, pointer: scene.router.lastPointerLocation,
            isPointerDown: scene.router.isPointerDown)
        invariantWatch?.frameDidAdvance()
        frameObserver?()
    }
}

/// A failure inside a command, before the line is attached.
struct ScriptFailure: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
