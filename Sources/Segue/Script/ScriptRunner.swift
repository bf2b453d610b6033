import Foundation
import SegueCore
import SegueSDL
import SegueUI

/// Runs a parsed script on any `FrameHost`: the headless host, or the window (which calls
/// `run()` or `execute(_:)` from its loop and draws in `advanceFrame()`).
///
/// Pointer commands send `PointerEvent`s to `host.scene.router`, stamped with `host.now`. A click
/// is: down, one frame, up, one frame. A drag presses, then moves one step a frame, then releases
/// at the last step's time and runs one more frame. A key is the viewer's `ViewerCommand`, carried
/// out by the host's `ViewerControls` (in the window, the overlays it opens are drawn), then one
/// frame.
/// Failures throw a `ScriptError` carrying the line.
public final class ScriptRunner {
    /// The longest a `settle` waits, in seconds of script time.
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
    public internal(set) var pointerLocation = Point(x: 0, y: 0)
    /// Whether the pointer is pressed.
    public internal(set) var isPointerDown = false
    /// The number of frames this runner has advanced.
    public internal(set) var framesRun = 0
    /// The frames kept by `still` for the next `strip`, with their captions.
    var stills: [(frame: Surface, caption: String)] = []
    /// The motion trace being recorded (`trace FILE.csv`) and the file it goes to.
    public private(set) var trace: (trace: MotionTrace, path: String)?

    /// The scene being driven.
    public var scene: AppScene { host.scene }

    /// Creates a runner; `--slow` is already in the host's `controls`.
    public init(script: Script, host: FrameHost, output: OutputFolder, fontPath: String) {
        self.script = script
        self.host = host
        self.output = output
        self.fontPath = fontPath
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
        case .clickButton(let title):
            guard let center = scene.centerOfButton(titled: title) else {
                throw ScriptFailure("no button \"\(title)\" on the front-most screen")
            }
            try click(at: center)
        case .clickPoint(let point):
            try click(at: point)
        case .drag(let from, let to, let milliseconds):
            try press(at: from)
            try movePointer(to: to, milliseconds: milliseconds)
            try release()
        case .down(let point):
            try press(at: point)
        case .move(let point, let milliseconds):
            guard isPointerDown else { throw ScriptFailure("move needs the pointer down (use down X Y first)") }
            try movePointer(to: point, milliseconds: milliseconds)
        case .up:
            guard isPointerDown else { throw ScriptFailure("up needs the pointer down (use down X Y first)") }
            try release()
        case .key(let command):
            host.controls.apply(command, to: scene)
            try frame()
        case .wait(let milliseconds):
            for _ in 0..<ScriptRunner.frames(in: milliseconds) { try frame() }
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
        case .resize(let width, let height):
            try host.resize(to: Size(width: width, height: height))
            try frame()
        case .trace(let name):
            try writeTrace()
            let path = try output.prepare(name)
            let trace = MotionTrace()
            trace.record(
                scene.window, time: scene.window.engine.time, pointer: pointerLocation, isPointerDown: isPointerDown)
            self.trace = (trace, path)
        case .traceEnd:
            guard trace != nil else { throw ScriptFailure("trace end without a trace (use trace FILE.csv first)") }
            try writeTrace()
        case .app(let command):
            try host.content.perform(command, in: scene)
            try frame()
        }
    }

    /// The whole frames in `milliseconds` at 60 frames a second, rounded to the nearest.
    static func frames(in milliseconds: Double) -> Int {
        Int((milliseconds * Double(ManualClock.framesPerSecond) / 1000).rounded())
    }

    /// Advances the host one frame.
    func frame() throws {
        try host.advanceFrame()
        framesRun += 1
        trace?.trace.record(
            scene.window, time: scene.window.engine.time, pointer: pointerLocation, isPointerDown: isPointerDown)
    }

    private func click(at point: Point) throws {
        try press(at: point)
        try release()
    }

    private func press(at point: Point) throws {
        if isPointerDown { throw ScriptFailure("the pointer is already down (use up first)") }
        pointerLocation = point
        isPointerDown = true
        scene.router.handle(.down(location: point, time: host.now))
        try frame()
    }

    /// Moves in a straight line, one step a frame; at least one step.
    private func movePointer(to target: Point, milliseconds: Double) throws {
        let start = pointerLocation
        let steps = max(1, ScriptRunner.frames(in: milliseconds))
        for step in 1...steps {
            try frame()
            let t = Double(step) / Double(steps)
            pointerLocation = Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t)
            scene.router.handle(.moved(location: pointerLocation, time: host.now))
        }
    }

    private func release() throws {
        isPointerDown = false
        scene.router.handle(.up(location: pointerLocation, time: host.now))
        try frame()
    }

    private func settle() throws {
        let limit = Int(ScriptRunner.settleLimit * Double(ManualClock.framesPerSecond))
        var waited = 0
        while scene.isBusy {
            guard waited < limit else {
                throw ScriptFailure(
                    "still busy after \(Int(ScriptRunner.settleLimit)) s of script time (\(scene.statusDescription))")
            }
            try frame()
            waited += 1
        }
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
