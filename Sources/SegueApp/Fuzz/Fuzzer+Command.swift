import Foundation
import SegueCore

extension Fuzzer {
    /// `segue fuzz [--seed S] [--events N] [--seeds K]`: plays K sessions of N events from seed S
    /// (S, S+1, ...), prints the figures, and on a failure prints the seed and a shrunk script that
    /// reproduces it (exit 1).
    public static func run(arguments: [String]) -> Int32 {
        var seed: UInt64 = 1
        var events = 10_000
        var seeds = 1
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
            case "--seeds":
                guard let v = Int(value), v > 0 else { return usage("--seeds takes a positive number, not \(value)") }
                seeds = v
            default:
                return usage("unknown option \(flag)")
            }
            index += 2
        }
        var totalEvents = 0
        var totalFrames = 0
        var totalTransitions = 0
        for s in seed..<(seed + UInt64(seeds)) {
            let report = session(seed: s, events: events)
            totalEvents += report.events
            totalFrames += report.frames
            totalTransitions += report.transitions
            if let failure = report.failure {
                print("seed \(s) failed after \(report.events) events: \(failure)")
                let shrunk = shrink(report.actions)
                print("shrunk to \(shrunk.count) actions; replay with: segue --headless --script FILE")
                print(script(for: shrunk, seed: s, failure: failure), terminator: "")
                return 1
            }
        }
        print(
            "fuzz: \(seeds) seeds from \(seed), \(totalEvents) events, \(totalFrames) frames, "
                + "\(totalTransitions) transitions, all invariants held")
        return 0
    }

    private static func usage(_ message: String) -> Int32 {
        FileHandle.standardError.write(
            "segue fuzz: \(message)\nusage: segue fuzz [--seed S] [--events N] [--seeds K]\n".data(using: .utf8)!)
        return 2
    }
}
