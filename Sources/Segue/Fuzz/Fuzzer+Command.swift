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
        let known = ["--seed", "--events", "--seeds", "--style", "--cycles"]
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            if flag == "-h" || flag == "--help" {
                print(Self.usageText)
                return 0
            }
            if flag == "--gestures" {
                player.gestures = true
                index += 1
                continue
            }
            guard known.contains(flag) else {
                return Self.usage(
                    "unknown option \(ScriptText.excerpt(flag)) (see \(SegueApplication.programName) fuzz --help)")
            }
            guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                return Self.usage("\(flag) needs a value")
            }
            let value = arguments[index + 1]
            switch flag {
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
                guard application.makeSceneContent().transitionStyle != nil else {
                    return Self.usage("--style \(v.name): this app has no transition styles")
                }
                style = v
            default:
                guard let v = Self.count(value) else {
                    return Self.usage("--seeds \(Self.countRule), not \(ScriptText.excerpt(value))")
                }
                seeds = v
            }
            index += 2
        }
        if let problem = Self.sharedRootProblem(application) { return Self.usage(problem) }
        if let cycles { return soak(cycles: cycles) }
        // The seeds run from `seed` to `seed + seeds - 1`, which must stay a 64-bit seed.
        guard UInt64(seeds - 1) <= UInt64.max - seed else {
            return Self.usage(
                "--seed \(seed) with --seeds \(seeds) runs past the last seed, \(UInt64.max); "
                    + "use at most \(UInt64.max - seed + 1) seed\(UInt64.max - seed + 1 == 1 ? "" : "s")")
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

    private static func usage(_ message: String) -> Int32 {
        let name = SegueApplication.programName
        FileHandle.standardError.write(
            Data(
                "\(name) fuzz: \(message)\nusage: \(name) fuzz [--seed S] [--events N] [--seeds K] [--style NAME] [--gestures] [--tuning FILE.json]"
                    .utf8) + Data(" | \(name) fuzz --cycles N\n".utf8))
        return 2
    }

    /// The text `fuzz --help` prints.
    static var usageText: String {
        let name = SegueApplication.programName
        return """
            usage: \(name) fuzz [--seed S] [--events N] [--seeds K] [--style NAME] [--gestures]
                   \(String(repeating: " ", count: name.count))      [--tuning FILE.json]
                   \(name) fuzz --cycles N
                   \(name) fuzz -h | --help

            Plays seeded random sessions on the app's scene as a user would (clicks on its buttons,
            drags, keys, waits, resizes; style changes when it has styles, requests from code when
            it takes `request OP`) with a manual clock and checks the invariants after every frame;
            a failure prints the seed and a shrunk script for --headless --script (exit 1).

            options:
              --seed S         the first seed, a whole number (default 1)
              --events N       events a session (default 10000)
              --seeds K        sessions, from seed S, S+1, ... (default 1)
              --style NAME     start every session in this style and keep it (see --list-styles)
              --gestures       also touchscreen drags, two fingers at once, pinches and trackpad
                               swipes (drawn from a stream of their own; without it a seed plays
                               the mouse-only session it always did)
              --tuning FILE    a motion tuning (JSON) for every session's transitions
              --cycles N       instead of sessions, N soak cycles (push/pop, present/dismiss, animated,
                               interactive, cancelled, not animated): prints instance counts and
                               resident memory before and after; exit 1 when an instance leaked
              -h, --help       print this help
            """
    }
}
