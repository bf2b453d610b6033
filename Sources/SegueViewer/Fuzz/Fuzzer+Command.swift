import Foundation
import Segue
import SegueCore
import SegueUI

extension Fuzzer {
    /// `segue fuzz [--seed S] [--events N] [--seeds K] [--style NAME]`: plays K sessions of N events
    /// from seed S (S, S+1, ...), all in one style when given, prints the figures, and on a failure prints the seed and a shrunk script that
    /// reproduces it (exit 1). `segue fuzz --cycles N` instead runs N soak cycles (push/pop and
    /// present/dismiss, animated, interactive, cancelled and not animated) and prints instance
    /// counts and resident memory before and after.
    public static func run(arguments: [String]) -> Int32 {
        var seed: UInt64 = 1
        var events = 10_000
        var seeds = 1
        var cycles: Int?
        var style: TransitionStyle?
        var index = 0
        while index < arguments.count {
            let flag = arguments[index]
            guard index + 1 < arguments.count else {
                FileHandle.standardError.write(
                    "segue fuzz: \(ScriptText.excerpt(flag)) needs a value\n".data(using: .utf8)!)
                return 2
            }
            let value = arguments[index + 1]
            switch flag {
            case "--seed":
                guard let v = UInt64(value) else {
                    return usage(
                        "--seed takes a whole number from 0 to \(UInt64.max), not \(ScriptText.excerpt(value))")
                }
                seed = v
            case "--events":
                guard let v = count(value) else {
                    return usage("--events \(countRule), not \(ScriptText.excerpt(value))")
                }
                events = v
            case "--cycles":
                guard let v = count(value) else {
                    return usage("--cycles \(countRule), not \(ScriptText.excerpt(value))")
                }
                cycles = v
            case "--style":
                guard let v = TransitionStyle(rawValue: value) else {
                    return usage("unknown style \(ScriptText.excerpt(value)) (see segue --list-styles)")
                }
                style = v
            case "--seeds":
                guard let v = count(value) else {
                    return usage("--seeds \(countRule), not \(ScriptText.excerpt(value))")
                }
                seeds = v
            default:
                return usage("unknown option \(ScriptText.excerpt(flag))")
            }
            index += 2
        }
        if let cycles { return soak(cycles: cycles) }
        // The seeds run from `seed` to `seed + seeds - 1`, which must stay a 64-bit seed.
        guard UInt64(seeds - 1) <= UInt64.max - seed else {
            return usage(
                "--seed \(seed) with --seeds \(seeds) runs past the last seed, \(UInt64.max); "
                    + "use at most \(UInt64.max - seed + 1) seeds")
        }
        var totalEvents = 0
        var totalFrames = 0
        var totalTransitions = 0
        var kinds = (shared: 0, zoom: 0, dissolve: 0)
        for offset in 0..<seeds {
            let s = seed + UInt64(offset)
            let report = session(seed: s, events: events, style: style)
            totalEvents += report.events
            totalFrames += report.frames
            totalTransitions += report.transitions
            kinds.shared += report.sharedElementTransitions
            kinds.zoom += report.zoomTransitions
            kinds.dissolve += report.dissolveTransitions
            if let failure = report.failure {
                print("seed \(s) failed after \(report.events) events: \(failure)")
                let shrunk = shrink(report.actions)
                print("shrunk to \(shrunk.count) actions; replay with: segue --headless --script FILE")
                print(script(for: shrunk, seed: s, failure: failure), terminator: "")
                return 1
            }
        }
        print(
            "fuzz\(style.map { " (\($0.name))" } ?? ""): \(seeds) seeds from \(seed), \(totalEvents) events, "
                + "\(totalFrames) frames, \(totalTransitions) transitions (\(kinds.shared) with shared elements, "
                + "\(kinds.zoom) zooms, \(kinds.dissolve) reduce-motion dissolves), all invariants held")
        return 0
    }

    private static func soak(cycles: Int) -> Int32 {
        do {
            let result = try Soak.run(cycles: cycles)
            print(
                "soak: \(result.cycles) cycles; views \(result.viewsBefore) -> \(result.viewsAfter), "
                    + "controllers \(result.controllersBefore) -> \(result.controllersAfter), "
                    + "resident memory \(result.residentBefore) KiB -> \(result.residentAfter) KiB")
            let leaked = result.viewsAfter != result.viewsBefore || result.controllersAfter != result.controllersBefore
            return leaked ? 1 : 0
        } catch {
            print("soak failed: \(error)")
            return 1
        }
    }

    private static let countRule = "takes a whole number from 1 to \(Int.max)"

    /// A count from 1 to `Int.max`.
    private static func count(_ text: String) -> Int? {
        guard let value = Int(text), value > 0 else { return nil }
        return value
    }

    private static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(
            "segue fuzz: \(message)\nusage: segue fuzz [--seed S] [--events N] [--seeds K] [--style NAME] [--tuning FILE.json] | segue fuzz --cycles N\n"
                .data(using: .utf8)!)
        return 2
    }
}
