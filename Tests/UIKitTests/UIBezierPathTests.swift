import UIKit
import XCTest

nonisolated final class UIBezierPathTests: XCTestCase {
    @MainActor private let center = CGPoint(x: 100, y: 100)

    @MainActor private func flatPoints(_ path: UIBezierPath) -> [CGPoint] {
        path.cgPath.flattened(tolerance: 0.01).points
    }

    /// UIBezierPath's `clockwise` is as seen on the y-down screen: a quarter arc from 0 to π/2
    /// clockwise passes through (cx + r·cos 45°, cy + r·sin 45°), below the centre.
    @MainActor func testQuarterArcClockwisePassesBelowTheCentre() async {
        let r: CGFloat = 50
        let path = UIBezierPath(arcCenter: center, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let points = flatPoints(path)
        XCTAssertTrue(points.allSatisfy { $0.y >= center.y - 1e-9 && $0.x >= center.x - 1e-9 })
        let diagonal = CGPoint(x: center.x + r * cos(.pi / 4), y: center.y + r * sin(.pi / 4))
        let nearest = points.map { hypot($0.x - diagonal.x, $0.y - diagonal.y) }.min()!
        XCTAssertLessThan(nearest, 0.5)
        XCTAssertEqual(path.currentPoint.x, center.x, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, center.y + r, accuracy: 1e-9)
    }

    /// Apple's example: 0 to π clockwise draws the bottom half of the circle; counterclockwise
    /// the top half.
    @MainActor func testHalfCircleClockwiseIsTheBottomHalf() async {
        let bottom = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        XCTAssertEqual(bottom.cgPath.boundingBoxOfPath.minY, center.y, accuracy: 1e-9)
        XCTAssertEqual(bottom.cgPath.boundingBoxOfPath.maxY, center.y + 10, accuracy: 1e-9)
        let top = UIBezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(top.cgPath.boundingBoxOfPath.minY, center.y - 10, accuracy: 1e-9)
        XCTAssertEqual(top.cgPath.boundingBoxOfPath.maxY, center.y, accuracy: 1e-9)
    }

    /// addArc(withCenter:…) draws a line from the current point to the arc's start.
    @MainActor func testAddArcStartsWithALineFromTheCurrentPoint() async {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(path.cgPath.segments[1], .line(CGPoint(x: 110, y: 100)))
    }

    /// init(rect:) is a closed rectangle (a primitive for the renderer); bounds is the rectangle.
    @MainActor func testRectPath() async {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let path = UIBezierPath(rect: rect)
        XCTAssertEqual(path.bounds, rect)
        XCTAssertTrue(path.cgPath.isRect(nil))
        XCTAssertEqual(path.cgPath.primitive, .rect(rect))
        XCTAssertTrue(path.contains(CGPoint(x: 11, y: 21)))
        XCTAssertFalse(path.contains(CGPoint(x: 9, y: 21)))
    }

    /// init(ovalIn:) is the inscribed ellipse: its centre is inside, its bounding box's corners are
    /// not.
    @MainActor func testOvalPath() async {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = UIBezierPath(ovalIn: rect)
        XCTAssertEqual(path.cgPath.primitive, .ellipse(rect))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 25)))
        XCTAssertFalse(path.contains(CGPoint(x: 3, y: 3)))
        XCTAssertEqual(path.bounds, rect)
    }

    /// init(roundedRect:cornerRadius:) clamps a radius past half the shorter side to it.
    @MainActor func testRoundedRectRadiusIsClampedToHalfTheShorterSide() async {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 100)
        XCTAssertEqual(path.cgPath.primitive, .roundedRect(rect, cornerWidth: 10, cornerHeight: 10))
        XCTAssertEqual(UIBezierPath(roundedRect: rect, cornerRadius: 0).cgPath.primitive, .rect(rect))
    }

    /// init(roundedRect:byRoundingCorners:cornerRadii:) rounds only the named corners, top meaning
    /// minY on the y-down screen.
    @MainActor func testRoundingOnlySomeCorners() async {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 30, height: 30))
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(path.contains(CGPoint(x: 98, y: 2)))
        XCTAssertTrue(path.contains(CGPoint(x: 98, y: 98)))
        XCTAssertTrue(path.contains(CGPoint(x: 2, y: 98)))
        XCTAssertNil(path.cgPath.primitive)
        let all = UIBezierPath(
            roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 8, height: 8))
        XCTAssertEqual(all.cgPath, UIBezierPath(roundedRect: rect, cornerRadius: 8).cgPath)
    }

    /// contains(_:) counts closed subpaths only, and follows usesEvenOddFillRule.
    @MainActor func testContainsUsesClosedSubpathsAndTheFillRule() async {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        XCTAssertFalse(path.contains(CGPoint(x: 90, y: 10)))
        path.close()
        XCTAssertTrue(path.contains(CGPoint(x: 90, y: 10)))
        let rings = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(rings.contains(CGPoint(x: 50, y: 50)))
        rings.usesEvenOddFillRule = true
        XCTAssertFalse(rings.contains(CGPoint(x: 50, y: 50)))
    }

    /// cgPath hands out an immutable snapshot; setting it replaces the elements.
    @MainActor func testCGPathIsASnapshotAndCanBeReplaced() async {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let before = path.cgPath
        path.addLine(to: CGPoint(x: 50, y: 50))
        XCTAssertEqual(before.segments.count, 5)
        XCTAssertNotEqual(path.cgPath, before)
        path.cgPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(UIBezierPath(cgPath: before).cgPath, before)
    }

    /// reversing() runs every subpath the other way: it starts at the old end, curves keep their
    /// shape with swapped control points, closed subpaths stay closed.
    @MainActor func testReversingRunsEachSubpathTheOtherWay() async {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(
            to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.close()
        path.lineWidth = 3
        let reversed = path.reversing()
        XCTAssertEqual(
            reversed.cgPath.segments,
            [
                .move(CGPoint(x: 20, y: 10)),
                .curve(control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0), end: CGPoint(x: 10, y: 0)),
                .line(CGPoint(x: 0, y: 0)), .close,
            ])
        XCTAssertEqual(reversed.lineWidth, 3)
        XCTAssertEqual(reversed.bounds, path.bounds)
    }

    /// apply(_:) maps every point; removeAllPoints() empties the path.
    @MainActor func testApplyAndRemoveAllPoints() async {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(scaleX: 2, y: 3))
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 30))
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertTrue(path.bounds.isNull)
    }

    /// UIBezierPath's drawing attributes default to UIKit's values and survive a copy.
    @MainActor func testDefaultsAndCopy() async {
        let path = UIBezierPath()
        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertEqual(path.lineCapStyle, .butt)
        XCTAssertEqual(path.lineJoinStyle, .miter)
        XCTAssertEqual(path.miterLimit, 10)
        XCTAssertEqual(path.flatness, 0.6)
        XCTAssertFalse(path.usesEvenOddFillRule)
        path.lineCapStyle = .round
        let dashes: [CGFloat] = [4, 2]
        path.setLineDash(dashes, count: 2, phase: 1)
        let copy = path.copy() as! UIBezierPath
        XCTAssertEqual(copy.lineCapStyle, .round)
        var read: [CGFloat] = [0, 0]
        var count = 0
        var phase: CGFloat = 0
        copy.getLineDash(&read, count: &count, phase: &phase)
        XCTAssertEqual(read, dashes)
        XCTAssertEqual(count, 2)
        XCTAssertEqual(phase, 1)
    }
}
