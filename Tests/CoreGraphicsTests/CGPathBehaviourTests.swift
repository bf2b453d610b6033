import CoreGraphics
import XCTest

nonisolated final class CGPathBehaviourTests: XCTestCase {
    /// CGPathAddLineToPoint needs a current point: on an empty path it adds nothing.
    @MainActor func testLineWithoutCurrentPointAddsNothing() async {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.currentPoint, .zero)
        XCTAssertTrue(path.boundingBox.isNull)
    }

    /// CGPathCloseSubpath: the current point goes back to the subpath's start, and a line after
    /// it starts a new subpath there.
    @MainActor func testCloseReturnsToTheSubpathStart() async {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 9))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 0, y: 20))
        XCTAssertEqual(path.segments.suffix(2), [.move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 0, y: 20))])
        XCTAssertEqual(path.flattened(tolerance: 1).subpaths.map(\.isClosed), [true, false])
    }

    /// CGPathGetBoundingBox includes control points; CGPathGetPathBoundingBox only the curve.
    @MainActor func testBoundingBoxIncludesControlPointsButPathBoundingBoxDoesNot() async {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(path.boundingBoxOfPath.height, 50, accuracy: 1e-9)
        let cubic = CGMutablePath()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        XCTAssertEqual(cubic.boundingBoxOfPath.height, 75, accuracy: 1e-9)
    }

    /// CGPathFillRule: two nested rectangles drawn the same way round enclose the inner one twice,
    /// inside under the winding rule and outside under even-odd.
    @MainActor func testWindingAndEvenOddDifferForNestedSubpaths() async {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertNil(path.primitive)
        let center = CGPoint(x: 50, y: 50)
        XCTAssertTrue(path.contains(center))
        XCTAssertFalse(path.contains(center, using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
        // The transform maps the point before the test.
        XCTAssertTrue(path.contains(CGPoint(x: 150, y: 50), transform: CGAffineTransform(translationX: -100, y: 0)))
    }

    /// CGPathContainsPoint fills every subpath as if closed; UIKit's containment (closed subpaths
    /// only) is the package variant.
    @MainActor func testOpenSubpathsAreClosedImplicitlyForContainment() async {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        XCTAssertTrue(path.contains(CGPoint(x: 90, y: 10)))
        XCTAssertFalse(path.contains(CGPoint(x: 90, y: 10), rule: .winding, closedSubpathsOnly: true))
    }

    /// CGPathCreateCopy of an immutable path is the same path; CGPathCreateMutableCopy is
    /// independent; CGPathCreateCopyByTransformingPath maps every point.
    @MainActor func testCopiesAndTransformedCopies() async {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        XCTAssertTrue(path.copy() === path)
        let mutable = path.mutableCopy()!
        mutable.addLine(to: CGPoint(x: 3, y: 3))
        XCTAssertEqual(path.segments.count, 5)
        XCTAssertNotEqual(mutable, path)
        XCTAssertFalse(mutable.copy() === mutable)
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let scaled = path.copy(using: &scale)!
        XCTAssertEqual(scaled.boundingBox, CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertEqual(scaled.primitive, .rect(CGRect(x: 0, y: 0, width: 20, height: 30)))
        var turn = CGAffineTransform(rotationAngle: 0.3)
        XCTAssertNil(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 5), transform: &turn).primitive)
    }

    /// CGPathEqualToPath compares elements and points.
    @MainActor func testEqualityComparesElements() async {
        let a = CGMutablePath()
        a.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let b = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(b, CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 5), transform: nil))
    }

    /// A path built as a primitive stops being one when anything else is added.
    @MainActor func testPrimitiveIsClearedByFurtherElements() async {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4, cornerHeight: 4)
        XCTAssertEqual(
            path.primitive, .roundedRect(CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 4, cornerHeight: 4))
        path.move(to: CGPoint(x: 50, y: 50))
        XCTAssertNil(path.primitive)
        let added = CGMutablePath()
        added.addPath(
            CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil),
            transform: CGAffineTransform(translationX: 5, y: 5))
        XCTAssertEqual(added.primitive, .ellipse(CGRect(x: 5, y: 5, width: 2, height: 2)))
    }
}
