import Foundation
import SegueCore
import SegueUI

/// What a session run in a child process came to: its report (the actions it played up to the
/// end, or up to a crash) and, for a failure the child could shrink itself, the shrunk actions.
struct ChildSessionOutcome {
    /// The session's report; `failure` says how it failed, a crash or hang included.
    var report: Fuzzer.Report
    /// True when the process trapped, was killed or hung (shrinking then runs in child processes).
    var crashed = false
    /// The shrunk actions, when the child shrank them itself.
    var shrunk: [FuzzAction]?
}

extension Fuzzer {
    /// The hidden flag that makes a process play one session and report it on descriptor 3.
    static let childSessionFlag = "--child-session"
    /// The hidden flag that makes a process replay a script of fuzzer actions and report.
    static let childReplayFlag = "--child-replay"

    /// In a child: plays the session of `seed`, writing each action before it plays it (`a`),
    /// then the counts (`r`), the failure (`f`) and, when `shrinks`, the shrunk actions (`s`).
    func runChildSession(seed: UInt64, events: Int, style: TransitionStyle?, shrinks: Bool) -> Int32 {
        let report = session(
            seed: seed, events: events, style: style,
            played: { action in
                ChildReport.write("a " + action.scriptLine)
            })
        ChildReport.write(
            "r \(report.events) \(report.frames) \(report.transitions) \(report.sharedElementTransitions) "
                + "\(report.zoomTransitions) \(report.dissolveTransitions)")
        if let failure = report.failure {
            ChildReport.write("f " + Self.oneLine(failure))
            if shrinks {
                for action in shrink(report.actions) { ChildReport.write("s " + action.scriptLine) }
            }
        }
        ChildReport.write("e")
        return 0
    }

    /// In a child: replays the script at `path` as the fuzzer does; writes the frames (`r`) and
    /// the failure (`f`).
    func runChildReplay(path: String) -> Int32 {
        guard let actions = Self.loadActions(path: path, application: application) else { return 2 }
        let (failure, frames) = replayCountingFrames(actions, size: .defaultWindow, extraInvariants: { [] })
        ChildReport.write("r \(frames)")
        if let failure { ChildReport.write("f " + Self.oneLine(failure)) }
        ChildReport.write("e")
        return 0
    }

    /// The actions of a script file, or nil (with the reason on stderr).
    static func loadActions(path: String, application: SegueApplicationDelegate) -> [FuzzAction]? {
        switch Script.load(path: path, application: application) {
        case .success(let script):
            do {
                return try FuzzAction.actions(from: script)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return nil
            }
        case .failure(let failure):
            FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
            return nil
        }
    }

    /// Actions from script lines (`scriptLine`s), parsed as a script of the app's.
    func actions(fromLines lines: [String]) -> [FuzzAction] {
        guard !lines.isEmpty else { return [] }
        let text = lines.joined(separator: "\n") + "\n"
        guard let script = try? ScriptParser.parse(text, fileName: "child", application: application),
            let actions = try? FuzzAction.actions(from: script)
        else { return [] }
        return actions
    }

    /// The session of `seed` in a child process started from `arguments` (this command line),
    /// with its ending read back: a report, or a crash or hang as the failure.
    static func outcome(of child: ChildProcess, ending: ChildProcess.Ending, seed: UInt64, fuzzer: Fuzzer)
        -> ChildSessionOutcome
    {
        var report = Report(seed: seed)
        var actionLines: [String] = []
        var shrunkLines: [String] = []
        var finished = false
        for line in child.report {
            let body = line.count > 2 ? String(line.dropFirst(2)) : ""
            switch line.first {
            case "a": actionLines.append(body)
            case "s": shrunkLines.append(body)
            case "f": report.failure = body
            case "e": finished = true
            case "r":
                let numbers = body.split(separator: " ").compactMap { Int($0) }
                if numbers.count == 6 {
                    report.frames = numbers[1]
                    report.transitions = numbers[2]
                    report.sharedElementTransitions = numbers[3]
                    report.zoomTransitions = numbers[4]
                    report.dissolveTransitions = numbers[5]
                }
            default: break
            }
        }
        report.actions = fuzzer.actions(fromLines: actionLines)
        // Every action was written before it played (a gesture's too, which the shrinker's
        // parser does not read back).
        report.events = actionLines.count
        var outcome = ChildSessionOutcome(report: report)
        if finished, ending == .exited(0) {
            if report.failure != nil, !shrunkLines.isEmpty { outcome.shrunk = fuzzer.actions(fromLines: shrunkLines) }
            return outcome
        }
        outcome.crashed = true
        outcome.report.failure = crashMessage(ending: ending, output: child.output)
        return outcome
    }

    /// How a child that did not finish ended, with the message it printed (a trap's
    /// `Fatal error: ...`), on one line.
    static func crashMessage(ending: ChildProcess.Ending, output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let marked = lines.last { line in
            ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Segmentation fault"].contains {
                line.contains($0)
            }
        }
        let said = (marked ?? lines.last { !$0.isEmpty }).map { ": " + oneLine(String($0.prefix(300))) } ?? ""
        switch ending {
        case .signalled(let signal): return "crashed with \(ChildProcess.signalName(signal))\(said)"
        case .exited(let status): return "exited with status \(status) before the session ended\(said)"
        case .timedOut(let seconds): return "hung: no end within \(Int(seconds)) s of wall-clock time"
        }
    }

    /// `text` on one line.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }

    /// The actions shrunk with every candidate replayed in a child process (started from
    /// `arguments`, with `--child-replay FILE`): for a crash, and for an app whose scenes share
    /// their root. At most `replays` candidates.
    func shrinkInChildren(
        _ actions: [FuzzAction], failure: String, arguments: [String], limit: Double, replays: Int
    ) -> [FuzzAction] {
        var shrinker = Shrinker(
            fuzzer: self, size: .defaultWindow, failure: failure, budget: Self.shrinkBudget,
            extraInvariants: { [] })
        shrinker.inspectsScenes = false
        shrinker.replaysLeft = replays
        shrinker.replay = { candidate in
            Self.replayInChild(candidate, fuzzer: self, arguments: arguments, limit: limit)
        }
        return shrinker.shrink(actions)
    }

    /// Replays `actions` in a child process: its failure (a crash included) and frames.
    static func replayInChild(_ actions: [FuzzAction], fuzzer: Fuzzer, arguments: [String], limit: Double) -> (
        failure: String?, frames: Int
    ) {
        let path = NSTemporaryDirectory() + "/segue-candidate-\(getpid())-\(UUID().uuidString).segue"
        let text = actions.map(\.scriptLine).joined(separator: "\n") + "\n"
        guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil,
            let child = try? ChildProcess.spawn(arguments + [childReplayFlag, path], limit: limit)
        else { return (nil, 1) }
        defer {
            child.discard()
            unlink(path)
        }
        let ending = child.wait()
        var failure: String?
        var frames = 1
        var finished = false
        for line in child.report {
            let body = line.count > 2 ? String(line.dropFirst(2)) : ""
            switch line.first {
            case "r": frames = Int(body) ?? 1
            case "f": failure = body
            case "e": finished = true
            default: break
            }
        }
        if !finished || ending != .exited(0) { failure = crashMessage(ending: ending, output: child.output) }
        return (failure, frames)
    }
}
