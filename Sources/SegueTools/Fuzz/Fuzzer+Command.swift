import Foundation
import SegueCore
import SegueUI

extension Fuzzer {
    /// `APP fuzz [--seed S] [--events N] [--seeds K] [--style NAME]`: plays K sessions of N events
    /// from seed S (S, S+1, ...) on the app's scene, all in one style when given, prints the
    /// figures, and on a failure prints the seed and a shrunk script that reproduces it (exit 1).
    /// `APP fuzz --cycles N` instead runs N soak cycles (push/pop and present/dismiss, animated,
    /// interactive, cancelled and not animated) and prints instance counts and resident memory
    /// before and after.
    public func run(arguments: [String]) -> Int32 {
        var seed: UInt64 = 1
        var events = 10_000
        var seeds = 1
        var cycles: Int?
        var style: TransitionStyle?
        var player = self
        var shrinkPath: String?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var limit = 600.0
        var replays = 100
        var childSeed: UInt64?
        var childReplay: String?
        var childShrinks = false
        let parsed: ParsedArguments
        do {
            parsed = try Self.spec.parse(arguments, programName: SegueApplication.programName)
        } catch {
            return Self.usage(error.message)
        }
        if parsed.wantsHelp {
            print(Self.usageText)
            return 0
        }
        let isChild = parsed.has(Self.childSessionFlag) || parsed.has(Self.childReplayFlag)
        for option in parsed.options {
            let value = option.value ?? ""
            switch option.name {
            case "--gestures":
                player.gestures = true
            case Self.childShrinksFlag:
                childShrinks = true
            case "--seed":
                guard let v = UInt64(value) else {
                    return Self.usage(
                        "--seed takes a whole number from 0 to \(UInt64.max), not \(ScriptText.excerpt(value))")
                }
                seed = v
            case "--events":
                guard let v = Self.count(value) else {
                    return Self.usage("--events \(Self.countRule), not \(ScriptText.excerpt(value))")
                }
                events = v
            case "--cycles":
                guard let v = Self.count(value) else {
                    return Self.usage("--cycles \(Self.countRule), not \(ScriptText.excerpt(value))")
                }
                cycles = v
            case "--style":
                guard let v = TransitionStyle(named: value) else {
                    return Self.usage(
                        "unknown style \(ScriptText.excerpt(value)) (see \(SegueApplication.programName) --list-styles)"
                    )
                }
                // A child leaves the app's scenes to its session (a root made once is made once).
                guard isChild || application.makeSceneContent().transitionStyle != nil else {
                    return Self.usage("--style \(v.name): this app has no transition styles")
                }
                style = v
            case "--shrink":
                shrinkPath = value
            case "--jobs":
                guard let v = Self.count(value) else {
                    return Self.usage("--jobs \(Self.countRule), not \(ScriptText.excerpt(value))")
                }
                jobs = v
            case "--session-limit":
                guard let v = Double(value), v > 0, v.isFinite else {
                    return Self.usage("--session-limit takes seconds above 0, not \(ScriptText.excerpt(value))")
                }
                limit = v
            case "--shrink-replays":
                guard let v = Self.count(value) else {
                    return Self.usage("--shrink-replays \(Self.countRule), not \(ScriptText.excerpt(value))")
                }
                replays = v
            case Self.childSessionFlag:
                childSeed = UInt64(value)
            case Self.childReplayFlag:
                childReplay = value
            case "--seeds":
                guard let v = Self.count(value) else {
                    return Self.usage("--seeds \(Self.countRule), not \(ScriptText.excerpt(value))")
                }
                seeds = v
            default:
                continue  // `--tuning`, read before the others
            }
        }
        if let childSeed {
            return player.runChildSession(seed: childSeed, events: events, style: style, shrinks: childShrinks)
        }
        if let childReplay { return player.runChildReplay(path: childReplay) }
        let sharedRoot = Self.sharedRootProblem(application)
        let commandLine = SegueApplication.ownCommandLine
        // Sessions in this process need a scene of their own each; in child processes each
        // process makes its one scene.
        if let problem = sharedRoot, commandLine == nil || cycles != nil { return Self.usage(problem) }
        if let cycles { return soak(cycles: cycles) }
        if let shrinkPath { return shrinkScript(at: shrinkPath) }
        // The seeds run from `seed` to `seed + seeds - 1`, which must stay a 64-bit seed.
        guard UInt64(seeds - 1) <= UInt64.max - seed else {
            return Self.usage(
                "--seed \(seed) with --seeds \(seeds) runs past the last seed, \(UInt64.max); "
                    + "use at most \(UInt64.max - seed + 1) seed\(UInt64.max - seed + 1 == 1 ? "" : "s")")
        }
        if let commandLine {
            var plan = FuzzJobs(arguments: commandLine, jobs: jobs, limit: limit, sharedRoot: sharedRoot != nil)
            plan.replays = replays
            return player.runInChildren(first: seed, seeds: seeds, events: events, style: style, jobs: plan)
        }
        var totalEvents = 0
        var totalFrames = 0
        var totalTransitions = 0
        var kinds = (shared: 0, zoom: 0, dissolve: 0)
        for offset in 0..<seeds {
            let s = seed + UInt64(offset)
            let report = player.session(seed: s, events: events, style: style)
            totalEvents += report.events
            totalFrames += report.frames
            totalTransitions += report.transitions
            kinds.shared += report.sharedElementTransitions
            kinds.zoom += report.zoomTransitions
            kinds.dissolve += report.dissolveTransitions
            if let failure = report.failure {
                print("seed \(s) failed after \(report.events) events: \(failure)")
                let shrunk = shrink(report.actions)
                print(
                    "shrunk to \(counted(shrunk.count, "action")); replay with: "
                        + "\(SegueApplication.programName) --headless --script FILE")
                print(script(for: shrunk, seed: s, failure: failure), terminator: "")
                return 1
            }
        }
        print(
            "fuzz\(style.map { " (\($0.name))" } ?? ""): \(counted(seeds, "seed")) from \(seed), "
                + "\(counted(totalEvents, "event")), \(counted(totalFrames, "frame")), "
                + "\(counted(totalTransitions, "transition")) (\(kinds.shared) with shared elements, "
                + "\(counted(kinds.zoom, "zoom")), \(counted(kinds.dissolve, "reduce-motion dissolve"))), "
                + "all invariants held")
        return 0
    }

