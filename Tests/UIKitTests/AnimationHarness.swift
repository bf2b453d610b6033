import UIKit
import XCTest

/// A window on a manual clock advanced one 1/60 s frame at a time, and a view in it at x = 0.
nonisolated class AnimationHarness: XCTestCase {
    @MainActor var clock: ManualClock!
    @MainActor var window: WindowView!
    @MainActor var view: UIView!

    @MainActor override func setUp() async throws {
        clock = ManualClock()
        window = WindowView(size: Size(width: 400, height: 400), clock: clock)
        view = UIView(frame: Rect(x: -50, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.update()
    }

    @MainActor override func tearDown() async throws {
        view = nil
        window = nil
        clock = nil
    }

    /// Advances `seconds` (a whole number of frames), updating the window each frame.
    @MainActor func advance(_ seconds: Double) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            clock.advanceOneFrame()
            window.update()
        }
    }

    /// The x of the view's centre on screen now.
    @MainActor var x: Double { view.presentation.position.x }
}
