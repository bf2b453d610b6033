import SegueCore
import XCTest

@testable import SegueUI

nonisolated final class GestureStateMachineTests: XCTestCase {
    @MainActor private let all: [GestureRecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed]

    @MainActor func testOnlyUIKitsTransitionsAreLegal() async {
        let legal: Set<String> = [
            "possible>began", "possible>ended", "possible>failed",
            "began>changed", "began>ended", "began>cancelled",
            "changed>changed", "changed>ended", "changed>cancelled",
        ]
        for from in all {
            for to in all {
                XCTAssertEqual(from.canTransition(to: to), legal.contains("\(from)>\(to)"), "\(from) -> \(to)")
            }
        }
        XCTAssertEqual(GestureRecognizerState.recognized, .ended)
    }

    @MainActor func testIllegalChangesAreIgnored() async {
        let recognizer = GestureRecognizer()
        let log = StateLog(recognizer)
        recognizer.state = .changed
        XCTAssertEqual(recognizer.state, .possible)
        recognizer.state = .cancelled
        XCTAssertEqual(recognizer.state, .possible)
        recognizer.state = .began
        recognizer.state = .failed
        XCTAssertEqual(recognizer.state, .began)
        recognizer.state = .possible
        XCTAssertEqual(recognizer.state, .began)
        recognizer.state = .ended
        recognizer.state = .began
        recognizer.state = .changed
        XCTAssertEqual(recognizer.state, .ended)
        XCTAssertEqual(recognizer.rejectedTransitionCount, 6)
        XCTAssertEqual(log.states, [.began, .ended])
        recognizer.reset()
        XCTAssertEqual(recognizer.state, .possible)
    }

    @MainActor func testActionsRunForReportedStatesOnly() async {
        let recognizer = GestureRecognizer()
        let log = StateLog(recognizer)
        recognizer.state = .failed
        XCTAssertEqual(log.states, [])
        recognizer.reset()
        recognizer.state = .began
        recognizer.state = .changed
        recognizer.state = .changed
        recognizer.state = .cancelled
        XCTAssertEqual(log.states, [.began, .changed, .changed, .cancelled])
    }

    @MainActor func testRemovedTargetIsNotCalled() async {
        let recognizer = GestureRecognizer()
        var calls = 0
        let id = recognizer.addTarget { _ in calls += 1 }
        recognizer.state = .began
        recognizer.removeTarget(id)
        recognizer.state = .changed
        XCTAssertEqual(calls, 1)
    }

    @MainActor func testDelegateShouldBeginFalseFails() async {
        @MainActor final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let no = No()
        let recognizer = GestureRecognizer()
        recognizer.delegate = no
        let log = StateLog(recognizer)
        recognizer.state = .began
        XCTAssertEqual(recognizer.state, .failed)
        recognizer.reset()
        recognizer.state = .recognized
        XCTAssertEqual(recognizer.state, .failed)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testDefaultDelegateAllowsBeginningButNotSimultaneity() async {
        @MainActor final class Empty: GestureRecognizerDelegate {}
        let empty = Empty()
        let a = GestureRecognizer()
        let b = GestureRecognizer()
        a.delegate = empty
        a.state = .began
        XCTAssertEqual(a.state, .began)
        XCTAssertFalse(a.allowsSimultaneousRecognition(with: b))
        XCTAssertFalse(b.allowsSimultaneousRecognition(with: a))
    }

    @MainActor func testDisablingCancelsARunningGesture() async {
        let recognizer = GestureRecognizer()
        let log = StateLog(recognizer)
        recognizer.state = .began
        recognizer.isEnabled = false
        XCTAssertEqual(recognizer.state, .cancelled)
        XCTAssertEqual(log.states, [.began, .cancelled])
    }

    @MainActor func testDefaults() async {
        let recognizer = GestureRecognizer()
        XCTAssertTrue(recognizer.isEnabled)
        XCTAssertTrue(recognizer.cancelsTouchesInView)
        XCTAssertFalse(recognizer.delaysTouchesBegan)
        XCTAssertNil(recognizer.view)
        XCTAssertEqual(recognizer.location(in: nil), .zero)
    }

    @MainActor func testRecognizerDoesNotKeepItsViewAlive() async {
        let recognizer = PanGestureRecognizer()
        var view: View? = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view?.addGestureRecognizer(recognizer)
        XCTAssertNotNil(recognizer.view)
        view = nil
        XCTAssertNil(recognizer.view)
    }
}
