import UIKit
import XCTest

nonisolated final class ImportTests: XCTestCase {
    /// `import UIKit` brings Core Graphics' geometry: CGAffineTransform and CGVector.
    @MainActor func testUIKitReexportsCoreGraphics() async {
        let t = CGAffineTransform(translationX: 3, y: 4)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 3, y: 4))
        XCTAssertEqual(CGVector(dx: 1, dy: 2).dy, 2)
    }
}
