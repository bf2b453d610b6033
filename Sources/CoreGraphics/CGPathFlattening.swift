import Foundation

/// A path flattened into polylines: every subpath as a run of points, curves replaced by chords.
///
/// Segue's renderer keeps one and refills it (`CGPath.flatten(tolerance:into:)`), so flattening a
/// path every frame allocates nothing once the buffers have grown.
package struct CGPathFlattening: Sendable {
    /// One subpath: where its points lie in `points`, and whether it was closed.
    package struct Subpath: Hashable, Sendable {
        /// The indices of the subpath's points in `points`.
        package var range: Range<Int>
        /// True when the subpath ended with a close (its last point joins its first); fills treat
        /// every subpath as closed, strokes only these.
        package var isClosed: Bool
    }

    /// The points of every subpath, one after another. A closed subpath does not repeat its first
    /// point at the end; consecutive equal points are kept once.
    package private(set) var points: [CGPoint] = []
    /// The subpaths, in order; only those with two points or more.
    package private(set) var subpaths: [Subpath] = []

    /// An empty flattening.
    package init() {}

    /// The points of one subpath.
    package func points(of subpath: Subpath) -> ArraySlice<CGPoint> { points[subpath.range] }

    /// Empties both buffers, keeping their storage.
    package mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        subpaths.removeAll(keepingCapacity: true)
    }

    private var subpathStart = 0
    private var isOpen = false

    mutating func begin(at p: CGPoint) {
        end(closed: false)
        subpathStart = points.count
        points.append(p)
        isOpen = true
    }

    mutating func add(_ p: CGPoint) {
        guard isOpen else { return }
        if points.last != p { points.append(p) }
    }

    mutating func end(closed: Bool) {
        guard isOpen else { return }
        isOpen = false
        if closed, points.count - subpathStart > 1, points.last == points[subpathStart] { points.removeLast() }
        if points.count - subpathStart >= 2 {
            subpaths.append(Subpath(range: subpathStart..<points.count, isClosed: closed))
        } else {
            points.removeSubrange(subpathStart...)
        }
    }
}

extension CGPath {
    /// The tolerance used when a caller's is not a positive finite number.
    package static let defaultFlatteningTolerance: CGFloat = 0.25

    /// Flattens the path into `result` (emptied first): lines as they are, quadratic and cubic
    /// curves cut into chords that stay within `tolerance` of the curve (in the path's units; pass
    /// a quarter pixel divided by the drawing scale). Arcs, ellipses and rounded corners are cubic
    /// curves, so they flatten the same way.
    package func flatten(tolerance: CGFloat, into result: inout CGPathFlattening) {
        result.removeAll()
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : CGPath.defaultFlatteningTolerance
        var current = CGPoint.zero
        var start = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                start = p
                result.begin(at: p)
            case .line(let p):
                result.add(p)
            case .quadCurve(let c, let p):
                let n = Self.chordCount(quadFrom: current, c, p, tolerance: tol)
                for i in 1..<n { result.add(Bezier.quadPoint(current, c, p, CGFloat(i) / CGFloat(n))) }
                result.add(p)
            case .curve(let c1, let c2, let p):
                let n = Self.chordCount(cubicFrom: current, c1, c2, p, tolerance: tol)
                for i in 1..<n { result.add(Bezier.cubicPoint(current, c1, c2, p, CGFloat(i) / CGFloat(n))) }
                result.add(p)
            case .close:
                result.end(closed: true)
            }
            current = segment.endPoint ?? start
        }
        result.end(closed: false)
    }

    /// The flattened path, in new buffers (see `flatten(tolerance:into:)`).
    package func flattened(tolerance: CGFloat) -> CGPathFlattening {
        var result = CGPathFlattening()
        flatten(tolerance: tolerance, into: &result)
        return result
    }

    /// The most chords any one curve is cut into.
    static let maximumChords = 1024

    /// Chords for a quadratic curve: uniform steps stay within |p0 - 2c + p2| / (4 n²) of it.
    static func chordCount(quadFrom p0: CGPoint, _ c: CGPoint, _ p2: CGPoint, tolerance: CGFloat) -> Int {
        let dx = p0.x - 2 * c.x + p2.x
        let dy = p0.y - 2 * c.y + p2.y
        let bend = (dx * dx + dy * dy).squareRoot()
        return chordCount(bend / (4 * tolerance))
    }

    /// Chords for a cubic curve: uniform steps stay within 3/4 · max second difference / n² of it.
    static func chordCount(
        cubicFrom p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, tolerance: CGFloat
    ) -> Int {
        let ax = p0.x - 2 * c1.x + c2.x
        let ay = p0.y - 2 * c1.y + c2.y
        let bx = c1.x - 2 * c2.x + p3.x
        let by = c1.y - 2 * c2.y + p3.y
        let bend = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        return chordCount(0.75 * bend / tolerance)
    }

    private static func chordCount(_ squared: CGFloat) -> Int {
        guard squared.isFinite, squared > 0 else { return squared.isFinite ? 1 : maximumChords }
        return max(1, min(maximumChords, Int(squared.squareRoot().rounded(.up))))
    }
}
