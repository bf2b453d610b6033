import Foundation
import SegueCore
import SegueUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `APP fuzz` runs its sessions in child processes (`--jobs N`).
struct FuzzJobs {
    /// The command line every child starts from (the program name first).
    var arguments: [String]
    /// Sessions side by side.
    var jobs: Int
    /// Wall-clock seconds a session (or a shrink candidate) may take before it counts as hung.
    var limit: Double
    /// True when the app's scenes share their root: children cannot shrink in their own process.
    var sharedRoot: Bool
    /// Candidates a shrink may replay in child processes.
    var replays = 100
}

extension Fuzzer {
    /// Plays the sessions of `seeds` seeds from `first` in child processes, `jobs.jobs` at a time,
    /// and prints the findings in the order of the seeds (the same for any number of jobs) and
    /// the figures; exit 1 when any session failed.
    func runInChildren(first: UInt64, seeds: Int, events: Int, style: TransitionStyle?, jobs: FuzzJobs) -> Int32 {
        var outcomes = [ChildSessionOutcome?](repeating: nil, count: seeds)
        var running: [(index: Int, child: ChildProcess)] = []
        var next = 0
        var done = 0
        var findings = 0
        let progress = ProgressLine(total: seeds, noun: "seed")
        while done < seeds {
            while running.count < jobs.jobs, next < seeds {
                var arguments = jobs.arguments + [Self.childSessionFlag, String(first + UInt64(next))]
                if !jobs.sharedRoot { arguments.append(Self.childShrinksFlag) }
                do {
                    running.append((next, try ChildProcess.spawn(arguments, limit: jobs.limit)))
                } catch {
                    progress.clear()
                    return SegueApplication.fail("fuzz: \(error)")
                }
                next += 1
            }
            var ended = false
            running.removeAll { entry in
                guard let ending = entry.child.poll() else { return false }
                let outcome = Self.outcome(
                    of: entry.child, ending: ending, seed: first + UInt64(entry.index), fuzzer: self)
                entry.child.discard()
                if outcome.report.failure != nil { findings += 1 }
                outcomes[entry.index] = outcome
                done += 1
                ended = true
                return true
            }
            if ended {
                progress.update(done: done, findings: findings)
            } else {
                usleep(2_000)
            }
        }
        progress.clear()
        var totals = Report(seed: first)
        var failed = 0
        var scripts: [String: (seed: UInt64, actions: [FuzzAction])] = [:]
        for outcome in outcomes.compactMap({ $0 }) {
            let report = outcome.report
            totals.events += report.events
            totals.frames += report.frames
            totals.transitions += report.transitions
            totals.sharedElementTransitions += report.sharedElementTransitions
            totals.zoomTransitions += report.zoomTransitions
            totals.dissolveTransitions += report.dissolveTransitions
            guard let failure = report.failure else { continue }
            failed += 1
            printFinding(outcome, failure: failure, jobs: jobs, shrunkBefore: &scripts)
        }
        let verdict = failed == 0 ? "all invariants held" : "\(counted(failed, "finding"))"
        print(
            "fuzz\(style.map { " (\($0.name))" } ?? ""): \(counted(seeds, "seed")) from \(first), "
                + "\(counted(totals.events, "event")), \(counted(totals.frames, "frame")), "
                + "\(counted(totals.transitions, "transition")) (\(totals.sharedElementTransitions) with shared "
                + "elements, \(counted(totals.zoomTransitions, "zoom")), "
                + "\(counted(totals.dissolveTransitions, "reduce-motion dissolve"))), \(verdict)")
        return failed == 0 ? 0 : 1
    }

    /// Prints one finding: the seed, the failure, the last actions, and the shrunk script.
    /// A failure of the same kind as an earlier seed's that had to be shrunk in child processes
    /// (`shrunkBefore`, by `Shrinker.kind(of:)`) gets that seed's script.
    private func printFinding(
        _ outcome: ChildSessionOutcome, failure: String, jobs: FuzzJobs,
        shrunkBefore: inout [String: (seed: UInt64, actions: [FuzzAction])]
    ) {
        let report = outcome.report
        print("seed \(report.seed) failed after \(counted(report.events, "event")): \(failure)")
        let last = report.actions.suffix(5).map(\.scriptLine)
        if outcome.crashed, !last.isEmpty { print("last actions: \(last.joined(separator: "; "))") }
        let kind = Shrinker.kind(of: failure)
        let shrunk: [FuzzAction]
        if let done = outcome.shrunk {
            shrunk = done
        } else if let earlier = shrunkBefore[kind] {
            print("the same failure as seed \(earlier.seed); its script:")
            shrunk = earlier.actions
        } else if failure.hasPrefix("hung:") {
            // Every candidate of a hang would take the whole limit: the session is the script.
            shrunk = report.actions
        } else {
            shrunk = shrinkInChildren(
                report.actions, failure: failure, arguments: jobs.arguments, limit: jobs.limit, replays: jobs.replays)
            shrunkBefore[kind] = (report.seed, shrunk)
        }
        print(
            "shrunk to \(counted(shrunk.count, "action")); replay with: "
                + "\(SegueApplication.programName) --headless --script FILE")
        print(script(for: shrunk, seed: report.seed, failure: failure), terminator: "")
    }

    /// The hidden flag that lets a session's child shrink its failure itself.
    static let childShrinksFlag = "--child-shrinks"
}
