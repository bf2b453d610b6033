import UIKit
import XCTest

/// A window on a manual clock advanced one 1/60 s frame at a time, and a view in it at x = 0.
class AnimationHarness: XCTestCase {
    var clock: ManualClock!
    var window: WindowView!
    var view: UIView!

    override func setUp() {
        super.setUp()
        clock = ManualClock()
        window = WindowView(size: Size(width: 400, height: 400), clock: clock)
        view = UIView(frame: Rect(x: -50, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.update()
    }

    override func tearDown() {
        view = nil
        window = nil
        clock = nil
        super.tearDown()
    }

    /// Advances `seconds` (a whole number of frames), updating the window each frame.
    func advance(_ seconds: Double) {
        let frames = Int((seconds * 60).rounded())
        for _ in 0..<frames {
            clock.advanceOneFrame()
            window.update()
        }
    }

    /// The x of the view's centre on screen now.
    var x: Double { view.presentation.position.x }
}
