import Segue
import UIKit
import XCTest

/// Seeded sessions of random touch sequences (one or two fingers, random moves, rests on the
/// frame clock, releases or cancellations) on a window where every UIKit recognizer kind watches
/// the same touches, with random `require(toFail:)` links, simultaneous recognition and
/// `cancelsTouchesInView`. What must hold after every sequence: each recognizer reported a legal
/// state sequence (a lone `.ended`, or `.began`, `.changed`…, then `.ended` or `.cancelled`) and
/// refused no transition, none that waits for another reported a recognition while that one
/// recognized, every recognizer is back in `.possible` with nothing waiting, no touch is left in
/// the router, and the hit view saw each touch as `began`, `moved`…, then one `ended` or
/// `cancelled`.
nonisolated final class GestureFuzzTests: XCTestCase {
    @MainActor private final class HookLog: UIView {
        var byTouch: [Int: [String]] = [:]

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }

        private func log(_ name: String, _ touches: Set<UITouch>) {
            for touch in touches { byTouch[touch.identifier, default: []].append(name) }
        }
    }

    @MainActor private final class Allow: UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    @MainActor func testRandomTouchSequencesLeaveEveryRecognizerConsistent() async {
        var recognitions: [String: Int] = [:]
        for seed in UInt64(1)...40 {
            runSession(seed: seed, sequences: 25, recognitions: &recognitions)
        }
        // Every kind recognized in some sequences: the sessions reach what they check.
        for kind in ["pan", "edge", "tap", "double", "twoFingerTap", "press", "pinch"] {
            XCTAssertGreaterThan(recognitions[kind] ?? 0, 0, kind)
        }
    }

    @MainActor private func runSession(seed: UInt64, sequences: Int, recognitions: inout [String: Int]) {
        var random = SeededGenerator(seed: seed)
        func chance(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let bench = GestureBench()
        let hooks = HookLog(frame: bench.root.bounds)
        bench.root.addSubview(hooks)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = [.left, .right]
        let twoFingerTap = UITapGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        let recognizers: [UIGestureRecognizer] = [
            UIPanGestureRecognizer(), edge, UITapGestureRecognizer(), double, twoFingerTap,
            UILongPressGestureRecognizer(), UIPinchGestureRecognizer(),
        ]
        var reported: [[UIGestureRecognizer.State]] = Array(repeating: [], count: recognizers.count)
        let allow = Allow()
        for (index, recognizer) in recognizers.enumerated() {
            recognizer.addHandler { reported[index].append($0.state) }
            recognizer.cancelsTouchesInView = chance(2) == 0
            if chance(3) == 0 { recognizer.delegate = allow }
            (chance(2) == 0 ? hooks : bench.root).addGestureRecognizer(recognizer)
        }
        var requirements: [(Int, Int)] = []
        for _ in 0..<3 {
            let a = chance(recognizers.count)
            let b = chance(recognizers.count)
            guard a != b else { continue }
            recognizers[a].require(toFail: recognizers[b])
            requirements.append((a, b))
        }
        var lastTap: (Double, Double)?
        for sequence in 0..<sequences {
            let context = "seed \(seed), sequence \(sequence)"
            for index in reported.indices { reported[index] = [] }
            hooks.byTouch = [:]
            play(&random, on: bench, lastTap: &lastTap)
            let kinds = ["pan", "edge", "tap", "double", "twoFingerTap", "press", "pinch"]
            for (index, states) in reported.enumerated() where recognized(states) {
                recognitions[kinds[index], default: 0] += 1
            }
            for (index, states) in reported.enumerated() {
                XCTAssertTrue(isLegal(states), "\(context): \(type(of: recognizers[index])) reported \(states)")
            }
            for (a, b) in requirements where recognized(reported[b]) {
                XCTAssertFalse(
                    recognized(reported[a]), "\(context): \(a) recognized although \(b), which it waits for, did")
            }
            for recognizer in recognizers {
                XCTAssertEqual(recognizer.state, .possible, context)
                XCTAssertEqual(recognizer.rejectedTransitionCount, 0, context)
            }
            XCTAssertTrue(bench.router.participatingRecognizers.isEmpty, context)
            XCTAssertEqual(bench.router.activeTouchCount, 0, context)
            for (touch, hooksSeen) in hooks.byTouch {
                XCTAssertTrue(isLegalHookSequence(hooksSeen), "\(context): touch \(touch) got \(hooksSeen)")
            }
        }
    }

    /// One random touch sequence: the next tap of a quick series, a tap, or one or two fingers down at random places (the edges often), moves,
    /// rests, then each finger lifts or the window loses focus.
    @MainActor private func play(
        _ random: inout SeededGenerator, on bench: GestureBench, lastTap: inout (Double, Double)?
    ) {
        func chance(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        func place() -> (Double, Double) {
            let x = chance(3) == 0 ? Double(chance(12)) : Double(chance(400))
            return (x, Double(chance(300)))
        }
        if let last = lastTap, chance(2) == 0 {
            // The next tap of a quick series (a double or triple tap).
            bench.tap(last.0 + Double(chance(5)), last.1, gap: Double(chance(30)) / 60)
            return
        }
        bench.wait(Double(chance(3)) * 0.2)
        if chance(4) == 0 {
            let p = place()
            bench.tap(p.0, p.1, gap: 0)
            lastTap = p
            return
        }
        lastTap = nil
        let fingers = chance(3) == 0 ? 2 : 1
        var points: [(Double, Double)] = []
        for finger in 1...fingers {
            let p = place()
            points.append(p)
            bench.down(p.0, p.1, finger: finger)
        }
        for _ in 0..<chance(30) {
            if chance(4) == 0 {
                bench.wait(Double(chance(40)) / 60)
                continue
            }
            let finger = chance(fingers)
            points[finger].0 += Double(chance(41)) - 20
            points[finger].1 += Double(chance(41)) - 20
            bench.move(points[finger].0, points[finger].1, finger: finger + 1)
        }
        if chance(10) == 0 {
            bench.router.focusLost(time: bench.time)
            return
        }
        for finger in 0..<fingers {
            bench.up(points[finger].0, points[finger].1, finger: finger + 1, after: Double(chance(3)) / 60)
        }
    }

    @MainActor private func recognized(_ states: [UIGestureRecognizer.State]) -> Bool {
        states.first == .began || states.first == .ended
    }

    @MainActor private func isLegal(_ states: [UIGestureRecognizer.State]) -> Bool {
        guard let first = states.first else { return true }
        if first == .ended { return states.count == 1 }
        guard first == .began, let last = states.last else { return false }
        if states.count == 1 { return false }
        let middle = states.dropFirst().dropLast()
        return middle.allSatisfy { $0 == .changed } && (last == .ended || last == .cancelled)
    }

    @MainActor private func isLegalHookSequence(_ hooks: [String]) -> Bool {
        guard hooks.first == "began", let last = hooks.last, last == "ended" || last == "cancelled" else {
            return false
        }
        return hooks.dropFirst().dropLast().allSatisfy { $0 == "moved" }
    }
}
