import Segue
import UIKit
import XCTest

/// UIKit's gesture recognizers, written as UIKit code writes them, fed touches a frame apart.
nonisolated final class GestureRecognizerTests: XCTestCase {
    /// UIKit: `translation(in:)` is the finger's offset from where the pan's touches began, in the
    /// view's coordinates, and `velocity(in:)` is its speed in points per second.
    @MainActor func testPanTranslationAndVelocityFollowTheFinger() async {
        let bench = GestureBench()
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { pan in
            translations.append(pan.translation(in: pan.view))
            velocity = pan.velocity(in: pan.view)
        }
        bench.root.addGestureRecognizer(pan)
        // 6 points a frame: 360 points a second.
        bench.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), steps: 10, release: false)
        XCTAssertEqual(translations.last?.x ?? 0, 60, accuracy: 1e-9)
        XCTAssertEqual(translations.last?.y ?? 1, 0, accuracy: 1e-9)
        XCTAssertEqual(velocity.x, 360, accuracy: 1)
        XCTAssertEqual(velocity.y, 0, accuracy: 1e-9)
    }

    /// UIKit: after `setTranslation(.zero, in:)` the translation counts from the finger's position
    /// at that moment (the idiom that applies a pan's steps incrementally).
    @MainActor func testSetTranslationResetsTheTranslation() async {
        let bench = GestureBench()
        var steps: [CGFloat] = []
        let pan = UIPanGestureRecognizer { pan in
            steps.append(pan.translation(in: pan.view).x)
            pan.setTranslation(.zero, in: pan.view)
        }
        bench.root.addGestureRecognizer(pan)
        bench.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), steps: 10)
        XCTAssertEqual(steps.dropFirst().first ?? 0, 6, accuracy: 1e-9)
        XCTAssertEqual(steps.reduce(0, +), 60, accuracy: 1e-9)
    }

    /// UIKit: a continuous gesture reports `.began`, then `.changed` for every move, then `.ended`.
    @MainActor func testPanReportsBeganChangedEnded() async {
        let bench = GestureBench()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        bench.root.addGestureRecognizer(pan)
        bench.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), steps: 10)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(Array(states.dropFirst().dropLast()), Array(repeating: .changed, count: states.count - 2))
        XCTAssertGreaterThan(states.count, 5)
    }

    /// UIKit: a screen-edge pan begins only when the touch starts at one of its `edges`.
    @MainActor func testEdgePanBeginsOnlyFromItsEdge() async {
        let bench = GestureBench()
        var began = 0
        let edge = UIScreenEdgePanGestureRecognizer { if $0.state == .began { began += 1 } }
        edge.edges = .left
        bench.root.addGestureRecognizer(edge)
        bench.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 300, y: 150), steps: 10)
        XCTAssertEqual(began, 0)
        bench.drag(from: CGPoint(x: 3, y: 150), to: CGPoint(x: 103, y: 150), steps: 10)
        XCTAssertEqual(began, 1)
        edge.edges = .right
        bench.drag(from: CGPoint(x: 3, y: 150), to: CGPoint(x: 103, y: 150), steps: 10)
        XCTAssertEqual(began, 1)
    }

    /// UIKit: `UITouch.tapCount` counts quick presses at one place, and a tap recognizer with
    /// `numberOfTapsRequired = 2` recognizes on the second.
    @MainActor func testDoubleTapRecognizesOnTheSecondTap() async {
        let bench = GestureBench()
        var doubles = 0
        let double = UITapGestureRecognizer { if $0.state == .recognized { doubles += 1 } }
        double.numberOfTapsRequired = 2
        let view = TouchLoggingView(frame: bench.root.bounds)
        bench.root.addSubview(view)
        view.addGestureRecognizer(double)
        var counts: [Int] = []
        let single = UITapGestureRecognizer { counts.append($0.touches.first?.tapCount ?? 0) }
        bench.root.addGestureRecognizer(single)
        bench.tap(50, 50)
        XCTAssertEqual(doubles, 0)
        bench.tap(52, 50)
        XCTAssertEqual(doubles, 1)
        bench.tap(50, 50, gap: 2)
        XCTAssertEqual(doubles, 1)
        // The single tap sits above the double tap, which does not cancel it (no failure required).
        XCTAssertEqual(counts, [1, 1])
    }

    /// UIKit: a long press begins once the finger has rested `minimumPressDuration`, with no
    /// movement needed; it ends when the finger lifts.
    @MainActor func testLongPressBeginsAfterTheMinimumPressDuration() async {
        let bench = GestureBench()
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        press.minimumPressDuration = 0.5
        bench.root.addGestureRecognizer(press)
        bench.down(100, 100)
        bench.wait(0.45)
        XCTAssertEqual(states, [])
        bench.wait(0.1)
        XCTAssertEqual(states, [.began])
        bench.up(100, 100)
        XCTAssertEqual(states, [.began, .ended])
        // Moving farther than `allowableMovement` first makes it fail.
        states = []
        bench.down(100, 100)
        bench.move(130, 100)
        bench.wait(1)
        bench.up(130, 100)
        XCTAssertEqual(states, [])
    }

    /// UIKit: when the delegate's `gestureRecognizerShouldBegin(_:)` returns false the recognizer
    /// fails instead of beginning.
    @MainActor func testShouldBeginFalseBlocks() async {
        let bench = GestureBench()
        var calls = 0
        let delegate = ScriptedGestureDelegate()
        delegate.shouldBegin = false
        let pan = UIPanGestureRecognizer { _ in calls += 1 }
        pan.delegate = delegate
        bench.root.addGestureRecognizer(pan)
        bench.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10)
        XCTAssertEqual(calls, 0)
        delegate.shouldBegin = true
        bench.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10)
        XCTAssertGreaterThan(calls, 0)
    }

    /// UIKit: a recognizer that `require(toFail:)`s another recognizes only once the other has
    /// failed, and fails if the other recognizes: a single tap that waits for a double tap.
    @MainActor func testRequireToFailWaitsForTheOtherToFail() async {
        for requires in [true, false] {
            let bench = GestureBench()
            var log: [String] = []
            let double = UITapGestureRecognizer { _ in log.append("double") }
            double.numberOfTapsRequired = 2
            let single = UITapGestureRecognizer { _ in log.append("single") }
            if requires { single.require(toFail: double) }
            // The single tap is nearer the touch, so it is asked first.
            let child = UIView(frame: bench.root.bounds)
            bench.root.addSubview(child)
            child.addGestureRecognizer(single)
            bench.root.addGestureRecognizer(double)
            bench.tap(100, 100)
            bench.tap(100, 100)
            XCTAssertEqual(log, requires ? ["single", "double"] : ["single", "single"])
        }
    }

    /// UIKit: the requirement holds even when the two may recognize simultaneously: a tap that
    /// requires a long press to fail does not fire after a long press.
    @MainActor func testRequireToFailHoldsForSimultaneousRecognizers() async {
        for requires in [true, false] {
            let bench = GestureBench()
            var log: [String] = []
            let tap = UITapGestureRecognizer { _ in log.append("tap") }
            tap.allowableMovement = 100
            let press = UILongPressGestureRecognizer { log.append("press \($0.state)") }
            let delegate = ScriptedGestureDelegate()
            delegate.simultaneous = true
            tap.delegate = delegate
            bench.root.addGestureRecognizer(tap)
            bench.root.addGestureRecognizer(press)
            if requires { tap.require(toFail: press) }
            bench.down(100, 100)
            bench.wait(0.6)
            bench.up(100, 100)
            XCTAssertEqual(log, requires ? ["press began", "press ended"] : ["press began", "tap", "press ended"])
        }
    }

    /// UIKit: `gestureRecognizer(_:shouldRequireFailureOf:)` makes a full-screen pan wait for the
    /// screen-edge pan: from the edge the edge pan wins; from the middle the pan runs.
    @MainActor func testAPanWaitsForTheEdgePanThroughItsDelegate() async {
        let bench = GestureBench()
        var log: [String] = []
        let edge = UIScreenEdgePanGestureRecognizer { if $0.state == .began { log.append("edge") } }
        edge.edges = .left
        let pan = UIPanGestureRecognizer { if $0.state == .began { log.append("pan") } }
        // Left alone, this pan would begin first, on the first step.
        pan.hysteresis = 1
        let delegate = ScriptedGestureDelegate()
        delegate.requireFailureOf = { recognizer, other in recognizer === pan && other === edge }
        pan.delegate = delegate
        // The pan is nearer the touch, so it is asked first.
        let child = UIView(frame: bench.root.bounds)
        bench.root.addSubview(child)
        child.addGestureRecognizer(pan)
        bench.root.addGestureRecognizer(edge)
        bench.drag(from: CGPoint(x: 4, y: 150), to: CGPoint(x: 104, y: 150), steps: 10)
        XCTAssertEqual(log, ["edge"])
        // Without the delegate the pan wins from the edge too.
        pan.delegate = nil
        log = []
        bench.drag(from: CGPoint(x: 4, y: 150), to: CGPoint(x: 104, y: 150), steps: 10)
        XCTAssertEqual(log, ["pan"])
        pan.delegate = delegate
        log = []
        bench.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 300, y: 150), steps: 10)
        XCTAssertEqual(log, ["pan"])
    }

    /// UIKit: two recognizers on the same touches exclude each other unless a delegate's
    /// `shouldRecognizeSimultaneouslyWith` says yes; then a pan and a pinch both run.
    @MainActor func testSimultaneousRecognition() async {
        for simultaneous in [false, true] {
            let bench = GestureBench()
            var panned = false
            var pinched = false
            let pan = UIPanGestureRecognizer { if $0.state == .changed { panned = true } }
            let pinch = UIPinchGestureRecognizer { if $0.state == .changed { pinched = true } }
            let delegate = ScriptedGestureDelegate()
            delegate.simultaneous = simultaneous
            pinch.delegate = delegate
            bench.root.addGestureRecognizer(pan)
            bench.root.addGestureRecognizer(pinch)
            // One finger rests, the other moves away: the fingers spread (the pinch begins first)
            // and their centroid drifts right (the pan would begin two frames later).
            bench.down(150, 150, finger: 1)
            bench.down(250, 150, finger: 2)
            for i in 1...10 {
                bench.move(250 + Double(i) * 8, 150, finger: 2)
            }
            bench.up(150, 150, finger: 1)
            bench.up(330, 150, finger: 2)
            XCTAssertTrue(pinched, "simultaneous: \(simultaneous)")
            XCTAssertEqual(panned, simultaneous)
        }
    }

    /// UIKit: the hit view gets `touchesBegan`, `touchesMoved` and `touchesEnded` in order, with
    /// the event's time; a view without them passes them up the responder chain.
    @MainActor func testTouchesReachTheHitViewInOrderAndGoUpTheChain() async {
        let bench = GestureBench()
        let parent = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        bench.root.addSubview(parent)
        parent.addSubview(child)
        bench.down(100, 100)
        bench.move(110, 100)
        bench.move(120, 100)
        bench.up(120, 100, after: 1.0 / 60)
        XCTAssertEqual(parent.log, ["began", "moved", "moved", "ended"])
        XCTAssertEqual(parent.times, [0, 1.0 / 60, 2.0 / 60, 3.0 / 60])
    }

    /// UIKit: a controller is its root view's next responder, so it gets the touches its view
    /// does not handle.
    @MainActor func testAViewControllerGetsTouchesFromItsView() async {
        final class Screen: UIViewController {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("ended at \(touches.first?.location(in: view).x ?? -1)")
            }
        }
        let bench = GestureBench()
        let screen = Screen()
        screen.view.frame = CGRect(x: 100, y: 0, width: 200, height: 300)
        bench.root.addSubview(screen.view)
        bench.down(150, 100)
        bench.up(160, 100)
        XCTAssertEqual(screen.log, ["began", "ended at 60.0"])
    }

    /// UIKit: with `cancelsTouchesInView` (the default) the view gets `touchesCancelled` when a
    /// recognizer recognizes its touch; without it the view sees the whole sequence.
    @MainActor func testCancelsTouchesInViewSendsTouchesCancelled() async {
        for cancels in [true, false] {
            let bench = GestureBench()
            let view = TouchLoggingView(frame: bench.root.bounds)
            bench.root.addSubview(view)
            let pan = UIPanGestureRecognizer { _ in }
            pan.cancelsTouchesInView = cancels
            view.addGestureRecognizer(pan)
            bench.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 100), steps: 6)
            if cancels {
                XCTAssertEqual(view.log.last, "cancelled")
                XCTAssertFalse(view.log.contains("ended"))
            } else {
                XCTAssertEqual(view.log.first, "began")
                XCTAssertEqual(view.log.last, "ended")
                XCTAssertFalse(view.log.contains("cancelled"))
            }
        }
    }

    /// UIKit: `gestureRecognizers` lists what `addGestureRecognizer` attached (nil when none), and
    /// `removeGestureRecognizer` detaches it (its `view` becomes nil).
    @MainActor func testAddAndRemoveGestureRecognizers() async {
        let view = UIView()
        XCTAssertNil(view.gestureRecognizers)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        XCTAssertTrue(view.gestureRecognizers?.first === tap)
        XCTAssertTrue(tap.view === view)
        view.removeGestureRecognizer(tap)
        XCTAssertNil(view.gestureRecognizers)
        XCTAssertNil(tap.view)
    }
}
