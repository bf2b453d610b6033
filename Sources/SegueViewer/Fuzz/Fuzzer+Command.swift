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
                FileHandle.standardError.write("segue fuzz: \(flag) needs a value\n".data(using: .utf8)!)
                return 2
            }
            let value = arguments[index + 1]
            switch flag {
            case "--seed":
                guard let v = UInt64(value) else { return usage("--seed takes a whole number, not \(value)") }
                seed = v
            case "--events":
                guard let v = Int(value), v > 0 else { return usage("--events takes a positive number, not \(value)") }
                events = v
            case "--cycles":
                guard let v = Int(value), v > 0 else { return usage("--cycles takes a positive number, not \(value)") }
                cycles = v
            case "--style":
                guard let v = TransitionStyle(rawValue: value) else {
                    return usage("unknown style \(value) (see segue --list-styles)")
                }
                style = v
            case "--seeds":
                guard let v = Int(value), v > 0 else { return usage("--seeds takes a positive number, not \(value)") }
                seeds = v
            default:
                return usage("unknown option \(flag)")
            }
            index += 2
        }
        if let cycles { return soak(cycles: cycles) }
        var totalEvents = 0
        var totalFrames = 0
        var totalTransitions = 0
        var kinds = (shared: 0, zoom: 0, dissolve: 0)
        for s in seed..<(seed + UInt64(seeds)) {
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

    private static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(
            "segue fuzz: \(message)\nusage: segue fuzz [--seed S] [--events N] [--seeds K] [--style NAME] | segue fuzz --cycles N\n"
                .data(using: .utf8)!)
        return 2
    }
}
