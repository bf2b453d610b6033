import CoreGraphics
import XCTest

nonisolated final class CGPathShapeTests: XCTestCase {
    @MainActor private func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    /// CGPathAddRect: a move to the origin corner, lines counterclockwise (y up) round the other
    /// three corners, and a close.
    @MainActor func testAddRectMovesToTheOriginCornerThenThreeLinesAndCloses() async {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        let list = elements(path)
        XCTAssertEqual(list.map(\.0), [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        XCTAssertEqual(
            list.flatMap(\.1),
            [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        var rect = CGRect.zero
        XCTAssertTrue(path.isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 10, y: 20, width: 30, height: 40))
        XCTAssertEqual(path.primitive, .rect(CGRect(x: 10, y: 20, width: 30, height: 40)))
    }

    /// CGPathIsRect: four axis-aligned edges (in either order) are a rectangle; a diamond is not.
    @MainActor func testIsRectAcceptsAxisAlignedEdgesOnly() async {
        let vertical = CGMutablePath()
        vertical.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: 8, y: 5), CGPoint(x: 8, y: 0)])
        vertical.closeSubpath()
        var rect = CGRect.null
        XCTAssertTrue(vertical.isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 0, y: 0, width: 8, height: 5))
        let diamond = CGMutablePath()
        diamond.addLines(between: [
            CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 5, y: 10), CGPoint(x: 0, y: 5),
        ])
        diamond.closeSubpath()
        XCTAssertFalse(diamond.isRect(nil))
        XCTAssertNil(diamond.primitive)
    }

    /// CGPathAddEllipseInRect: a closed subpath of four cubic curves starting at (maxX, midY) and
    /// going through (midX, maxY) first; its curve stays on the ellipse.
    @MainActor func testEllipseStartsAtMaxXMidYAndRunsTowardsMaxY() async {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let path = CGPath(ellipseIn: rect, transform: nil)
        let list = elements(path)
        XCTAssertEqual(list.map(\.0), [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        XCTAssertEqual(list[0].1[0], CGPoint(x: 200, y: 50))
        XCTAssertEqual(list[1].1[2], CGPoint(x: 100, y: 100))
        XCTAssertEqual(path.boundingBoxOfPath.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.height, 100, accuracy: 1e-9)
        XCTAssertEqual(path.primitive, .ellipse(rect))
        // The flattened outline stays within 0.1% of the true ellipse.
        for p in path.flattened(tolerance: 0.01).points {
            let dx = (p.x - 100) / 100
            let dy = (p.y - 50) / 50
            XCTAssertEqual((dx * dx + dy * dy).squareRoot(), 1, accuracy: 1e-3)
        }
    }

    /// CGPathAddRoundedRect: quarter-ellipse corners of the given size; Segue clamps sizes past
    /// half a side (Core Graphics would stop the program).
    @MainActor func testRoundedRectCornersAreClampedToHalfTheSide() async {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = CGPath(roundedRect: rect, cornerWidth: 80, cornerHeight: 10, transform: nil)
        XCTAssertEqual(path.primitive, .roundedRect(rect, cornerWidth: 50, cornerHeight: 10))
        XCTAssertEqual(path.boundingBoxOfPath, rect)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 1)))
        let square = CGPath(roundedRect: rect, cornerWidth: 0, cornerHeight: 10, transform: nil)
        XCTAssertTrue(square.isRect(nil))
    }

    /// CGPathAddArc: `clockwise: false` runs towards increasing angle, which is counterclockwise
    /// with y up but passes below the centre (larger y) on UIKit's flipped screen.
    @MainActor func testArcClockwiseIsMeantInUnflippedSpace() async {
        let ccw = CGMutablePath()
        ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(ccw.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(ccw.currentPoint.y, 10, accuracy: 1e-9)
        let box = ccw.boundingBoxOfPath
        XCTAssertEqual(box.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(box.minY, 0, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, 10, accuracy: 1e-9)
        // The other way from 0 to π/2 is the long way round: three quarters of the circle.
        let cw = CGMutablePath()
        cw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(cw.boundingBoxOfPath.minX, -10, accuracy: 1e-9)
        XCTAssertEqual(cw.boundingBoxOfPath.minY, -10, accuracy: 1e-9)
        XCTAssertEqual(cw.currentPoint.y, 10, accuracy: 1e-9)
    }

    /// CGPathAddArc whole turns: 0 to 2π is the full circle whichever the direction (iOS draws
    /// `UIBezierPath(arcCenter:radius:startAngle: 0, endAngle: 2π, clockwise: false)` whole), and an
    /// arc from an angle to itself is no arc at all.
    @MainActor func testAWholeTurnIsTheFullCircleEitherWay() async {
        for clockwise in [false, true] {
            let full = CGMutablePath()
            full.addArc(center: .zero, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            XCTAssertEqual(full.boundingBoxOfPath.width, 10, accuracy: 1e-9, "clockwise \(clockwise)")
            XCTAssertEqual(full.boundingBoxOfPath.height, 10, accuracy: 1e-9, "clockwise \(clockwise)")
        }
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 5, startAngle: 1, endAngle: 1, clockwise: true)
        XCTAssertEqual(none.segments.count, 1, "only the move to the start")
    }

    /// CGPathAddArc on a path with a current point adds a line to the arc's start first; from π
    /// to 0 towards increasing angle, the arc goes through 3π/2 (smaller y: over the top on a
    /// y-down screen).
    @MainActor func testArcAfterAPointStartsWithALine() async {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        XCTAssertEqual(path.segments[1], .line(CGPoint(x: 40, y: 0)))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 60, y: 0))
        XCTAssertEqual(path.boundingBoxOfPath.minY, -10, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.maxY, 0, accuracy: 1e-9)
    }

    /// CGPathAddArcToPoint: a line to the first tangent point, then an arc of the radius tangent
    /// to both lines, ending on the second line.
    @MainActor func testArcToPointIsTangentToBothLines() async {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        XCTAssertEqual(path.segments[1], .line(CGPoint(x: 80, y: 0)))
        XCTAssertEqual(path.currentPoint.x, 100, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 20, accuracy: 1e-9)
        for p in path.flattened(tolerance: 0.01).points.dropFirst(2) {
            XCTAssertEqual(hypot(p.x - 80, p.y - 20), 20, accuracy: 0.02)
        }
    }
}
