import XCTest

@testable import SegueCore

/// A property animator's animations run through the engine's records (the per-frame path that
/// allocates nothing), running, paused and reversed, and show what their objects say.
nonisolated final class AnimatorRecordsTests: XCTestCase {
    @MainActor func testAnimatorAnimationsStayOnTheRecords() async {
        let clock = ManualClock()
        let window = WindowView(size: Size(width: 400, height: 400), clock: clock)
        let views = (0..<3).map { i in
            let view = View(frame: Rect(x: Double(i) * 20, y: 0, width: 10, height: 10))
            window.addSubview(view)
            return view
        }
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) {
            for view in views {
                view.center.x += 100
                view.alpha = 0.5
            }
        }
        animator.startAnimation()
        func frame() {
            clock.advanceOneFrame()
            window.update()
        }
        func assertOnRecords(_ what: String) {
            XCTAssertEqual(window.engine.recordCounts.records, 6, what)
            XCTAssertEqual(window.engine.recordCounts.generalViews, 0, what)
            for view in views {
                for animation in view.animations {
                    XCTAssertEqual(
                        view.presentation.value(of: animation.property),
                        animation.value(at: window.engine.time, model: view.model), what)
                }
            }
        }
        for _ in 0..<10 { frame() }
        assertOnRecords("running")
        animator.pauseAnimation()
        frame()
        assertOnRecords("paused (linear scrubbing)")
        animator.isReversed = true
        animator.startAnimation()
        frame()
        assertOnRecords("reversed")
    }
}
