import XCTest

@testable import SegueCore

/// Foundation (imported by XCTest) has its own `AffineTransform2D`; in these tests the name means
/// SegueCore's.

/// The sixteen entries of a transform, row by row.
func entries(_ m: Transform3D) -> [Double] {
    [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44]
}

func assertEqual(
    _ a: Transform3D, _ b: Transform3D, accuracy: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let worst = zip(entries(a), entries(b)).map { abs($0 - $1) }.max()!
    XCTAssertLessThanOrEqual(worst, accuracy, "\(message)\n\(a)\n!=\n\(b)", file: file, line: line)
}

func assertEqual(
    _ a: AffineTransform2D, _ b: AffineTransform2D, accuracy: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let pairs = [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)]
    let worst = pairs.map { abs($0.0 - $0.1) }.max()!
    XCTAssertLessThanOrEqual(worst, accuracy, "\(message)\n\(a) != \(b)", file: file, line: line)
}

func assertEqual(
    _ a: Point, _ b: Point, accuracy: Double, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x: \(message) \(a) != \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y: \(message) \(a) != \(b)", file: file, line: line)
}
