import Foundation
import SegueSDL
import UIKit
import XCTest

/// One window on a manual clock (60 frames a second), drawn offscreen at 390 × 844 points.
final class SeedScene {
    /// The scene's size: a phone's.
    static let size = CGSize(width: 390, height: 844)

    let clock = ManualClock()
    let window: SceneWindow
    let canvas: OffscreenCanvas

    /// Shows `root` and runs its first frame.
    init(root: UIViewController) throws {
        let fontPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Fonts/DejaVuSans.ttf").path
        canvas = try OffscreenCanvas(
            width: Int(SeedScene.size.width), height: Int(SeedScene.size.height), fontPath: fontPath)
        window = SceneWindow(size: SeedScene.size, clock: clock, textMeasurer: canvas.textMeasurer)
        window.backgroundColor = .black
        window.setRootViewController(root)
        window.update()
        // Seeds 1 and 4 measure UIScreen.main, which is this size when no UIKit scene launched.
        XCTAssertEqual(UIScreen.main.bounds.size, SeedScene.size, "the seeds' screen is the scene's size")
    }

    /// Runs `count` frames.
    func frames(_ count: Int) {
        for _ in 0..<count {
            clock.advanceOneFrame()
            window.update()
        }
    }

    /// Runs frames until nothing is in flight (at most 10 s of them).
    func settle() {
        var frames = 0
        while (window.isTransitioning || window.engine.isAnimating || window.queuedRequestCount > 0) && frames < 600 {
            self.frames(1)
            frames += 1
        }
    }

    /// The scene as drawn now.
    func shot() throws -> Surface {
        try canvas.render(window)
        return try canvas.snapshot()
    }
}

/// Pixels of two pictures of the same size that differ by more than `tolerance` in a channel
/// (the goldens' tolerance is 2).
func differingPixels(_ a: Surface, _ b: Surface, tolerance: Int = 2) -> Int {
    precondition(a.size == b.size, "pictures of different sizes")
    var count = 0
    for (p, q) in zip(a.pixels(), b.pixels()) {
        let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        if d > tolerance { count += 1 }
    }
    return count
}
