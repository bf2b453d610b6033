import SegueCore
import SegueSDL

/// 1,000 squares animated through UIKit's view-animation API: one `UIView.animate(withDuration:
/// delay:options:animations:completion:)` block, one running `UIViewPropertyAnimator`, and Core
/// Animation's explicit animations (two `CABasicAnimation`s on each square's layer). Each
/// square moves and fades for an hour (no animation ends during a run); the figures are the
/// whole frame's time and the heap allocations of a steady frame (0 is the target).
enum UIKitAnimationBenchmark {
    /// The figures of one scene.
    struct Result {
        /// How the squares were animated.
        let name: String
        /// The median frame time in seconds (update, render list, tessellation, drawing).
        let frameTime: Double
        /// Allocations per steady frame of Segue's own path (update, render list,
        /// tessellation), nil without the counting malloc.
        let ownAllocations: Double?
        /// Allocations per steady frame, drawing beyond raw SDL included.
        let totalAllocations: Double?
    }

    /// The number of animated squares.
    static let count = 1_000

    /// Measures the three scenes.
    static func run(options: BenchmarkOptions, canvas: BenchmarkCanvas) throws -> [Result] {
        let block = try measure(name: "UIView.animate", options: options, canvas: canvas) { squares in
            UIView.animate(withDuration: BenchmarkScenes.animationDuration, delay: 0, options: .curveLinear) {
                for square in squares { move(square) }
            }
        }
        let animator = try measure(name: "UIViewPropertyAnimator", options: options, canvas: canvas) { squares in
            let animator = UIViewPropertyAnimator(duration: BenchmarkScenes.animationDuration, curve: .easeInOut) {
                for square in squares { move(square) }
            }
            animator.startAnimation()
        }
        let explicit = try measure(name: "CABasicAnimation", options: options, canvas: canvas) { squares in
            for square in squares {
                let move = CABasicAnimation(keyPath: "position.x")
                move.byValue = 40
                move.duration = BenchmarkScenes.animationDuration
                square.layer.add(move, forKey: "move")
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.toValue = 0.4
                fade.duration = BenchmarkScenes.animationDuration
                square.layer.add(fade, forKey: "fade")
            }
        }
        return [block, animator, explicit]
    }

    /// The change every square animates.
    private static func move(_ square: View) {
        square.center.x += 40
        square.alpha = 0.4
    }

    private static func measure(
        name: String, options: BenchmarkOptions, canvas: BenchmarkCanvas, animate: ([View]) -> Void
    ) throws -> Result {
        let clock = ManualClock()
        let (window, squares) = scene(clock: clock)
        animate(squares)
        let driver = FrameDriver(canvas: canvas, clock: clock)
        try driver.frame(window)
        var samples: [Double] = []
        for _ in 0..<options.repetitions {
            samples.append(try driver.meanFrameTime(window, frames: options.frames))
        }
        var own: Double?
        var total: Double?
        if AllocationBenchmark.isAvailable {
            let r = try AllocationBenchmark.run(
                name: name, window: window, driver: driver, frames: options.allocationFrames)
            own = r.segueOwn
            total = r.segueTotal
        }
        return Result(
            name: name, frameTime: Statistics.median(samples), ownAllocations: own, totalAllocations: total)
    }

    /// A window with `count` 8x8 squares in a grid.
    private static func scene(clock: ManualClock) -> (WindowView, [View]) {
        let size = BenchmarkScenes.size
        let window = WindowView(size: size, clock: clock)
        let side = BenchmarkScenes.squareSide
        let step = side + 2
        let columns = Int((size.width - step - 40) / step)
        var squares: [View] = []
        for i in 0..<count {
            let square = View(
                frame: Rect(
                    x: step / 2 + Double(i % columns) * step, y: step / 2 + Double(i / columns) * step, width: side,
                    height: side))
            square.backgroundColor = Color(r: UInt8(i % 200 + 40), g: 120, b: 200)
            window.addSubview(square)
            squares.append(square)
        }
        window.update()
        return (window, squares)
    }
}