    /// `--shrink FILE`: replays the script's actions as the fuzzer does and, when an invariant
    /// breaks, prints the failure and the shrunk script (exit 1); exit 0 when every invariant held.
    private func shrinkScript(at path: String) -> Int32 {
        let actions: [FuzzAction]
        switch Script.load(path: path, application: application) {
        case .success(let script):
            do {
                actions = try FuzzAction.actions(from: script)
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                return 2
            }
        case .failure(let failure):
            FileHandle.standardError.write(Data("\(failure.message)\n".utf8))
            return failure.status
        }
        guard let failure = replay(actions) else {
            print("\(path): every invariant held; nothing to shrink")
            return 0
        }
        let shrunk = shrink(actions)
        print("\(path) failed: \(failure)")
        print(
            "shrunk \(counted(actions.count, "action")) to \(shrunk.count); replay with: "
                + "\(SegueApplication.programName) --headless --script FILE")
        let heading = "shrunk from \(path): \(replay(shrunk) ?? failure)"
        print(script(for: shrunk, heading: heading), terminator: "")
        return 1
    }

    private func soak(cycles: Int) -> Int32 {
        do {
            let result = try Soak(fuzzer: self).run(cycles: cycles)
            print(
                "soak: \(counted(result.cycles, "cycle")); views \(result.viewsBefore) -> \(result.viewsAfter), "
                    + "controllers \(result.controllersBefore) -> \(result.controllersAfter), "
                    + "snapshots \(result.snapshotsBefore) -> \(result.snapshotsAfter) (\(result.snapshotsMade) made), "
                    + "resident memory \(result.residentBefore) KiB -> \(result.residentAfter) KiB")
            let leaked =
                result.viewsAfter != result.viewsBefore || result.controllersAfter != result.controllersBefore
                || result.snapshotsAfter != result.snapshotsBefore
            return leaked ? 1 : 0
        } catch {
            print("soak failed: \(error)")
            return 1
        }
    }

