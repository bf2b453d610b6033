import SegueCore
import SegueUI

/// Shrinks a failing session to a short script that fails the same way (the same invariant, its
/// numbers aside: `kind(of:)`), within a budget of replayed frames:
///
/// 1. the shortest tail that still fails alone (the last 1, 2, 4, ... actions);
/// 2. the history before a later point put back as the actions that build its state directly
///    (`DirectState`: `resize`, `key m`, `request push`, `request present`, `style`), at the
///    latest point at rest where that still fails;
/// 3. chunks removed anywhere (delta debugging), halving the chunk down to one action;
/// 4. then, until nothing changes: every single action that can go goes (the script is
///    1-minimal), and what stays is simplified: a click, drag or key that starts a push, pop,
///    present or dismissal, changes the style or reduce motion becomes `request OP`, `style S` or
///    `key m`; waits get shorter; points, durations and sizes are rounded to tens, else to whole
///    points.
struct Shrinker {
    /// Replays candidates.
    let fuzzer: Fuzzer
    /// The window's size at the start of every replay.
    let size: Size
    /// Invariants beyond the standard ones, made anew for every replay.
    let extraInvariants: () -> [SceneInvariant]
    /// What the failure must stay (`kind(of:)` of the original).
    let kind: String
    /// Frames still allowed to replay; once spent, every candidate counts as passing.
    private(set) var budget: Int
    /// Replays a candidate: its failure (nil when every invariant held) and the frames it played.
    /// By default on a fresh scene in this process; for a crash, in a child process.
    var replay: ([FuzzAction]) -> (failure: String?, frames: Int)
    /// False when candidates run in child processes: the phases that look at a scene in this
    /// process (the history built directly, direct commands for clicks) are left out.
    var inspectsScenes = true
    /// Candidates still allowed to replay (each a process when they run in child processes).
    var replaysLeft = Int.max

    /// A shrinker for a session failing with `failure`.
    init(
        fuzzer: Fuzzer, size: Size, failure: String, budget: Int,
        extraInvariants: @escaping () -> [SceneInvariant]
    ) {
        self.fuzzer = fuzzer
        self.size = size
        self.extraInvariants = extraInvariants
        self.kind = Self.kind(of: failure)
        self.budget = budget
        self.replay = { [fuzzer, size, extraInvariants] actions in
            fuzzer.replayCountingFrames(actions, size: size, extraInvariants: extraInvariants)
        }
    }

    /// A failure's kind: its message without the frame and with every number (and its sign)
    /// masked, so that a shorter script whose numbers differ still counts as the same failure
    /// while another invariant's does not.
    static func kind(of failure: String) -> String {
        var text = Substring(failure)
        if text.hasPrefix("frame "), let colon = text.firstIndex(of: ":") {
            text = text[text.index(after: colon)...]
        }
        var result = ""
        var inNumber = false
        for character in text {
            let numeric = character.isASCII && (character.isNumber || (inNumber && character == "."))
            if numeric {
                if !inNumber {
                    if result.last == "-" { result.removeLast() }
                    result.append("#")
                }
                inNumber = true
            } else {
                inNumber = false
                result.append(character)
            }
        }
        return result
    }

    /// True when `actions` still fail the same way (and the budget allows the replay).
    mutating func fails(_ actions: [FuzzAction]) -> Bool {
        guard budget > 0, replaysLeft > 0, !actions.isEmpty else { return false }
        replaysLeft -= 1
        let (failure, frames) = replay(actions)
        budget -= max(frames, 1)
        if replaysLeft == 0 { budget = 0 }
        guard let failure else { return false }
        return Self.kind(of: failure) == kind
    }

    /// Runs every phase on `actions`, which fail.
    mutating func shrink(_ actions: [FuzzAction]) -> [FuzzAction] {
        var current = shortestFailingTail(actions)
        if inspectsScenes { current = directHistory(current) }
        current = removeChunks(current)
        while budget > 0 {
            let removed = removeSingles(current)
            let simplified = simplify(removed)
            if simplified == current { break }
            current = simplified
        }
        return current
    }

    /// The last 1, 2, 4, ... actions, until one such tail fails alone.
    private mutating func shortestFailingTail(_ actions: [FuzzAction]) -> [FuzzAction] {
        var kept = 1
        while kept < actions.count {
            let tail = Array(actions.suffix(kept))
            if fails(tail) { return tail }
            kept *= 2
        }
        return actions
    }

    /// The actions from a point at rest on, after the actions that build that point's state
    /// directly: the latest such point that still fails (tried at the last 8 points at rest,
    /// then at points half again as far back each time).
    private mutating func directHistory(_ actions: [FuzzAction]) -> [FuzzAction] {
        let points = pointsAtRest(actions)
        var lastTriedDistance = 0
        for (index, state) in points.reversed() {
            let distance = actions.count - index
            if distance > 8, distance * 2 < lastTriedDistance * 3 { continue }
            lastTriedDistance = distance
            guard let prelude = state.actions(settlingIn: fuzzer, size: size) else { continue }
            guard prelude.count < index else { continue }
            let candidate = prelude + actions[index...]
            if fails(candidate) { return candidate }
            if budget <= 0 { break }
        }
        return actions
    }

