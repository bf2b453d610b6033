import CoreGraphics
import XCTest

nonisolated final class CGPathRenderingTests: XCTestCase {
    /// Flattening keeps every chord of a curve within the tolerance of the true outline.
    @MainActor func testFlatteningStaysWithinTolerance() async {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 200, y: 200), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.closeSubpath()
        let flat = path.flattened(tolerance: 0.25)
        XCTAssertEqual(flat.subpaths.count, 1)
        XCTAssertTrue(flat.subpaths[0].isClosed)
        let points = flat.points(of: flat.subpaths[0])
        XCTAssertGreaterThan(points.count, 16)
        var previous = points.last!
        for p in points {
            XCTAssertEqual(hypot(p.x - 200, p.y - 200), 100, accuracy: 0.05)
            let mid = CGPoint(x: (p.x + previous.x) / 2, y: (p.y + previous.y) / 2)
            XCTAssertLessThanOrEqual(100 - hypot(mid.x - 200, mid.y - 200), 0.25 + 0.05)
            previous = p
        }
        // A looser tolerance needs fewer points.
        XCTAssertLessThan(path.flattened(tolerance: 4).points.count, points.count)
    }

    /// Refilling a flattening reuses its buffers (the renderer flattens every frame).
    @MainActor func testFlatteningIntoTheSameBuffersKeepsTheirStorage() async {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80), transform: nil)
        var flat = CGPathFlattening()
        path.flatten(tolerance: 0.25, into: &flat)
        // A copy of its own: sharing the buffer would make the refill copy it.
        let first = flat.points.map { $0 }
        let storage = flat.points.withUnsafeBufferPointer { $0.baseAddress }
        path.flatten(tolerance: 0.25, into: &flat)
        XCTAssertEqual(flat.points, first)
        XCTAssertEqual(flat.points.withUnsafeBufferPointer { $0.baseAddress }, storage)
        XCTAssertEqual(flat.subpaths.count, 1)
    }

    /// A lone move draws nothing and leaves no subpath; a bad tolerance falls back to the default.
    @MainActor func testLoneMovesAndBadTolerances() async {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 3, y: 3))
        XCTAssertTrue(path.flattened(tolerance: 1).subpaths.isEmpty)
        path.addQuadCurve(to: CGPoint(x: 30, y: 3), control: CGPoint(x: 15, y: 40))
        XCTAssertEqual(path.flattened(tolerance: .nan).points, path.flattened(tolerance: 0.25).points)
        XCTAssertEqual(path.flattened(tolerance: 0).points, path.flattened(tolerance: 0.25).points)
    }

    /// CAShapeLayer path animation: paths of the same structure blend point by point, and two
    /// ellipses blend into the ellipse of the blended rectangle.
    @MainActor func testSameStructurePathsBlendPointByPoint() async {
        let a = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 50), transform: nil)
        let mid = CGPath.interpolate(a, b, fraction: 0.5)
        let expected = CGPath(ellipseIn: CGRect(x: 5, y: 10, width: 20, height: 30), transform: nil)
        XCTAssertEqual(mid.primitive, .ellipse(CGRect(x: 5, y: 10, width: 20, height: 30)))
        for (x, y) in zip(mid.segments, expected.segments) {
            XCTAssertEqual(x.endPoint?.x ?? 0, y.endPoint?.x ?? 0, accuracy: 1e-9)
            XCTAssertEqual(x.endPoint?.y ?? 0, y.endPoint?.y ?? 0, accuracy: 1e-9)
        }
        XCTAssertEqual(CGPath.interpolate(a, b, fraction: 0), a)
        XCTAssertEqual(CGPath.interpolate(a, b, fraction: 1), b)
    }

    /// Paths of different structure cannot be blended (undefined on iOS): Segue jumps at halfway.
    @MainActor func testDifferentStructuresJumpAtHalfway() async {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let b = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertFalse(a.hasSameStructure(as: b))
        XCTAssertEqual(CGPath.interpolate(a, b, fraction: 0.49), a)
        XCTAssertEqual(CGPath.interpolate(a, b, fraction: 0.5), b)
        let reused = CGMutablePath()
        reused.setInterpolation(from: a, to: b, fraction: 0.2)
        XCTAssertEqual(reused.primitive, .rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
    }
}