    /// Why the app's scenes cannot be played one after another: every content it makes shows
    /// the same root view controller (a root made once, before `main`, rather than in the call),
    /// so a session would start where the last one ended. Nil when each content has its own.
    static func sharedRootProblem(_ application: SegueApplicationDelegate) -> String? {
        let first = application.makeSceneContent()
        let second = application.makeSceneContent()
        guard first.rootViewController === second.rootViewController else { return nil }
        return "every session needs a scene of its own, but each scene content shows the same root view "
            + "controller; make the root where the scene is made (SegueApplication.main(rootViewController: "
            + "makeRoot()), or a new one in makeSceneContent())"
    }

    private static let countRule = "takes a whole number from 1 to \(Int.max)"

    /// A count from 1 to `Int.max`.
    private static func count(_ text: String) -> Int? {
        guard let value = Int(text), value > 0 else { return nil }
        return value
    }

    /// Refuses the command line: its own message on stderr (the help is `fuzz --help`), exit 2.
    private static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("\(SegueApplication.programName) fuzz: \(message)\n".utf8))
        return 2
    }

    /// The text `fuzz --help` prints.
    static var usageText: String { spec.help(programName: SegueApplication.programName) }

    /// `fuzz`'s options and help (its soak and its shrink are other forms of it).
    package static var spec: CommandSpec {
        CommandSpec(
            name: "fuzz",
            summary: "random seeded sessions, invariants checked every frame, a failure shrunk to a script; "
                + "fuzz --cycles N is the soak (instances and memory)",
            options: [
                OptionSpec("--seed", "S", help: "the first seed, a whole number (default 1)"),
                OptionSpec("--events", "N", help: "events a session (default 10000)"),
                OptionSpec("--seeds", "K", help: "sessions, from seed S, S+1, ... (default 1)"),
                OptionSpec(
                    "--style", "NAME", help: "start every session in this style and keep it (see --list-styles)"),
                OptionSpec(
                    "--gestures",
                    help: "also touchscreen drags, two fingers at once, pinches and trackpad swipes (drawn from a "
                        + "stream of their own; without it a seed plays the mouse-only session it always did)"),
                OptionSpec(
                    "--jobs", "N",
                    help: "sessions side by side, each in a process of its own (default: the number of cores); "
                        + "the report is the same for any N"),
                OptionSpec(
                    "--session-limit", "S",
                    help: "wall-clock seconds a session may take before it counts as hung (default 600)"),
                OptionSpec(
                    "--shrink-replays", "N",
                    help: "candidates a crash's shrink may replay, each in a process of its own (default 100)"),
                .tuning("a motion tuning (JSON) for every session's transitions"),
                OptionSpec(
                    "--cycles", "N", usage: .hidden,
                    help: "instead of sessions, N soak cycles (push/pop, present/dismiss, animated, interactive, "
                        + "cancelled, not animated): prints instance counts and resident memory before and after; "
                        + "exit 1 when an instance leaked"),
                OptionSpec(
                    "--shrink", "FILE", usage: .hidden,
                    help: "replay a script of fuzzer actions; when an invariant breaks, print the failure and the "
                        + "script shrunk (exit 1); exit 0 when all held"),
                // The options a session's child process is started with (`Fuzzer+Jobs`).
                OptionSpec(childSessionFlag, "SEED", usage: .hidden, help: ""),
                OptionSpec(childReplayFlag, "FILE", usage: .hidden, help: ""),
                OptionSpec(childShrinksFlag, usage: .hidden, help: ""),
            ],
            otherForms: ["--cycles N", "--shrink FILE"],
            description: [
                "Plays seeded random sessions on the app's scene as a user would (clicks on its buttons, drags, "
                    + "keys, waits, resizes; style changes when it has styles, requests from code when it takes "
                    + "`request OP`) with a manual clock and checks the invariants after every frame, each session "
                    + "in a process of its own started from this executable. A failure (an invariant, an animator "
                    + "breaking its contract, a crash, a hang) prints the seed and a shrunk script for --headless "
                    + "--script; the other seeds go on; exit 1 at the end. On a terminal, one line on stderr shows "
                    + "the progress."
            ])
    }
}