    /// The points between actions (before action `index`, never the first) where the scene is at
    /// rest, with its state as direct actions.
    private mutating func pointsAtRest(_ actions: [FuzzAction]) -> [(index: Int, state: DirectState)] {
        let (driver, checker) = fuzzer.makeDriver(size: size, extra: extraInvariants())
        let accepts = fuzzer.acceptsRequests
        var points: [(index: Int, state: DirectState)] = []
        for (index, action) in actions.enumerated() {
            if index > 0, let state = DirectState(of: driver, startSize: size, acceptsRequests: accepts) {
                points.append((index, state))
            }
            do {
                try driver.play(action)
                try checker.check(force: true)
            } catch {
                break
            }
        }
        budget -= driver.frameCount
        return points
    }

    /// Delta debugging: chunks of half the actions, then a quarter, ... down to one, removed
    /// wherever the rest still fails.
    private mutating func removeChunks(_ actions: [FuzzAction]) -> [FuzzAction] {
        var current = actions
        var chunk = max(1, current.count / 2)
        while chunk > 1, budget > 0 {
            var removedAny = false
            var start = 0
            while start < current.count, budget > 0 {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }

    /// Every single action that can go, from the last to the first, until none can.
    private mutating func removeSingles(_ actions: [FuzzAction]) -> [FuzzAction] {
        var current = actions
        var removedAny = true
        while removedAny, budget > 0 {
            removedAny = false
            var index = current.count - 1
            while index >= 0, budget > 0 {
                var candidate = current
                candidate.remove(at: index)
                if fails(candidate) {
                    current = candidate
                    removedAny = true
                }
                index -= 1
            }
        }
        return current
    }

    /// Each action replaced by the first simpler one that still fails (`simpler(at:in:)`).
    private mutating func simplify(_ actions: [FuzzAction]) -> [FuzzAction] {
        var current = actions
        for index in current.indices where budget > 0 {
            for replacement in simpler(at: index, in: current) {
                var candidate = current
                candidate[index] = replacement
                if fails(candidate) {
                    current = candidate
                    break
                }
            }
        }
        return current
    }

    /// Simpler actions to put in place of `actions[index]`, simplest first: the direct command
    /// for what it did (a request, a style, reduce motion), then shorter waits, then rounder
    /// numbers.
    private mutating func simpler(at index: Int, in actions: [FuzzAction]) -> [FuzzAction] {
        let action = actions[index]
        var result: [FuzzAction] = []
        switch action {
        case .click, .drag, .key, .appKey:
            if inspectsScenes { result += directCommands(for: index, in: actions) }
        default:
            break
        }
        func tens(_ v: Double) -> Double { (v / 10).rounded() * 10 }
        func tens(_ p: Point) -> Point { Point(x: tens(p.x), y: tens(p.y)) }
        func whole(_ p: Point) -> Point { Point(x: p.x.rounded(), y: p.y.rounded()) }
        switch action {
        case .wait(let ms):
            let shorter = [ms / 8, ms / 4, ms / 2, ms / 100 * 100, ms / 10 * 10].map { $0 / 10 * 10 }
            for value in shorter where value > 0 && value < ms && !result.contains(.wait(milliseconds: value)) {
                result.append(.wait(milliseconds: value))
            }
        case .click(let p):
            result += [.click(tens(p)), .click(whole(p))]
        case .drag(let a, let b, let ms):
            let rounded = max(10, (ms + 5) / 10 * 10)
            result += [
                .drag(from: tens(a), to: tens(b), milliseconds: rounded),
                .drag(from: whole(a), to: whole(b), milliseconds: ms),
                .drag(from: a, to: b, milliseconds: rounded),
            ]
        case .resize(let w, let h):
            result.append(.resize(width: Int(tens(Double(w))), height: Int(tens(Double(h)))))
        default:
            break
        }
        var unique: [FuzzAction] = []
        for candidate in result where candidate != action && !unique.contains(candidate) { unique.append(candidate) }
        return unique
    }

    /// The direct commands for what `actions[index]` did, seen by playing the actions up to it:
    /// the transition it started (`request OP`), the style it chose, reduce motion it switched.
    private mutating func directCommands(for index: Int, in actions: [FuzzAction]) -> [FuzzAction] {
        let (driver, checker) = fuzzer.makeDriver(size: size, extra: extraInvariants())
        defer { budget -= driver.frameCount }
        do {
            for action in actions[..<index] {
                try driver.play(action)
                try checker.check(force: true)
            }
            let scene = driver.scene
            let before = (
                transition: scene.window.activeTransition.map(ObjectIdentifier.init),
                style: driver.content.transitionStyle, reduceMotion: scene.reduceMotion
            )
            try driver.play(actions[index])
            var result: [FuzzAction] = []
            if let active = scene.window.activeTransition, ObjectIdentifier(active) != before.transition,
                fuzzer.acceptsRequests
            {
                result.append(.request(active.context.operation))
            }
            if let style = driver.content.transitionStyle, style != before.style { result.append(.style(style)) }
            if scene.reduceMotion != before.reduceMotion { result.append(.key(.toggleReduceMotion)) }
            return result
        } catch {
            return []
        }
    }
}
