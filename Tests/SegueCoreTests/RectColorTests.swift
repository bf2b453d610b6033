import XCTest

@testable import SegueCore

nonisolated final class RectTests: XCTestCase {
    @MainActor func testEdgesAndCentre() async {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual([r.minX, r.minY, r.maxX, r.maxY, r.midX, r.midY], [10, 20, 40, 60, 25, 40])
        XCTAssertEqual(r.center, Point(x: 25, y: 40))
        let flipped = Rect(x: 40, y: 60, width: -30, height: -40)
        XCTAssertEqual([flipped.minX, flipped.minY, flipped.maxX, flipped.maxY], [10, 20, 40, 60])
        XCTAssertFalse(r.isEmpty)
        XCTAssertTrue(Rect(x: 0, y: 0, width: 0, height: 5).isEmpty)
    }

    @MainActor func testContainsExcludesTheMaxEdges() async {
        let r = Rect(0, 0, 10, 10)
        XCTAssertTrue(r.contains(Point(x: 0, y: 0)))
        XCTAssertTrue(r.contains(Point(x: 9.99, y: 5)))
        XCTAssertFalse(r.contains(Point(x: 10, y: 5)))
        XCTAssertFalse(r.contains(Point(x: 5, y: 10)))
        XCTAssertFalse(r.contains(Point(x: -0.01, y: 5)))
    }

    @MainActor func testOffsetInsetUnionIntersection() async {
        let r = Rect(0, 0, 100, 50)
        XCTAssertEqual(r.offsetBy(dx: 5, dy: -5), Rect(5, -5, 100, 50))
        XCTAssertEqual(r.insetBy(dx: 10, dy: 5), Rect(10, 5, 80, 40))
        XCTAssertEqual(r.insetBy(dx: -10, dy: 0), Rect(-10, 0, 120, 50))
        XCTAssertEqual(r.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), Rect(2, 1, 94, 46))
        XCTAssertEqual(r.union(Rect(150, -10, 10, 10)), Rect(0, -10, 160, 60))
        XCTAssertEqual(r.intersection(Rect(50, 25, 100, 100)), Rect(50, 25, 50, 25))
        XCTAssertTrue(r.intersection(Rect(200, 0, 10, 10)).isNull, "CGRectIntersection: the null rectangle")
        XCTAssertNil(r.overlap(Rect(200, 0, 10, 10)))
        XCTAssertNil(r.overlap(Rect(100, 0, 10, 10)), "touching edges do not overlap")
    }

    @MainActor func testBoundingRect() async {
        let points = [Point(x: 3, y: -1), Point(x: -2, y: 4), Point(x: 1, y: 1)]
        XCTAssertEqual(Rect.bounding(points), Rect(-2, -1, 5, 5))
        XCTAssertEqual(Rect.bounding([]), .zero)
    }

    @MainActor func testPointAndSizeHelpers() async {
        XCTAssertEqual(Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4)), 5)
        XCTAssertEqual(Point(1, 2) + Point(3, 4), Point(4, 6))
        XCTAssertEqual(Point(1, 2) - Point(3, 4), Point(-2, -2))
        XCTAssertEqual(Point(1, 2) * 3, Point(3, 6))
        XCTAssertEqual(Size(2, 3) * 2, Size(width: 4, height: 6))
    }
}

nonisolated final class ColorTests: XCTestCase {
    @MainActor func testComponentsRoundAndClamp() async {
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0), Color(r: 255, g: 128, b: 0))
        XCTAssertEqual(Color(red: 2, green: -1, blue: .nan, alpha: 0.2), Color(r: 255, g: 0, b: 0, a: 51))
        XCTAssertEqual(Color(hex: 0x007AFF), .systemBlue)
        XCTAssertEqual(Color(hex: 0x336699, alpha: 0.5), Color(r: 0x33, g: 0x66, b: 0x99, a: 128))
        XCTAssertEqual(Color.white.red, 1)
        XCTAssertEqual(Color(r: 0, g: 51, b: 0).green, 0.2, accuracy: 1e-12)
    }

    @MainActor func testAlphaHelpers() async {
        XCTAssertEqual(Color.red.withAlpha(0), Color(r: 255, g: 0, b: 0, a: 0))
        XCTAssertEqual(Color.red.withAlpha(0.5), Color(r: 255, g: 0, b: 0, a: 128))
        XCTAssertEqual(Color.red.withAlpha(0.5).multipliedAlpha(0.5), Color(r: 255, g: 0, b: 0, a: 64))
        XCTAssertEqual(Color.black.multipliedAlpha(1), .black)
    }

    @MainActor func testInterpolation() async {
        XCTAssertEqual(Color.interpolate(.black, .white, 0), .black)
        XCTAssertEqual(Color.interpolate(.black, .white, 1), .white)
        XCTAssertEqual(Color.interpolate(.black, .white, 0.5), Color(r: 128, g: 128, b: 128))
        XCTAssertEqual(Color.interpolate(.clear, .red, 0.5), Color(r: 128, g: 0, b: 0, a: 128))
    }
}
