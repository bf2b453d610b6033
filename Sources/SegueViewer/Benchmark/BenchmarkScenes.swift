import Segue
import SegueCore
import SegueUI

/// The synthetic view trees the benchmark draws.
enum BenchmarkScenes {
    /// The viewport: an iPhone-sized window in points (one pixel per point offscreen).
    static let size = Size.defaultWindow
    /// Side of each animated square, in points.
    static let squareSide = 8.0
    /// Long enough that no animation ends during a run (the clock moves 1/60 s per frame).
    static let animationDuration = 3600.0

    /// A window with `count` 8x8 squares in a container, each animating a rotation and a colour
    /// for an hour. With `masked`, the container has a circular mask whose radius animates too.
    static func animatedSquares(count: Int, clock: MediaClock, masked: Bool = false) -> WindowView {
        let window = WindowView(size: size, clock: clock)
        let container = View(frame: Rect(origin: .zero, size: size))
        window.addSubview(container)
        var squares: [View] = []
        squares.reserveCapacity(count)
        let step = squareSide + 2
        let columns = Int((size.width - step) / step)
        let rows = Int((size.height - step) / step)
        for i in 0..<count {
            let column = i % columns
            let row = (i / columns) % rows
            let square = View(
                frame: Rect(
                    x: step / 2 + Double(column) * step, y: step / 2 + Double(row) * step, width: squareSide,
                    height: squareSide))
            square.backgroundColor = Color(r: UInt8(i % 200 + 40), g: 90, b: 200)
            square.transform3D = Transform3D(rotationAngle: Double(i % 31) * 0.1, x: 0, y: 0, z: 1)
            container.addSubview(square)
            squares.append(square)
        }
        // The mask is a circle about the squares' area that grows from just inside its corners to
        // past them, so nearly every square is drawn and every one is clipped against it.
        let usedRows = min(rows, (count + columns - 1) / columns)
        let area = Rect(x: 0, y: 0, width: size.width, height: Double(usedRows) * step + step)
        let reach = (area.width * area.width + area.height * area.height).squareRoot() / 2
        if masked {
            container.maskShape = .ellipse(circle(around: area, radius: reach * 0.85))
        }
        window.update()
        View.animate(withDuration: animationDuration, curve: .linear) {
            for (i, square) in squares.enumerated() {
                square.transform3D = Transform3D(rotationAngle: Double(i % 31) * 0.1 + 3, x: 0, y: 0, z: 1)
                square.backgroundColor = Color(r: 240, g: UInt8(i % 200 + 40), b: 60)
            }
            if masked {
                container.maskShape = .ellipse(circle(around: area, radius: reach * 1.05))
            }
        }
        return window
    }

    /// A window with `count` labels, each with its own text (`prefix` makes the strings unique).
    static func labels(count: Int, prefix: String, clock: MediaClock, textMeasurer: TextMeasuring) -> WindowView {
        let window = WindowView(size: size, clock: clock, textMeasurer: textMeasurer)
        let columns = 4
        let width = size.width / Double(columns)
        let height = size.height / Double((count + columns - 1) / columns)
        for i in 0..<count {
            let label = Label(
                text: "\(prefix) \(i)", fontSize: 11, textColor: .black,
                frame: Rect(
                    x: Double(i % columns) * width, y: Double(i / columns) * height, width: width, height: height))
            window.addSubview(label)
        }
        window.backgroundColor = .white
        window.update()
        return window
    }

    private static func circle(around area: Rect, radius: Double) -> Rect {
        Rect(x: area.midX - radius, y: area.midY - radius, width: 2 * radius, height: 2 * radius)
    }
}
